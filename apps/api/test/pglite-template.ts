import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase } from '../src/db/database';

/** The migrated PGlite template, as a data directory and as PGlite's dump of it. */
export interface PgliteTemplate {
  /** The data directory, copied for a server a test spawns (it opens a directory). */
  dir: string;
  /** dumpDataDir's tarball of it, loaded into memory for a database the test process opens. */
  dump: string;
}

/**
 * A migrated PGlite data directory that tests copy instead of running PGlite's initdb (10+ s
 * here) per test file, and its dump, which PGlite loads into memory: a directory copy cost 1.3 s
 * of CPU per database (0.7 of it in the kernel: the copy, then every write through the file
 * system), the dump 0.7 s. Cached in the OS temp folder, keyed by the migrations and PGlite
 * version.
 */
export async function preparePgliteTemplate(): Promise<PgliteTemplate> {
  const hash = createHash('sha256');
  // The package's exports hide package.json; its entry point's folder holds it one level up.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  // The directory and its dump live in one folder, moved into place by one rename once both are
  // whole: a folder that exists is complete, and nothing ever deletes one another run may be
  // reading. ("v2": the layout with the dump; older runs' folders have another name.)
  const root = path.join(tmpdir(), `eco-api-pglite-template-v2-${hash.digest('hex').slice(0, 16)}`);
  const template = { dir: path.join(root, 'data'), dump: path.join(root, 'dump.tar') };
  if (existsSync(root)) return template;
  const building = `${root}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const data = path.join(building, 'data');
  const database = await openDatabase({ pgliteDir: data });
  await database.close();
  const client = await PGlite.create(data);
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(path.join(building, 'dump.tar'), Buffer.from(await dump.arrayBuffer()));
  try {
    await rename(building, root);
  } catch {
    // Another run finished first (the folder exists now); its template is as good as ours.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}
