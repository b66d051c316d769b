import { CloseIcon } from "./close-icon.tsx";
import { useEffect, type ReactNode, type Ref } from "react";

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
 * politely. With `autoClose`, it calls `onClose` after `autoCloseMs`. With `focusable`, it can
 * take focus from a script (`ref`) or when the page loads (`focusOnLoad`), which also reads it out.
 */
export function Alert({
  type,
  children,
  onClose,
  autoClose = false,
  autoCloseMs = ALERT_AUTO_CLOSE_MS,
  focusable = false,
  focusOnLoad,
  ref,
}: {
  type: AlertType;
  children: ReactNode;
  onClose?: () => void;
  autoClose?: boolean;
  autoCloseMs?: number;
  focusable?: boolean;
  focusOnLoad?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  useEffect(() => {
    if (!autoClose || !onClose) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoClose, autoCloseMs, onClose]);

  return (
    <div
      ref={ref}
      role={type === "error" ? "alert" : "status"}
      tabIndex={focusable ? -1 : undefined}
      // Only a page that loads with the message on it asks for this: the answer to a form sent
      // without JavaScript, which the visitor would otherwise have to scroll down to find.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnLoad}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm focus:outline-none ${styles[type]}`}
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
