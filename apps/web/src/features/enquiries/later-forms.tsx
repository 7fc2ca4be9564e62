import { laterPart } from "../../lib/later-part";

/** Stands in for an enquiry form on a page drawn in the browser until its code is in. */
const placeholder = <div className="h-96 rounded-2xl border border-slate-200 bg-white" aria-busy="true" />;

/**
 * The contact and dealer enquiry forms, react-hook-form forms: their code loads once the form nears
 * the screen or is first used, not with the page (lib/later-part.tsx,
 * docs/decisions/177-lean-first-load.md). The server renders them; before their code is in, they
 * post as HTML to the page's route action (docs/decisions/195-forms-before-javascript.md).
 */
export const laterContactForm = laterPart(
  "contact-form",
  () => import("./ContactForm").then((module) => module.ContactForm),
  placeholder,
);

export const laterDealerForm = laterPart(
  "dealer-enquiry-form",
  () => import("./DealerEnquiryForm").then((module) => module.DealerEnquiryForm),
  placeholder,
);
