import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { startFromBlankDatabase } from "./blank-database.server.ts";

const dir = await mkdtemp(path.join(tmpdir(), "blank-database-"));
const source = path.join(dir, "source");
await mkdir(path.join(source, "base"), { recursive: true });
await writeFile(path.join(source, "PG_VERSION"), "17\n");
await writeFile(path.join(source, "base", "table"), "blank");
afterAll(() => rm(dir, { recursive: true, force: true }));

test("a new cluster directory starts as a copy of the blank database", async () => {
  const cluster = path.join(dir, "new");
  await mkdir(cluster);
  await startFromBlankDatabase(cluster, source);
  expect(await readFile(path.join(cluster, "base", "table"), "utf8")).toBe("blank");
});

test("a directory holding anything is never touched, and no blank database means no copy", async () => {
  const existing = path.join(dir, "existing");
  await mkdir(path.join(existing, "base"), { recursive: true });
  await writeFile(path.join(existing, "PG_VERSION"), "17\n");
  await writeFile(path.join(existing, "base", "table"), "the owner's rows");
  await startFromBlankDatabase(existing, source);
  expect(await readFile(path.join(existing, "base", "table"), "utf8")).toBe("the owner's rows");

  const elsewhere = path.join(dir, "elsewhere");
  await mkdir(elsewhere);
  await startFromBlankDatabase(elsewhere, path.join(dir, "missing"));
  await expect(readFile(path.join(elsewhere, "PG_VERSION"))).rejects.toThrow();
});
