import { laterMessages } from "@vayu/shared/messages/later";
import { knownMessages } from "../../lib/known-messages";

/** A message of the product page's later parts (messages/later.ts) a shared schema gave in English (review form, delivery check), in the page's language (lib/known-messages.ts). */
export const useKnownMessage = knownMessages(laterMessages);
