import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import {
  pageAt,
  privatePaths,
  sharedCachePaths,
  signedOutPaths,
  sitemapPages,
} from "#app/content/pages.ts";

const baseUrl = inject("baseUrl");
const appUrl = baseUrl.replace("127.0.0.1", "localhost");
const html = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
const metaContent = (page: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(page)?.[1];

describe("search and sharing tags", () => {
  it.each(signedOutPaths)(
    "%s has one h1, a title, a description, a canonical URL and share tags",
    async (path) => {
      const page = await html(path);
      expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(page).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(metaContent(page, "name", "description")?.length).toBeGreaterThan(40);
      expect(page).toContain(`<link rel="canonical" href="${appUrl}${path}"/>`);
      expect(metaContent(page, "property", "og:url")).toBe(`${appUrl}${path}`);
      expect(metaContent(page, "property", "og:image")).toBe(`${appUrl}/images/social-preview.jpg`);
      expect(metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
    },
  );

  it("ships the social preview image", async () => {
    const response = await fetch(`${baseUrl}/images/social-preview.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
  });

  it("keeps private pages out of search results", async () => {
    for (const path of signedOutPaths.filter((path) => pageAt(path)?.noIndex)) {
      expect(metaContent(await html(path), "name", "robots")).toBe("noindex");
    }
  });

  it("lists the public pages in /sitemap.xml", async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    for (const { path } of sitemapPages) expect(xml).toContain(`<loc>${appUrl}${path}</loc>`);
    expect(xml).not.toContain("/profile");
  });

  it("points crawlers to the sitemap in /robots.txt", async () => {
    const text = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
    for (const path of privatePaths) expect(text).toContain(`Disallow: ${path}\n`);
  });
});

interface RawResponse {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  nonce: string;
}

/** A GET that keeps the body exactly as sent (fetch would decompress it). */
function rawGet(path: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, {
      headers: { "accept-encoding": acceptEncoding },
    });
    outgoing.on("error", reject);
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const csp = String(response.headers["content-security-policy"] ?? "");
        resolve({
          headers: response.headers,
          body: Buffer.concat(chunks),
          nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
        });
      });
    });
    outgoing.end();
  });
}

describe("page cache", () => {
  it.each(sharedCachePaths)("serves %s from memory with a fresh nonce each time", async (path) => {
    await fetch(`${baseUrl}${path}`);
    const [first, second] = await Promise.all([
      fetch(`${baseUrl}${path}`),
      fetch(`${baseUrl}${path}`),
    ]);
    expect(first.headers.get("server-timing")).toBe('page-cache;desc="hit"');
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const [firstHtml, secondHtml] = await Promise.all([first.text(), second.text()]);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(firstHtml).toContain(`nonce="${nonceOf(first)}"`);
    expect(secondHtml).toContain(`nonce="${nonceOf(second)}"`);
    expect(firstHtml.replaceAll(nonceOf(first)!, "")).toBe(
      secondHtml.replaceAll(nonceOf(second)!, ""),
    );
  });

  it("answers from memory with the first response's headers and a gzip body made ahead", async () => {
    // A query string makes the page render through the whole stack instead of the cache.
    const rendered = await rawGet("/terms?rendered=1", "identity");
    const cachedPlain = await rawGet("/terms", "identity");
    const cachedGzip = await rawGet("/terms", "gzip, deflate, br");
    expect(cachedGzip.headers["content-encoding"]).toBe("gzip");
    expect(cachedGzip.headers.vary).toBe("Accept-Encoding");
    // Logged and measured like any other response.
    expect(cachedGzip.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(cachedGzip.headers["content-length"])).toBe(cachedGzip.body.length);

    const sameForEveryResponse = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            !["date", "content-length", "content-encoding", "transfer-encoding"].includes(name) &&
            !["server-timing", "vary", "connection", "keep-alive", "x-request-id"].includes(name),
        ),
      );
    const withoutNonce = (response: RawResponse) =>
      JSON.parse(
        JSON.stringify(sameForEveryResponse(response.headers)).replaceAll(response.nonce, "N"),
      ) as unknown;
    expect(withoutNonce(cachedGzip)).toEqual(withoutNonce(rendered));
    expect(withoutNonce(cachedPlain)).toEqual(withoutNonce(rendered));

    const html = gunzipSync(cachedGzip.body).toString();
    expect(html).toContain(`nonce="${cachedGzip.nonce}"`);
    expect(html.replaceAll(cachedGzip.nonce, "N")).toBe(
      cachedPlain.body.toString().replaceAll(cachedPlain.nonce, "N"),
    );
  });

  it("gives a cookie that names no session the shared page, and renders a query per request", async () => {
    const shared = await fetch(`${baseUrl}/about`);
    const withCookie = await fetch(`${baseUrl}/about`, {
      headers: { cookie: "kestrel.session_token=x" },
    });
    expect(withCookie.headers.get("server-timing")).toBe('page-cache;desc="hit"');
    const withoutNonce = async (response: Response) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
      return (await response.text()).replaceAll(nonce?.[1] ?? "", "");
    };
    expect(await withoutNonce(withCookie)).toBe(await withoutNonce(shared));
    const withQuery = await fetch(`${baseUrl}/about?forgotPassword=true`);
    expect(withQuery.headers.get("server-timing")).toBeNull();
  });
});

describe("cross-site requests", () => {
  it("refuses a form post from another origin", async () => {
    const response = await fetch(`${baseUrl}/newsletter`, {
      method: "POST",
      headers: {
        origin: "https://attacker.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=victim%40example.com",
    });
    expect(response.status).toBe(403);
  });

  it("refuses a cross-site post that hides its origin", async () => {
    const response = await fetch(`${baseUrl}/newsletter`, {
      method: "POST",
      headers: {
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=victim%40example.com",
    });
    expect(response.status).toBe(403);
  });

  it("accepts a post from the site's own origin", async () => {
    const response = await fetch(`${baseUrl}/newsletter`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "email=same-origin%40example.com",
    });
    expect(response.status).toBe(200);
  });
});
