import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Logger } from "./logger.ts";

export interface MetricsSources {
  /** Chat sockets open right now. */
  openChatSockets(): number;
  /** Emails queued or being sent; read at scrape time. */
  undeliveredEmails(): Promise<number>;
  logger: Logger;
}

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A small fixed set of route groups instead of paths: every distinct label value is a series
 * Prometheus keeps, and paths are chosen by whoever sends the request.
 */
export function routeGroupOf(path: string): string {
  if (path === "/healthz" || path === "/readyz" || path === "/api/health") return "health";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) return "asset";
  return "page";
}

export function methodLabelOf(method: string | undefined): string {
  return method && knownMethods.has(method) ? method : "other";
}

export function statusClassOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export function createMetrics({ openChatSockets, undeliveredEmails, logger }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to finishing its response.",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "chat_sockets_open",
    help: "Chat WebSocket connections open now.",
    registers: [registry],
    collect() {
      this.set(openChatSockets());
    },
  });
  new Gauge({
    name: "email_outbox_pending",
    help: "Emails in the outbox not yet delivered (waiting, retrying or being sent).",
    registers: [registry],
    async collect() {
      try {
        this.set(await undeliveredEmails());
      } catch (error) {
        // The rest of the scrape is still worth having; NaN says "unknown" where 0 would mislead.
        this.set(Number.NaN);
        logger.warn({ err: error }, "Could not count the email outbox for metrics");
      }
    },
  });
  const emailsDelivered = new Counter({
    name: "email_outbox_delivered_total",
    help: "Emails handed to the mail transport.",
    registers: [registry],
  });
  const emailsFailed = new Counter({
    name: "email_outbox_failed_total",
    help: "Failed delivery attempts; final is true when the email was given up.",
    labelNames: ["final"] as const,
    registers: [registry],
  });
  const accountJobsProcessed = new Counter({
    name: "account_jobs_processed_total",
    help: "Work done by the scheduled jobs: accounts closed or erased, exports prepared, rows removed.",
    labelNames: ["job"] as const,
    registers: [registry],
  });

  /** Express middleware, also called directly for responses served before Express. */
  const observeRequests = (
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    next: () => void,
  ) => {
    const started = process.hrtime.bigint();
    // The original URL: routers mounted under a prefix see a shortened req.url.
    const path = (req.originalUrl ?? req.url ?? "/").split("?", 1)[0]!;
    res.once("finish", () => {
      requestDuration.observe(
        {
          method: methodLabelOf(req.method),
          route: routeGroupOf(path),
          status_class: statusClassOf(res.statusCode),
        },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  };

  return {
    registry,
    observeRequests,
    outbox: {
      delivered: () => emailsDelivered.inc(),
      failed: (final: boolean) => emailsFailed.inc({ final: String(final) }),
    },
    accountJobs: {
      processed: (counts: Record<string, number>) => {
        for (const [job, count] of Object.entries(counts)) {
          accountJobsProcessed.inc({ job }, count);
        }
      },
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
