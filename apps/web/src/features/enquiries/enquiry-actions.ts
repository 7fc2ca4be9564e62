import type { ContactEnquiryValues, DealerEnquiryType, DealerEnquiryValues } from "@vayu/shared/enquiries";
import { contentMessages } from "@vayu/shared/messages/content";
import { infoMessages } from "@vayu/shared/messages/info";
import type { ActionFunctionArgs } from "react-router";
import { errorMessage } from "../../lib/api";
import { actionTextsOf, localeOfRequest } from "../../lib/i18n";
import {
  fieldErrorsOf,
  fieldsOf,
  redirectWithToast,
  returnPathOf,
  type FormRefusal,
} from "../../lib/form-actions";
import { sendContactEnquiry } from "./api/send-contact-enquiry";
import { contactForm, dealerForm } from "./enquiry-schemas";
import { sendDealerEnquiry } from "./api/send-dealer-enquiry";

export type ContactField = keyof ContactEnquiryValues;

/** The dealer form's fields (its type is the page's, the declaration a checkbox). */
export type DealerField = Exclude<keyof DealerEnquiryValues, "type">;

/** A dealer enquiry refused: its fields as typed, and whether the declaration was ticked. */
export interface DealerRefusal extends FormRefusal<DealerField> {
  declaration: boolean;
}

/**
 * The contact enquiry posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the shared schema's problems come back under their fields, the server's refusal above them;
 * sent, home with the toast, as the script does, in the language of the page posted from.
 */
export async function contactAction({
  request,
}: ActionFunctionArgs): Promise<Response | FormRefusal<ContactField>> {
  const locale = localeOfRequest(request);
  const { messages: texts, path } = actionTextsOf(contentMessages, locale);
  const schema = await contactForm();
  const values = fieldsOf(await request.formData(), Object.keys(schema.shape) as ContactField[]);
  const checked = schema.safeParse(values);
  if (!checked.success) return { values, errors: fieldErrorsOf(checked.error.issues) };
  try {
    await sendContactEnquiry(checked.data);
    return redirectWithToast(path("/"), { kind: "success", message: texts.contact.submitted });
  } catch (error) {
    return { values, errors: {}, failure: errorMessage(error, texts.contact.failed) };
  }
}

/**
 * The distributor or direct-dealer enquiry posted before or without JavaScript: checked as the
 * script checks it; sent, back to the page with the server's thanks as the toast (in the page's
 * language: the page server asks the API in it). The schema's English errors show through `useInfoMessage`.
 */
export function dealerAction(type: DealerEnquiryType) {
  return async ({ request }: ActionFunctionArgs): Promise<Response | DealerRefusal> => {
    const { messages: texts } = actionTextsOf(infoMessages, localeOfRequest(request));
    const form = await request.formData();
    const schema = await dealerForm();
    const textFields = Object.keys(schema.shape).filter(
      (name) => name !== "type" && name !== "declaration",
    ) as Exclude<DealerField, "declaration">[];
    const values = fieldsOf(form, textFields);
    const declaration = form.has("declaration");
    const checked = schema.safeParse({ ...values, type, declaration });
    if (!checked.success) return { values, declaration, errors: fieldErrorsOf(checked.error.issues) };
    try {
      const { message } = await sendDealerEnquiry(checked.data);
      return redirectWithToast(returnPathOf(form, new URL(request.url).pathname), {
        kind: "success",
        message,
      });
    } catch (error) {
      return { values, declaration, errors: {}, failure: errorMessage(error, texts.contact.failed) };
    }
  };
}
