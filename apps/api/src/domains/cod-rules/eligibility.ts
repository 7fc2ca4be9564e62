import { and, desc, eq, type SQL } from "drizzle-orm";
import { codRuleText, judgeCod, type CodRules, type CodVerdict } from "@vayu/shared/cod-rules";
import { paiseToRupees, type Paise } from "@vayu/shared/money";
import type { CodDecisionsResponseType } from "@vayu/shared/cod-rules";
import type { DbOrTx } from "../../db/client";
import { userContacts } from "../accounts/index";
import { codHistory } from "../orders/index";
import { codDecisions } from "./tables";

/** One order as the COD rules see it. */
export interface CodCase {
  userId: string;
  pincode: string;
  totalPaise: Paise;
}

/**
 * May this shopper pay this order to this pincode on delivery
 * (docs/decisions/307-cod-rules-at-checkout.md)? The one judgement the checkout's question and
 * the COD placing both ask, so a crafted request meets the same rules.
 */
export async function judgeCodCase(
  db: DbOrTx,
  settings: { codRules: CodRules; codLimitPaise: Paise },
  input: CodCase,
  now = new Date(),
): Promise<CodVerdict> {
  const history = await codHistory(db, input.userId, input.pincode, now);
  return judgeCod(settings.codRules, settings.codLimitPaise, history, input.totalPaise);
}

const HOUR_MS = 60 * 60_000;

/**
 * Logs a decision: a refusal once per shopper, pincode, rule, value and hour (a reloaded
 * checkout does not write a row per render); a placed COD order once per order.
 */
export async function logCodDecision(
  db: DbOrTx,
  input: CodCase,
  verdict: CodVerdict,
  orderId: string | null = null,
  now = new Date(),
): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
  const dedupeKey = verdict.available
    ? `order:${orderId ?? `${input.userId}:${now.toISOString()}`}`
    : `refused:${input.userId}:${input.pincode}:${verdict.rule}:${input.totalPaise}:${hour}`;
  await db
    .insert(codDecisions)
    .values({
      userId: input.userId,
      pincode: input.pincode,
      orderValuePaise: input.totalPaise,
      allowed: verdict.available,
      rule: verdict.available ? null : verdict.rule,
      figures: verdict.available ? {} : verdict.figures,
      orderId,
      dedupeKey,
      at: now,
    })
    .onConflictDoNothing({ target: codDecisions.dedupeKey });
}

/** The log, newest first, for a shopper and/or a pincode (staff). */
export async function listCodDecisions(
  db: DbOrTx,
  filter: { userId?: string | undefined; pincode?: string | undefined; refused?: "true" | "false" | undefined },
  limit = 200,
): Promise<CodDecisionsResponseType["decisions"]> {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(codDecisions.userId, filter.userId));
  if (filter.pincode) conditions.push(eq(codDecisions.pincode, filter.pincode));
  if (filter.refused === "true") conditions.push(eq(codDecisions.allowed, false));
  const rows = await db
    .select()
    .from(codDecisions)
    .where(and(...conditions))
    .orderBy(desc(codDecisions.at))
    .limit(limit);
  const shoppers = new Map((await userContacts(db, rows.map((row) => row.userId))).map((c) => [c._id, { name: c.name, email: c.email }]));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    pincode: row.pincode,
    orderValue: paiseToRupees(row.orderValuePaise),
    allowed: row.allowed,
    rule: row.rule,
    ruleText: row.rule ? codRuleText(row.rule, row.figures) : null,
    figures: row.figures,
    orderId: row.orderId,
    at: row.at.toISOString(),
    shopper: shoppers.get(row.userId) ?? null,
  }));
}
