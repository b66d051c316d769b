import { useState } from "react";
import { useSearchParams } from "react-router";
import type { AuthDialogView } from "./auth-dialog.tsx";

const FORGOT_PASSWORD_PARAM = "forgotPassword";

/**
 * Which auth dialog view is open, if any. `?forgotPassword=true` in the URL opens the
 * forgot-password view; closing the dialog removes the parameter so a reload does not reopen it.
 */
export function useAuthDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [openedView, setOpenedView] = useState<AuthDialogView | null>(null);
  const requestedByUrl = searchParams.get(FORGOT_PASSWORD_PARAM) === "true";
  const view: AuthDialogView | null = requestedByUrl ? "forgot-password" : openedView;

  return {
    view,
    open: (next: AuthDialogView = "sign-in") => setOpenedView(next),
    close() {
      setOpenedView(null);
      if (requestedByUrl) {
        setSearchParams(
          (params) => {
            params.delete(FORGOT_PASSWORD_PARAM);
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }
    },
  };
}
