import { data, type ServerBuild } from "react-router";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * React Router answers a POST to a route without an action with a 405 whose body names the
 * route module. Giving such routes an action that throws a plain 405 keeps that detail private.
 */
export function withPlainMethodNotAllowed(source: BuildSource): BuildSource {
  const wrap = (build: ServerBuild): ServerBuild => ({
    ...build,
    routes: Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => [
        id,
        route && !route.module.action
          ? {
              ...route,
              module: {
                ...route.module,
                action: () => {
                  throw data("Method Not Allowed", {
                    status: 405,
                    statusText: "Method Not Allowed",
                  });
                },
              },
            }
          : route,
      ]),
    ),
  });
  return typeof source === "function" ? async () => wrap(await source()) : wrap(source);
}
