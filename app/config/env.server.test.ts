import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env.server.ts";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: "production",
      port: 3000,
      appUrl: "http://localhost:3000",
      isHttps: false,
      database: { kind: "pglite", dataDir: "./data" },
      trustedProxies: 0,
      mail: { from: "Kestrel AI <no-reply@kestrel-ai.com>", smtpUrl: null, retryDelayMs: 10_000 },
      authSecret: null,
      google: null,
      operatorEmail: "support@kestrel-ai.com",
      chat: { engine: "built-in" },
      logLevel: "info",
      metrics: {
        allow: [
          { address: "127.0.0.1", prefix: 32, family: "ipv4" },
          { address: "::1", prefix: 128, family: "ipv6" },
        ],
        token: null,
      },
    });
  });

  it("reads the log level, the networks allowed to read metrics and the metrics token", () => {
    const token = "m".repeat(32);
    const config = parseConfig({
      LOG_LEVEL: "silent",
      METRICS_ALLOW: "10.0.0.0/8, 192.168.1.5",
      METRICS_TOKEN: token,
    });
    expect(config.logLevel).toBe("silent");
    expect(config.metrics).toEqual({
      allow: [
        { address: "10.0.0.0", prefix: 8, family: "ipv4" },
        { address: "192.168.1.5", prefix: 32, family: "ipv4" },
      ],
      token,
    });
    expect(parseConfig({ METRICS_ALLOW: "none" }).metrics.allow).toEqual([]);
  });

  it("uses an OpenAI-compatible model for the chat when its base URL and model are set", () => {
    expect(
      parseConfig({
        CHAT_LLM_BASE_URL: "http://localhost:11434/v1/",
        CHAT_LLM_MODEL: "llama3.2",
      }).chat,
    ).toEqual({
      engine: "llm",
      baseUrl: "http://localhost:11434/v1",
      apiKey: null,
      model: "llama3.2",
      timeoutMs: 30_000,
      maxTokens: 800,
      turnsPerHour: 60,
    });
    expect(() => parseConfig({ CHAT_LLM_BASE_URL: "http://localhost:11434/v1" })).toThrow(
      /CHAT_LLM_MODEL: expected the model name/,
    );
  });

  it("takes the model's token and turn limits, and refuses values that make no sense", () => {
    const llm = { CHAT_LLM_BASE_URL: "http://localhost:11434/v1", CHAT_LLM_MODEL: "m" };
    expect(
      parseConfig({ ...llm, CHAT_LLM_MAX_TOKENS: "1200", CHAT_LLM_TURNS_PER_HOUR: "30" }).chat,
    ).toMatchObject({ maxTokens: 1200, turnsPerHour: 30 });
    expect(() => parseConfig({ ...llm, CHAT_LLM_MAX_TOKENS: "0" })).toThrow(
      /CHAT_LLM_MAX_TOKENS: expected at least 16/,
    );
    expect(() => parseConfig({ ...llm, CHAT_LLM_TURNS_PER_HOUR: "many" })).toThrow(
      /CHAT_LLM_TURNS_PER_HOUR: expected a number of turns/,
    );
  });

  it("derives APP_URL from PORT and strips a trailing slash from an explicit one", () => {
    expect(parseConfig({ PORT: "8080" }).appUrl).toBe("http://localhost:8080");
    const config = parseConfig({ APP_URL: "https://example.com/" });
    expect(config.appUrl).toBe("https://example.com");
    expect(config.isHttps).toBe(true);
  });

  it("selects PostgreSQL when DATABASE_URL is set", () => {
    const url = "postgres://app@db.internal:5432/site";
    expect(parseConfig({ DATABASE_URL: url }).database).toEqual({
      kind: "postgres",
      url,
      poolSize: 10,
    });
    expect(parseConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "4" }).database).toEqual({
      kind: "postgres",
      url,
      poolSize: 4,
    });
  });

  it("turns Google sign-in on with a client id, against Google unless another issuer is named", () => {
    expect(parseConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      issuer: "https://accounts.google.com",
    });
    expect(
      parseConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_ISSUER: "http://127.0.0.1:9000/" }).google
        ?.issuer,
    ).toBe("http://127.0.0.1:9000");
  });

  it("reads TRUST_PROXY as a number of proxies: true is one, false is none", () => {
    expect(parseConfig({ TRUST_PROXY: "true" }).trustedProxies).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustedProxies).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustedProxies).toBe(2);
  });

  it("takes the first retry delay of undelivered mail from MAIL_RETRY_DELAY_MS", () => {
    expect(parseConfig({ MAIL_RETRY_DELAY_MS: "1000" }).mail.retryDelayMs).toBe(1000);
  });

  it("takes the outbox lease from MAIL_LEASE_MS, a minute unless set", () => {
    expect(parseConfig({}).mail.leaseMs).toBe(60_000);
    expect(parseConfig({ MAIL_LEASE_MS: "3000" }).mail.leaseMs).toBe(3000);
  });

  it("treats blank values as unset", () => {
    expect(parseConfig({ PORT: " ", DATABASE_URL: "" }).database.kind).toBe("pglite");
  });

  it.each([
    ["PORT", "abc", /PORT: expected a port number \(got "abc"\)/],
    ["PORT", "70000", /PORT: expected a port between 0 and 65535/],
    ["APP_URL", "localhost:3000", /APP_URL: expected an http\(s\) URL/],
    ["DATABASE_URL", "mysql://x", /DATABASE_URL: expected a postgres:\/\//],
    ["NODE_ENV", "staging", /NODE_ENV: expected one of development, production, test/],
    ["TRUST_PROXY", "yes", /TRUST_PROXY: expected true, false or the number of proxies/],
    ["DATABASE_POOL_SIZE", "0", /DATABASE_POOL_SIZE: expected between 1 and 100/],
    ["SMTP_URL", "mail.example.com:25", /SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/],
    ["MAIL_FROM", "nobody", /MAIL_FROM: expected an address/],
    ["AUTH_SECRET", "short", /AUTH_SECRET: expected at least 32 characters/],
    ["CHAT_LLM_BASE_URL", "ollama:11434", /CHAT_LLM_BASE_URL: expected the base URL/],
    ["CHAT_LLM_TIMEOUT_MS", "5", /CHAT_LLM_TIMEOUT_MS: expected at least 1000/],
    ["LOG_LEVEL", "verbose", /LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace/],
    ["METRICS_ALLOW", "10.0.0.0/40", /METRICS_ALLOW: expected IP addresses or CIDR ranges/],
    ["METRICS_TOKEN", "short", /METRICS_TOKEN: expected at least 32 characters/],
    ["MAIL_RETRY_DELAY_MS", "10", /MAIL_RETRY_DELAY_MS: expected at least 100/],
    ["MAIL_RETRY_DELAY_MS", "soon", /MAIL_RETRY_DELAY_MS: expected a number of milliseconds/],
    ["MAIL_LEASE_MS", "500", /MAIL_LEASE_MS: expected at least 1000/],
  ])("rejects %s=%s with a message naming the variable", (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it("never echoes a value that may hold a password", () => {
    expect(() => parseConfig({ SMTP_URL: "http://user:s3cret@mail" })).not.toThrow(/s3cret/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://user:s3cret@db" })).not.toThrow(/s3cret/);
    expect(() => parseConfig({ METRICS_TOKEN: "s3cret" })).not.toThrow(/s3cret/);
  });

  it("reports every bad variable at once", () => {
    try {
      parseConfig({ PORT: "x", APP_URL: "nope" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).issues).toHaveLength(2);
    }
  });
});
