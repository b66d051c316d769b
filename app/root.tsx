import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import "./app.css";
import { useNonce } from "./components/nonce-provider.tsx";
import { ErrorPage } from "./components/error-page.tsx";
import { ChatLauncher } from "./components/chat/chat-launcher.tsx";
import { offersPublicChat } from "./components/route-handle.ts";
import { getSignedInSession } from "./auth/current-user.server.ts";
import type { UserSummary } from "./auth/user-summary.ts";
import { servicesContext } from "./context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const current = await getSignedInSession(request, context);
  const user: UserSummary | null = current
    ? {
        name: current.user.name,
        email: current.user.email,
        image: current.user.image,
        teamMember: current.user.teamMember,
      }
    : null;
  return { appUrl: config.appUrl, user };
}

// The root data is configuration; only a form submission could ever change what it depends on.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? defaultShouldRevalidate : false);

export const links: LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#312e81" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const publicChat = offersPublicChat(useMatches());
  // Marks the moment the page became interactive, for styles and browser tests alike.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      {publicChat && <ChatLauncher />}
    </>
  );
}

/** Last resort for errors outside the site layout; never shows internal details. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="flex flex-1 items-center">
      <ErrorPage status={status} />
    </main>
  );
}
