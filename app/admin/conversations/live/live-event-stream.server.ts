/**
 * The console's event stream (server-sent events): every live-conversation signal of every
 * process, passed to an open console page as `{conversationId, kind}`, which the page answers by
 * loading again what it shows. While a stream is open its member counts as on duty.
 */
import { eq } from "drizzle-orm";
import type { LiveHub } from "#app/chat/live/live-signals.server.ts";
import { endDuty, renewDuty, DUTY_LEASE_MS } from "#app/chat/live/live-conversations.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { teamMembers } from "#app/db/schema.server.ts";

/** Open streams per member in this process: duty ends with the last of them. */
const openStreams = new Map<string, number>();

/** A comment line every so often keeps proxies from closing an idle stream, and renews duty. */
const HEARTBEAT_MS = DUTY_LEASE_MS / 3;

export function liveEventStream({
  db,
  hub,
  userId,
  signal,
  onError,
}: {
  db: Database;
  hub: LiveHub;
  userId: string;
  signal: AbortSignal;
  onError: (message: string, error: unknown) => void;
}): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let ended = false;
      const write = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      const renew = () =>
        renewDuty(db, userId).catch((error: unknown) => onError("Could not renew duty", error));
      const unsubscribe = await hub.subscribe(
        (live) =>
          write(
            `data: ${JSON.stringify({ conversationId: live.conversationId, kind: live.kind })}\n\n`,
          ),
        {
          // Signals were missed: the page loads again what it shows.
          onResume: () => write(`data: ${JSON.stringify({ kind: "resync" })}\n\n`),
          onClosed: () => stop(),
        },
      );
      const heartbeat = setInterval(async () => {
        write(": still here\n\n");
        // A member whose access was removed stops hearing at the next beat.
        const [member] = await db
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(eq(teamMembers.userId, userId))
          .catch(() => [{ userId }]);
        if (member) void renew();
        else stop();
      }, HEARTBEAT_MS);
      stop = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        const left = (openStreams.get(userId) ?? 1) - 1;
        if (left > 0) openStreams.set(userId, left);
        else {
          openStreams.delete(userId);
          endDuty(db, userId).catch((error: unknown) => onError("Could not end duty", error));
        }
        controller.close();
      };
      openStreams.set(userId, (openStreams.get(userId) ?? 0) + 1);
      signal.addEventListener("abort", () => stop());
      if (signal.aborted) return stop();
      await renew();
      // The first line tells the page the stream is open and it is on duty.
      write(`retry: 3000\ndata: ${JSON.stringify({ kind: "ready" })}\n\n`);
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from holding events back.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
