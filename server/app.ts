import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { AUTH_BASE_PATH } from "#app/auth/auth.server.ts";
import type { AppServices, CreateLoadContext } from "#app/context.server.ts";
import { accountCachePaths, sharedCachePaths } from "#app/content/pages.ts";
import { createApiRouter, isOneClickUnsubscribe } from "./api.ts";
import { createCriticalCss } from "./critical-css.ts";
import { hydrateOnInteraction } from "./hydrate-on-interaction.ts";
import { createHandlersInFlight } from "./handlers-in-flight.ts";
import { isRelayedByProxy } from "./client-address.ts";
import { createPageCache } from "./page-cache.ts";
import { errorHandler } from "./error-handler.ts";
import { HttpError } from "./http-error.ts";
import type { Logger } from "./logger.ts";
import { metricsEndpoint } from "./metrics-access.ts";
import type { Metrics } from "./metrics.ts";
import { requestLogging } from "./request-logging.ts";
import { hideConsoleFromOutsiders } from "./console-gate.ts";
import { withDatabaseOutagesAsUnavailable, withPlainMethodNotAllowed } from "./server-build.ts";
import {
  assignCspNonce,
  cspNonceOf,
  limitRequestBody,
  rejectCrossSiteWrites,
  securityHeaders,
} from "./security.ts";

export interface AppOptions {
  services: AppServices;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves built browser assets (production), or Vite's middleware (development). */
  assets: { kind: "static"; clientDir: string } | { kind: "dev"; middleware: RequestHandler };
  logger: Logger;
  metrics: Metrics;
}

const loopbackAddresses = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** A request from this machine itself: the socket is loopback and no proxy relayed it. */
function isDirectLocalRequest(req: express.Request): boolean {
  return loopbackAddresses.has(req.socket.remoteAddress ?? "") && !isRelayedByProxy(req.headers);
}

/**
 * React Router refuses a form whose Origin differs from the URL it builds from the Host and
 * X-Forwarded-* headers. Behind a proxy those often name the upstream (nginx's default Host) or
 * a public host without its port, so every form posted from the public site would fail. A form
 * from the public origin (the cross-site check has already let it through) is therefore
 * addressed by the public URL.
 */
function addressPublicFormsByPublicUrl(appUrl: string): RequestHandler {
  const { host, protocol, origin } = new URL(appUrl);
  return (req, _res, next) => {
    if (req.headers.origin === origin) {
      req.headers.host = host;
      req.headers["x-forwarded-host"] = host;
      req.headers["x-forwarded-proto"] = protocol.slice(0, -1);
    }
    next();
  };
}

/** The load-context factory exported by the build's own server entry (app/entry.server.tsx). */
/** What a page shared by every visitor without a session goes through once, before it is kept. */
function finishSharedPage(clientDir: string, logger: Logger) {
  const inlineCriticalCss = createCriticalCss(clientDir, logger);
  return async (html: string, nonce: string) =>
    hydrateOnInteraction(await inlineCriticalCss(html, nonce));
}

function loadContextFactory(build: ServerBuild): CreateLoadContext {
  return (build.entry.module as unknown as { createLoadContext: CreateLoadContext })
    .createLoadContext;
}

/**
 * The site's request listener: cached pages already served once are answered from memory; every
 * other request goes through the Express stack below.
 */
export function createApp({ services, build, assets, logger, metrics }: AppOptions) {
  const handlersInFlight = createHandlersInFlight();
  const app = express();
  const pageCache =
    typeof build === "function"
      ? null
      : createPageCache({
          build,
          appUrl: services.config.appUrl,
          // A cached page is served to many requests, so it is rendered without a client address.
          createContext: (cspNonce, knownSession) =>
            loadContextFactory(build)(
              services,
              { cspNonce, clientIp: "", fromThisMachine: false, log: logger },
              knownSession,
            ),
          lookUpSession: (cookie) => services.accounts.lookUpSession(cookie),
          finishSharedPage:
            assets.kind === "static" ? finishSharedPage(assets.clientDir, logger) : undefined,
        });
  const logRequest = requestLogging(logger);
  app.disable("x-powered-by");
  // Pages carry a per-request nonce, so a body hash could never match; it would only cost time.
  app.set("etag", false);
  // A count, never `true`: `true` would believe the leftmost X-Forwarded-For entry, which is
  // whatever the client chose to send, and any rate limit keyed on it could be dodged.
  app.set("trust proxy", services.config.trustedProxies);

  app.use(
    // First, so that every response, refusals included, has an id, an access line and a timing.
    logRequest,
    metrics.observeRequests,
    assignCspNonce,
    securityHeaders(services.config),
    rejectCrossSiteWrites(services.config, { openToEveryOrigin: isOneClickUnsubscribe }),
    limitRequestBody,
    compression(),
  );

  // For load balancers and orchestrators: the process answers; the database answers and holds
  // every committed migration. Never cached, never rendered.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      const migrations = await services.database.migrationStatus();
      const ready = migrations.applied >= migrations.expected;
      res.status(ready ? 200 : 503).json({
        status: ready ? "ready" : "migrating",
        database: services.database.kind,
        migrations,
      });
    } catch {
      res.status(503).json({ status: "unavailable", database: services.database.kind });
    }
  });

  app.get("/metrics", metricsEndpoint(metrics, services.config));

  // Cached pages go first: they never collide with a file, so they need no filesystem lookup.
  if (pageCache) app.get([...sharedCachePaths, ...accountCachePaths], pageCache.middleware);

  // Browsers and crawlers ask for /favicon.ico whatever icon a page names; each would be a 404.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  if (assets.kind === "static") {
    // File names under /assets carry a content hash, so they can be cached forever. The build
    // compressed each text asset ahead of time (scripts/compress-assets.mjs): the copy the
    // browser accepts goes out as it is, smaller than on-the-fly compression and free of its CPU.
    app.use(
      "/assets",
      // A path that does not decode gets the site's own 400, not the library's bare text.
      (req, _res, next) => {
        try {
          decodeURIComponent(req.path);
          next();
        } catch {
          next(new HttpError(400, "The request could not be understood."));
        }
      },
      expressStaticGzip(path.join(assets.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
      }),
    );
    // The other public files (icons, images) all have an extension; page paths never do, so
    // they skip the filesystem lookup.
    const publicFiles = express.static(assets.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      /\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
    );
  } else {
    app.use(assets.middleware);
  }

  // Only the OAuth callback is served by Better Auth directly; every other account action goes
  // through the site's own forms, which add rate limits and the product's messages (docs/product.md#12-messages). The
  // path must be exactly the callback's, as sent: Better Auth's router reads a backslash as a
  // slash, so `callback/..\list-sessions` would otherwise reach another of its endpoints.
  const authHandler = handlersInFlight.track(toNodeHandler(services.auth));
  const callbackPath = `${AUTH_BASE_PATH}/callback/google`;
  app.get(callbackPath, (req, res, next) => {
    const rawPath = req.originalUrl.split("?")[0];
    if (rawPath !== callbackPath || !services.accounts.googleEnabled) return next();
    return authHandler(req, res);
  });
  app.use("/api", createApiRouter(services));

  app.use(addressPublicFormsByPublicUrl(services.config.appUrl));
  app.use(hideConsoleFromOutsiders(services));
  app.all(
    "/{*path}",
    handlersInFlight.track(
      createRequestHandler({
        build: withDatabaseOutagesAsUnavailable(withPlainMethodNotAllowed(build), logger),
        mode: services.config.nodeEnv,
        getLoadContext: async (req, res) => {
          const serverBuild = typeof build === "function" ? await build() : build;
          return loadContextFactory(serverBuild)(services, {
            cspNonce: cspNonceOf(res),
            clientIp: req.ip ?? req.socket.remoteAddress ?? "",
            fromThisMachine: isDirectLocalRequest(req),
            log: req.log,
          });
        },
      }),
    ),
  );

  app.use(errorHandler);
  // Pages answered from memory are logged and measured like every other response.
  const instrument = (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res);
    metrics.observeRequests(req, res, () => {});
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!pageCache) return app(req, res);
    if (pageCache.serveDirect(req, res, instrument)) return;
    const served = pageCache.serveWithSession(req, res, instrument);
    if (served === false) return app(req, res);
    void served.then((done) => {
      if (!done) app(req, res);
    });
  };
  return Object.assign(listener, {
    /** Resolves once no page, form or sign-in handler is still running (see shutdown). */
    idle: handlersInFlight.idle,
  });
}
