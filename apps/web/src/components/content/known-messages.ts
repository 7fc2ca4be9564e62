import { contentMessages } from "@vayu/shared/messages/content";
import { infoMessages } from "@vayu/shared/messages/info";
import { knownMessages } from "../../lib/known-messages";

/** A content message (contact and complaint forms: messages/content.ts) a shared schema gave in English, in the page's language. */
export const useContentMessage = knownMessages(contentMessages);
/** An info message (the distributor and direct-dealer forms: messages/info.ts) a shared schema gave in English, in the page's language. */
export const useInfoMessage = knownMessages(infoMessages);
