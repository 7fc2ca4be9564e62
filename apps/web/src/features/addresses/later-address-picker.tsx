import { laterPart } from "../../lib/later-part";

/**
 * The checkout's address list, whose code (and its dialogs') loads once it nears the screen or is
 * first used, not with the page (lib/later-part.tsx, docs/decisions/177-lean-first-load.md). The
 * server renders it; before its code is in, an address chosen is the checkout form's (its `form`
 * attribute) and is given to the list once it is live.
 */
export const laterAddressPicker = laterPart(
  "address-picker",
  () => import("./AddressPicker").then((module) => module.AddressPicker),
  <div className="h-32 rounded-lg bg-slate-50" aria-busy="true" />,
);
