import type { DispatchBatchQueryType } from "@vayu/shared/dispatch";
import { formatAddress } from "@vayu/shared/site-settings";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../settings/index";

/** The sender as the dispatch desk prints it: the store's settings now (docs/decisions/183-store-settings.md). */
export interface Shipper {
  storeName: string;
  legalName: string;
  /** The pickup address, on one line: where undelivered parcels come back to. */
  pickupAddress: string;
  phone: string;
  email: string;
}

export async function currentShipper(db: DbOrTx): Promise<Shipper> {
  const settings = await getSettings(db);
  return {
    storeName: settings.storeName,
    legalName: settings.legalName,
    pickupAddress: formatAddress(settings.pickupAddress, settings.state),
    phone: settings.phones[0] ?? "",
    email: settings.supportEmail,
  };
}

/** "9876543210" -> "+91 98765 43210": a mobile number as a courier reads it aloud. */
export const phoneText = (mobile: string) =>
  /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;

/** "labels-Packed-2026-11-26.pdf" */
export const batchFileName = (kind: "labels" | "packing-slips", query: DispatchBatchQueryType) =>
  `${kind}-${(query.status ?? "Packed").replaceAll(" ", "-")}${query.date ? `-${query.date}` : ""}.pdf`;
