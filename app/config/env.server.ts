import { z } from "zod";
import { company } from "#app/content/site.ts";
import { OUTBOX_LEASE_MS } from "#app/email/outbox-worker.server.ts";
import { parseAddressList, type AddressRange } from "./address-list.server.ts";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Every environment variable the server reads, validated once at start-up.
 * Empty strings count as "not set" so that a blank line in `.env` falls back to the default.
 */
const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      error: "expected one of development, production, test",
    })
    .default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ error: "expected a port number" })
    .int("expected a whole number")
    .min(0, "expected a port between 0 and 65535")
    .max(65535, "expected a port between 0 and 65535")
    .default(3000),
  APP_URL: z
    .url({ protocol: /^https?$/, error: "expected an http(s) URL such as https://example.com" })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "expected a postgres:// or postgresql:// connection URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "expected a number of connections" })
    .int("expected a whole number")
    .min(1, "expected between 1 and 100")
    .max(100, "expected between 1 and 100")
    .default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/.+/,
      "expected an smtp:// or smtps:// URL such as smtp://user:pass@host:587",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3)
    .max(200)
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'expected an address such as "Kestrel AI <hello@example.com>"')
    .default("Kestrel AI <no-reply@kestrel-ai.com>"),
  MAIL_RETRY_DELAY_MS: z.coerce
    .number({ error: "expected a number of milliseconds" })
    .int("expected a whole number")
    .min(100, "expected at least 100")
    .max(3_600_000, "expected at most 3600000")
    .default(10_000),
  // At least a second: the worker renews a lease every third of it, and shorter would mostly
  // be renewals.
  MAIL_LEASE_MS: z.coerce
    .number({ error: "expected a number of milliseconds" })
    .int("expected a whole number")
    .min(1_000, "expected at least 1000")
    .max(3_600_000, "expected at most 3600000")
    .default(OUTBOX_LEASE_MS),
  OPERATOR_EMAIL: z.email({ error: "expected the email address of the team inbox" }).optional(),
  AUTH_SECRET: z.string().min(32, "expected at least 32 characters of random text").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z
    .url({
      protocol: /^https?$/,
      error: "expected the issuer URL, such as https://accounts.google.com",
    })
    .default("https://accounts.google.com"),
  CHAT_LLM_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: "expected the base URL of an OpenAI-compatible API, such as http://localhost:11434/v1",
    })
    .optional(),
  CHAT_LLM_API_KEY: z.string().min(1).optional(),
  CHAT_LLM_MODEL: z.string().min(1).max(200).optional(),
  CHAT_LLM_TIMEOUT_MS: z.coerce
    .number({ error: "expected a number of milliseconds" })
    .int("expected a whole number")
    .min(1000, "expected at least 1000")
    .max(600_000, "expected at most 600000")
    .default(30_000),
  CHAT_LLM_MAX_TOKENS: z.coerce
    .number({ error: "expected a number of tokens" })
    .int("expected a whole number")
    .min(16, "expected at least 16")
    .max(32_768, "expected at most 32768")
    .default(800),
  CHAT_LLM_TURNS_PER_HOUR: z.coerce
    .number({ error: "expected a number of turns" })
    .int("expected a whole number")
    .min(1, "expected at least 1")
    .max(100_000, "expected at most 100000")
    .default(60),
  // Outside support hours the assistant offers the email hand-over even to a team on duty;
  // "always" lets a team that keeps other hours (and the tests) answer live at any time.
  LIVE_CHAT_HOURS: z
    .enum(["support", "always"], { error: "expected support or always" })
    .default("support"),
  // "true" is one proxy (the usual single nginx); a count covers a chain such as CDN + nginx.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, "expected true, false or the number of proxies (0-9)")
    .default("false")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  LOG_LEVEL: z
    .enum(logLevels, { error: `expected one of ${logLevels.join(", ")}` })
    .default("info"),
  METRICS_ALLOW: z
    .string()
    .default("127.0.0.1,::1")
    .transform((value, context) => {
      const ranges = parseAddressList(value);
      if (ranges) return ranges;
      context.addIssue({
        code: "custom",
        message:
          "expected IP addresses or CIDR ranges separated by commas (such as 10.0.0.0/8), or none",
      });
      return z.NEVER;
    }),
  METRICS_TOKEN: z.string().min(32, "expected at least 32 characters of random text").optional(),
});

/** Variables whose values may hold credentials: never echoed back in an error message. */
const secretVariables = new Set([
  "DATABASE_URL",
  "SMTP_URL",
  "AUTH_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "CHAT_LLM_API_KEY",
  "METRICS_TOKEN",
]);

export type RawEnv = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  /** Public base URL used in emailed links, without a trailing slash. */
  appUrl: string;
  /** True when the public URL is https, which turns on HSTS and Secure cookies. */
  isHttps: boolean;
  database:
    { kind: "postgres"; url: string; poolSize: number } | { kind: "pglite"; dataDir: string };
  dataDir: string;
  /**
   * How many reverse proxies stand in front of the server (0: none). The client address is the
   * one the proxy nearest the client saw the connection come from; X-Forwarded-For entries
   * further left were written by the client itself and are never believed.
   */
  trustedProxies: number;
  /**
   * SMTP delivery, or the development mailbox when no SMTP server is configured. An email that
   * could not be delivered is tried again after `retryDelayMs`, then twice as long each time.
   * A process holds an email it is sending for `leaseMs` at a time, renewing it as it goes.
   */
  mail: { from: string; smtpUrl: string | null; retryDelayMs: number; leaseMs: number };
  /** The team inbox that receives contact messages and consultation requests. */
  operatorEmail: string;
  /** Signs session cookies; when unset, a random one is kept in the database. */
  authSecret: string | null;
  /** Google sign-in (OpenID Connect); null when no client id is configured. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** The chat assistant: the built-in site guide, or an OpenAI-compatible model. */
  chat: ChatEngineConfig;
  /** When a team member with the console open is called into a chat: in support hours, or always. */
  liveChatHours: "support" | "always";
  /** The least severe level written to the log; "silent" writes nothing. */
  logLevel: LogLevel;
  /**
   * Who may read /metrics: direct connections from these networks, or anyone presenting the
   * token as a bearer credential.
   */
  metrics: { allow: AddressRange[]; token: string | null };
}

export type ChatEngineConfig =
  | { engine: "built-in" }
  | {
      engine: "llm";
      baseUrl: string;
      apiKey: string | null;
      model: string;
      timeoutMs: number;
      /** The most tokens the model may spend on one answer (max_tokens). */
      maxTokens: number;
      /** Turns each signed-in user, and each anonymous visitor's address, may take in an hour. */
      turnsPerHour: number;
    };

export class ConfigError extends Error {
  readonly code = "config/invalid";
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function withoutBlanks(source: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
}

export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(withoutBlanks(source));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        const given = secretVariables.has(name) ? undefined : source[name];
        return `${name}: ${issue.message}${given === undefined ? "" : ` (got "${given}")`}`;
      }),
    );
  }
  const env = result.data;
  if (env.CHAT_LLM_BASE_URL && !env.CHAT_LLM_MODEL) {
    throw new ConfigError([
      "CHAT_LLM_MODEL: expected the model name when CHAT_LLM_BASE_URL is set",
    ]);
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl,
    isHttps: appUrl.startsWith("https:"),
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: env.DATA_DIR },
    dataDir: env.DATA_DIR,
    trustedProxies: env.TRUST_PROXY,
    mail: {
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL ?? null,
      retryDelayMs: env.MAIL_RETRY_DELAY_MS,
      leaseMs: env.MAIL_LEASE_MS,
    },
    operatorEmail: env.OPERATOR_EMAIL ?? company.supportEmail,
    authSecret: env.AUTH_SECRET ?? null,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
          issuer: env.GOOGLE_ISSUER.replace(/\/+$/, ""),
        }
      : null,
    chat:
      env.CHAT_LLM_BASE_URL && env.CHAT_LLM_MODEL
        ? {
            engine: "llm",
            baseUrl: env.CHAT_LLM_BASE_URL.replace(/\/+$/, ""),
            apiKey: env.CHAT_LLM_API_KEY ?? null,
            model: env.CHAT_LLM_MODEL,
            timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
            maxTokens: env.CHAT_LLM_MAX_TOKENS,
            turnsPerHour: env.CHAT_LLM_TURNS_PER_HOUR,
          }
        : { engine: "built-in" },
    liveChatHours: env.LIVE_CHAT_HOURS,
    logLevel: env.LOG_LEVEL,
    metrics: { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN ?? null },
  };
}
