/**
 * The account page runs the address forms posted before or without JavaScript (its route
 * action) and shows, on the page itself, what the script opens as a dialog: the address form at
 * `?address=new` or `?address=<id>`, the question before a delete at `?delete-address=<id>`
 * (docs/decisions/213-dialogs-before-javascript.md).
 */
export const ADDRESS_PAGE = "/account";
/** Where on the account page that form or question is, for the browser to scroll to. */
export const ADDRESS_FORM_ID = "address-form";

export type AddressPageParams = { address: string } | { "delete-address": string };

export function addressPageUrl(params: AddressPageParams): string {
  return `${ADDRESS_PAGE}?${new URLSearchParams(params)}#${ADDRESS_FORM_ID}`;
}
