import { messages, promotionPhrases } from "../messages";
import { accountMessages } from "./account";
import { browseMessages } from "./browse";
import { buyingMessages } from "./buying";
import { contentMessages } from "./content";
import { infoMessages } from "./info";
import { laterMessages } from "./later";
import { shellMessages } from "./shell";

/**
 * Every message of ../messages.ts as catalogue descriptors, for the API, which answers in every
 * language (apps/api/src/i18n). The storefront takes one area's at a time (`useMessages`). The info
 * area's `contact` is part of the content area's, which comes after it.
 */
export const allMessages = {
  ...accountMessages,
  ...browseMessages,
  ...laterMessages,
  ...buyingMessages,
  ...infoMessages,
  ...contentMessages,
  ...shellMessages,
};

/** The English the descriptors stand for, exactly as the spec has it: a message missing from a catalogue shows this. */
export const englishMessages = { ...messages, promotionPhrases };
