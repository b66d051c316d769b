import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLifecycle } from "#app/account/lifecycle.server.ts";
import { openDatabase } from "#app/db/client.server.ts";
import { conversationEvents, sessions } from "#app/db/schema.server.ts";
import {
  ScriptedAssistant,
  sleep,
  startChatServer,
  type ChatClient,
  type ChatServer,
  type ChatServerOptions,
} from "#tests/support/chat-socket.ts";
import { cookieFrom, createTestAccounts, TEST_APP_URL } from "#tests/support/test-auth.ts";
import { queryRows, testDrivers } from "#tests/support/test-database.ts";
import { captureLogs } from "#tests/support/test-logger.ts";

/** How soon a socket must close once its session has ended. */
const PROMPTLY_MS = 2_000;

describe.each(testDrivers)("a chat socket whose session ends, on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let server: ChatServer;
  let lifecycle: ReturnType<typeof createLifecycle>;
  const assistant = new ScriptedAssistant();
  let accountCount = 0;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    lifecycle = createLifecycle({
      db: t.db,
      mailer: t.mailer,
      appUrl: TEST_APP_URL,
      secret: "lifecycle-secret",
    });
  });
  afterAll(() => t.dispose());
  afterEach(async () => {
    await server.stop();
    assistant.script = new ScriptedAssistant().script;
  });

  async function start(options: Partial<ChatServerOptions> = {}) {
    server = await startChatServer(t, { assistant, logger: captureLogs().logger, ...options });
  }

  /** A verified account signed in once; its user id and the session's Cookie header. */
  async function signedIn() {
    const { user, email, password } = await t.verifiedUser(
      `ending-${driver}-${++accountCount}@example.com`,
    );
    const signIn = () => t.accounts.signIn({ email, password, headers: new Headers() });
    const outcome = await signIn();
    if (!outcome.ok) throw new Error("sign-in failed");
    return { user, cookie: cookieFrom(outcome.headers).get("cookie")!, signIn };
  }

  const eventCount = async () =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${conversationEvents}`,
      )
    )[0]!.n;

  /**
   * A socket in the middle of its second turn when `end` ends its session: it must close with
   * 1008 promptly, and neither the rest of the answer nor anything else may be stored.
   */
  async function endedMidTurn(client: ChatClient, end: () => Promise<unknown>) {
    client.socket.send("Hello");
    await client.until(() => client.turns() === 1);
    assistant.script = async function* ({ signal }) {
      for (let index = 0; index < 1_000 && !signal.aborted; index += 1) {
        yield `word${index} `;
        await sleep(10);
      }
    };
    const before = await eventCount();
    client.socket.send("Tell me everything");
    // The question is stored once the answer has begun.
    await expect.poll(eventCount).toBe(before + 1);
    const endedAt = Date.now();
    await end();
    expect((await client.closed).code).toBe(1008);
    expect(Date.now() - endedAt).toBeLessThan(PROMPTLY_MS);
    await sleep(300);
    expect(await eventCount()).toBe(before + 1);
  }

  it("closes on sign-out", async () => {
    await start();
    const { cookie } = await signedIn();
    const client = await server.open({ headers: { cookie } });
    await endedMidTurn(client, () => t.accounts.signOut(new Headers({ cookie })));
  });

  it("closes on deactivation", async () => {
    await start();
    const { user, cookie } = await signedIn();
    const client = await server.open({ headers: { cookie } });
    await endedMidTurn(client, () => lifecycle.deactivate(user.id));
  });

  it("closes on a deletion request", async () => {
    await start();
    const { user, cookie } = await signedIn();
    const client = await server.open({ headers: { cookie } });
    await endedMidTurn(client, () => lifecycle.requestDeletion(user.id));
  });

  it("closes when the password is changed in another session, which stays open", async () => {
    await start();
    const { cookie, signIn } = await signedIn();
    const other = await signIn();
    if (!other.ok) throw new Error("second sign-in failed");
    const otherCookie = cookieFrom(other.headers).get("cookie")!;
    const changer = await server.open({ headers: { cookie: otherCookie } });
    const client = await server.open({ headers: { cookie } });
    await endedMidTurn(client, async () => {
      const current = await t.accounts.getSession(new Headers({ cookie: otherCookie }));
      expect(await t.accounts.changePassword(current!, "a-new-password")).toEqual({ ok: true });
    });
    assistant.script = new ScriptedAssistant().script;
    changer.socket.send("Still here?");
    await changer.until(() => changer.turns() === 1);
  });

  it("closes an anonymous visitor's socket whose session is ended", async () => {
    await start();
    const client = await server.open();
    const cookie = await client.cookie();
    await endedMidTurn(client, async () => {
      const session = await t.accounts.getSession(new Headers({ cookie }));
      await t.db.delete(sessions).where(eq(sessions.id, session!.session.id));
    });
  });

  it("stores nothing for a session whose end was never heard of, and closes on the next write", async () => {
    // Notifications that never arrive, as while the listening connection is down.
    await start({ listen: () => Promise.resolve(() => Promise.resolve()) });
    const { cookie } = await signedIn();
    const client = await server.open({ headers: { cookie } });
    client.socket.send("Hello");
    await client.until(() => client.turns() === 1);
    const before = await eventCount();
    await t.accounts.signOut(new Headers({ cookie }));
    client.socket.send("Anyone there?");
    expect((await client.closed).code).toBe(1008);
    expect(client.turns()).toBe(1);
    expect(await eventCount()).toBe(before);
  });

  it.runIf(driver === "postgres")(
    "closes when another process ends the session in the shared database",
    async () => {
      await start();
      const { cookie } = await signedIn();
      const client = await server.open({ headers: { cookie } });
      const session = await t.accounts.getSession(new Headers({ cookie }));
      const elsewhere = await openDatabase({ kind: "postgres", url: t.database.url!, poolSize: 1 });
      try {
        await endedMidTurn(client, () =>
          elsewhere.db.delete(sessions).where(eq(sessions.id, session!.session.id)),
        );
      } finally {
        await elsewhere.close();
      }
    },
  );
});
