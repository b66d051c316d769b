import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import WebSocket from "ws";

/**
 * Plain HTTP(S) and WebSocket clients that can speak from a chosen loopback address
 * (127.0.0.2, 127.0.0.3 ...), so that one test machine can be several visitors with addresses
 * of their own, and that trust a test certificate authority for https.
 */
export interface ClientOptions {
  /** The address the connection comes from; any 127.x.y.z works on Linux loopback. */
  localAddress?: string;
  /** PEM certificate to trust for https (a self-signed test certificate). */
  ca?: string;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  setCookies: string[];
  body: string;
}

export function request(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    path,
    ...client
  }: ClientOptions & {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * The request target, sent exactly as written in place of the URL's: parsing a URL (as
     * fetch does) resolves dot segments such as `/x/../admin` and `/%2e/admin` first.
     */
    path?: string;
  } = {},
): Promise<HttpResponse> {
  const target = new URL(url);
  const transport = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      target,
      {
        ...(path === undefined ? {} : { path }),
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
        },
        localAddress: client.localAddress,
        ca: client.ca,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            setCookies: response.headers["set-cookie"] ?? [],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A form post as a browser without JavaScript sends it, from the site's own pages. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  {
    origin,
    cookie,
    headers = {},
    ...client
  }: ClientOptions & { origin: string; cookie?: string; headers?: Record<string, string> },
): Promise<HttpResponse> {
  return request(url, {
    ...client,
    method: "POST",
    headers: {
      ...headers,
      origin,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** The WebSocket URL of the chat for `siteUrl`, with a fresh client id. */
export function chatSocketUrl(siteUrl: string, clientId: string): string {
  return `${siteUrl.replace(/^http/, "ws")}/ws/${clientId}`;
}

/**
 * Opens the chat socket, asks one question and resolves with the whole answer once the server
 * says the turn is complete.
 */
export function chatTurn(
  socketUrl: string,
  question: string,
  { origin, cookie, ...client }: ClientOptions & { origin: string; cookie?: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl, {
      origin,
      ca: client.ca,
      localAddress: client.localAddress,
      headers: cookie ? { cookie } : {},
    });
    let answer = "";
    socket.once("open", () => socket.send(question));
    socket.on("message", (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as {
        message?: string;
        turn_complete?: boolean;
        error?: string;
      };
      if (frame.error) {
        socket.close();
        reject(new Error(`Chat error: ${frame.error}`));
      } else if (frame.turn_complete) {
        socket.close();
        resolve(answer);
      } else {
        answer += frame.message ?? "";
      }
    });
    socket.once("unexpected-response", (_request, response) => {
      response.resume();
      socket.terminate();
      reject(new Error(`Chat handshake refused with ${response.statusCode}`));
    });
    socket.once("error", reject);
  });
}

/** The status a WebSocket handshake is answered with (101 when it is accepted). */
export function chatHandshakeStatus(
  socketUrl: string,
  { origin, ...client }: ClientOptions & { origin: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl, {
      origin,
      ca: client.ca,
      localAddress: client.localAddress,
    });
    socket.once("open", () => {
      socket.close();
      resolve(101);
    });
    socket.once("unexpected-response", (_request, response) => {
      response.resume();
      socket.terminate();
      resolve(response.statusCode ?? 0);
    });
    socket.once("error", reject);
  });
}
