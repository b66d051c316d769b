import express, { Router } from "express";
import type { AppServices } from "#app/context.server.ts";
import { createFunctionsRouter } from "./functions.ts";
import { errorEnvelope, HttpError } from "./http-error.ts";

/** JSON endpoints under /api. Every answer, including failures, is JSON. */
export function createApiRouter(services: AppServices): Router {
  const { database } = services;
  const api = Router();
  api.use("/functions", createFunctionsRouter(services));
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

  api.use((_req, _res, next) => next(new HttpError(404, "No such endpoint.")));
  return api;
}
