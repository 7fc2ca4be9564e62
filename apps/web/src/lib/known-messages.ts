import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";

/** Each message's id by its English (the shared schemas' messages are that English); phrases with arguments are left out. */
function idsByEnglish(tree: object): Map<string, string> {
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
 * A hook giving a message a shared zod schema or an action gave in English
 * (packages/shared/src/messages.ts) in the page's language when it is one of `tree`'s (an area's
 * `messages/<area>.ts`); any other text as it came (the API's own errors follow `Accept-Language`,
 * docs/product/http-contract.md "Languages").
 */
export function knownMessages(tree: object): () => (text: string) => string {
  const ids = idsByEnglish(tree);
  return function useKnownMessage() {
    const { i18n } = useLingui();
    return (text) => {
      const id = ids.get(text);
      return id !== undefined && i18n.messages[id] !== undefined ? i18n._(id) : text;
    };
  };
}
