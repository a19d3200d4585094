// drizzle-kit is hoisted to the root node_modules while npm nests drizzle-orm under apps/api, so
// drizzle-kit's own `import('drizzle-orm/...')` cannot find it. This hook resolves those imports
// from apps/api instead. Used by `npm run db:generate` only.
import { registerHooks } from 'node:module';

const parent = new URL('../package.json', import.meta.url).href;

registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: parent });
    }
    return next(specifier, context);
  },
});
