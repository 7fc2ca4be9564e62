import { codShopperReason, type CodAvailabilityResponseType } from "@vayu/shared/cod-rules";
import { formatPaiseShort, rupeesToPaise, type Paise } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { judgeCodCase, logCodDecision } from "../../domains/cod-rules/index";
import { getSettings } from "../../domains/settings/service";

/** The saving's words in the reason ("₹50"), or none without a prepaid offer. */
export const savingText = (savingPaise: Paise) => (savingPaise > 0 ? formatPaiseShort(savingPaise) : null);

/**
 * `GET /api/checkout/cod`: may the shopper pay this order on delivery under the store's COD
 * rules (docs/decisions/307-cod-rules-at-checkout.md)? A refusal is logged (once an hour per
 * shopper, pincode, rule and value) and answered in the store's words, never naming the rule.
 */
export async function codAvailability(
  db: DbOrTx,
  userId: string,
  query: { pincode: string; total: number; saving?: number | undefined },
): Promise<CodAvailabilityResponseType> {
  const settings = await getSettings(db);
  const input = { userId, pincode: query.pincode, totalPaise: rupeesToPaise(query.total) };
  const verdict = await judgeCodCase(db, settings, input);
  if (verdict.available) return { available: true, reason: null };
  await logCodDecision(db, input, verdict);
  return { available: false, reason: codShopperReason(verdict, savingText(rupeesToPaise(query.saving ?? 0))) };
}
