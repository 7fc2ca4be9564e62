import { localeOfPath } from "@vayu/shared/locale";
import type { ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { accountMessages } from "@vayu/shared/messages/account";
import { useActionData, type ActionFunctionArgs } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { ChevronRight, Heart, LogOut, Package } from "lucide-react";
import { Button } from "../../components/ui/Button";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { RequireLogin } from "../../components/ui/RequireLogin";
import type { AccountAnswer } from "../../features/accounts/account-action";
import {
  laterAddresses,
  laterDeleteAccount,
  laterEmailForm,
  laterMobileForm,
  laterPasswordForm,
  laterProfileForm,
  loadAccountForms,
} from "./later-account-forms";
import { LogoutForm } from "../../features/accounts/LogoutForm";
import { SessionsSection } from "../../features/accounts/SessionsSection";
import type { AddressRefusal } from "../../features/addresses/address-action";
import { useAddresses } from "../../features/addresses/api/get-addresses";
import { getSession, useSession } from "../../lib/session";
import type { Prefetch } from "../../lib/prefetch";
import { useMessages } from "../../lib/i18n";
import { MessagePreferencesForm, messagePreferencesQuery } from "../../features/tracking/MessagePreferencesForm";

/**
 * The page's forms posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md),
 * by their intent; the action's code, with the schemas it checks by, loads with the post
 * (docs/decisions/177-lean-first-load.md).
 */
export async function action(args: ActionFunctionArgs) {
  return (await import("./account-page-action")).accountPageAction(args);
}

/**
 * The "Order updates" choices, read before the server renders the page so its form works without
 * JavaScript, and the code of the forms the browser loads after the page (lib/later-part.tsx).
 */
export const prefetch: Prefetch = async ({ queryClient, url }) => {
  const session = getSession();
  await Promise.all([loadAccountForms(localeOfPath(url.pathname)), session && queryClient.prefetchQuery(messagePreferencesQuery(session.user._id))]);
};

function Card({
  title,
  id,
  children,
  className = "",
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

const shortcuts: { to: string; label: MessageDescriptor; note: MessageDescriptor; icon: typeof Package }[] = [
  {
    to: "/orders",
    label: msg`My Orders`,
    note: msg`Track, cancel or return, and download invoices`,
    icon: Package,
  },
  { to: "/wishlist", label: msg`Wishlist`, note: msg`Products you saved for later`, icon: Heart },
];

function AccountSections() {
  const session = useSession();
  const addresses = useAddresses();
  const refused = useActionData<AddressRefusal | AccountAnswer | undefined>();
  const refusedAddress = refused?.intent === "address-save" ? refused : undefined;
  const { phoneLogin } = useMessages(accountMessages);
  const { t, i18n } = useLingui();
  if (!session) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={t`Profile`} id="profile-heading">
        <laterProfileForm.Part key={session.user._id} session={session} />
      </Card>
      {/* An account made with a mobile number has no e-mail, nor a password to change, until it adds them. */}
      {session.user.email ? (
        <Card title={phoneLogin.passwordLabel} id="password-heading">
          <laterPasswordForm.Part />
        </Card>
      ) : (
        <Card title={phoneLogin.addEmailTitle} id="email-heading">
          <laterEmailForm.Part session={session} />
        </Card>
      )}
      <Card title={phoneLogin.addPhoneTitle} id="mobile-heading">
        <laterMobileForm.Part session={session} />
      </Card>
      <Card title={t`Where you're logged in`} id="sessions-heading" className="lg:col-span-2">
        <SessionsSection />
      </Card>
      <Card title={t`Order updates`} id="order-updates-heading">
        <MessagePreferencesForm />
      </Card>
      <Card title={t`Saved addresses`} id="addresses-heading" className="lg:col-span-2">
        <laterAddresses.Part
          addresses={addresses.data ?? []}
          loading={addresses.isPending && addresses.fetchStatus !== "idle"}
          refused={refusedAddress}
        />
      </Card>
      <nav aria-label={t`Your shopping`} className="grid gap-3 sm:grid-cols-2 lg:col-span-2">
        {shortcuts.map(({ to, label, note, icon: Icon }) => (
          <LocalisedLink
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50/40"
          >
            <Icon className="size-6 shrink-0 text-brand-600" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{i18n._(label)}</span>
              <span className="block text-sm text-slate-600">{i18n._(note)}</span>
            </span>
            <ChevronRight className="size-5 text-slate-400" aria-hidden />
          </LocalisedLink>
        ))}
      </nav>
      <Card title={t`Delete account`} id="delete-heading" className="lg:col-span-2">
        <p className="mb-4 text-sm text-slate-700">
          <Trans>
            Erases your personal data for good. You can do this once every order of yours is delivered,
            cancelled or refunded.
          </Trans>
        </p>
        <laterDeleteAccount.Part session={session} />
      </Card>
    </div>
  );
}

/** /account: the shopper's name, password, addresses and the way out (docs/decisions/170-account-page.md). */
export default function AccountPage() {
  const { t } = useLingui();
  return (
    <RequireLogin>
      <PageMeta title={t`My Account`} />
      <PageContainer className="max-w-5xl">
        <div className="flex items-start justify-between gap-4">
          <PageHeading subtitle={t`Your details, how you log in and delivery addresses.`}>
            <Trans>My Account</Trans>
          </PageHeading>
          {/* Here too, not only in the header's menu: that menu needs JavaScript to open. */}
          <LogoutForm>
            <Button type="submit" variant="outline" size="sm" className="shrink-0">
              <LogOut className="size-4" aria-hidden />
              <Trans>Logout</Trans>
            </Button>
          </LogoutForm>
        </div>
        <AccountSections />
      </PageContainer>
    </RequireLogin>
  );
}
