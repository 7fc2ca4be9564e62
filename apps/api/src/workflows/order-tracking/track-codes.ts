import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { normalizeEmail } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { normalizeMobile } from "@vayu/shared/mobile";
import { TRACK_CODE_MAX_TRIES, TRACK_CODE_TTL_MINUTES, trackContact, type TrackRequestBodyType, type TrackVerifyBodyType, type TrackedOrderType } from "@vayu/shared/tracking";
import type { Db } from "../../db/client";
import { HttpError, badRequest } from "../../http/errors";
import type { Locale } from "@vayu/shared/locale";
import { greetingMail } from "../../mail/layout";
import { mailLanguage } from "../../mail/language";
import type { Mailer } from "../../mail/outbox";
import type { MessageOutbox } from "../../messaging/outbox";
import { users } from "../../domains/accounts/tables";
import { findOrderRecord, orderDetail } from "../../domains/orders/order-detail";
import { orders } from "../../domains/orders/tables";
import { currentMailStore } from "../../domains/settings/service";
import { trackCodes } from "./tables";
import { trackedView } from "./tracked-view";

export interface TrackDeps {
  db: Db;
  mailer: Mailer;
  messages: MessageOutbox;
  publicUrl: string;
  secret: string;
  log: FastifyBaseLogger;
}

/** The code as stored: an HMAC with the app's secret, bound to its order (a table dump does not give the codes away). */
const hashCode = (secret: string, orderId: string, code: string) => createHmac("sha256", `track-code:${secret}`).update(`${orderId}:${code}`).digest("hex");

/** The order `orderNumber` with the mobile number and e-mail it may be tracked with. */
async function orderWithContacts(db: Db, orderNumber: number) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, address: orders.address, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}

/** "phone:<10 digits>" or "email:<address>" when `contact` is the order's, else null. */
function matchingContact(order: { address: { mobile: string }; email: string | null }, contact: string): string | null {
  const given = trackContact(contact);
  if (!given) return null;
  if (given.kind === "phone") return normalizeMobile(order.address.mobile) === given.phone ? `phone:${given.phone}` : null;
  // A phone account may have no e-mail: then only its number matches.
  return order.email !== null && normalizeEmail(order.email) === given.email ? `email:${given.email}` : null;
}

/**
 * POST /track/request: when the order number and contact match, a new six-digit code goes to
 * that phone by SMS or to that e-mail; either way the caller gets the same answer (no telling
 * which orders or contacts exist).
 */
export async function requestTrackCode(deps: TrackDeps, body: TrackRequestBodyType, locale: Locale = "en"): Promise<void> {
  const order = await orderWithContacts(deps.db, body.orderNumber);
  const contact = order ? matchingContact(order, body.contact) : null;
  if (!order || !contact) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const store = await currentMailStore(deps.db);
  const queued = await deps.db.transaction(async (tx) => {
    // A new code replaces the order's earlier ones.
    await tx.delete(trackCodes).where(eq(trackCodes.orderId, order.id));
    await tx.insert(trackCodes).values({
      orderId: order.id,
      contact,
      codeHash: hashCode(deps.secret, order.id, code),
      expiresAt: sql`now() + ${`${TRACK_CODE_TTL_MINUTES} minutes`}::interval`,
    });
    if (contact.startsWith("phone:")) {
      const params = { code, store: store.storeName, order: String(order.orderNumber), domain: new URL(deps.publicUrl).host };
      return { mail: undefined, sms: await deps.messages.enqueue(tx, [{ channel: "sms", to: contact.slice("phone:".length), template: "track_code", params, locale, orderId: order.id }]) };
    }
    const language = mailLanguage(locale);
    const values = { code, store: store.storeName, order: order.orderNumber, minutes: TRACK_CODE_TTL_MINUTES };
    const mail = greetingMail({
      to: contact.slice("email:".length),
      name: order.name,
      subject: language.t(/*i18n*/ { id: "mail.track.subject", message: "{code} is your code to track {store} order #{order}" }, values),
      headline: language.t(/*i18n*/ { id: "mail.track.headline", message: "Track order #{order}" }, values),
      paragraphs: [
        language.t(/*i18n*/ { id: "mail.track.code", message: "Your code to see order #{order} is {code}. It expires in {minutes} minutes." }, values),
        language.t(/*i18n*/ {
          id: "mail.track.ignore",
          message: "If you did not ask for it, you can ignore this e-mail: nobody can see the order without the code.",
        }),
      ],
      link: {
        text: language.t(/*i18n*/ { id: "mail.track.linkText", message: "Track your order" }),
        label: language.t(/*i18n*/ { id: "mail.track.linkLabel", message: "Enter the code" }),
        url: language.url(deps.publicUrl, "/track"),
      },
      store,
      language,
    });
    return { sms: undefined, mail: await deps.mailer.enqueue(tx, [mail]) };
  });
  if (queued.sms) await deps.messages.deliver(queued.sms);
  if (queued.mail) await deps.mailer.deliver(queued.mail);
}

const wrongCode = () => badRequest(messages.track.codeWrong, { field: "code" });

/** The read-only view of one order, by its id. */
export async function trackedOrder(db: Db, orderId: string): Promise<TrackedOrderType | null> {
  const record = await findOrderRecord(db, orderId);
  return record ? trackedView(orderDetail(record)) : null;
}

/**
 * POST /track/verify: the order's read-only view for its latest unexpired code given with the
 * same contact; each wrong code counts, and after 5 the code is dead (429) until a new one is asked for.
 */
export async function verifyTrackCode(deps: TrackDeps, body: TrackVerifyBodyType): Promise<TrackedOrderType> {
  const order = await orderWithContacts(deps.db, body.orderNumber);
  const contact = order ? matchingContact(order, body.contact) : null;
  if (!order || !contact) throw wrongCode();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: trackCodes.id, codeHash: trackCodes.codeHash, tries: trackCodes.tries, live: sql<boolean>`${trackCodes.expiresAt} > now()` })
      .from(trackCodes)
      .where(and(eq(trackCodes.orderId, order.id), eq(trackCodes.contact, contact)))
      .orderBy(desc(trackCodes.createdAt))
      .limit(1)
      .for("update");
    if (!row || !row.live) return "wrong" as const;
    if (row.tries >= TRACK_CODE_MAX_TRIES) return "spent" as const;
    const given = Buffer.from(hashCode(deps.secret, order.id, body.code));
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await tx.update(trackCodes).set({ tries: row.tries + 1 }).where(eq(trackCodes.id, row.id));
      return row.tries + 1 >= TRACK_CODE_MAX_TRIES ? ("spent" as const) : ("wrong" as const);
    }
    // Used once: the code opens the order now and never again.
    await tx.delete(trackCodes).where(eq(trackCodes.orderId, order.id));
    return "right" as const;
  });
  if (outcome === "spent") throw new HttpError(429, messages.track.codeTooManyTries, { field: "code" });
  if (outcome === "wrong") throw wrongCode();
  const view = await trackedOrder(deps.db, order.id);
  if (!view) throw wrongCode();
  return view;
}
