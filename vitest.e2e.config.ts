import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./tests/e2e/longest-first-sequencer.ts";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A loaded two-core machine can take longer than a second to finish a scroll or a render.
    expect: { poll: { timeout: 5_000 } },
    // Two cores: one browser-heavy file at a time beside the server keeps timings stable.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
