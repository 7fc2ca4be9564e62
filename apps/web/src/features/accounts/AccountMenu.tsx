import { ChevronDown, LayoutDashboard, LogOut, Package, UserRound } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { GetForm } from "../../components/ui/GetForm";
import { useSession, type SessionUser } from "../../lib/session";
import { staffRoleOptions } from "./api";
import { LogoutForm } from "./LogoutForm";
import { useDomId } from "../../lib/use-dom-id";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

const itemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50";

/**
 * The header's profile menu (Orders, Admin for staff, Logout): a disclosure that Escape and an
 * outside click close. Before or without JavaScript its button goes to the account page, which
 * has the same links and a Logout of its own (docs/decisions/213-dialogs-before-javascript.md).
 */
function ProfileMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useDomId();
  const staffRole = useQuery(staffRoleOptions(user._id));
  const { t } = useLingui();

  // A layout effect: listening from the frame the menu shows in. A passive effect runs a frame
  // later, and an Escape pressed in that frame was lost. On the document, not the menu: Safari
  // does not focus a clicked button, so the keys of a menu opened with the mouse go to the body.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const { name } = user;
  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <GetForm to="/account" onOpen={() => setOpen((v) => !v)}>
        <button
          ref={buttonRef}
          type="submit"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t`Account menu for ${name}`}
          className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-ink hover:bg-slate-100 sm:pr-3"
        >
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
          >
            {initials(user.name)}
          </span>
          <span aria-hidden className="hidden max-w-28 truncate sm:inline">
            {firstName}
          </span>
          <ChevronDown
            aria-hidden
            className={`hidden size-4 text-slate-500 transition-transform sm:block ${open ? "rotate-180" : ""}`}
          />
        </button>
      </GetForm>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10"
      >
        <div className="border-b border-slate-100 px-3 pt-1 pb-3">
          <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        <ul className="pt-2">
          <li>
            <Link to="/account" className={itemClass} onClick={() => setOpen(false)}>
              <UserRound className="size-4" aria-hidden />
              <Trans>My Account</Trans>
            </Link>
          </li>
          <li>
            <Link to="/orders" className={itemClass} onClick={() => setOpen(false)}>
              <Package className="size-4" aria-hidden />
              <Trans>Orders</Trans>
            </Link>
          </li>
          {staffRole.data?.role && (
            <li>
              <Link to="/admin" className={itemClass} onClick={() => setOpen(false)}>
                <LayoutDashboard className="size-4" aria-hidden />
                Admin
              </Link>
            </li>
          )}
          <li>
            <LogoutForm beforeLogout={() => setOpen(false)}>
              <button type="submit" className={itemClass}>
                <LogOut className="size-4" aria-hidden />
                <Trans>Logout</Trans>
              </button>
            </LogoutForm>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** A Login link for visitors; the profile menu for a logged-in shopper (docs/product/storefront.md "Shared layout"). */
export function AccountMenu() {
  const session = useSession();
  if (!session) {
    return (
      <Link
        to="/login"
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-ink hover:bg-slate-100 sm:px-3"
      >
        {/* A 360 px phone has room for the word, not for the icon as well. */}
        <UserRound className="hidden size-5 sm:block" aria-hidden /> <Trans>Login</Trans>
      </Link>
    );
  }
  return <ProfileMenu user={session.user} />;
}
