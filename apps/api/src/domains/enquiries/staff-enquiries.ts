import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { paiseToRupees } from "@vayu/shared/money";
import type { EnquiryPatchBodyType, StaffEnquiriesQueryType, StaffEnquiryType } from "@vayu/shared/staff-enquiries";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { contactEnquiries, dealerEnquiries } from "./tables";
import { audit } from "../../audit/audit";
import { containing } from "../../db/search-text";

type ContactRow = typeof contactEnquiries.$inferSelect;
type DealerRow = typeof dealerEnquiries.$inferSelect;

const fromContact = (c: ContactRow): StaffEnquiryType => ({
  _id: c.id,
  kind: "contact",
  status: c.status,
  notes: c.staffNotes,
  name: c.name,
  email: c.email,
  mobile: c.mobileNumber,
  city: c.city,
  state: c.state,
  message: c.enquire,
  createdAt: c.createdAt.toISOString(),
});

const fromDealer = (d: DealerRow): StaffEnquiryType => ({
  _id: d.id,
  kind: d.type,
  status: d.status,
  notes: d.staffNotes,
  name: d.contactPerson,
  email: d.email,
  mobile: d.mobile,
  city: d.selectedCity,
  state: d.selectedUT,
  message: d.businessProposal,
  firmName: d.firmName,
  ownership: d.ownership,
  designation: d.designation,
  businessProfile: d.profileBusiness,
  address: `${d.address}, ${d.stateAddress}`,
  pincode: d.pincode,
  establishment: d.establishment,
  investment: paiseToRupees(d.investmentPaise),
  createdAt: d.createdAt.toISOString(),
});

/** Contact, distributor and dealer enquiries in one list, newest first, filtered by kind, status and text. */
export async function listEnquiries(db: DbOrTx, query: StaffEnquiriesQueryType = {}): Promise<StaffEnquiryType[]> {
  const pattern = query.q ? containing(query.q) : undefined;
  const contactWhere: SQL | undefined = and(
    query.status ? eq(contactEnquiries.status, query.status) : undefined,
    pattern
      ? or(...[contactEnquiries.name, contactEnquiries.email, contactEnquiries.mobileNumber, contactEnquiries.city, contactEnquiries.enquire].map((c) => ilike(c, pattern)))
      : undefined,
  );
  const dealerWhere: SQL | undefined = and(
    query.type && query.type !== "contact" ? eq(dealerEnquiries.type, query.type) : undefined,
    query.status ? eq(dealerEnquiries.status, query.status) : undefined,
    pattern
      ? or(
          ...[dealerEnquiries.contactPerson, dealerEnquiries.email, dealerEnquiries.mobile, dealerEnquiries.selectedCity, dealerEnquiries.firmName, dealerEnquiries.businessProposal].map((c) =>
            ilike(c, pattern),
          ),
        )
      : undefined,
  );
  const [contacts, dealers] = await Promise.all([
    query.type && query.type !== "contact" ? [] : db.select().from(contactEnquiries).where(contactWhere).orderBy(desc(contactEnquiries.createdAt)),
    query.type === "contact" ? [] : db.select().from(dealerEnquiries).where(dealerWhere).orderBy(desc(dealerEnquiries.createdAt)),
  ]);
  return [...contacts.map(fromContact), ...dealers.map(fromDealer)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Sets an enquiry's status or staff notes; the id finds it in whichever form it came from. */
export async function updateEnquiry(db: DbOrTx, actorId: string, id: string, patch: EnquiryPatchBodyType): Promise<StaffEnquiryType> {
  const values = { ...(patch.status !== undefined && { status: patch.status }), ...(patch.notes !== undefined && { staffNotes: patch.notes }) };
  return db.transaction(async (tx) => {
    const [contact] = await tx.select().from(contactEnquiries).where(eq(contactEnquiries.id, id)).for("update");
    const [dealer] = contact ? [] : await tx.select().from(dealerEnquiries).where(eq(dealerEnquiries.id, id)).for("update");
    let before: StaffEnquiryType;
    let after: StaffEnquiryType;
    if (contact) {
      before = fromContact(contact);
      const [row] = await tx.update(contactEnquiries).set(values).where(eq(contactEnquiries.id, id)).returning();
      after = fromContact(row!);
    } else if (dealer) {
      before = fromDealer(dealer);
      const [row] = await tx.update(dealerEnquiries).set(values).where(eq(dealerEnquiries.id, id)).returning();
      after = fromDealer(row!);
    } else {
      throw notFound("Enquiry not found.");
    }
    await audit(tx, { actorId, action: "update", entity: "enquiry", entityId: id, before: { status: before.status, notes: before.notes }, after: { status: after.status, notes: after.notes } });
    return after;
  });
}

/** Contact and dealer enquiries nobody has looked at yet. */
export async function countNewEnquiries(db: DbOrTx): Promise<number> {
  const [[contacts], [dealers]] = await Promise.all([
    db.select({ n: count() }).from(contactEnquiries).where(eq(contactEnquiries.status, "new")),
    db.select({ n: count() }).from(dealerEnquiries).where(eq(dealerEnquiries.status, "new")),
  ]);
  return (contacts?.n ?? 0) + (dealers?.n ?? 0);
}
