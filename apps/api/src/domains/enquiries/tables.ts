import { bigint, boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";

export const contactEnquiries = pgTable("contact_enquiries", {
  id: id(),
  name: text().notNull(),
  email: text().notNull(),
  mobileNumber: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  enquire: text().notNull(),
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
  ...timestamps,
});
