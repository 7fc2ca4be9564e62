import type { ContactEnquiry, DealerEnquiry } from "@vayu/shared/enquiries";
import { rupeesToPaise } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { contactEnquiries, dealerEnquiries } from "./tables";

/** Stores a visitor's contact enquiry so staff can read it later (docs/product/policies.md "Enquiries"). */
export async function saveContactEnquiry(db: DbOrTx, enquiry: ContactEnquiry) {
  const [saved] = await db.insert(contactEnquiries).values(enquiry).returning({ id: contactEnquiries.id });
  return saved!;
}

/** Stores a distributor or direct-dealer enquiry; the investment is kept in paise. */
export async function saveDealerEnquiry(db: DbOrTx, { investment, ...enquiry }: DealerEnquiry) {
  const [saved] = await db
    .insert(dealerEnquiries)
    .values({ ...enquiry, investmentPaise: rupeesToPaise(investment) })
    .returning({ id: dealerEnquiries.id });
  return saved!;
}
