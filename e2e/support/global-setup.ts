import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the run; files that need their own (other settings) start one themselves. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    const code = await server.stop();
    if (code !== 0)
      throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
