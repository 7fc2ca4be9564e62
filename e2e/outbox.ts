import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Undoes quoted-printable (soft breaks and =XX bytes, read as UTF-8) so links and text can be read from the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The e-mails to `to` in a store's outbox (`DATA_DIR/outbox/`) that contain `text`, oldest first, decoded. */
export function outboxMails(dataDir: string, to: string, text: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outbox, file), "utf8")))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(text));
}

/** A link of the mail as a path of this store (the mail names the store's public URL). */
export function linkIn(mail: string, pattern: RegExp): string {
  const link = pattern.exec(mail)?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in the e-mail`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
