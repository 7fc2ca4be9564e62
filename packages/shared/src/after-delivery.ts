import { z } from "zod";
import { INSTALLATION_SLOTS, INSTALLATION_STATUSES } from "./installation-rules";

export * from "./installation-rules";

/**
 * After delivery (docs/decisions/334-installation-and-warranty.md): a technician's visit booked
 * by the shopper for appliances that need installing or a demo, and the warranty registered
 * with each delivered item's serial number, its card a PDF.
 */

const isoDay = (field: string) => z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` });
const slot = z.enum(INSTALLATION_SLOTS, { error: "slot must be morning or afternoon" });

/** PUT /order/:id/installation: book the visit, or move the one booked. */
export const InstallationBody = z.object({ date: isoDay("date"), slot });
export type InstallationBodyType = z.infer<typeof InstallationBody>;

export const Installation = z.object({
  _id: z.string(),
  orderId: z.string(),
  date: z.string(),
  slot: z.enum(INSTALLATION_SLOTS),
  status: z.enum(INSTALLATION_STATUSES),
});
export type InstallationType = z.infer<typeof Installation>;
export const InstallationResponse = z.object({ installation: Installation });

/** A serial number as printed on the appliance: 4 to 40 letters, digits or dashes, kept in capitals. */
export const SERIAL_NUMBER_ERROR = "serialNumber must be 4 to 40 letters, digits or dashes";
export const serialNumber = z
  .string({ error: SERIAL_NUMBER_ERROR })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, { error: SERIAL_NUMBER_ERROR })
  .transform((text) => text.toUpperCase());
export const WarrantyBody = z.object({ serialNumber });
export type WarrantyBodyType = z.infer<typeof WarrantyBody>;

export const WarrantyItem = z.object({
  itemId: z.string(),
  productId: z.string(),
  title: z.string(),
  warrantyMonths: z.number(),
  serialNumber: z.string().nullable(),
  /** The last day the warranty covers (from the delivery date); null before delivery. */
  validUntil: z.string().nullable(),
  /** The warranty card PDF, once registered. */
  cardUrl: z.string().nullable(),
});
export type WarrantyItemType = z.infer<typeof WarrantyItem>;
export const WarrantyItemResponse = z.object({ item: WarrantyItem });

/** GET /order/:id/after-delivery: what the order page's two panels show. */
export const AfterDeliveryResponse = z.object({
  delivered: z.boolean(),
  /** The delivery date in India, or null before delivery. */
  deliveredOn: z.string().nullable(),
  installation: z
    .object({
      /** The order's products that a technician installs or demonstrates. */
      products: z.array(z.string()),
      booking: Installation.nullable(),
      /** Days a visit may be booked on now (working days of the pincode's window still ahead); empty when none. */
      days: z.array(z.string()),
      /** Whether the shopper may still book, move or cancel (before the visit's day). */
      changeable: z.boolean(),
    })
    .nullable(),
  warranty: z.array(WarrantyItem),
});
export type AfterDeliveryResponseType = z.infer<typeof AfterDeliveryResponse>;

export const orderItemParams = z.object({
  id: z.uuid({ message: "id must be a valid id" }),
  itemId: z.uuid({ message: "itemId must be a valid id" }),
});

export const warrantyCardPath = (orderId: string, itemId: string) =>
  `/api/order/${orderId}/items/${itemId}/warranty-card`;

/** GET /admin/installations?date=: the day's visits, each with what the technician needs. */
export const StaffInstallationsQuery = z.object({ date: isoDay("date") });
export const StaffInstallation = Installation.extend({
  orderNumber: z.number(),
  customerName: z.string(),
  phone: z.string(),
  address: z.string(),
  products: z.array(z.string()),
});
export type StaffInstallationType = z.infer<typeof StaffInstallation>;
export const StaffInstallationsResponse = z.object({
  date: z.string(),
  installations: z.array(StaffInstallation),
});
export type StaffInstallationsResponseType = z.infer<typeof StaffInstallationsResponse>;

/** PATCH /admin/installations/:id: mark it done, cancel it, or move it to another day or slot. */
export const StaffInstallationPatchBody = z
  .object({
    status: z
      .enum(["booked", "done", "cancelled"], { error: "status must be booked, done or cancelled" })
      .optional(),
    date: isoDay("date").optional(),
    slot: slot.optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.date !== undefined || body.slot !== undefined, {
    error: "Give status, date or slot",
    path: ["status"],
  });
export type StaffInstallationPatchBodyType = z.infer<typeof StaffInstallationPatchBody>;
export const StaffInstallationResponse = z.object({ installation: StaffInstallation });
