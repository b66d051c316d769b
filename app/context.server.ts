import { createContext, RouterContextProvider } from "react-router";
import type { Config } from "./config/env.server.ts";
import type { DatabaseHandle } from "./db/client.server.ts";

/** Long-lived services created once by the server entry and handed to every loader and action. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
}

export const servicesContext = createContext<AppServices>();

/** Per-request nonce allowed by the Content-Security-Policy for inline scripts. */
export const cspNonceContext = createContext<string>();

/**
 * Builds the context of one request. Context keys are compared by identity, so the Node server
 * must call this copy, the one inside the React Router build, which it reaches through the
 * build's server entry (see entry.server.tsx).
 */
export function createLoadContext(services: AppServices, cspNonce: string) {
  return new RouterContextProvider(
    new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
      [servicesContext, services],
      [cspNonceContext, cspNonce],
    ]),
  );
}

export type CreateLoadContext = typeof createLoadContext;
