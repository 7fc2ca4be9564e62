import { Trans, useLingui } from "@lingui/react/macro";
import { Outlet, useNavigation } from "react-router";
import { SessionWatcher } from "../../features/accounts/SessionWatcher";
import { paymentsConfigQuery } from "../../features/checkout/api/get-payments-config";
import { DemoPaymentsBanner } from "../../features/checkout/DemoPaymentsBanner";
import { CompareTray } from "../../features/compare/CompareTray";
import { localeOfPath } from "@vayu/shared/locale";
import type { Prefetch } from "../../lib/prefetch";
import { categoriesQuery } from "../../lib/queries/get-categories";
import { storeSettingsQuery } from "../../lib/queries/get-settings";
import { ChatWidget } from "./ChatWidget";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ScrollToTop } from "./ScrollToTop";

/** A thin bar while the next page's code loads, so a click never looks ignored. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useLingui();
  if (navigation.state === "idle") return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent-500"
      role="progressbar"
      aria-label={t`Loading page`}
    />
  );
}

/** Every page's menus, the store's settings and the demo payments notice. */
export const prefetchLayout: Prefetch = ({ queryClient, url }) =>
  Promise.all([
    queryClient.prefetchQuery(categoriesQuery(localeOfPath(url.pathname))),
    queryClient.prefetchQuery(storeSettingsQuery),
    queryClient.prefetchQuery(paymentsConfigQuery),
  ]);

export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <SessionWatcher />
      <DemoPaymentsBanner />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
      <CompareTray />
    </div>
  );
}
