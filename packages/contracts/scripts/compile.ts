// Compiles contracts/ with the pinned solc-js into artifacts/ (cached by input hash).
import { compile } from '../src/compile';

const started = Date.now();
const result = await compile({ writeArtifacts: true });
console.info(
  `Compiled ${Object.keys(result.artifacts).join(', ')} with solc ${result.solcVersion} ` +
    `(${result.settings.evmVersion}) ${result.fromCache ? 'from cache' : 'fresh'} in ${Date.now() - started} ms`,
);
