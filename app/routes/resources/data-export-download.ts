import { redirect } from "react-router";
import { readForm } from "#app/lib/parse-form.ts";
import type { Route } from "./+types/data-export-download";
import { getSignedInSession } from "#app/auth/current-user.server.ts";
import { servicesContext } from "#app/context.server.ts";

/**
 * Hands over the export file once, to the account it was made for: the emailed link and a
 * session of that account are both needed. Otherwise the visitor goes back to the page, which
 * says what is missing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "").slice(0, 200);
  const current = await getSignedInSession(request, context);
  const content = current
    ? await context.get(servicesContext).accountJobs.downloadExport(token, current.user.id)
    : null;
  if (!content) {
    // Not signed in, or signed in to another account: the page explains, and keeps the link.
    if (token && (await context.get(servicesContext).accountJobs.exportOwner(token)))
      return redirect(`/data-export?${new URLSearchParams({ token })}`);
    return redirect("/data-export?link=used");
  }
  return new Response(content, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="kestrel-ai-data-export.json"',
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  return redirect("/data-export");
}
