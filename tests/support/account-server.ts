import { createPostgresDatabase } from "./test-database.ts";
import { freePort, startServer, type RunningServer } from "./server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp-server.ts";

export const databaseKinds = [
  "pglite",
  ...(process.env.TEST_DATABASE_URL ? ["postgres"] : []),
] as const;

export interface AccountServer {
  server: RunningServer;
  smtp: TestSmtpServer;
  url: string;
  /** The PostgreSQL database the server uses (null on the embedded database). */
  databaseUrl: string | null;
  stop(): Promise<void>;
}

/**
 * A production server that sends real mail to an in-process SMTP server, on the embedded
 * database or on a fresh PostgreSQL database.
 */
export async function startAccountServer(
  kind: (typeof databaseKinds)[number],
  env: Record<string, string> = {},
): Promise<AccountServer> {
  const smtp = await startTestSmtpServer();
  const postgres = kind === "postgres" ? await createPostgresDatabase() : null;
  const port = env.PORT ?? String(await freePort());
  const url = env.APP_URL ?? `http://127.0.0.1:${port}`;
  const server = await startServer({
    PORT: port,
    APP_URL: url,
    SMTP_URL: smtp.url,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  return {
    server,
    smtp,
    url,
    databaseUrl: postgres?.url ?? null,
    async stop() {
      await server.stop();
      await smtp.stop();
      await postgres?.drop();
    },
  };
}

/** The /welcome link of an email, as a path on the site. */
export function actionLinkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/welcome\?\S+/.exec(text ?? "")?.[0];
  if (!link) throw new Error(`No action link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
