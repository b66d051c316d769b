import { describe, expect, it } from "vitest";
import { captureLogs } from "#tests/support/test-logger.ts";
import { createMetrics, methodLabelOf, routeGroupOf, statusClassOf } from "./metrics.ts";

describe("metric labels", () => {
  it.each([
    ["/", "page"],
    ["/solutions", "page"],
    ["/some/unknown/path", "page"],
    ["/api/functions/checkUserExist", "api"],
    ["/api/health", "health"],
    ["/healthz", "health"],
    ["/readyz", "health"],
    ["/metrics", "metrics"],
    ["/assets/entry.client-abc123.js", "asset"],
    ["/favicon.ico", "asset"],
  ])("groups %s as %s", (path, group) => {
    expect(routeGroupOf(path)).toBe(group);
  });

  it("keeps the common methods and folds the rest", () => {
    expect(methodLabelOf("GET")).toBe("GET");
    expect(methodLabelOf("PROPFIND")).toBe("other");
    expect(methodLabelOf(undefined)).toBe("other");
  });

  it("reports the status class", () => {
    expect(statusClassOf(204)).toBe("2xx");
    expect(statusClassOf(404)).toBe("4xx");
    expect(statusClassOf(503)).toBe("5xx");
  });
});

describe("createMetrics", () => {
  it("reads the chat sockets and the outbox at scrape time and counts deliveries and jobs", async () => {
    let sockets = 3;
    const metrics = createMetrics({
      openChatSockets: () => sockets,
      undeliveredEmails: async () => 7,
      logger: captureLogs().logger,
    });
    metrics.outbox.delivered();
    metrics.outbox.failed(false);
    metrics.outbox.failed(true);
    metrics.accountJobs.processed({ closed: 2, purged: 0, exports: 1 });
    let text = await metrics.registry.metrics();
    expect(text).toContain("chat_sockets_open 3");
    expect(text).toContain("email_outbox_pending 7");
    expect(text).toContain("email_outbox_delivered_total 1");
    expect(text).toContain('email_outbox_failed_total{final="false"} 1');
    expect(text).toContain('email_outbox_failed_total{final="true"} 1');
    expect(text).toContain('account_jobs_processed_total{job="closed"} 2');
    expect(text).toContain('account_jobs_processed_total{job="exports"} 1');
    expect(text).toContain("process_cpu_seconds_total");
    sockets = 0;
    text = await metrics.registry.metrics();
    expect(text).toContain("chat_sockets_open 0");
  });

  it("still answers when the outbox cannot be counted, and says why in the log", async () => {
    const logs = captureLogs();
    const metrics = createMetrics({
      openChatSockets: () => 0,
      undeliveredEmails: () => Promise.reject(new Error("database gone")),
      logger: logs.logger,
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain("chat_sockets_open 0");
    // prom-client writes "Nan"; Prometheus reads NaN in any case.
    expect(text).toMatch(/^email_outbox_pending nan$/im);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        err: expect.objectContaining({ message: "database gone" }),
      }),
    );
  });
});
