import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A message the store wrote to its outbox folder instead of sending it (docs/product/phone-messages.md). */
export interface OutboxMessage {
  file: string;
  to: string;
  template: string;
  text: string;
  params: Record<string, string>;
}

/** The messages of one channel in a store's outbox (DATA_DIR/outbox/<channel>/), oldest first. */
export function outboxMessages(dataDir: string, channel: "sms" | "whatsapp"): OutboxMessage[] {
  const folder = path.join(dataDir, "outbox", channel);
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({ file, ...(JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Omit<OutboxMessage, "file">) }));
}

/** The messages of `template` about order `number`. */
export const forOrder = (dataDir: string, channel: "sms" | "whatsapp", template: string, number: number) =>
  outboxMessages(dataDir, channel).filter((m) => m.template === template && m.params.order === String(number));

/** The code of the newest SMS to `phone` (10 digits) written after the files in `before`, or "". */
export function newestCode(dataDir: string, phone: string, before: ReadonlySet<string>): string {
  const codes = outboxMessages(dataDir, "sms").filter((sms) => !before.has(sms.file) && sms.to.endsWith(phone) && sms.params.code);
  return codes.at(-1)?.params.code ?? "";
}

/** The SMS files there are now, so a later `newestCode` reads only what came after. */
export const smsFiles = (dataDir: string) => new Set(outboxMessages(dataDir, "sms").map((sms) => sms.file));

/** The signed order link (`/track?t=`) a message carries, as a path to open on the store. */
export function orderLinkOf(message: OutboxMessage): string {
  const link = new URL(/https?:\/\/\S+\/track\?t=\S+/.exec(message.text)![0]);
  return `${link.pathname}${link.search}`;
}
