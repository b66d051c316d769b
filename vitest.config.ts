import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "evals/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/unit-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads start faster than child processes, and Vitest's default on two cores is a
    // single worker: two threads took the unit tests from 408 s to 255 s here.
    pool: "threads",
    maxWorkers: 2,
  },
});
