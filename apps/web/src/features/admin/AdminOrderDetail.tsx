import { ArrowLeft } from "lucide-react";
import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { Button } from "../../components/ui/Button";
import { LoadError } from "../../components/ui/LoadError";
import { AddressLines } from "../../components/ui/AddressLines";
import { formatDateTime } from "../../lib/order-format";
import { DeliveryPromise } from "../../components/order/DeliveryPromise";
import { OrderStatusPill } from "../../components/order/OrderStatusPill";
import { useAdminOrder } from "./api/orders";
import { OrderCustomerPanel, OrderShipmentPanel } from "./OrderContactPanels";
import { OrderDocuments } from "./OrderDocuments";
import { OrderHistoryPanel } from "./OrderHistoryPanel";
import { OrderItemsPanel } from "./OrderItemsPanel";
import { OrderMessagesPanel } from "./OrderMessagesPanel";
import { OrderPanel as Panel } from "./OrderPanel";
import { OrderPaymentPanel } from "./OrderPaymentPanel";
import { OrderRefundForm } from "./OrderRefundForm";
import { OrderRefundsPanel } from "./OrderRefundsPanel";
import { OrderStatusForm } from "./OrderStatusForm";
import { CodRiskPanel, RtoReceivedPanel } from "./ReturnToOriginPanels";

/** One order for staff: contact, address, payment and refund ids, history with who, and the actions the graph allows. */
export function AdminOrderDetailView({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const order = useAdminOrder(orderId);
  return (
    <section aria-label="Order detail">
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-3 -ml-2">
        <ArrowLeft className="size-4" aria-hidden />
        All orders
      </Button>
      {order.isPending ? (
        <div
          className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
          role="status"
          aria-label="Loading the order"
        />
      ) : order.isError ? (
        <LoadError onRetry={() => void order.refetch()} />
      ) : (
        <Detail order={order.data} />
      )}
    </section>
  );
}

function Detail({ order }: { order: AdminOrderDetailType }) {
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink">Order #{order.number}</h2>
          <p className="text-sm text-slate-600">Placed {formatDateTime(order.createdAt)}</p>
          <DeliveryPromise order={order} className="mt-1" />
        </div>
        <OrderStatusPill status={order.orderStatus} />
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <OrderStatusForm order={order} />
          <RtoReceivedPanel order={order} />
          <OrderHistoryPanel order={order} />
          <OrderItemsPanel order={order} />
          <OrderRefundForm order={order} />
        </div>
        <div className="min-w-0 space-y-4">
          <Panel title="Documents">
            <OrderDocuments order={order} />
          </Panel>
          <OrderCustomerPanel order={order} />
          <Panel title="Delivery address">
            <AddressLines address={order.address} />
          </Panel>
          {order.tracking && <OrderShipmentPanel tracking={order.tracking} />}
          <OrderPaymentPanel order={order} />
          {order.codRisk && <CodRiskPanel risk={order.codRisk} />}
          <OrderRefundsPanel order={order} />
          <OrderMessagesPanel orderId={order._id} />
        </div>
      </div>
    </div>
  );
}
