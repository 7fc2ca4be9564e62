// The invoices domain's public face: what other domains and workflows may use (docs/decisions/250-api-modules.md).
export { invoicePdf, taxDocumentFileName } from "./pdf";
export { creditNotePath, creditNotesIssuedBetween, creditNotesOfRefunds, creditNoteWithoutRefund, currentCustomerCare, findInvoiceOfOrder, invoicedOrders, invoicePath, invoicesIssuedBetween, type CreditNoteRow, type InvoiceRow } from "./service";
export type { InvoiceLine } from "./tax";
