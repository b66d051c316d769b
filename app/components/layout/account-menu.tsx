import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import type { UserSummary } from "#app/auth/user-summary.ts";

/** The menu stays open this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 300;

export function initialOf(user: Pick<UserSummary, "name" | "email">): string {
  return (user.name.trim()[0] ?? user.email.trim()[0] ?? "U").toUpperCase();
}

export function Avatar({
  user,
  size = "size-9",
}: {
  user: Pick<UserSummary, "name" | "email" | "image">;
  size?: string;
}) {
  return user.image ? (
    <img
      src={user.image}
      alt=""
      width={36}
      height={36}
      className={`${size} rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} bg-brand-600 flex items-center justify-center rounded-full text-sm font-bold text-white`}
    >
      {initialOf(user)}
    </span>
  );
}

/**
 * The signed-in user's menu: opens on hover or click, closes shortly after the pointer
 * leaves, on a click elsewhere and on Escape (which returns focus to the button).
 */
export function AccountMenu({ user }: { user: UserSummary }) {
  const [open, setOpen] = useState(false);
  // A click right after the pointer opened the menu by hovering should not close it again.
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  useEffect(() => cancelClose, []);

  return (
    // The hover handlers only add a pointer convenience; the button is the keyboard control.
    <div
      ref={container}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") closeSoon();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
        className="hover:ring-brand-200 flex items-center rounded-full ring-offset-2 hover:ring-2"
      >
        <Avatar user={user} />
        <span className="sr-only">Account menu for {user.name || user.email}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="border-b border-slate-100 px-3 py-2">
          <p className="text-ink truncate font-semibold">{user.name}</p>
          <p className="text-muted truncate text-sm">{user.email}</p>
        </div>
        <ul className="py-1">
          {user.teamMember && (
            <li>
              <Link
                to="/admin"
                onClick={() => setOpen(false)}
                className="hover:text-ink block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
              >
                Admin
              </Link>
            </li>
          )}
          <li>
            <Link
              to="/profile"
              onClick={() => setOpen(false)}
              className="hover:text-ink block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
            >
              Profile Settings
            </Link>
          </li>
          <li>
            <Form method="post" action="/sign-out">
              <button
                type="submit"
                className="hover:text-ink block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50"
              >
                Sign Out
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </div>
  );
}
