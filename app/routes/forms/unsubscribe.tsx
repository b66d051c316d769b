import { data, useFetcher, useSearchParams, type MetaFunction } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { requestUnsubscribe, unsubscribe } from "#app/newsletter/subscriptions.server.ts";
import { newsletterSchema } from "#app/newsletter/newsletter-schema.ts";
import {
  unsubscribeMessages as m,
  type UnsubscribeResult,
} from "#app/newsletter/unsubscribe-messages.ts";
import { allowAttempt } from "#app/db/rate-limit-rules.server.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";
import { seo } from "#app/routes/seo.ts";
import { useEffect, useRef } from "react";
import { PageHeader } from "#app/components/page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Unsubscribe",
    description:
      "Stop receiving our newsletter, or confirm that you have already been removed from the list.",
  });

/**
 * Opening the page changes nothing (mail scanners follow links): the page itself asks for the
 * change once it is interactive, or the visitor presses the button.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: UnsubscribeResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await readForm(request);
  const { database, accounts } = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  try {
    if (form.get("intent") === "request") {
      const parsed = parseForm(form, newsletterSchema, ["email"]);
      if (!parsed.success)
        return reply(
          { state: "not-found", message: parsed.message, email: parsed.values.email },
          400,
        );
      const allowed = await allowAttempt(database.db, "unsubscribeRequest", {
        ip: clientIp,
        email: parsed.data.email,
      });
      if (!allowed)
        return reply({ state: "not-found", message: m.failed, email: parsed.data.email }, 429);
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
    log.error({ err: error }, "Unsubscribe failed");
    return reply({ state: "error", message: m.failed }, 503);
  }
}

export default function UnsubscribePage({ actionData: initialResult }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tokenId = searchParams.get("tokenId") ?? "";
  const link = useFetcher<UnsubscribeResult>();
  const request = useFetcher<UnsubscribeResult>();
  const started = useRef(false);

  useEffect(() => {
    if (!tokenId || started.current || initialResult) return;
    started.current = true;
    void link.submit({ tokenId }, { method: "post" });
  }, [tokenId, link, initialResult]);

  const requestResult = request.state === "idle" ? request.data : undefined;
  const result: UnsubscribeResult | undefined =
    requestResult ??
    (link.state === "idle" ? link.data : undefined) ??
    initialResult ??
    (tokenId ? undefined : { state: "error", message: m.missingToken });

  return (
    <PageHeader eyebrow="Newsletter" title="Unsubscribe">
      {!result ? (
        <link.Form method="post" className="space-y-4">
          <p aria-live="polite">
            {link.state === "idle"
              ? "Remove this address from our mailing list?"
              : "Processing your request..."}
          </p>
          <input type="hidden" name="tokenId" value={tokenId} />
          <Button type="submit" disabled={link.state !== "idle"}>
            Unsubscribe
          </Button>
        </link.Form>
      ) : (
        <div className="space-y-6">
          <Alert
            type={
              result.state === "success" ? "success" : result.state === "error" ? "error" : "info"
            }
          >
            {result.message}
          </Alert>
          {result.state === "not-found" && !requestResult?.state.startsWith("success") && (
            <request.Form method="post" noValidate className="max-w-md space-y-4 text-base">
              <input type="hidden" name="intent" value="request" />
              <TextField
                label="Email address"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={initialResult?.email}
              />
              <Button type="submit" disabled={request.state !== "idle"}>
                Unsubscribe
              </Button>
            </request.Form>
          )}
        </div>
      )}
    </PageHeader>
  );
}
