// The account page's forms whose code loads after the page (later-account-forms.tsx).
export { ProfileForm } from "../../features/accounts/ProfileForm";
export { ChangePasswordForm } from "../../features/accounts/ChangePasswordForm";
export { AddEmailForm } from "../../features/accounts/AddEmailForm";
export { MobileNumberForm } from "../../features/accounts/MobileNumberForm";
export { DeleteAccount } from "../../features/accounts/DeleteAccount";
export { AccountAddresses } from "../../features/addresses/AccountAddresses";
