import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { blankDatabaseFor } from "./blank-database.server.ts";

const dir = await mkdtemp(path.join(tmpdir(), "blank-database-"));
const archive = path.join(dir, "blank.tar.gz");
await writeFile(archive, "archive bytes");
afterAll(() => rm(dir, { recursive: true, force: true }));

test("a new cluster directory starts from the archive", async () => {
  const blob = await blankDatabaseFor(path.join(dir, "new-cluster"), archive);
  expect(await blob?.text()).toBe("archive bytes");
});

test("an existing cluster, an in-memory database or a missing archive start without it", async () => {
  const existing = path.join(dir, "existing");
  await rm(existing, { recursive: true, force: true });
  await mkdir(existing);
  await writeFile(path.join(existing, "PG_VERSION"), "17\n");
  expect(await blankDatabaseFor(existing, archive)).toBeUndefined();
  expect(await blankDatabaseFor("memory://", archive)).toBeUndefined();
  expect(
    await blankDatabaseFor(path.join(dir, "other"), path.join(dir, "none.tar.gz")),
  ).toBeUndefined();
});
