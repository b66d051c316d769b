import { redirect, type MetaFunction } from "react-router";
import type { Route } from "./+types/get-started";
import { Questionnaire } from "#app/components/get-started/questionnaire.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { nextStepFor } from "#app/content/get-started.ts";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Get started: find the right AI starting point",
    description:
      "Answer three quick questions about your business, your needs and your timeline, and we will point you to the best next step.",
  });

/** Without JavaScript the questionnaire posts here and the visitor is sent straight on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  return redirect(nextStepFor(String(form.get("timeline") ?? "")));
}

export default function GetStartedPage() {
  return (
    <>
      <PageHeader eyebrow="Get started" title="Find the right starting point">
        <p>
          Answer three quick questions about your business, your needs and your timeline, and we
          will point you to the best next step.
        </p>
      </PageHeader>
      <div className="container-page max-w-3xl pb-24">
        <Questionnaire />
      </div>
    </>
  );
}
