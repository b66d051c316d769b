import type { Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./server.ts";

export interface TestIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds an account people can sign in as (the login form takes the `sub` as user name). */
  addIdentity(identity: TestIdentity): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google: discovery, PKCE,
 * nonce, signed ID tokens and its own login and consent pages.
 */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const identities = new Map<string, TestIdentity>();
  const clientId = "kestrel-site";
  const clientSecret = "kestrel-site-secret-for-tests-only";

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    pkce: { required: () => true },
    cookies: { keys: ["oidc-test-cookie-key"] },
    async findAccount(_context, id) {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: identity.email,
            email_verified: identity.emailVerified,
            name: identity.name,
          };
        },
      };
    },
  });

  const server: Server = provider.listen(port);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    addIdentity: (identity) => identities.set(identity.sub, identity),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
