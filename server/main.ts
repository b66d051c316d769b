import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, type Config } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";
import { describeError } from "#app/lib/describe-error.server.ts";
import { createMailer } from "#app/email/mailer.server.ts";
import { createAccountJobs, startAccountJobScheduler } from "#app/account/account-jobs.server.ts";
import { createLifecycle } from "#app/account/lifecycle.server.ts";
import { createSessionCache } from "#app/auth/session-cache.server.ts";
import { createAccounts } from "#app/auth/accounts.server.ts";
import { createAnonymousSessions } from "#app/auth/anonymous-session.server.ts";
import { createAuth } from "#app/auth/auth.server.ts";
import { createKnownDevices } from "#app/auth/known-devices.server.ts";
import { createSignInThrottle } from "#app/auth/sign-in-throttle.server.ts";
import { getOrCreateSecret } from "#app/db/app-secrets.server.ts";
import { createAssistant } from "#app/chat/create-assistant.server.ts";
import { createHandOver } from "#app/chat/conversations/hand-over.server.ts";
import { countUndeliveredEmails } from "#app/db/email-outbox.server.ts";
import { createInquiryInboxes } from "#app/inquiries/inquiry-inboxes.server.ts";
import { createNewsletterInbox } from "#app/newsletter/newsletter-inbox.server.ts";
import { listenForAdminCommands } from "#app/admin/team/admin-socket.server.ts";
import { createLiveHub } from "#app/chat/live/live-signals.server.ts";
import { createLiveDesk } from "#app/chat/live/live-visitors.server.ts";
import { createApp, type AppOptions } from "./app.ts";
import { attachChatSocket } from "./chat-socket.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createMetrics } from "./metrics.ts";
import { readConfig } from "./read-config.ts";

/**
 * Stops start-up with one readable line on standard error instead of a stack trace, for the
 * failures we expect; once the logger exists, the log gets the same line as a fatal entry.
 */
function exitWith(message: string, logger?: Logger): never {
  logger?.fatal(message);
  console.error(message);
  process.exit(1);
}

function loadConfig(): Config {
  try {
    // A local .env is optional; variables already set in the environment win.
    return readConfig();
  } catch (error) {
    // Before the configuration is known there is no logger, so this stays a plain message.
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

async function assetsAndBuild(
  config: Config,
  httpServer: http.Server,
): Promise<Pick<AppOptions, "assets" | "build">> {
  if (config.nodeEnv === "development") {
    const vite = await import("vite").then(({ createServer }) =>
      createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } }),
    );
    return {
      assets: { kind: "dev", middleware: vite.middlewares },
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  }
  // This module is bundled to build/start.js, beside the React Router build it serves.
  const serverBuildUrl = new URL("./server/index.js", import.meta.url).href;
  const build = (await import(/* @vite-ignore */ serverBuildUrl)) as ServerBuild;
  return {
    assets: { kind: "static", clientDir: fileURLToPath(new URL("./client", import.meta.url)) },
    build,
  };
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  const database = await openDatabase(config.database, {
    onConnectionLost: (error) =>
      logger.warn(`PostgreSQL connection lost (the pool replaces it): ${describeError(error)}`),
  }).catch((error: unknown) => {
    if (error instanceof DatabaseConnectionError) exitWith(error.message, logger);
    throw error;
  });
  await database.migrate().catch((error: unknown) => {
    exitWith(`Database migration failed: ${describeError(error)}`, logger);
  });
  // The embedded database is this process's alone: the command-line tool asks it to run its
  // commands (granting console access among them) instead of opening the files.
  // Without it (a path too long for a socket, say) the tool still works with the server stopped.
  const adminCommands =
    config.database.kind === "pglite" && !config.database.dataDir.startsWith("memory://")
      ? await listenForAdminCommands(config.database.dataDir, database.db, (error) =>
          logger.warn({ err: error }, "A command-line request failed"),
        ).catch((error: unknown) => {
          logger.warn({ err: error }, "The command-line tool cannot reach this server");
          return null;
        })
      : null;

  const metrics = createMetrics({
    // The chat socket is attached below, before the server listens and can be scraped.
    openChatSockets: () => chat.openSockets,
    undeliveredEmails: () => countUndeliveredEmails(database.db),
    logger,
  });
  const mailer = createMailer(database.db, config.mail, { logger, observer: metrics.outbox });
  const secret = config.authSecret ?? (await getOrCreateSecret(database.db, "auth"));
  const auth = createAuth({ config, db: database.db, mailer, secret, logger });
  // Only the embedded database announces a change within the statement that commits it (see
  // session-cache); on PostgreSQL another process would hear of it a moment too late.
  const sessionCache =
    database.kind === "pglite" ? await createSessionCache(database.listen) : undefined;
  const accounts = createAccounts(auth, database.db, {
    googleEnabled: config.google !== null,
    sessionCache,
  });
  const signInThrottle = createSignInThrottle({
    db: database.db,
    knownDevices: createKnownDevices({ secret, secureCookies: config.isHttps }),
  });
  const lifecycle = createLifecycle({ db: database.db, mailer, appUrl: config.appUrl, secret });
  const accountJobs = createAccountJobs({ db: database.db, mailer, appUrl: config.appUrl });
  const scheduler = startAccountJobScheduler(accountJobs, {
    logger,
    onRun: metrics.accountJobs.processed,
  });
  const inquiries = createInquiryInboxes({
    db: database.db,
    mailer,
    accounts,
    operatorEmail: config.operatorEmail,
  });
  const liveHub = createLiveHub(database.listen, (error) =>
    logger.error({ err: error }, "Live conversations: could not hear the other processes"),
  );
  const liveDesk = await createLiveDesk({
    db: database.db,
    hub: liveHub,
    hours: config.liveChatHours,
    log: (message, error) => logger.error({ err: error }, message),
  });
  const httpServer = http.createServer();
  const app = createApp({
    services: {
      config,
      database,
      mailer,
      auth,
      accounts,
      signInThrottle,
      lifecycle,
      accountJobs,
      contact: inquiries.contact,
      consultation: inquiries.consultation,
      newsletter: createNewsletterInbox({
        db: database.db,
        mailer,
        accounts,
        appUrl: config.appUrl,
      }),
      runJobsSoon: scheduler.nudge,
      liveHub,
    },
    ...(await assetsAndBuild(config, httpServer)),
    logger,
    metrics,
  });
  httpServer.on("request", app);
  const chat = await attachChatSocket(httpServer, {
    config,
    accounts,
    anonymousSessions: createAnonymousSessions({ auth, db: database.db, secret }),
    db: database.db,
    listen: database.listen,
    assistant: createAssistant(config.chat),
    handOver: createHandOver(inquiries.chatHandOver, { appUrl: config.appUrl }),
    liveDesk,
    logger,
  });

  httpServer.on("error", (error: NodeJS.ErrnoException) => {
    exitWith(
      error.code === "EADDRINUSE"
        ? `Port ${config.port} is already in use; set PORT to a free port.`
        : `Server error: ${error.message}`,
      logger,
    );
  });
  httpServer.listen(config.port, config.host, () => {
    const { port } = httpServer.address() as AddressInfo;
    const elapsed = Math.round(performance.now() - startedAt);
    const where =
      database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
    logger.info(
      { port, readyInMs: elapsed },
      `Listening on http://localhost:${port} (${config.nodeEnv}, ${where}, ready in ${elapsed} ms)`,
    );
    logger.info(
      mailer.delivery === "smtp"
        ? "Email: mail over SMTP"
        : `Email: no SMTP_URL, so mail is kept at http://localhost:${port}/dev/mailbox`,
    );
    logger.info(
      config.chat.engine === "llm"
        ? `Chat: model ${config.chat.model} at ${new URL(config.chat.baseUrl).host}`
        : "Chat: built-in site guide",
    );
    if (!config.appUrl.includes(`localhost:${port}`)) logger.info(`Public URL: ${config.appUrl}`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const chatClosed = chat
      .close()
      .catch((error: unknown) => logger.warn({ err: error }, "Chat listener did not stop cleanly"));
    liveDesk.close();
    // The console's event streams end here, or the server would wait for them to be closed.
    const liveClosed = liveHub
      .close()
      .catch((error: unknown) => logger.warn({ err: error }, "Live listener did not stop cleanly"));
    httpServer.closeIdleConnections();
    httpServer.close(() => {
      // Every connection is closed, but a handler whose client left early may still be running.
      void app
        .idle()
        .then(() => chatClosed)
        .then(() => liveClosed)
        .then(() => scheduler.stop())
        .then(() => mailer.stop())
        .then(() => adminCommands?.close())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // In-flight requests get a moment to finish; then the process goes regardless.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error("Could not start the server:", describeError(error));
  process.exit(1);
});
