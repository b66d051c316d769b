import type { TestProject } from "vitest/node";
import { startServer } from "#tests/support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server on the embedded database, started from an empty data directory. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
