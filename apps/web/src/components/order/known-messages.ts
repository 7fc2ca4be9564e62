import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { buyingMessages } from "@vayu/shared/messages/buying";

/** Each buying message's id by its English (the shared schemas' messages are that English). */
const idsByEnglish = new Map<string, string>();
(function index(node: object) {
  if ("id" in node && typeof node.id === "string") {
    const { message } = node as MessageDescriptor;
    if (typeof message === "string" && !message.includes("{")) idsByEnglish.set(message, node.id);
    return;
  }
  if ("descriptor" in node) return;
  for (const child of Object.values(node)) if (typeof child === "object" && child !== null) index(child as object);
})(buyingMessages);

/**
 * A message a shared zod schema or an action gave in English (packages/shared/src/messages.ts), in
 * the page's language when it is one of the buying area's; any other text as it came (the API's
 * own errors follow `Accept-Language`, docs/product/http-contract.md "Languages").
 */
export function useKnownMessage(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => {
    const id = idsByEnglish.get(text);
    return id !== undefined && i18n.messages[id] !== undefined ? i18n._(id) : text;
  };
}
