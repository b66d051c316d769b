import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApiRouter, FUNCTIONS_PATH } from "#server/api.ts";
import { serverFunctionNames } from "#server/functions.ts";

/** A route of the built application, with the URL path a request for it uses. */
export interface BuiltRoute {
  id: string;
  /** A concrete path: a catch-all segment becomes a path that matches nothing else. */
  path: string;
  hasAction: boolean;
}

/**
 * Every addressable route of the production build (the one the e2e servers run), read from the
 * build itself so that a route added to app/routes.ts is covered without editing any test.
 */
export async function builtRoutes(): Promise<BuiltRoute[]> {
  const buildFile = pathToFileURL(path.resolve("build/server/index.js")).href;
  const build = (await import(buildFile)) as ServerBuild;
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const own = route.path?.replace("*", "no-such-page-here") ?? "";
    return [fullPath(route.parentId), own].filter(Boolean).join("/");
  };
  return routes
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => ({
      id: route.id,
      path: `/${fullPath(route.id)}`.replace(/\/+/g, "/"),
      hasAction: typeof route.module.action === "function",
    }));
}

export interface ApiEndpoint {
  method: "GET" | "POST";
  /** A concrete path under /api. */
  path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
  matchers: ((path: string) => unknown)[];
}

function endpointsOf(stack: RouterLayer[], prefix: string): ApiEndpoint[] {
  return stack.flatMap((layer): ApiEndpoint[] => {
    if (layer.route) {
      const { route } = layer;
      return Object.keys(route.methods).flatMap((method) => {
        const upper = method.toUpperCase() as ApiEndpoint["method"];
        if (route.path === "/:name" && prefix === `/api${FUNCTIONS_PATH}`)
          return serverFunctionNames.map((name) => ({ method: upper, path: `${prefix}/${name}` }));
        return [{ method: upper, path: `${prefix}${route.path.replace(/:\w+/g, "some-id")}` }];
      });
    }
    if (!layer.handle.stack) return [];
    if (!layer.matchers.some((match) => match(FUNCTIONS_PATH)))
      throw new Error("A router is mounted under /api that the route inventory does not know");
    return endpointsOf(layer.handle.stack, `${prefix}${FUNCTIONS_PATH}`);
  });
}

/**
 * Every endpoint of the /api router, read from the router itself (and every server function by
 * name), so a new endpoint is covered without editing any test.
 */
export function apiEndpoints(): ApiEndpoint[] {
  // Building the router only registers handlers; none of them runs, so no services are needed.
  const router = createApiRouter({} as Parameters<typeof createApiRouter>[0]) as unknown as {
    stack: RouterLayer[];
  };
  return endpointsOf(router.stack, "/api");
}
