import { WifiOff } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { buttonClasses } from "../../components/ui/Button";
import { PageMeta } from "../../components/ui/PageMeta";

/**
 * What the service worker shows without a network (docs/decisions/336-installable-store.md): in
 * place of a page this device has not kept, or, with `?for=action`, after a form that needs the
 * network. Kept without its scripts, so its links are plain links and "Try again" reloads the URL
 * the shopper asked for.
 */
export default function OfflinePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const forAction = params.get("for") === "action";
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageMeta title={t`You are offline`} />
      <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <WifiOff className="size-10" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        <Trans>You are offline</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        {forAction ? (
          <Trans>This needs the network, and nothing was sent. Please try again when you are back online.</Trans>
        ) : (
          <Trans>This page is not saved on this device. The pages you have opened before still open without the network.</Trans>
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* An empty href is the page the shopper asked for: the offline page is shown in its place. */}
        <a href="" className={buttonClasses("primary", "lg")}>
          <Trans>Try again</Trans>
        </a>
        <Link to="/" className={buttonClasses("outline", "lg")}>
          <Trans>Go Back Home</Trans>
        </Link>
      </div>
    </div>
  );
}
