import type { BrowserContext } from "playwright-core";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { actionLinkIn, type AccountServer } from "./account-server.ts";
import { waitForMail } from "./account-flows.ts";

let accountCounter = 0;

function post(site: AccountServer, path: string, fields: Record<string, string>) {
  accountCounter += 1;
  const n = accountCounter + 100_000;
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: site.url,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: new URLSearchParams(fields),
  });
}

export interface SessionCookie {
  name: string;
  value: string;
}

/**
 * Creates an account the way its forms do (sign up, follow the emailed link, sign in) without a
 * browser, and returns the session cookies to hand to one.
 */
export async function createVerifiedAccount(
  site: AccountServer,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<SessionCookie[]> {
  const signUp = await post(site, "/sign-in", { intent: "sign-up", name, email, password });
  if (signUp.status !== 200) throw new Error(`Sign-up failed with ${signUp.status}`);
  const mail = await waitForMail(site, email, accountEmailSubjects.verification);
  const oobCode = new URL(actionLinkIn(mail.text), site.url).searchParams.get("oobCode") ?? "";
  // Another client than the one that signed up: the link works with the password.
  const verify = await post(site, "/welcome", { intent: "verify", oobCode, password });
  if (verify.status !== 200) throw new Error(`Verification failed with ${verify.status}`);
  const signIn = await post(site, "/sign-in", {
    intent: "sign-in",
    email,
    password,
    redirectTo: "/",
  });
  const cookies = signIn.headers.getSetCookie().map((header) => {
    const [pair = ""] = header.split(";");
    const separator = pair.indexOf("=");
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  });
  if (signIn.status !== 302 || cookies.length === 0)
    throw new Error(`Sign-in failed with ${signIn.status}`);
  return cookies;
}

export function addSession(context: BrowserContext, url: string, cookies: SessionCookie[]) {
  return context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
}
