import { Form, Link, type MetaFunction } from "react-router";
import type { Route } from "./+types/data-export";
import { getSignedInSession } from "#app/auth/current-user.server.ts";
import { AuthPanel } from "#app/components/auth/auth-panel.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";
import { seo } from "#app/routes/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Download your data",
    description: "Download the copy of your data you asked for.",
  });

/**
 * The export email's link opens this page. The file is handed over only to the account that
 * asked for it, signed in, and only when its owner presses Download (a POST), so neither a mail
 * scanner following the link nor anyone the email reached can use it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token")?.slice(0, 200) ?? "";
  const owner =
    url.searchParams.get("link") === "used"
      ? null
      : await context.get(servicesContext).accountJobs.exportOwner(token);
  if (!owner) return { state: "unusable" as const };
  const current = await getSignedInSession(request, context);
  if (!current) return { state: "sign-in" as const };
  return current.user.id === owner
    ? { state: "ready" as const, token }
    : { state: "other-account" as const };
}

export default function DataExportPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageHeader eyebrow="Your account" title="Download your data">
      {loaderData.state === "unusable" && (
        <Alert type="error">
          This download link has already been used or has expired. Request a new export from your
          privacy settings.
        </Alert>
      )}
      {loaderData.state === "sign-in" && (
        <>
          <p>
            Your data export is ready. For your security, sign in to the account that asked for it
            to download it.
          </p>
          <div className="text-ink mt-6 max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-base shadow-sm">
            <AuthPanel initialView="sign-in" headingLevel={2} />
          </div>
        </>
      )}
      {loaderData.state === "other-account" && (
        <Alert type="error">
          This download link belongs to another account. Sign out, then sign in to the account that
          asked for the export.
        </Alert>
      )}
      {loaderData.state === "ready" && (
        <>
          <p>
            Your data export is ready. The link works once and expires 24 hours after it was sent.
          </p>
          <Form method="post" action="/data-export/download" reloadDocument className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit">Download my data</Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-base">
        <Link
          to="/privacy-settings"
          className="text-brand-700 font-semibold underline underline-offset-4"
        >
          Privacy settings
        </Link>
      </p>
    </PageHeader>
  );
}
