import { redirect } from "react-router";
import type { Flash } from "./render-context";

/**
 * How a route action (run by the server for a form posted before or without JavaScript,
 * docs/decisions/195-forms-before-javascript.md) hands the page server the toast its redirect
 * leaves: the server turns it into a signed cookie that the next page shows and clears.
 */
const FLASH_HEADER = "X-Vayu-Flash";

/** Redirect after POST, with the toast the shopper would have seen with JavaScript (none for a change that shows none). */
export function redirectWithToast(to: string, flash: Flash | null): Response {
  if (!flash) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { [FLASH_HEADER]: encodeURIComponent(JSON.stringify(flash)) } });
}

export function flashOf(response: Response): Flash | null {
  const header = response.headers.get(FLASH_HEADER);
  if (!header) return null;
  const flash = JSON.parse(decodeURIComponent(header)) as Flash;
  return flash;
}

/** A path inside the store (not `//other.site` or `/\other.site`). */
export function isStorePath(target: unknown): target is string {
  return typeof target === "string" && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");
}

/** The page a form came from (its `returnTo` field), when it is one of the store's; else `fallback`. */
export function returnPathOf(form: FormData, fallback: string): string {
  const target = form.get("returnTo");
  return isStorePath(target) ? target : fallback;
}

/** A form field's text ("" when missing or a file). */
export function fieldOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * A form its route action refused (docs/decisions/195-forms-before-javascript.md): what was typed,
 * to fill in again, and each field's first problem by the shared schema; `failure` is the
 * server's answer about the whole form.
 */
export interface FormRefusal<Field extends string = string> {
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, string>>;
  failure?: string;
}

/** The named fields of a posted form, as text. */
export function fieldsOf<Field extends string>(form: FormData, names: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(names.map((name) => [name, fieldOf(form, name)])) as Record<Field, string>;
}

/** Each field's first problem among a failed check's issues (zod's), by the field's name. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const [field] = path;
    if (typeof field === "string") errors[field] ??= message;
  }
  return errors;
}
