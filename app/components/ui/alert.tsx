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
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      )}
    </div>
  );
}
