import { useEffect, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { unsubscribeMessages, type UnsubscribeResult } from "#app/forms/unsubscribe.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";

export function UnsubscribeView({ initialResult }: { initialResult?: UnsubscribeResult }) {
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
    (tokenId ? undefined : { state: "error", message: unsubscribeMessages.missingToken });

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
