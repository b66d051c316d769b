import { CloseIcon } from "./close-icon.tsx";
import { useEffect, type ReactNode } from "react";

export type AlertType = "success" | "error" | "info";

const styles: Record<AlertType, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-rose-200 bg-rose-50 text-rose-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

/** Default delay before an auto-closing alert goes away. */
export const ALERT_AUTO_CLOSE_MS = 5_000;

/**
 * A message box. Errors are announced at once (role="alert"); successes and information
 * politely. With `autoClose`, it calls `onClose` after `autoCloseMs`.
 */
export function Alert({
  type,
  children,
  onClose,
  autoClose = false,
  autoCloseMs = ALERT_AUTO_CLOSE_MS,
}: {
  type: AlertType;
  children: ReactNode;
  onClose?: () => void;
  autoClose?: boolean;
  autoCloseMs?: number;
}) {
  useEffect(() => {
    if (!autoClose || !onClose) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoClose, autoCloseMs, onClose]);

  return (
    <div
      role={type === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${styles[type]}`}
    >
      <div className="flex-1">{children}</div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Dismiss message"
          className="-m-1 rounded-full p-1 opacity-70 hover:opacity-100"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
