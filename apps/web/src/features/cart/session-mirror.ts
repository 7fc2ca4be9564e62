import { getSession } from "../../lib/session";

interface Mirror<T> {
  userId: string;
  data: T;
}

/**
 * Server lists mirrored in local storage (spec section 3) so badges and buttons are right
 * at once on the next visit; the owner's id keeps one shopper's list from showing for another.
 */
export function readMirror<T>(key: string, userId: string): T | undefined {
  try {
    const mirror = JSON.parse(localStorage.getItem(key) ?? "null") as Mirror<T> | null;
    return mirror?.userId === userId ? mirror.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeMirror<T>(key: string, userId: string, data: T) {
  // A reply landing after logout must not bring the list back.
  if (getSession()?.user._id !== userId) return;
  localStorage.setItem(key, JSON.stringify({ userId, data } satisfies Mirror<T>));
}
