import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo.ts";

describe("boundedMemo", () => {
  it("computes each key once while it is remembered", () => {
    const seen: string[] = [];
    const shout = boundedMemo(2, (key) => (seen.push(key), key.toUpperCase()));
    expect([shout("a"), shout("a"), shout("b")]).toEqual(["A", "A", "B"]);
    expect(seen).toEqual(["a", "b"]);
  });

  it("forgets the oldest key when full", () => {
    const seen: string[] = [];
    const shout = boundedMemo(2, (key) => (seen.push(key), key.toUpperCase()));
    for (const key of ["a", "b", "c", "b", "a"]) shout(key);
    expect(seen).toEqual(["a", "b", "c", "a"]);
  });
});
