import type { TestProject } from "vitest/node";
import { assertChromiumInstalled } from "#tests/support/browser.ts";
import { startServer } from "#tests/support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server on the embedded database, started from an empty data directory. */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  const server = await startServer();
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
