import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { DatabaseConnectionError } from "./client.server.ts";
import { isDatabaseUnavailable } from "./unavailable.server.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    [
      "a refusal on every address of the host",
      Object.assign(new AggregateError([withCode("refused", "ECONNREFUSED")]), {
        code: "ECONNREFUSED",
      }),
    ],
    ["a connection that died", new Error("Connection terminated unexpectedly")],
    ["a connection that took too long", new Error("timeout exceeded when trying to connect")],
    ["a server shutting down", withCode("terminating connection", "57P01")],
    ["a connection failure SQLSTATE", withCode("connection failure", "08006")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    ["the start-up failure", new DatabaseConnectionError("Cannot connect to PostgreSQL")],
    [
      "a driver error wrapped by Drizzle",
      new DrizzleQueryError("select 1", [], new Error("Connection terminated unexpectedly")),
    ],
  ])("recognises %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a unique violation", withCode("duplicate key value", "23505")],
    [
      "a wrapped constraint failure",
      new DrizzleQueryError("insert", [], withCode("violates", "23514")),
    ],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["something that is not an error", "Connection terminated"],
    ["nothing", undefined],
  ])("leaves %s to the 500 path", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("ends on a cause chain that loops", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    Object.assign(first, { cause: second });
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
