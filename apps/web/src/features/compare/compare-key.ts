/** Where the chosen products are kept on the device, and the event a change on this page sends (docs/decisions/330-compare-products.md). */
export const COMPARE_KEY = "vayu.compare";
export const COMPARE_CHANGED = "vayu:compare";

/** The Compare box's label, on a card or on the product page, the same before and after its code loads. */
/* eslint-disable lingui/no-unlocalized-strings -- class names, not text */
export const toggleClasses = {
  card: "inline-flex cursor-pointer items-center gap-2 text-xs font-medium text-slate-600 select-none hover:text-brand-700",
  page: "inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-600 select-none hover:text-brand-700",
};
/* eslint-enable lingui/no-unlocalized-strings */
