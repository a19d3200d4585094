import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../src/db/database';

/**
 * A migrated PGlite data directory that tests copy instead of running PGlite's initdb (10+ s
 * here) per test file. Cached in the OS temp folder, keyed by the migrations and PGlite version.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  // The package's exports hide package.json; its entry point's folder holds it one level up.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  const dir = path.join(tmpdir(), `eco-api-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(dir, '.ready'))) return dir;
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: building });
  await database.close();
  writeFileSync(path.join(building, '.ready'), new Date().toISOString());
  try {
    await rename(building, dir);
  } catch {
    // Another run finished first; its template is as good as ours.
    await rm(building, { recursive: true, force: true });
  }
  return dir;
}
