import { browseMessages } from "@vayu/shared/messages/browse";
import { knownMessages } from "../../lib/known-messages";

/** A browse message a shared schema gave in English (review form, delivery check), in the page's language (lib/known-messages.ts). */
export const useKnownMessage = knownMessages(browseMessages);
