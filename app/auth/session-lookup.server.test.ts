import { makeSignature } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { signedSessionToken } from "./session-lookup.server.ts";

/** The cookie value as Better Auth writes it: the token, a dot and its signature, URL-encoded. */
const signCookieValue = async (token: string, secret: string) =>
  encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);

const settings = { cookieName: "kestrel.session_token", secret: "a-secret-long-enough-to-sign" };

describe("reading the session cookie", () => {
  it("accepts the token Better Auth signed with the server's secret", async () => {
    const value = await signCookieValue("the-token", settings.secret);
    const header = `other=1; kestrel.session_token=${value}`;
    expect(signedSessionToken(header, settings)).toBe("the-token");
  });

  it("refuses a token signed with another secret, an altered token and an unsigned one", async () => {
    const forged = await signCookieValue("the-token", "another-secret-of-the-same-size");
    expect(signedSessionToken(`kestrel.session_token=${forged}`, settings)).toBeNull();
    const signed = await signCookieValue("the-token", settings.secret);
    const altered = signed.replace("the-token", "the-tokem");
    expect(signedSessionToken(`kestrel.session_token=${altered}`, settings)).toBeNull();
    expect(signedSessionToken("kestrel.session_token=the-token", settings)).toBeNull();
    expect(signedSessionToken("", settings)).toBeNull();
    expect(signedSessionToken(null, settings)).toBeNull();
  });
});
