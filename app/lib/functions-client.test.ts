import { describe, expect, it } from "vitest";
import { callFunction, FunctionsError } from "./functions-client.ts";

const respond = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe("callFunction", () => {
  it("posts {data} and resolves with the result", async () => {
    let sent: { url: string; body: string } | undefined;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent = { url, body: String(init.body) };
      return new Response(JSON.stringify({ result: { exists: true } }));
    }) as unknown as typeof fetch;
    expect(await callFunction("checkUserExist", { email: "a@b.co" }, { fetchImpl })).toEqual({
      exists: true,
    });
    expect(sent).toEqual({
      url: "/api/functions/checkUserExist",
      body: '{"data":{"email":"a@b.co"}}',
    });
  });

  it("accepts a {data} answer too", async () => {
    expect(await callFunction("f", {}, { fetchImpl: respond(200, { data: 1 }) })).toBe(1);
  });

  it.each([
    [400, "functions/invalid-argument"],
    [401, "functions/unauthenticated"],
    [403, "functions/permission-denied"],
    [404, "functions/not-found"],
    [409, "functions/aborted"],
    [429, "functions/resource-exhausted"],
    [499, "functions/cancelled"],
    [500, "functions/internal"],
    [501, "functions/unimplemented"],
    [503, "functions/unavailable"],
    [504, "functions/deadline-exceeded"],
  ])("maps HTTP %i to %s", async (status, code) => {
    const call = callFunction(
      "f",
      {},
      { fetchImpl: respond(status, { error: { status: "X", message: "nope" } }) },
    );
    await expect(call).rejects.toBeInstanceOf(FunctionsError);
    await expect(call).rejects.toMatchObject({ code, message: "nope" });
  });

  it("reports a time-out as deadline-exceeded", async () => {
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch;
    await expect(callFunction("f", {}, { fetchImpl: never, timeoutMs: 20 })).rejects.toMatchObject({
      code: "functions/deadline-exceeded",
    });
  });

  it("reports an unreachable server as unavailable", async () => {
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(callFunction("f", {}, { fetchImpl: down })).rejects.toMatchObject({
      code: "functions/unavailable",
    });
  });
});
