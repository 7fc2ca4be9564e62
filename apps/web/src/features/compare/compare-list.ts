import { MAX_COMPARED } from "@vayu/shared/compare-ids";
import { useSyncExternalStore } from "react";

/**
 * The products a shopper chose to compare, kept on the device (localStorage), never on the
 * server (docs/decisions/330-compare-products.md): up to four, of one category.
 */
export interface ComparedItem {
  id: string;
  title: string;
  categoryId: string;
  categoryName: string;
}

import { COMPARE_CHANGED, COMPARE_KEY as KEY } from "./compare-key";

const listeners = new Set<() => void>();
let cached: { text: string | null; items: ComparedItem[] } = { text: null, items: [] };
const none: ComparedItem[] = [];

function isItem(value: unknown): value is ComparedItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return ["id", "title", "categoryId", "categoryName"].every((field) => typeof item[field] === "string");
}

function read(): ComparedItem[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode): nothing is kept.
  }
  if (text !== cached.text) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text ?? "[]");
    } catch {
      parsed = [];
    }
    cached = { text, items: Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_COMPARED) : [] };
  }
  return cached.items;
}

function write(items: readonly ComparedItem[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage refused (private mode, full): nothing is kept, the toggle stays off.
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(COMPARE_CHANGED));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The chosen products, in the order chosen; none on the server and in the first render. */
export function useComparedItems(): ComparedItem[] {
  return useSyncExternalStore(subscribe, read, () => none);
}

/** Why an item cannot join the list, or null when it can. */
export type Refusal = { kind: "full" } | { kind: "category"; categoryName: string };

/** Adds `item` or takes it off; a refusal leaves the list as it was. */
export function toggleCompared(item: ComparedItem): Refusal | null {
  const items = read();
  if (items.some((kept) => kept.id === item.id)) {
    write(items.filter((kept) => kept.id !== item.id));
    return null;
  }
  const other = items.find((kept) => kept.categoryId !== item.categoryId);
  if (other) return { kind: "category", categoryName: other.categoryName };
  if (items.length >= MAX_COMPARED) return { kind: "full" };
  write([...items, item]);
  return null;
}

export function clearCompared() {
  write([]);
}
