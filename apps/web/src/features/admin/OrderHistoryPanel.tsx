import type { AdminHistoryEntryType, AdminOrderDetailType } from "@vayu/shared/admin";
import { OrderTimeline } from "../../components/order/OrderTimeline";
import { OrderPanel as Panel } from "./OrderPanel";

/** Staff notes are internal unless shown (docs/decisions/187-safe-staff-order-actions.md): each says which. */
function noteTag({ note, shopperNote }: AdminHistoryEntryType): string | undefined {
  if (!note) return undefined;
  if (shopperNote === note) return "Shown to the shopper";
  return shopperNote ? `Internal; the shopper sees “${shopperNote}”` : "Internal note";
}

const byWhom = (entry: AdminHistoryEntryType) =>
  entry.actor.role === "system"
    ? "the store"
    : `${entry.actor.name ?? "someone"} (${entry.actor.role === "staff" ? "staff" : "shopper"})`;

/** The order's history: each move with who made it and whose eyes its note is for. */
export function OrderHistoryPanel({ order }: { order: AdminOrderDetailType }) {
  return (
    <Panel title="History">
      <OrderTimeline
        entries={order.history.map((entry) => ({
          ...entry,
          by: byWhom(entry),
          noteTag: noteTag(entry),
        }))}
        label={`History of order ${order.number}`}
      />
    </Panel>
  );
}
