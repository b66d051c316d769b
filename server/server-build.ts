import { data, type ServerBuild } from "react-router";
import { authMessages } from "#app/auth/auth-messages.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.server.ts";
import { describeError } from "#app/lib/describe-error.server.ts";
import type { Logger } from "./logger.ts";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);
type RouteModule = ServerBuild["routes"][string] & {};

function mapRouteModules(
  source: BuildSource,
  map: (module: RouteModule["module"]) => RouteModule["module"],
): BuildSource {
  const wrap = (build: ServerBuild): ServerBuild => ({
    ...build,
    routes: Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => [
        id,
        route ? { ...route, module: map(route.module) } : route,
      ]),
    ),
  });
  return typeof source === "function" ? async () => wrap(await source()) : wrap(source);
}

/**
 * React Router answers a POST to a route without an action with a 405 whose body names the
 * route module. Giving such routes an action that throws a plain 405 keeps that detail private.
 */
export function withPlainMethodNotAllowed(source: BuildSource): BuildSource {
  return mapRouteModules(source, (module) =>
    module.action
      ? module
      : {
          ...module,
          action: () => {
            throw data("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
          },
        },
  );
}

/** Rethrows a database outage as a 503 route error, which every error boundary can show. */
function outageAsUnavailable(error: unknown, logger: Logger): never {
  if (!isDatabaseUnavailable(error)) throw error;
  logger.warn(`Database unavailable: ${describeError(error)}`);
  throw data(authMessages.functionsUnavailable, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": "5" },
  });
}

/**
 * A loader or action that cannot reach the database would otherwise end as a 500, which says
 * "a bug" to visitors, monitors and load balancers alike. It is a 503: try again shortly.
 */
export function withDatabaseOutagesAsUnavailable(source: BuildSource, logger: Logger): BuildSource {
  const guard =
    <Args extends unknown[], Result>(run: (...args: Args) => Result) =>
    async (...args: Args) => {
      try {
        return await run(...args);
      } catch (error) {
        return outageAsUnavailable(error, logger);
      }
    };
  return mapRouteModules(source, (module) => ({
    ...module,
    ...(module.loader ? { loader: guard(module.loader) } : {}),
    ...(module.action ? { action: guard(module.action) } : {}),
  }));
}
