// Account helpers for the benchmarks: every account is made through the site's own forms.
export const BENCH_PASSWORD = "benchmark-password";

let nextAddress = 1;
/** A distinct client address per request, as real visitors have (the server trusts the proxy header). */
export const clientAddress = () =>
  `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

export function postForm(origin, path, fields, headers = {}) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": clientAddress(),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** Signs up and verifies an account, reading the link from the development mailbox. */
export async function createVerifiedUser(origin, email) {
  const signUp = await postForm(origin, "/sign-in", {
    intent: "sign-up",
    name: "Bench",
    email,
    password: BENCH_PASSWORD,
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mailbox = await (await fetch(`${origin}/dev/mailbox`)).text();
    const pattern = new RegExp(
      `${email.replaceAll(".", "\\.")}[\\s\\S]*?oobCode=([A-Za-z0-9._-]+)`,
    );
    const code = pattern.exec(mailbox)?.[1];
    if (code) {
      // Not the browser that signed up (no cookies here), so the link needs the password.
      const verified = await postForm(origin, "/welcome?mode=verifyEmail", {
        intent: "verify",
        oobCode: code,
        password: BENCH_PASSWORD,
      });
      if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification email for ${email}`);
}

/** The Cookie header of a fresh session for a verified account. */
export async function signedInCookie(origin, email) {
  const response = await postForm(origin, "/sign-in", {
    intent: "sign-in",
    email,
    password: BENCH_PASSWORD,
    redirectTo: "/",
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (!cookies.some((cookie) => cookie.startsWith("kestrel.session_token="))) {
    throw new Error(`sign-in answered ${response.status} without a session`);
  }
  return cookies.join("; ");
}
