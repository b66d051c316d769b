import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, parseConfig, type Config } from "#app/config/env.server.ts";
import { DatabaseConnectionError, openDatabase } from "#app/db/client.server.ts";
import { createMailer } from "#app/email/mailer.server.ts";
import { createAccountJobs, startAccountJobScheduler } from "#app/account/account-jobs.server.ts";
import { createLifecycle } from "#app/account/lifecycle.server.ts";
import { createAccounts } from "#app/auth/accounts.server.ts";
import { createAuth } from "#app/auth/auth.server.ts";
import { getOrCreateSecret } from "#app/db/app-secrets.server.ts";
import { createAssistant } from "#app/chat/create-assistant.server.ts";
import { createApp, type AppOptions } from "./app.ts";
import { attachChatSocket } from "./chat-socket.ts";
import { describeError } from "#app/lib/describe-error.server.ts";

/** Stops start-up with one readable line instead of a stack trace for the failures we expect. */
function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadConfig(): Config {
  try {
    // A local .env is optional; variables already set in the environment win.
    if (existsSync(".env")) process.loadEnvFile(".env");
    return parseConfig();
  } catch (error) {
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

  const database = await openDatabase(config.database).catch((error: unknown) => {
    if (error instanceof DatabaseConnectionError) exitWith(error.message);
    throw error;
  });
  await database.migrate().catch((error: unknown) => {
    exitWith(`Database migration failed: ${describeError(error)}`);
  });

  const mailer = createMailer(database.db, config.mail);
  const secret = config.authSecret ?? (await getOrCreateSecret(database.db, "auth"));
  const auth = createAuth({ config, db: database.db, mailer, secret });
  const accounts = createAccounts(auth, database.db, { googleEnabled: config.google !== null });
  const lifecycle = createLifecycle({ db: database.db, mailer, appUrl: config.appUrl, secret });
  const accountJobs = createAccountJobs({ db: database.db, mailer, appUrl: config.appUrl });
  const scheduler = startAccountJobScheduler(accountJobs);
  const httpServer = http.createServer();
  const app = createApp({
    services: {
      config,
      database,
      mailer,
      auth,
      accounts,
      lifecycle,
      accountJobs,
      runJobsSoon: scheduler.nudge,
    },
    ...(await assetsAndBuild(config, httpServer)),
  });
  httpServer.on("request", app);
  const chat = attachChatSocket(httpServer, {
    config,
    accounts,
    db: database.db,
    assistant: createAssistant(config.chat),
  });

  httpServer.on("error", (error: NodeJS.ErrnoException) => {
    exitWith(
      error.code === "EADDRINUSE"
        ? `Port ${config.port} is already in use; set PORT to a free port.`
        : `Server error: ${error.message}`,
    );
  });
  httpServer.listen(config.port, config.host, () => {
    const { port } = httpServer.address() as AddressInfo;
    const elapsed = Math.round(performance.now() - startedAt);
    const where =
      database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
    console.log(
      `Listening on http://localhost:${port} (${config.nodeEnv}, ${where}, ready in ${elapsed} ms)`,
    );
    console.log(
      mailer.delivery === "smtp"
        ? "Email: mail over SMTP"
        : `Email: no SMTP_URL, so mail is kept at http://localhost:${port}/dev/mailbox`,
    );
    console.log(
      config.chat.engine === "llm"
        ? `Chat: model ${config.chat.model} at ${new URL(config.chat.baseUrl).host}`
        : "Chat: built-in site guide",
    );
    if (!config.appUrl.includes(`localhost:${port}`)) console.log(`Public URL: ${config.appUrl}`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    chat.close();
    httpServer.closeIdleConnections();
    httpServer.close(() => {
      void scheduler
        .stop()
        .then(() => mailer.stop())
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
