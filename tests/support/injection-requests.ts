import { looksLikeMarkup } from "./xss-payloads.ts";

/** One request of the request-level pass: which payload went into which fields of which form. */
export interface InjectionRequest {
  label: string;
  payload: string;
  /** How many form fields carry the payload in this request. */
  fields: number;
  send(headers: Record<string, string>): Promise<Response>;
}

export interface InjectionFinding {
  label: string;
  problem: string;
}

let counter = 0;

/** Another client address for every request, so that rate limits never hide what validation does. */
function nextForwardedFor(): string {
  counter += 1;
  const n = counter + 200_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function formPost(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  extraHeaders: Record<string, string> = {},
) {
  return (headers: Record<string, string>) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: baseUrl,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
        ...extraHeaders,
        ...headers,
      },
      body: new URLSearchParams(fields),
    });
}

export function jsonPost(baseUrl: string, path: string, body: unknown) {
  return (headers: Record<string, string>) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
}

/**
 * Sends every request a few at a time and reports each server error, and each answer that
 * carries a markup-like payload verbatim: escaped output never contains the raw `<tag`.
 */
export async function sendInjections(
  requests: InjectionRequest[],
  concurrency = 6,
): Promise<InjectionFinding[]> {
  const findings: InjectionFinding[] = [];
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!;
      const response = await request.send({ "x-forwarded-for": nextForwardedFor() });
      const body = await response.text();
      if (response.status >= 500) {
        findings.push({ label: request.label, problem: `HTTP ${response.status}` });
      } else if (looksLikeMarkup(request.payload) && body.includes(request.payload)) {
        findings.push({ label: request.label, problem: "payload reflected unescaped" });
      }
      const location = response.headers.get("location");
      if (location && (!location.startsWith("/") || /^\/[\\/]|[\t\n\r\\]/.test(location))) {
        findings.push({ label: request.label, problem: `redirect off site to ${location}` });
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return findings;
}

/** Every page that reads a query parameter, with the parameters it reads set to `value`. */
export function linksCarrying(value: string): string[] {
  const v = encodeURIComponent(value);
  return [
    `/welcome?mode=verifyEmail&oobCode=${v}`,
    `/welcome?mode=resetPassword&oobCode=${v}`,
    `/welcome?mode=${v}&oobCode=${v}`,
    `/unsubscribe?tokenId=${v}`,
    `/activate-account?token=${v}`,
    `/recover-account?token=${v}`,
    `/?forgotPassword=${v}`,
    `/contact?forgotPassword=true&tokenId=${v}&token=${v}&oobCode=${v}&mode=${v}`,
  ];
}
