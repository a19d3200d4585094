import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

/** Absolute path of the packages/contracts directory. */
export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The solc-js release the build is pinned to; compile() refuses any other. */
export const SOLC_VERSION = '0.8.37';

/** Compiler settings used for every build and recorded in deployment files. */
export const compilerSettings = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 1 },
  metadata: { bytecodeHash: 'ipfs' },
} as const;

/** ABI and bytecode of one compiled contract. */
export interface Artifact {
  contractName: string;
  sourceName: string;
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
  /**
   * Where the runtime code holds immutable values (filled in at deployment, so they differ from
   * the artifact), as solc reports them: byte offsets and lengths.
   */
  immutableReferences: { start: number; length: number }[];
}

/** Result of a compile run: artifacts by contract name plus what produced them. */
export interface CompileResult {
  solcVersion: string;
  settings: typeof compilerSettings;
  inputHash: string;
  artifacts: Record<string, Artifact>;
  fromCache: boolean;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string; sourceLocation?: { file: string } }[];
  contracts: Record<
    string,
    Record<
      string,
      {
        abi: Abi;
        evm: {
          bytecode: { object: string };
          deployedBytecode: {
            object: string;
            immutableReferences?: Record<string, { start: number; length: number }[]>;
          };
        };
      }
    >
  >;
}

const contractsDir = join(packageRoot, 'contracts');
// ECO_SOLC_CACHE_DIR: another folder, for the test of several processes compiling at once.
const cacheDir = process.env.ECO_SOLC_CACHE_DIR ?? join(packageRoot, 'cache');
const artifactsDir = join(packageRoot, 'artifacts');

function packageVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Every .sol file under contracts/, by its path from the package (as imports name it), sorted. */
function readSources(): Record<string, { content: string }> {
  const files = readdirSync(contractsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sol'))
    .sort();
  return Object.fromEntries(
    files.map((file) => [
      `contracts/${file.split(sep).join('/')}`,
      { content: readFileSync(join(contractsDir, file), 'utf8') },
    ]),
  );
}

function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `File not found: ${path}` };
  }
}

/**
 * Runs `work` while holding the lock folder `lock` (mkdir is atomic), waiting while another
 * process holds it; a lock whose process has died is taken over.
 */
async function whileHolding<T>(lock: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true; // taken a moment ago, its pid not written yet
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Compiles every .sol file under contracts/ with the pinned solc-js. The output is cached under
 * cache/ keyed by a hash of sources, settings and library versions (OpenZeppelin, Chainlink),
 * because solc-js needs several seconds per run while the inputs rarely change.
 */
export async function compile(options: { writeArtifacts?: boolean } = {}): Promise<CompileResult> {
  const sources = readSources();
  const installedSolc = packageVersion('solc');
  if (installedSolc !== SOLC_VERSION) {
    throw new Error(
      `solc-js ${installedSolc} is installed but the build is pinned to ${SOLC_VERSION}`,
    );
  }
  const inputHash = createHash('sha256')
    .update(
      JSON.stringify({
        sources,
        compilerSettings,
        // Bumped when the artifact's shape changes, so an older cache entry is not reused.
        artifactFormat: 2,
        solc: installedSolc,
        openzeppelin: packageVersion('@openzeppelin/contracts'),
        chainlink: packageVersion('@chainlink/contracts'),
      }),
    )
    .digest('hex')
    .slice(0, 16);
  const cacheFile = join(cacheDir, `solc-${inputHash}.json`);

  const cached = (): CompileResult | undefined =>
    existsSync(cacheFile)
      ? { ...(JSON.parse(readFileSync(cacheFile, 'utf8')) as CompileResult), fromCache: true }
      : undefined;
  // On a clean clone `npm test` starts several suites at once that each need the contracts: the
  // first compiles (about 15 s of CPU) while the others wait for its cache file instead of
  // compiling the same thing beside it.
  const result =
    cached() ?? (await whileHolding(`${cacheFile}.lock`, async () => cached() ?? build()));
  async function build(): Promise<CompileResult> {
    // Loaded lazily: soljson takes a second or two to initialise and a cache hit never needs it.
    const solc = (await import('solc')).default as {
      compile(input: string, callbacks: { import: typeof findImport }): string;
      version(): string;
    };
    const input = {
      language: 'Solidity',
      sources,
      settings: {
        ...compilerSettings,
        outputSelection: {
          '*': {
            '*': [
              'abi',
              'evm.bytecode.object',
              'evm.deployedBytecode.object',
              'evm.deployedBytecode.immutableReferences',
            ],
          },
        },
      },
    };
    const output = JSON.parse(
      solc.compile(JSON.stringify(input), { import: findImport }),
    ) as SolcOutput;
    const problems = (output.errors ?? []).filter((e) => e.severity === 'error');
    if (problems.length > 0) {
      throw new Error(
        `Solidity compilation failed:\n${problems.map((e) => e.formattedMessage).join('\n')}`,
      );
    }
    // Library warnings (e.g. OpenZeppelin's note on transient storage) are not actionable here.
    for (const warning of output.errors ?? []) {
      if (warning.sourceLocation?.file.startsWith('contracts/') ?? true) {
        console.warn(warning.formattedMessage);
      }
    }

    const artifacts: Record<string, Artifact> = {};
    for (const [sourceName, contracts] of Object.entries(output.contracts)) {
      if (!sourceName.startsWith('contracts/')) continue;
      for (const [contractName, contract] of Object.entries(contracts)) {
        artifacts[contractName] = {
          contractName,
          sourceName,
          abi: contract.abi,
          bytecode: `0x${contract.evm.bytecode.object}`,
          deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
          immutableReferences: Object.values(
            contract.evm.deployedBytecode.immutableReferences ?? {},
          )
            .flat()
            .sort((a, b) => a.start - b.start),
        };
      }
    }
    const built = {
      solcVersion: solc.version(),
      settings: compilerSettings,
      inputHash,
      artifacts,
      fromCache: false,
    };
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed, so a reader never parses half a file.
    writeFileSync(
      `${cacheFile}.${process.pid}`,
      JSON.stringify({ ...built, fromCache: undefined }),
    );
    renameSync(`${cacheFile}.${process.pid}`, cacheFile);
    return built;
  }

  if (options.writeArtifacts) {
    mkdirSync(artifactsDir, { recursive: true });
    for (const artifact of Object.values(result.artifacts)) {
      writeFileSync(
        join(artifactsDir, `${artifact.contractName}.json`),
        `${JSON.stringify(artifact, null, 2)}\n`,
      );
    }
    writeFileSync(
      join(artifactsDir, 'build-info.json'),
      `${JSON.stringify({ solcVersion: result.solcVersion, settings: result.settings, inputHash }, null, 2)}\n`,
    );
  }
  return result;
}

/** Returns the artifact of `name`, failing loudly if the contract was not compiled. */
export function getArtifact(result: CompileResult, name: string): Artifact {
  const artifact = result.artifacts[name];
  if (!artifact) throw new Error(`No artifact for contract ${name}`);
  return artifact;
}
