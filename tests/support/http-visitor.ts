import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { waitForMail } from "./account-flows.ts";
import type { AccountServer } from "./account-server.ts";

export const foreignOrigin = "https://evil.example";

/**
 * A visitor speaking plain HTTP to the site. It keeps cookies as a browser does, and sends its
 * posts from the site's own origin unless told otherwise.
 */
export interface HttpVisitor {
  baseUrl: string;
  /** Every Set-Cookie line any response to this visitor carried, in order. */
  setCookieLines: string[];
  cookie(name: string): string | undefined;
  cookieHeader(): string;
  /** The visitor's cookies, to hand to a browser (a session signed in over HTTP). */
  cookieList(): { name: string; value: string }[];
  /** Replaces the visitor's cookies, as if another browser had copied them. */
  useCookies(header: string): void;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(
    path: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<Response>;
  request(path: string, init: RequestInit): Promise<Response>;
}

export function createHttpVisitor(
  baseUrl: string,
  {
    origin = new URL(baseUrl).origin,
    headers: extraHeaders = {},
  }: { origin?: string; headers?: Record<string, string> } = {},
): HttpVisitor {
  const jar = new Map<string, string>();
  const visitor: HttpVisitor = {
    baseUrl,
    setCookieLines: [],
    cookie: (name) => jar.get(name),
    cookieHeader: () => [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
    cookieList: () => [...jar].map(([name, value]) => ({ name, value })),
    useCookies(header) {
      jar.clear();
      for (const pair of header.split(/;\s*/).filter(Boolean)) {
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    async request(path, init) {
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
      if (jar.size > 0 && !headers.has("cookie")) headers.set("cookie", visitor.cookieHeader());
      const response = await fetch(`${baseUrl}${path}`, { redirect: "manual", ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        visitor.setCookieLines.push(line);
        const [pair = "", ...attributes] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (expired || pair.slice(at + 1) === "") jar.delete(name);
        else jar.set(name, pair.slice(at + 1));
      }
      return response;
    },
    get: (path, headers = {}) => visitor.request(path, { headers }),
    post: (path, fields, headers = {}) =>
      visitor.request(path, {
        method: "POST",
        headers: { origin, ...headers },
        body: new URLSearchParams(fields),
      }),
  };
  return visitor;
}

let visitorNumber = 0;

/**
 * A visitor of a running site. A site whose public URL is https is reached as it is behind a
 * TLS-terminating proxy such as nginx: plain HTTP to the process, which the proxy marks as
 * forwarded from https for the public host name.
 */
export function siteVisitor(site: AccountServer): HttpVisitor {
  const publicUrl = new URL(site.url);
  // Each visitor has its own address, so that a site started with TRUST_PROXY=true keeps
  // per-address rate limits apart as it would for visitors from many places.
  const clientIp = { "x-forwarded-for": `198.51.100.${(visitorNumber++ % 250) + 1}` };
  if (publicUrl.protocol !== "https:") return createHttpVisitor(site.url, { headers: clientIp });
  return createHttpVisitor(site.server.url, {
    origin: publicUrl.origin,
    headers: { ...clientIp, "x-forwarded-host": publicUrl.host, "x-forwarded-proto": "https" },
  });
}

/** The site's answer to a visitor: signed in as an account holder, or not. */
export async function isSignedIn(visitor: HttpVisitor): Promise<boolean> {
  // The sign-in page sends account holders on to their profile.
  const response = await visitor.get("/sign-in");
  await response.body?.cancel();
  return response.status === 302 && response.headers.get("location") === "/profile";
}

/** The query parameter of the first link to `path` in an email's text part. */
export function linkParameterIn(text: string | undefined, path: string, parameter: string) {
  const link = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text ?? "")?.[0];
  const value = link ? new URL(link).searchParams.get(parameter) : null;
  if (!value) throw new Error(`No ${path} link in:\n${text}`);
  return value;
}

export async function signInOverHttp(visitor: HttpVisitor, email: string, password: string) {
  return visitor.post("/sign-in", { intent: "sign-in", email, password });
}

/** Signs up over HTTP and follows the emailed verification link; the account stays signed out. */
export async function createVerifiedAccount(
  site: AccountServer,
  email: string,
  password: string,
  name = "Account Holder",
) {
  const visitor = siteVisitor(site);
  const signUp = await visitor.post("/sign-in", { intent: "sign-up", name, email, password });
  if (signUp.status !== 200) throw new Error(`Sign-up failed with status ${signUp.status}`);
  const mail = await waitForMail(site, email, accountEmailSubjects.verification);
  const code = linkParameterIn(mail.text, "/welcome", "oobCode");
  const verified = await visitor.post("/welcome", { intent: "verify", oobCode: code });
  if (verified.status !== 200)
    throw new Error(`Verification failed with status ${verified.status}`);
}

/** A new, verified account holder, signed in over HTTP. */
export async function signedInAccountHolder(
  site: AccountServer,
  email: string,
  password: string,
  name?: string,
): Promise<HttpVisitor> {
  await createVerifiedAccount(site, email, password, name);
  const visitor = siteVisitor(site);
  const response = await signInOverHttp(visitor, email, password);
  if (response.status !== 302) throw new Error(`Sign-in failed with status ${response.status}`);
  return visitor;
}
