import { buyingMessages } from "@vayu/shared/messages/buying";
import { knownMessages } from "../../lib/known-messages";

/** A buying message a shared schema or an action gave in English, in the page's language (lib/known-messages.ts). */
export const useKnownMessage = knownMessages(buyingMessages);
