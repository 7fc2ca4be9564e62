import { desc } from "drizzle-orm";
import type { AdminEnquiry } from "@vayu/shared/admin";
import { paiseToRupees } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { contactEnquiries, dealerEnquiries } from "../enquiries/tables";

/** Contact and dealer enquiries in one list, newest first. */
export async function listEnquiries(db: DbOrTx): Promise<AdminEnquiry[]> {
  const [contacts, dealers] = await Promise.all([
    db.select().from(contactEnquiries).orderBy(desc(contactEnquiries.createdAt)),
    db.select().from(dealerEnquiries).orderBy(desc(dealerEnquiries.createdAt)),
  ]);
  const all: (AdminEnquiry & { at: Date })[] = [
    ...contacts.map((c) => ({
      kind: "contact" as const,
      _id: c.id,
      name: c.name,
      email: c.email,
      mobile: c.mobileNumber,
      city: c.city,
      state: c.state,
      message: c.enquire,
      createdAt: c.createdAt.toISOString(),
      at: c.createdAt,
    })),
    ...dealers.map((d) => ({
      kind: d.type,
      _id: d.id,
      name: d.contactPerson,
      email: d.email,
      mobile: d.mobile,
      city: d.selectedCity,
      state: d.selectedUT,
      firmName: d.firmName,
      ownership: d.ownership,
      designation: d.designation,
      businessProfile: d.profileBusiness,
      address: `${d.address}, ${d.stateAddress}`,
      pincode: d.pincode,
      establishment: d.establishment,
      investment: paiseToRupees(d.investmentPaise),
      proposal: d.businessProposal,
      createdAt: d.createdAt.toISOString(),
      at: d.createdAt,
    })),
  ];
  return all.sort((a, b) => b.at.getTime() - a.at.getTime()).map(({ at: _at, ...enquiry }) => enquiry);
}
