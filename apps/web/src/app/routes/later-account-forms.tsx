import type { Locale } from "@vayu/shared/locale";
import { laterPart } from "../../lib/later-part";

/** Stands in for a form on an account page drawn in the browser until its code is in. */
const placeholder = <div className="h-40 rounded-lg bg-slate-50" aria-busy="true" />;

const forms = () => import("./account-forms");

/**
 * The account page's forms (react-hook-form, the shared schemas, the address forms): their code
 * loads once a form nears the screen or is first used, not with the page (lib/later-part.tsx,
 * docs/decisions/177-lean-first-load.md). The server renders them; before their code is in, they
 * post as HTML to the page's route action (docs/decisions/195-forms-before-javascript.md).
 */
export const laterProfileForm = laterPart("account-profile", () => forms().then((module) => module.ProfileForm), placeholder);
export const laterPasswordForm = laterPart(
  "account-password",
  () => forms().then((module) => module.ChangePasswordForm),
  placeholder,
);
export const laterEmailForm = laterPart("account-email", () => forms().then((module) => module.AddEmailForm), placeholder);
export const laterMobileForm = laterPart("account-mobile", () => forms().then((module) => module.MobileNumberForm), placeholder);
export const laterAddresses = laterPart("account-addresses", () => forms().then((module) => module.AccountAddresses), placeholder);
export const laterDeleteAccount = laterPart("account-delete", () => forms().then((module) => module.DeleteAccount), placeholder);

/** Every part, for the page server to have their code before it renders the page. */
export const loadAccountForms = (locale: Locale) =>
  Promise.all(
    [laterProfileForm, laterPasswordForm, laterEmailForm, laterMobileForm, laterAddresses, laterDeleteAccount].map((part) =>
      part.load(locale),
    ),
  );
