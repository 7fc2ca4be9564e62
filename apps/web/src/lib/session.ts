import { useSyncExternalStore } from "react";
import { renderContext } from "./render-context";

/** The user as the auth endpoints return it. */
export interface SessionUser {
  _id: string;
  name: string;
  /** null for an account made with a mobile number (docs/decisions/295-mobile-number-login.md). */
  email: string | null;
  phone?: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** Local storage keys (docs/product/storefront.md "Session"): the token under `token`, the rest mirrored beside it. */
export const STORAGE_KEYS = {
  token: "token",
  user: "user",
  cart: "cart",
  wishlist: "wishlist",
} as const;

type Listener = () => void;
/** Told where the shopper was when their session ended, so login can bring them back. */
type ExpiryListener = (from: string) => void;
const listeners = new Set<Listener>();
const expiryListeners = new Set<ExpiryListener>();

const currentLocation = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
/**
 * Where the page was opened when the stored token had already expired, until the app
 * reacts. Kept from start-up because a page guard may navigate away before that.
 */
let expiredAtStart: string | null = null;
// The server renders for the shopper of the page session cookie (lib/render-context.ts).
const inBrowser = typeof window !== "undefined";
let current: Session | null = inBrowser ? readStoredSession() : null;
if (expiredAtStart !== null) {
  // Rewritten before the router reads the URL, so no page guard can send the shopper
  // elsewhere first; /auth/sign-in continues to /login and keeps the way back.
  window.history.replaceState(
    window.history.state,
    "",
    `/auth/sign-in?${new URLSearchParams({ redirect: expiredAtStart })}`,
  );
}

/** A stored user as the app wrote it: an e-mail account's, or a mobile number account's (e-mail null). */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user._id === "string" && typeof user.name === "string" && (typeof user.email === "string" || user.email === null);
}

function readStoredSession(): Session | null {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const userJson = localStorage.getItem(STORAGE_KEYS.user);
    if (!token || !userJson) return null;
    const user: unknown = JSON.parse(userJson);
    if (!isSessionUser(user)) throw new Error("unreadable user");
    if (isTokenExpired(token)) {
      // An expired token clears the stored session (the app then goes to /auth/sign-in; docs/product/storefront.md "Session").
      localStorage.clear();
      expiredAtStart = currentLocation();
      return null;
    }
    return { token, user };
  } catch {
    // If parsing fails, local storage is cleared (docs/product/storefront.md "Session").
    localStorage.clear();
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session) {
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  current = session;
  emit();
}

/** Logout: user, cart, wishlist and all local storage go (docs/product/storefront.md "Session"). */
export function clearSession() {
  localStorage.clear();
  current = null;
  emit();
}

/** True when the token cannot be decoded or its `exp` (seconds) is in the past. */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  try {
    const payload = token.split(".")[1];
    if (!payload) return true;
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof json.exp !== "number" || json.exp < Math.floor(nowMs / 1000);
  } catch {
    return true;
  }
}

/** Clears the session and tells the app to send the shopper to /auth/sign-in. */
export function expireSession(from = currentLocation()) {
  clearSession();
  for (const listener of expiryListeners) listener(from);
}

/**
 * Ends a session whose token has expired: the one found at start-up or the current one.
 * The app calls it at start and on every navigation (docs/product/storefront.md "Session").
 */
export function checkSessionExpiry(nowMs = Date.now()) {
  if (expiredAtStart !== null) {
    const from = expiredAtStart;
    expiredAtStart = null;
    expireSession(from);
  } else if (current && isTokenExpired(current.token, nowMs)) {
    expireSession();
  }
}

export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

// A login or logout in another tab applies to this one too.
if (inBrowser) {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    current = readStoredSession();
    emit();
  });
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const renderedSession = () => renderContext().session;

/** The shopper; on the server and while the browser takes the page over, the one the page was rendered for. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, renderedSession);
}
