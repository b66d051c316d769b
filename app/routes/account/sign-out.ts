import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { servicesContext } from "#app/context.server.ts";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await context.get(servicesContext).accounts.signOut(request.headers);
  return redirect("/", { headers });
}
