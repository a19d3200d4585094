import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate, type PgliteTemplate } from './pglite-template';
import { startPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    pgliteTemplateDir: string;
    pgliteTemplateDump: string;
  }
}

/** Starts one PostgreSQL server for the whole run and prepares the PGlite template. */
export default async function setup(project: TestProject) {
  const serverStarting = startPostgresServer();
  let template: PgliteTemplate;
  try {
    template = await preparePgliteTemplate();
  } catch (error) {
    // Do not leave the server running when the run cannot start.
    await (await serverStarting.catch(() => undefined))?.stop();
    throw error;
  }
  const server = await serverStarting;
  project.provide('postgresUrl', server.url);
  project.provide('pgliteTemplateDir', template.dir);
  project.provide('pgliteTemplateDump', template.dump);
  return () => server.stop();
}
