import { Form, Link, useSearchParams, type MetaFunction } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Download your data",
    description: "Download the copy of your data you asked for.",
    noIndex: true,
  });

/**
 * The export email's link opens this page; the file is handed over only when its owner presses
 * Download (a POST), so a mail scanner following the link cannot use it up.
 */
export default function DataExportPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <PageHeader eyebrow="Your account" title="Download your data">
      {searchParams.get("link") === "used" || !token ? (
        <Alert type="error">
          This download link has already been used or has expired. Request a new export from your
          privacy settings.
        </Alert>
      ) : (
        <>
          <p>
            Your data export is ready. The link works once and expires 24 hours after it was sent.
          </p>
          <Form method="post" action="/data-export/download" reloadDocument className="mt-6">
            <input type="hidden" name="token" value={token} />
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
