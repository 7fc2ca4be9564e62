import type { FormEvent, ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { telHref } from "@vayu/shared/site-settings";
import { useTagline } from "../../components/site-texts";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { MAX_EMAIL_LENGTH } from "@vayu/shared/text-limits";
import { Heart, MapPin, PackageCheck, Phone, ShieldCheck, type LucideIcon } from "lucide-react";
import { Button } from "../../components/ui/Button";
import { PageMeta } from "../../components/ui/PageMeta";
import { PostForm } from "../../components/ui/PostForm";
import { TextField, type TextFieldProps } from "../../components/ui/TextField";
import { useKnownMessage } from "./account-texts";

const perks: { icon: LucideIcon; text: MessageDescriptor }[] = [
  { icon: ShieldCheck, text: msg`Secure payments by UPI and card` },
  { icon: PackageCheck, text: msg`Follow every order from your account` },
  { icon: MapPin, text: msg`Saved addresses for a quicker checkout` },
  { icon: Heart, text: msg`A wishlist that waits for you` },
];

/** The brand side of the auth screens: shown beside the form from the large breakpoint up. */
function BrandPanel() {
  const settings = useStoreSettings();
  const { i18n } = useLingui();
  const tagline = useTagline();
  return (
    <div className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-10 text-white lg:flex lg:flex-col">
      <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-32 -left-16 size-80 rounded-full bg-accent-500/20" />
      <p className="relative text-sm font-semibold tracking-[0.18em] text-brand-100 uppercase">
        {settings.storeName}
      </p>
      <p className="relative mt-4 text-3xl leading-tight font-bold">
        {tagline}
      </p>
      <p className="relative mt-3 text-brand-100">
        <Trans>Coolers, fans, mixer grinders and LED TVs, delivered across India.</Trans>
      </p>
      <ul className="relative mt-8 space-y-4">
        {perks.map(({ icon: Icon, text }) => (
          <li key={text.id} className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/15">
              <Icon className="size-5 text-accent-400" aria-hidden />
            </span>
            <span className="font-medium">{i18n._(text)}</span>
          </li>
        ))}
      </ul>
      <p className="relative mt-auto pt-10 text-sm text-brand-100">
        <Trans>Need help?</Trans>{" "}
        <a
          href={telHref(settings.phones[0])}
          className="inline-flex items-center gap-1 font-semibold text-white underline-offset-2 hover:underline"
        >
          <Phone className="size-3.5" aria-hidden />
          {settings.phones[0]}
        </a>
      </p>
    </div>
  );
}

/** The frame shared by login, signup and password recovery: heading, form, links below. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="px-4 py-8 sm:py-12 lg:py-16">
      <PageMeta title={title} />
      <div className="mx-auto grid max-w-md overflow-hidden rounded-2xl bg-white shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 lg:max-w-5xl lg:grid-cols-2">
        <BrandPanel />
        <div className="px-6 py-8 sm:px-10 sm:py-10 lg:px-12 lg:py-14">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
          {footer && (
            <div className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">
              {footer}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** A form-level message above the fields: the server's error, or a success note. */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  const toneClass =
    tone === "error"
      ? "border-red-200 bg-red-50 text-red-700"
      : "border-emerald-200 bg-emerald-50 text-emerald-800";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mb-5 rounded-lg border px-4 py-3 text-sm font-medium ${toneClass}`}
    >
      {children}
    </div>
  );
}

/** The form of an auth screen: the server's error above the fields, the submit button below. */
export function AuthForm({
  form,
  submitLabel,
  intent,
  children,
}: {
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    serverError: string | undefined;
    pending: boolean;
    /** Starts loading the form's schema when a field first takes focus (docs/decisions/177-lean-first-load.md). */
    preloadSchema?: () => void;
  };
  submitLabel: string;
  /** Which of the page's forms this is, for a page with more than one (the account page). */
  intent?: string;
  children: ReactNode;
}) {
  const known = useKnownMessage();
  return (
    <>
      {form.serverError && <FormAlert tone="error">{known(form.serverError)}</FormAlert>}
      <PostForm intent={intent} onSubmit={form.onSubmit} onFocusCapture={form.preloadSchema} noValidate className="space-y-5">
        {children}
        <Button type="submit" size="lg" className="w-full" loading={form.pending}>
          {submitLabel}
        </Button>
      </PostForm>
    </>
  );
}

/** The e-mail input of the auth forms. */
export function EmailField(
  props: Omit<TextFieldProps, "type" | "autoComplete" | "placeholder" | "maxLength">,
) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      maxLength={MAX_EMAIL_LENGTH}
      {...props}
    />
  );
}

export const authLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";
