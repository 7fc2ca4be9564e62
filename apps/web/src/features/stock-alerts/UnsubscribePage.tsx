import { Trans, useLingui } from "@lingui/react/macro";
import { browseMessages } from "@vayu/shared/messages/browse";
import { BellOff, CircleAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { buttonClasses } from "../../components/ui/Button";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { Spinner } from "../../components/ui/Spinner";
import { errorMessage } from "../../lib/api";
import { useMessages } from "../../lib/i18n";
import { useUnsubscribeLink } from "./api/stock-alert";

/** Where a back-in-stock e-mail's unsubscribe link lands (docs/decisions/172-back-in-stock.md): no login needed. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useUnsubscribeLink(token);
  const failed = token === "" || link.isError;
  const { t } = useLingui();
  const messages = useMessages(browseMessages);

  return (
    <PageContainer>
      <PageMeta title={t`Unsubscribe`} />
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        {failed ? (
          <>
            <div className="mb-5 flex size-20 items-center justify-center rounded-full bg-red-50 text-red-600">
              <CircleAlert className="size-10" aria-hidden />
            </div>
            <h1 className="text-2xl font-bold text-ink">
              <Trans>Unsubscribe</Trans>
            </h1>
            <p className="mt-2 text-slate-600">
              {errorMessage(link.error, messages.stockAlerts.linkInvalid)}
            </p>
          </>
        ) : link.data ? (
          <>
            <div className="mb-5 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <BellOff className="size-10" aria-hidden />
            </div>
            <h1 className="text-2xl font-bold text-ink">
              <Trans>You are unsubscribed</Trans>
            </h1>
            <p className="mt-2 text-slate-600">{link.data.message}</p>
            <LocalisedLink
              to={`/product/${link.data.product._id}`}
              className={`${buttonClasses("primary", "lg")} mt-6`}
            >
              <Trans>View the product</Trans>
            </LocalisedLink>
          </>
        ) : (
          <p className="flex items-center gap-2 text-slate-600" role="status">
            <Spinner className="size-5 text-brand-600" /> <Trans>Unsubscribing…</Trans>
          </p>
        )}
      </div>
    </PageContainer>
  );
}
