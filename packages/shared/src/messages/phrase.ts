import type { I18n, MessageDescriptor } from "@lingui/core";

/**
 * A message with arguments, as ../messages.ts has it as a function (`codeSentTo(phone)`): its
 * descriptor's ICU message names each argument in order (`{phone}`).
 */
export interface Phrase<Args extends unknown[]> {
  params: readonly string[];
  descriptor: MessageDescriptor;
  /** The function's arguments, for the type of its localised form only. */
  args?: Args;
}

export function phrase<Args extends unknown[]>(params: readonly string[], descriptor: MessageDescriptor): Phrase<Args> {
  return { params, descriptor };
}

/** A tree of descriptors and phrases (messages/<area>.ts). */
export interface Descriptors {
  [key: string]: MessageDescriptor | Phrase<never[]> | Descriptors;
}

/** The strings and functions a tree of descriptors stands for, as ../messages.ts writes them. */
export type Localised<T> =
  T extends Phrase<infer Args> ? (...args: Args) => string : T extends MessageDescriptor ? string : { [K in keyof T]: Localised<T[K]> };

const isPhrase = (node: object): node is Phrase<unknown[]> => "descriptor" in node;
const isDescriptor = (node: object): node is MessageDescriptor => "id" in node && typeof node.id === "string";

/**
 * `tree` in `i18n`'s language. A message its catalogues do not hold (an area whose catalogue
 * this page has not loaded) is `english`'s, the same key of the English messages.
 */
export function localise<T extends object>(tree: T, i18n: I18n, english: unknown): Localised<T> {
  const walk = (node: object, fallback: unknown): unknown => {
    const known = (id: string) => i18n.messages[id] !== undefined;
    if (isPhrase(node)) {
      const { id } = node.descriptor;
      if (!known(id) && typeof fallback === "function") return fallback;
      return (...args: unknown[]) => i18n._(id, Object.fromEntries(node.params.map((name, at) => [name, args[at]])));
    }
    if (isDescriptor(node)) return known(node.id) || typeof fallback !== "string" ? i18n._(node.id) : fallback;
    return Object.fromEntries(
      Object.entries(node).map(([key, child]: [string, object]) => [
        key,
        walk(child, typeof fallback === "object" && fallback !== null ? Reflect.get(fallback, key) : undefined),
      ]),
    );
  };
  return walk(tree, english) as Localised<T>;
}
