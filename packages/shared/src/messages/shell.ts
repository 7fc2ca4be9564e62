// The shell area's messages of ../messages.ts as catalogue descriptors (docs/product/http-contract.md
// "Languages"): ids are the English object's keys, a function's arguments are named ICU parameters.
// Their Hindi is in packages/shared/locales/shell/hi.po.

export const shellMessages = {
  demo: {
    cleared: /*i18n*/ { id: "demo.cleared", message: "The demo content is removed." },
    nothingToClear: /*i18n*/ { id: "demo.nothingToClear", message: "There is no demo content left to remove." },
  },
  notFound: /*i18n*/ { id: "notFound", message: "404 Page Not Found" },
};
