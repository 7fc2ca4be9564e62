import { bigint, boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { ENQUIRY_STATUSES } from "@vayu/shared/staff-enquiries";
import { id, timestamps } from "../../db/columns";

/** Where staff are with an enquiry, and what they noted (docs/decisions/160-staff-console.md). */
const followUp = () => ({
  status: text({ enum: ENQUIRY_STATUSES }).notNull().default("new"),
  staffNotes: text().notNull().default(""),
});

export const contactEnquiries = pgTable("contact_enquiries", {
  id: id(),
  name: text().notNull(),
  email: text().notNull(),
  mobileNumber: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  enquire: text().notNull(),
  ...followUp(),
  ...timestamps,
});

export const dealerEnquiries = pgTable("dealer_enquiries", {
  id: id(),
  type: text({ enum: ["distributor", "dealer"] }).notNull(),
  selectedUT: text().notNull(),
  selectedCity: text().notNull(),
  firmName: text().notNull(),
  ownership: text().notNull(),
  establishment: integer().notNull(),
  address: text().notNull(),
  stateAddress: text().notNull(),
  pincode: text().notNull(),
  mobile: text().notNull(),
  email: text().notNull(),
  contactPerson: text().notNull(),
  designation: text().notNull(),
  profileBusiness: text().notNull(),
  businessEstablishment: integer().notNull(),
  investmentPaise: bigint({ mode: "number" }).notNull(),
  businessProposal: text().notNull(),
  declaration: boolean().notNull(),
  ...followUp(),
  ...timestamps,
});
