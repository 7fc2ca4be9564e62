// The two account messages other areas' pages show (the header's Logout, a button that needs a
// login first): in the shell's catalogue as well as the account's, so every page has their Hindi
// (scripts/i18n/catalogues.ts, docs/decisions/328-hindi-shared-bits.md).

export const sessionMessages = {
  auth: {
    logoutSuccess: /*i18n*/ { id: "auth.logoutSuccess", message: "User Logged Out successfully" },
    loginRequired: /*i18n*/ { id: "auth.loginRequired", message: "You need to login First" },
  },
};
