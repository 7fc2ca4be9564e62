import type { AuditChangeType } from "@vayu/shared/audit";
import { formatPaise, formatRupees } from "@vayu/shared/money";

/**
 * An audit entry's before and after (JSON as the write stored it) as the lines a person reads:
 * "Price: ₹1,200.00 → ₹999.00", labels instead of field names, rupees instead of paise
 * (docs/decisions/188-staff-messages-and-readable-audit.md). Entries written before amounts
 * were stored in rupees carry `…Paise` fields: they read the same.
 */

/** Labels of fields whose name does not read well once split into words; `parent.child` for nested ones. */
const LABELS: Record<string, string> = {
  active: "Shown in the store",
  showToShopper: "Note shown to the shopper",
  restock: "Back to stock",
  refundable: "Still refundable",
  hsn: "HSN code",
  gstRate: "GST rate",
  categoryId: "Category",
  subcategoryId: "Subcategory",
  image: "Picture",
  images: "Pictures",
  units: "Refunded units",
  "tracking.courier": "Courier name",
  "tracking.number": "Tracking number",
  "tracking.url": "Tracking link",
  "line.title": "Refunded product",
  "line.quantity": "Refunded units",
  "line.unitPricePaise": "Unit price",
};

/** Fields in rupees (the JSON contract's amounts); any field ending in `Paise` is in paise. */
const RUPEE_FIELDS = new Set([
  "amount",
  "refundable",
  "price",
  "salePrice",
  "totalAmount",
  "subtotal",
  "shippingFee",
  "codCharge",
  "discount",
]);

/** Ids and timestamps say nothing a person can check in the entry itself. */
const HIDDEN = new Set(["_id", "id", "createdAt", "updatedAt", "productId", "refundId", "line.productId"]);

/** What a reader looks for first; the rest follows in the stored order (the database's, for JSON keys). */
const FIRST = [
  "status",
  "amount",
  "amountPaise",
  "units",
  "line.title",
  "line.quantity",
  "restock",
  "reason",
  "note",
];
const rank = (path: string) => (FIRST.includes(path) ? FIRST.indexOf(path) : FIRST.length);

const MAX_TEXT = 120;

function words(name: string): string {
  const spaced = name
    .replace(/Paise$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function label(path: string, name: string, parentLabel: string | null): string {
  const known = LABELS[path] ?? LABELS[name.replace(/Paise$/, "")];
  if (known) return known;
  return parentLabel ? `${parentLabel}: ${words(name).toLowerCase()}` : words(name);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function show(name: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") {
    if (name.endsWith("Paise")) return formatPaise(value);
    if (RUPEE_FIELDS.has(name)) return formatRupees(value);
    if (name === "gstRate") return `${value}%`;
    return value.toLocaleString("en-IN");
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (value.every((item) => typeof item === "string" && /^(https?:)?\//.test(item)))
      return `${value.length} ${value.length === 1 ? "file" : "files"}`;
    if (value.every((item) => typeof item === "string" || typeof item === "number"))
      return truncate(value.join(", "));
    return `${value.length} ${value.length === 1 ? "item" : "items"}`;
  }
  if (isRecord(value)) return typeof value.name === "string" ? value.name : null;
  return truncate(String(value));
}

const truncate = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** Nested records (tracking, a refunded line) read field by field; a record with a name reads as its name. */
function flatten(
  value: unknown,
  prefix = "",
  parentLabel: string | null = null,
  into = new Map<string, { label: string; text: string | null }>(),
) {
  if (!isRecord(value)) return into;
  for (const [name, field] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (HIDDEN.has(path) || HIDDEN.has(name)) continue;
    const fieldLabel = label(path, name, parentLabel);
    if (isRecord(field) && typeof field.name !== "string") flatten(field, path, fieldLabel, into);
    else into.set(path, { label: fieldLabel, text: show(name, field) });
  }
  return into;
}

/** The fields that differ between `before` and `after`, in the order they appear. */
export function auditChanges(before: unknown, after: unknown): AuditChangeType[] {
  const [from, to] = [flatten(before), flatten(after)];
  const changes: AuditChangeType[] = [];
  const paths = [...new Set([...from.keys(), ...to.keys()])].sort((a, b) => rank(a) - rank(b));
  for (const path of paths) {
    const old = from.get(path)?.text ?? null;
    const now = to.get(path)?.text ?? null;
    if (old === now) continue;
    changes.push({ field: (to.get(path) ?? from.get(path))!.label, from: old, to: now });
  }
  return changes;
}
