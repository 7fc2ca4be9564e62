import { z } from "zod";

/** Staff follow-up of contact, distributor and dealer enquiries. */

export const ENQUIRY_STATUSES = ["new", "in progress", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_KINDS = ["contact", "distributor", "dealer"] as const;

/** GET /admin/enquiries and GET /admin/enquiries.csv: `q` matches name, e-mail, phone, city, firm or message. */
export const StaffEnquiriesQuery = z.object({
  type: z.enum(ENQUIRY_KINDS, { message: `type must be one of ${ENQUIRY_KINDS.join(", ")}` }).optional(),
  status: z
    .enum(ENQUIRY_STATUSES, { message: `status must be one of ${ENQUIRY_STATUSES.join(", ")}` })
    .optional(),
  q: z.string().trim().max(100, { message: "q must be at most 100 characters" }).optional(),
});
export type StaffEnquiriesQueryType = z.infer<typeof StaffEnquiriesQuery>;

/** PATCH /admin/enquiries/:id. */
export const EnquiryPatchBody = z
  .object({
    status: z
      .enum(ENQUIRY_STATUSES, { message: `status must be one of ${ENQUIRY_STATUSES.join(", ")}` })
      .optional(),
    notes: z
      .string({ message: "notes must be text" })
      .trim()
      .max(2000, { message: "notes must be at most 2000 characters" })
      .optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.notes !== undefined, {
    message: "Send a status or notes to change.",
    path: ["status"],
  });
export type EnquiryPatchBodyType = z.infer<typeof EnquiryPatchBody>;

export const StaffEnquiry = z.object({
  _id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  status: z.enum(ENQUIRY_STATUSES),
  notes: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  state: z.string(),
  createdAt: z.string(),
  /** The contact form's message, or the dealer's business proposal. */
  message: z.string(),
  firmName: z.string().optional(),
  ownership: z.string().optional(),
  designation: z.string().optional(),
  businessProfile: z.string().optional(),
  address: z.string().optional(),
  pincode: z.string().optional(),
  establishment: z.number().optional(),
  /** Rupees. */
  investment: z.number().optional(),
});
export type StaffEnquiryType = z.infer<typeof StaffEnquiry>;

export const StaffEnquiriesResponse = z.object({ enquiries: z.array(StaffEnquiry) });
export type StaffEnquiriesResponseType = z.infer<typeof StaffEnquiriesResponse>;
export const StaffEnquiryResponse = z.object({ enquiry: StaffEnquiry });
export type StaffEnquiryResponseType = z.infer<typeof StaffEnquiryResponse>;
