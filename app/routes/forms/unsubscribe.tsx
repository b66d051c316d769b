import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { UnsubscribeView } from "#app/components/newsletter/unsubscribe-view.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { requestUnsubscribe, unsubscribe } from "#app/db/subscriptions.server.ts";
import { newsletterSchema } from "#app/lib/newsletter.ts";
import { unsubscribeMessages as m, type UnsubscribeResult } from "#app/forms/unsubscribe.ts";
import { allowAttempt } from "#app/lib/rate-limit.server.ts";
import { seo } from "#app/lib/seo.ts";
import { describeError } from "#app/lib/describe-error.server.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Unsubscribe",
    description:
      "Stop receiving our newsletter, or confirm that you have already been removed from the list.",
    noIndex: true,
  });

/**
 * Opening the page changes nothing (mail scanners follow links): the page itself asks for the
 * change once it is interactive, or the visitor presses the button.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: UnsubscribeResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await request.formData().catch(() => new FormData());
  const { database, accounts } = context.get(servicesContext);
  try {
    if (form.get("intent") === "request") {
      const parsed = newsletterSchema.safeParse({ email: form.get("email") });
      if (!parsed.success)
        return reply({ state: "not-found", message: parsed.error.issues[0]!.message }, 400);
      const { clientIp } = context.get(requestInfoContext);
      const allowed = await allowAttempt(database.db, "unsubscribeRequest", {
        ip: clientIp,
        email: parsed.data.email,
      });
      if (!allowed) return reply({ state: "not-found", message: m.failed }, 429);
      const session = await accounts.ensureSession(request.headers);
      await requestUnsubscribe(database.db, { email: parsed.data.email, userId: session.userId });
      return reply({ state: "success", message: m.requestReceived }, 200, session.headers);
    }
    const tokenId = String(form.get("tokenId") ?? "").slice(0, 64);
    if (!tokenId) return reply({ state: "error", message: m.missingToken }, 400);
    const outcome = await unsubscribe(database.db, tokenId);
    if (outcome === "unsubscribed") return reply({ state: "success", message: m.unsubscribed });
    return reply(
      { state: "not-found", message: outcome === "not-found" ? m.notFound : m.noLongerAvailable },
      404,
    );
  } catch (error) {
    console.error("Unsubscribe failed:", describeError(error));
    return reply({ state: "error", message: m.failed }, 503);
  }
}

export default function UnsubscribePage({ actionData }: Route.ComponentProps) {
  return <UnsubscribeView initialResult={actionData} />;
}
