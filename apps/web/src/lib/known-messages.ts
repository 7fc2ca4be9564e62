import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";

/** Each message of an area's tree (packages/shared/src/messages/<area>.ts) by its English; messages with parameters are left out. */
function idsByEnglishOf(tree: object): Map<string, string> {
  const ids = new Map<string, string>();
  (function index(node: object) {
    if ("id" in node && typeof node.id === "string") {
      const { message } = node as MessageDescriptor;
      if (typeof message === "string" && !message.includes("{")) ids.set(message, node.id);
      return;
    }
    if ("descriptor" in node) return;
    for (const child of Object.values(node)) if (typeof child === "object" && child !== null) index(child as object);
  })(tree);
  return ids;
}

/**
 * A hook showing a message a shared zod schema or an action gave in English (packages/shared/src/messages.ts)
 * in the page's language when it is one of `tree`'s; any other text as it came (the API's own
 * errors follow `Accept-Language`, docs/product/http-contract.md "Languages").
 */
export function knownMessages(tree: object): () => <T extends string | undefined>(text: T) => T {
  const idsByEnglish = idsByEnglishOf(tree);
  return function useKnownMessage() {
    const { i18n } = useLingui();
    return <T extends string | undefined>(text: T): T => {
      const id = text === undefined ? undefined : idsByEnglish.get(text);
      return id !== undefined && i18n.messages[id] !== undefined ? (i18n._(id) as T) : text;
    };
  };
}
