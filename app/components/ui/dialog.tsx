import { CloseIcon } from "./close-icon.tsx";
import { useEffect, useRef, type ReactNode } from "react";

interface DialogProps {
  /** Id of the heading inside `children` that names the dialog. */
  labelledBy: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog> element, which gives focus trapping, Escape to close
 * and an inert background for free. A click on the backdrop closes it too.
 */
export function Dialog({ labelledBy, open, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // Escape already closes a native modal dialog; the backdrop click is a pointer convenience.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="text-ink m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="text-muted hover:text-ink absolute top-4 right-4 rounded-full p-2 hover:bg-slate-100"
        >
          <CloseIcon className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
