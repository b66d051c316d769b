import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { googleSignInErrorMessage } from "#app/auth/auth-messages.ts";
import type { AuthView } from "./auth-panel.tsx";

/** Query parameters that open the dialog: the forgot-password link (docs/product.md#81-sign-in-dialog) and a failed Google return. */
const dialogParams = ["forgotPassword", "signInError", "error"];

/**
 * Which auth dialog view is open, if any. `?forgotPassword=true` opens the forgot-password
 * view; a Google sign-in that failed comes back with `?signInError=google&error=...` and opens
 * the sign-in view with the reason. Closing removes those parameters so a reload stays closed.
 */
export function useAuthDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  // Remembering where the dialog was opened closes it on any navigation, including the one a
  // successful sign-in makes, without an effect.
  const [opened, setOpened] = useState<{ view: AuthView; locationKey: string } | null>(null);
  const openedView = opened?.locationKey === locationKey ? opened.view : null;
  const googleFailed = searchParams.get("signInError") === "google";
  const urlView: AuthView | null =
    searchParams.get("forgotPassword") === "true"
      ? "forgot-password"
      : googleFailed
        ? "sign-in"
        : null;

  return {
    view: urlView ?? openedView,
    notice: googleFailed ? googleSignInErrorMessage(searchParams.get("error")) : undefined,
    open: (next: AuthView = "sign-in") => setOpened({ view: next, locationKey }),
    close() {
      setOpened(null);
      if (urlView) {
        setSearchParams(
          (params) => {
            for (const name of dialogParams) params.delete(name);
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }
    },
  };
}
