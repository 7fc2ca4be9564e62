import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronRight, Heart, Package } from "lucide-react";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { ChangePasswordForm } from "../../features/accounts/ChangePasswordForm";
import { DeleteAccount } from "../../features/accounts/DeleteAccount";
import { ProfileForm } from "../../features/accounts/ProfileForm";
import { AddressPicker } from "../../features/addresses/AddressPicker";
import { useAddresses } from "../../features/addresses/api/get-addresses";
import { useSession } from "../../lib/session";

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

const shortcuts = [
  {
    to: "/orders",
    label: "My Orders",
    note: "Track, cancel or return, and download invoices",
    icon: Package,
  },
  { to: "/wishlist", label: "Wishlist", note: "Products you saved for later", icon: Heart },
];

function AccountSections() {
  const session = useSession();
  const addresses = useAddresses();
  if (!session) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="Profile" id="profile-heading">
        <ProfileForm key={session.user._id} session={session} />
      </Card>
      <Card title="Password" id="password-heading">
        <ChangePasswordForm />
      </Card>
      <Card title="Saved addresses" id="addresses-heading" className="lg:col-span-2">
        <AddressPicker
          addresses={addresses.data ?? []}
          loading={addresses.isPending && addresses.fetchStatus !== "idle"}
        />
      </Card>
      <nav aria-label="Your shopping" className="grid gap-3 sm:grid-cols-2 lg:col-span-2">
        {shortcuts.map(({ to, label, note, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50/40"
          >
            <Icon className="size-6 shrink-0 text-brand-600" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{label}</span>
              <span className="block text-sm text-slate-600">{note}</span>
            </span>
            <ChevronRight className="size-5 text-slate-400" aria-hidden />
          </Link>
        ))}
      </nav>
      <Card title="Delete account" id="delete-heading" className="lg:col-span-2">
        <p className="mb-4 text-sm text-slate-700">
          Erases your personal data for good. You can do this once every order of yours is delivered,
          cancelled or refunded.
        </p>
        <DeleteAccount />
      </Card>
    </div>
  );
}

/** /account: the shopper's name, password, addresses and the way out (docs/decisions/170-account-page.md). */
export default function AccountPage() {
  return (
    <RequireLogin>
      <PageMeta title="My Account" />
      <PageContainer className="max-w-5xl">
        <PageHeading subtitle="Your details, password and delivery addresses.">My Account</PageHeading>
        <AccountSections />
      </PageContainer>
    </RequireLogin>
  );
}
