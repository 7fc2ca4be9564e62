import { useLocation, useParams, type ActionFunctionArgs } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { LocalisedLink as Link, useLocalisedPath } from "../../components/LocalisedLink";
import { useFormats, localeOfRequest } from "../../lib/i18n";
import { localeOfPath } from "@vayu/shared/locale";
import { actionTexts } from "../../components/order/action-texts";
import { MapPin, PackageX } from "lucide-react";
import type { OrderDetailType } from "@vayu/shared/orders";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { Button, buttonClasses } from "../../components/ui/Button";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { ApiError, errorMessage } from "../../lib/api";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import type { Prefetch } from "../../lib/prefetch";
import { getSession } from "../../lib/session";
import { AddressLines } from "../../components/ui/AddressLines";
import { OrderStatusPill } from "../../components/order/OrderStatusPill";
import { ReturnedToOriginNote } from "../../components/order/ReturnedToOriginNote";
import { OrderTimeline } from "../../components/order/OrderTimeline";
import { DeliveryPromise } from "../../components/order/DeliveryPromise";
import {
  afterDeliveryQuery,
  bookInstallation,
  cancelInstallation,
  registerWarranty,
} from "./api/after-delivery";
import { orderQuery, postOrderAction, useOrder } from "./api/order";
import {
  BOOK_INSTALLATION_INTENT,
  CANCEL_INSTALLATION_INTENT,
  REGISTER_WARRANTY_INTENT,
} from "./after-delivery-intents";
import { CANCEL_COD_INTENT, CodConfirmation, CONFIRM_COD_INTENT } from "./CodConfirmation";
import { OrderItems } from "./OrderItems";
import { OrderPayment } from "./OrderPayment";
import { OrderPlacedBanner } from "./OrderPlacedBanner";
import { OrderRefunds } from "./OrderRefunds";
import { OrderSection } from "./OrderSection";
import { OrderShipment } from "./OrderShipment";
import { laterAfterDelivery, laterCancelOrder, laterRequestReturn, loadOrderForms } from "./later-order-forms";

/**
 * The shopper's order, read before the server renders the page so its forms work without
 * JavaScript, and the code of the forms the browser loads after the page (lib/later-part.tsx).
 */
export const prefetch: Prefetch = async ({ queryClient, params, url }) => {
  const session = getSession();
  if (!session || !params.id) return;
  await Promise.all([loadOrderForms(localeOfPath(url.pathname)), queryClient.prefetchQuery(orderQuery(session.user._id, params.id))]);
  if (queryClient.getQueryData(orderQuery(session.user._id, params.id).queryKey)?.orderStatus === "Delivered")
    await queryClient.prefetchQuery(afterDeliveryQuery(session.user._id, params.id));
};

/** The after-delivery forms' work (docs/decisions/334-installation-and-warranty.md): the toast it leaves. */
async function afterDeliveryAction(
  orderId: string,
  intent: string,
  form: FormData,
  messages: ReturnType<typeof actionTexts>["messages"],
) {
  if (intent === BOOK_INSTALLATION_INTENT) {
    const slot = fieldOf(form, "slot") === "afternoon" ? "afternoon" : "morning";
    await bookInstallation(orderId, { date: fieldOf(form, "date"), slot });
    return messages.afterDelivery.booked;
  }
  if (intent === CANCEL_INSTALLATION_INTENT) {
    await cancelInstallation(orderId);
    return messages.afterDelivery.cancelled;
  }
  await registerWarranty(orderId, fieldOf(form, "itemId"), fieldOf(form, "serialNumber"));
  return messages.afterDelivery.registered;
}

const AFTER_DELIVERY_INTENTS: readonly string[] = [
  BOOK_INSTALLATION_INTENT,
  CANCEL_INSTALLATION_INTENT,
  REGISTER_WARRANTY_INTENT,
];

/**
 * Confirm or Cancel of a cash-on-delivery order, and the after-delivery forms, posted before or without JavaScript
 * (docs/decisions/195-forms-before-javascript.md, docs/decisions/305-cod-confirmation.md).
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<Response> {
  const form = await request.formData();
  const orderId = params.id ?? "";
  const { messages, path } = actionTexts(localeOfRequest(request));
  const back = returnPathOf(form, path(`/orders/${orderId}`));
  const intent = fieldOf(form, "intent");
  if (AFTER_DELIVERY_INTENTS.includes(intent)) {
    try {
      return redirectWithToast(back, {
        kind: "success",
        message: await afterDeliveryAction(orderId, intent, form, messages),
      });
    } catch (error) {
      if (isSignedOut(error)) return sendToLogin(back);
      return redirectWithToast(back, {
        kind: "error",
        message: errorMessage(error, messages.afterDelivery.failed),
      });
    }
  }
  if (intent !== CONFIRM_COD_INTENT && intent !== CANCEL_COD_INTENT) return redirectWithToast(back, null);
  const confirming = intent === CONFIRM_COD_INTENT;
  try {
    await postOrderAction(orderId, confirming ? "confirm" : "cancel", {});
    return redirectWithToast(back, {
      kind: "success",
      message: confirming ? messages.codConfirm.confirmed : messages.codConfirm.cancelled,
    });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return redirectWithToast(back, { kind: "error", message: errorMessage(error, messages.codConfirm.failed) });
  }
}

/** /orders/:id: one order's timeline, items, money, tracking and refunds, with confirm, cancel and return. */
export default function OrderPage() {
  const { id = "" } = useParams();
  return (
    <RequireLogin>
      <OrderView orderId={id} />
    </RequireLogin>
  );
}

function OrderView({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <PageContainer className="max-w-5xl">
        <div className="space-y-4" role="status" aria-label={t`Loading your order`}>
          <div className="h-10 w-64 animate-pulse rounded-lg bg-white ring-1 ring-slate-200" />
          <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
        </div>
      </PageContainer>
    );
  }
  if (order.isError) {
    const missing =
      order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <PageContainer className="max-w-5xl">
        <div
          role="alert"
          className="mx-auto max-w-md rounded-xl bg-white p-8 text-center ring-1 ring-slate-200"
        >
          <PackageX className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-ink">
            {missing ? t`We could not find this order.` : t`We could not load this order.`}
          </p>
          <div className="mt-4 flex justify-center gap-3">
            {!missing && (
              <Button variant="outline" onClick={() => void order.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            )}
            <Link to="/orders" className={buttonClasses("primary")}>
              <Trans>My Orders</Trans>
            </Link>
          </div>
        </div>
      </PageContainer>
    );
  }
  return <OrderDetailView order={order.data} />;
}

/** The checkout sends the shopper here with `{ placed: true }` right after placing the order. */
function OrderDetailView({ order }: { order: OrderDetailType }) {
  const { t } = useLingui();
  const localised = useLocalisedPath();
  const placedAt = useFormats().dateTime(order.createdAt);
  const justPlaced = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  const number = order.number;
  return (
    <PageContainer className="max-w-5xl">
      <PageMeta title={t`Order #${number}`} />
      <Breadcrumbs items={[{ label: t`My Orders`, to: localised("/orders") }, { label: t`Order #${number}` }]} />
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <Trans>Order #{number}</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Placed on <time dateTime={order.createdAt}>{placedAt}</time>
            </Trans>
          </p>
          <DeliveryPromise order={order} className="mt-2" />
        </div>
        <OrderStatusPill status={order.orderStatus} />
      </header>

      {justPlaced && <OrderPlacedBanner order={order} />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          {order.orderStatus === "Awaiting confirmation" ? (
            <CodConfirmation order={order} />
          ) : (
            order.cancellable && <laterCancelOrder.Part order={order} />
          )}
          {order.orderStatus === "Returned to origin" && <ReturnedToOriginNote />}
          {order.returnableUntil && <laterRequestReturn.Part order={order} returnableUntil={order.returnableUntil} />}
          {order.tracking && <OrderShipment tracking={order.tracking} />}
          {order.orderStatus === "Delivered" && <laterAfterDelivery.Part orderId={order._id} />}
          <OrderSection title={t`Order status`}>
            <OrderTimeline entries={order.history} label={t`Status history of order ${number}`} />
          </OrderSection>
          <OrderItems order={order} />
        </div>

        <div className="min-w-0 space-y-5">
          <OrderPayment order={order} />
          {order.refunds.length > 0 && (
            <OrderRefunds refunds={order.refunds} cashOnDelivery={order.paymentType === "COD"} />
          )}
          <OrderSection
            title={t`Delivery address`}
            icon={<MapPin className="size-4 text-brand-600" aria-hidden />}
          >
            <AddressLines address={order.address} />
          </OrderSection>
        </div>
      </div>
    </PageContainer>
  );
}
