import express, { Router, type Request } from "express";
import type { AppServices } from "#app/context.server.ts";
import { unsubscribe } from "#app/newsletter/subscriptions.server.ts";
import { createFunctionsRouter } from "./functions.ts";
import { errorEnvelope, HttpError } from "./http-error.ts";

/** Where the server functions (docs/product.md#87-server-functions) are mounted, under /api. */
export const FUNCTIONS_PATH = "/functions";

/** The RFC 8058 one-click unsubscribe, under /api: the subscription id is the last segment. */
const ONE_CLICK_UNSUBSCRIBE = "/unsubscribe/:token";

/**
 * Whether a request is a one-click unsubscribe (the route above, as mounted). Webmail programs
 * post it from their own pages, with their own Origin; the id in the address is all that
 * authorises it and it reads no cookie, so the cross-site check lets every origin send it.
 */
export function isOneClickUnsubscribe(req: Request): boolean {
  return req.method === "POST" && /^\/api\/unsubscribe\/[^/]+$/.test(req.path);
}

/** JSON endpoints under /api. Every answer, including failures, is JSON. */
export function createApiRouter(services: AppServices): Router {
  const { database } = services;
  const api = Router();
  api.use(FUNCTIONS_PATH, createFunctionsRouter(services));
  api.use(express.json({ limit: "64kb" }));

  api.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await database.ping();
      res.json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).json(errorEnvelope(503, "The database is not reachable."));
    }
  });

  // Mail programs POST here from the List-Unsubscribe header, without cookies.
  api.post(
    ONE_CLICK_UNSUBSCRIBE,
    express.urlencoded({ extended: false, limit: "1kb" }),
    async (req, res) => {
      const body = req.body as Record<string, string> | undefined;
      if (body?.["List-Unsubscribe"] !== "One-Click") {
        throw new HttpError(400, "Expected List-Unsubscribe=One-Click.");
      }
      const outcome = await unsubscribe(database.db, req.params.token.slice(0, 64));
      if (outcome === "not-found") throw new HttpError(404, "No such subscription.");
      res.set("Cache-Control", "no-store").json({ result: { status: "unsubscribed" } });
    },
  );

  api.use((_req, _res, next) => next(new HttpError(404, "No such endpoint.")));
  return api;
}
