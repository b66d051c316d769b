import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { NonceProvider } from "./components/nonce-provider.tsx";
import { requestInfoContext } from "./context.server.ts";

export { createLoadContext } from "./context.server.ts";

export const streamTimeout = 5_000;

// React Router reports a document request's loader error both when it happens and again as it
// renders the error page; once is enough.
const loggedErrors = new WeakSet<object>();
function alreadyLogged(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (loggedErrors.has(error)) return true;
  loggedErrors.add(error);
  return false;
}

/**
 * An unexpected error in a loader, an action or a render goes to the request's JSON log, whose
 * error serialiser drops a failed query's parameters (session tokens, addresses). React
 * Router's default would print the raw error, parameters and all, to standard error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || alreadyLogged(error)) return;
  (context as RouterContextProvider)
    .get(requestInfoContext)
    .log.error({ err: error }, "Request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce: nonce, log } = loadContext.get(requestInfoContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1_000);

    // No page waits for data while rendering (loaders return everything, and the lazily loaded
    // dialogs and chat panel render only in the browser), so the whole document is ready when
    // its shell is. It goes out as one body: handing React's many small chunks one by one
    // through a web stream to the socket cost more than rendering them.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above; later ones would otherwise be lost.
          if (shellRendered) log.error({ err: error }, "Rendering failed after the page began");
        },
      },
    );
  });
}
