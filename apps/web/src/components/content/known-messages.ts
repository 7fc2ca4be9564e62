import { contentMessages } from "@vayu/shared/messages/content";
import { knownMessages } from "../../lib/known-messages";

/** A content message (contact and complaint forms: messages/content.ts) a shared schema gave in English, in the page's language. */
export const useContentMessage = knownMessages(contentMessages);
