import { describe, expect, it } from "vitest";
import type { Listen, NotificationHandler } from "#app/db/notifications.server.ts";
import { createSessionCache } from "./session-cache.server.ts";
import type { SessionLookup } from "./session.ts";

/** A stand-in for the database's LISTEN that the test announces on. */
function announcer() {
  const handlers = new Map<string, NotificationHandler>();
  const listen: Listen = async (channel, handler) => {
    handlers.set(channel, handler);
    return async () => {};
  };
  return {
    listen,
    announce: (channel: string, payload: string) => handlers.get(channel)?.(payload),
  };
}

function lookupFor(userId: string, expiresAt = Date.now() + 60_000): SessionLookup {
  return {
    expiresAt,
    refreshDue: false,
    current: {
      session: { id: `session-of-${userId}`, token: `token-of-${userId}`, createdAt: new Date() },
      user: {
        id: userId,
        name: "Holder",
        email: `${userId}@example.com`,
        image: null,
        emailVerified: true,
        isAnonymous: false,
        createdAt: new Date(),
        teamMember: false,
        aiModelOptIn: true,
      },
    },
  };
}

describe("the session cache", () => {
  it("keeps a looked-up session until its account changes", async () => {
    const { listen, announce } = announcer();
    const cache = await createSessionCache(listen);
    cache.remember("a", lookupFor("user-1"), cache.generation);
    cache.remember("b", lookupFor("user-2"), cache.generation);
    expect(cache.get("a")?.current.user.id).toBe("user-1");

    announce("account_changed", "user-1");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.current.user.id).toBe("user-2");

    announce("session_ended", "session-of-user-2 user-2");
    expect(cache.get("b")).toBeUndefined();
  });

  it("does not keep an answer read before a change that was announced while it ran", async () => {
    const { listen, announce } = announcer();
    const cache = await createSessionCache(listen);
    const startedAt = cache.generation;
    announce("account_changed", "user-1");
    cache.remember("a", lookupFor("user-1"), startedAt);
    expect(cache.get("a")).toBeUndefined();
  });

  it("never serves an expired session", async () => {
    const cache = await createSessionCache(announcer().listen);
    cache.remember("b", lookupFor("user-2", Date.now() - 1), cache.generation);
    expect(cache.get("b")).toBeUndefined();
  });
});
