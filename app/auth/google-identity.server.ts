import { z } from "zod";

const identityClaims = z.object({
  sub: z.string().min(1),
  email: z.string().min(3).optional(),
  email_verified: z.unknown().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

type IdentityClaims = z.infer<typeof identityClaims>;

function jwtPayload(token: string | undefined): unknown {
  try {
    return JSON.parse(Buffer.from(token?.split(".")[1] ?? "", "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/**
 * Reads who signed in with Google (or the OpenID provider standing in for it), or null, which
 * ends the sign-in with an error. Only an address the provider has verified may sign in or join
 * an existing account: otherwise anyone could register someone else's address with the provider
 * and walk into their account here.
 *
 * The claims come from the ID token, which Better Auth has checked against the provider's keys
 * and the sign-in's nonce before this runs. A provider that keeps the email claims for its
 * userinfo endpoint is asked there, and its answer must be about the same subject.
 */
export function verifiedGoogleIdentity(issuer: string) {
  let userinfoEndpoint: Promise<string | null> | null = null;
  const discoverUserinfo = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    const document = z
      .object({ userinfo_endpoint: z.string().url().optional() })
      .safeParse(response.ok ? await response.json() : null);
    return document.success ? (document.data.userinfo_endpoint ?? null) : null;
  };

  /** The provider's userinfo answer; null when it cannot be had (the sign-in then fails). */
  async function userinfo(accessToken: string): Promise<unknown> {
    userinfoEndpoint ??= discoverUserinfo().catch(() => null);
    const endpoint = await userinfoEndpoint;
    // Asked again next time: the provider may have been down.
    if (!endpoint) userinfoEndpoint = null;
    try {
      const response = endpoint
        ? await fetch(endpoint, { headers: { authorization: `Bearer ${accessToken}` } })
        : null;
      return response?.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  return async (tokens: { idToken?: string; accessToken?: string }) => {
    const fromToken = identityClaims.safeParse(jwtPayload(tokens.idToken));
    if (!fromToken.success) return null;
    let claims: IdentityClaims = fromToken.data;
    if (!claims.email && tokens.accessToken) {
      const fromUserinfo = identityClaims.safeParse(await userinfo(tokens.accessToken));
      if (!fromUserinfo.success || fromUserinfo.data.sub !== claims.sub) return null;
      claims = fromUserinfo.data;
    }
    if (!claims.email || claims.email_verified !== true) return null;
    const { sub, email, name, picture } = claims;
    // Better Auth names the account by the OpenID subject, `sub`.
    return { sub, id: sub, email, emailVerified: true, name: name ?? email, image: picture };
  };
}
