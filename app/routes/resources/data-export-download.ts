import { redirect } from "react-router";
import type { Route } from "./+types/data-export-download";
import { servicesContext } from "#app/context.server.ts";

/** Hands over the export file once; a used or expired link goes back to the page with a notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = String(form.get("token") ?? "").slice(0, 200);
  const content = await context.get(servicesContext).accountJobs.downloadExport(token);
  if (!content) return redirect("/data-export?link=used");
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
