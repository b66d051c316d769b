import { describe, expect, it } from "vitest";
import { createHandlersInFlight } from "./handlers-in-flight.ts";

describe("handlers in flight", () => {
  it("is idle at once when nothing runs, and once the last handler has settled", async () => {
    const handlers = createHandlersInFlight();
    await handlers.idle();

    const finish: (() => void)[] = [];
    const slow = handlers.track(() => new Promise<void>((resolve) => finish.push(resolve)));
    const failing = handlers.track(async () => {
      throw new Error("handled elsewhere");
    });
    void slow();
    void slow();
    await expect(failing()).rejects.toThrow("handled elsewhere");

    let idle = false;
    void handlers.idle().then(() => (idle = true));
    finish[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    finish[1]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(true);
  });
});
