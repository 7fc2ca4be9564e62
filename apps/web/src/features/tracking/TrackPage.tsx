import { Trans } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages, localeOfRequest } from "../../lib/i18n";
import { useKnownMessage } from "../../components/order/known-messages";
import { LocalisedLink } from "../../components/LocalisedLink";
import { actionTexts } from "../../components/order/action-texts";
import { MOBILE_INPUT_MAX_LENGTH } from "@vayu/shared/mobile-input";
import type { TrackedOrderType } from "@vayu/shared/tracking";
import { CircleAlert } from "lucide-react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Form, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs } from "react-router";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { TextField } from "../../components/ui/TextField";
import { ApiError, errorMessage } from "../../lib/api";
import type { Prefetch } from "../../lib/prefetch";
import { fieldErrorsOf, fieldOf, fieldsOf } from "../../lib/form-actions";
import { renderContext } from "../../lib/render-context";
import { TrackedOrderView } from "./TrackedOrderView";
import { answerByLink, openOrderLink, requestTrackCode, verifyTrackCode } from "./track-api";

type Field = "orderNumber" | "contact" | "code";

/** Where the /track form is: asking for a code, entering it, or showing the order. */
export type TrackState =
  | { step: "request" | "code"; values: Partial<Record<Field, string>>; errors: Partial<Record<Field, string>>; sent?: string; failure?: string }
  | { step: "order"; order: TrackedOrderType; notice?: string; failure?: string };

/** The Confirm and Cancel forms of a COD order opened by its confirmation message's link. */
const ANSWERS = { "cod-confirm": "confirm", "cod-cancel": "cancel" } as const;
const answerOf = (intent: string) => (intent in ANSWERS ? ANSWERS[intent as keyof typeof ANSWERS] : null);

/** The two posts' schemas, loaded when one is checked, not with the page (docs/decisions/177-lean-first-load.md). */
const trackSchemas = () => import("@vayu/shared/tracking");

/** A refusal the shopper can act on (a wrong code, a limit), not the API being down. */
const refusedBy = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The /track form's two posts (docs/decisions/300-signed-order-links-and-track-codes.md), by
 * the server before or without JavaScript and in the browser once live
 * (docs/decisions/195-forms-before-javascript.md).
 */
export async function action({ request }: ActionFunctionArgs): Promise<TrackState> {
  const form = await request.formData();
  const { messages } = actionTexts(localeOfRequest(request));
  const answer = answerOf(fieldOf(form, "intent"));
  if (answer) return answerAction(answer, fieldOf(form, "orderId"), fieldOf(form, "t"), messages);
  const values = fieldsOf(form, ["orderNumber", "contact", "code"] as const);
  if (fieldOf(form, "intent") === "verify") {
    const { TrackVerifyBody } = await trackSchemas();
    const parsed = TrackVerifyBody.safeParse(values);
    if (!parsed.success) return { step: "code", values, errors: fieldErrorsOf(parsed.error.issues) };
    try {
      return { step: "order", order: (await verifyTrackCode(parsed.data)).order };
    } catch (error) {
      if (!refusedBy(error)) throw error;
      return { step: "code", values: { ...values, code: "" }, errors: { code: error.message || messages.track.codeWrong } };
    }
  }
  const { TrackRequestBody } = await trackSchemas();
  const parsed = TrackRequestBody.safeParse(values);
  if (!parsed.success) return { step: "request", values, errors: fieldErrorsOf(parsed.error.issues) };
  try {
    const { message } = await requestTrackCode(parsed.data);
    return { step: "code", values: { orderNumber: values.orderNumber, contact: values.contact }, errors: {}, sent: message };
  } catch (error) {
    if (!refusedBy(error)) throw error;
    return { step: "request", values, errors: {}, failure: error.message || messages.track.trackFailed };
  }
}

/**
 * Confirm or Cancel with the link's token (docs/decisions/305-cod-confirmation.md): the order as
 * it now stands, or as it was with the refusal (it was answered meanwhile, say).
 */
async function answerAction(
  answer: "confirm" | "cancel",
  orderId: string,
  token: string,
  messages: ReturnType<typeof actionTexts>["messages"],
): Promise<TrackState> {
  try {
    const { order } = await answerByLink(orderId, answer, token);
    return { step: "order", order, notice: answer === "confirm" ? messages.codConfirm.confirmed : messages.codConfirm.cancelled };
  } catch (error) {
    if (!refusedBy(error)) throw error;
    const failure = error.message || messages.codConfirm.failed;
    try {
      return { step: "order", order: (await openOrderLink(token)).order, failure };
    } catch {
      return { step: "request", values: {}, errors: {}, failure };
    }
  }
}

/** A signed link from an order message: `/track?t=<token>` opens that one order. */
function orderLinkQuery(token: string) {
  return queryOptions({ queryKey: ["order-link", token], queryFn: async () => (await openOrderLink(token)).order, retry: false });
}

/** The linked order, read before the server renders the page (lib/prefetch.ts). */
export const prefetch: Prefetch = async ({ queryClient, url }) => {
  const token = url.searchParams.get("t");
  if (token) await queryClient.prefetchQuery(orderLinkQuery(token));
};

function Csrf() {
  return <input type="hidden" name="_csrf" value={renderContext().csrf} />;
}

function TrackForms({ state }: { state: Extract<TrackState, { step: "request" | "code" }> | undefined }) {
  const messages = useMessages(buyingMessages);
  const known = useKnownMessage();
  const busy = useNavigation().state === "submitting";
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const codeStep = state?.step === "code";
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <Form method="post" replace noValidate className="space-y-4" aria-label={messages.track.pageTitle}>
        <Csrf />
        <input type="hidden" name="intent" value="request" />
        {state?.failure && <FormAlert message={known(state.failure)} />}
        <TextField
          label={messages.track.orderNumberLabel}
          name="orderNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          defaultValue={values.orderNumber ?? ""}
          error={codeStep || !errors.orderNumber ? undefined : known(errors.orderNumber)}
          readOnly={codeStep}
        />
        <TextField
          label={messages.track.contactLabel}
          name="contact"
          autoComplete="tel"
          maxLength={Math.max(MOBILE_INPUT_MAX_LENGTH, 254)}
          defaultValue={values.contact ?? ""}
          error={codeStep || !errors.contact ? undefined : known(errors.contact)}
          readOnly={codeStep}
        />
        <Button type="submit" variant={codeStep ? "outline" : "primary"} disabled={busy} className="w-full sm:w-auto">
          {codeStep ? messages.track.newCode : messages.track.sendCode}
        </Button>
      </Form>
      {codeStep && (
        <Form method="post" replace noValidate className="space-y-4 border-t border-slate-100 pt-4">
          <Csrf />
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="orderNumber" value={values.orderNumber ?? ""} />
          <input type="hidden" name="contact" value={values.contact ?? ""} />
          {state.sent && (
            <p role="status" className="text-sm text-slate-700">
              {known(state.sent)}
            </p>
          )}
          <TextField
            label={messages.track.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            defaultValue=""
            error={errors.code && known(errors.code)}
          />
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {messages.track.showOrder}
          </Button>
        </Form>
      )}
    </div>
  );
}

/** The link's Confirm and Cancel buttons; the one the shopper's link named comes first. */
function AnswerForms({ orderId, token, first }: { orderId: string; token: string; first: string | null }) {
  const messages = useMessages(buyingMessages);
  const busy = useNavigation().state === "submitting";
  const intents = first === "cancel" ? (["cod-cancel", "cod-confirm"] as const) : (["cod-confirm", "cod-cancel"] as const);
  return (
    <section aria-labelledby="cod-answer" className="mb-5 space-y-3 rounded-xl bg-yellow-50 p-4 ring-1 ring-yellow-300 sm:p-5">
      <h2 id="cod-answer" className="text-base font-semibold text-ink">
        {messages.codConfirm.heading}
      </h2>
      <p className="text-sm text-slate-700">{messages.codConfirm.intro}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {intents.map((intent, i) => (
          <Form key={intent} method="post" replace>
            <Csrf />
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="orderId" value={orderId} />
            <input type="hidden" name="t" value={token} />
            <Button type="submit" variant={i === 0 ? "primary" : "outline"} disabled={busy} className="w-full sm:w-auto">
              {intent === "cod-confirm" ? messages.codConfirm.confirm : messages.codConfirm.cancel}
            </Button>
          </Form>
        ))}
      </div>
    </section>
  );
}

/** /track: an order's steps and tracking without logging in, by a one-time code or a signed link. */
export default function TrackPage() {
  const messages = useMessages(buyingMessages);
  const known = useKnownMessage();
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const linked = useQuery({ ...orderLinkQuery(token), enabled: token !== "" });
  const linkError = token && linked.isError ? errorMessage(linked.error, messages.track.linkInvalid) : null;
  const state = useActionData<TrackState | undefined>();
  const order = state?.step === "order" ? state.order : (linked.data ?? null);
  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title={messages.track.pageTitle} />
      <PageHeading subtitle={order ? undefined : messages.track.pageIntro}>{messages.track.pageTitle}</PageHeading>
      {order ? (
        <>
          {state?.step === "order" && state.notice && (
            <p role="status" className="mb-5 rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
              {known(state.notice)}
            </p>
          )}
          {state?.step === "order" && state.failure && <FormAlert message={known(state.failure)} />}
          {order.answer && <AnswerForms orderId={order.answer.orderId} token={token} first={params.get("answer")} />}
          <TrackedOrderView order={order} />
          <p className="mt-4 text-sm">
            <LocalisedLink to="/track" className="font-semibold text-brand-700 underline">
              <Trans>Track another order</Trans>
            </LocalisedLink>
          </p>
        </>
      ) : (
        <>
          {token && linked.isPending && (
            <p role="status" className="mb-5 text-sm text-slate-600">
              <Trans>Opening the order…</Trans>
            </p>
          )}
          {linkError && !state && (
            <div role="alert" className="mb-5 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
              <p>{known(linkError)}</p>
            </div>
          )}
          <TrackForms state={state?.step === "order" ? undefined : state} />
        </>
      )}
    </PageContainer>
  );
}
