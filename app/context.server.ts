import type { Config } from "./config/env.server.ts";
import type { DatabaseHandle } from "./db/client.server.ts";

/** Long-lived services created once by the server entry and handed to every loader and action. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
}

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce allowed by the Content-Security-Policy for inline scripts. */
    cspNonce: string;
    services: AppServices;
  }
}
