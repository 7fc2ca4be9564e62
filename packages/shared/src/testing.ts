/**
 * The store's sample people, places and enquiries: the one set the API tests, the
 * checkout fixtures and the browser tests build from (ADR 132). Nothing here is shipped
 * to shoppers; the demo catalog the seed loads lives with the catalog domain.
 */

/** A shopper as the signup form creates one; e-mails are made unique per test. */
export const sampleShopper = { name: "Priya Sharma", password: "secret123" } as const;

/** The delivery address tests use unless they need another one. */
export const sampleAddress = {
  name: "Priya Sharma",
  mobile: "9876543210",
  address: "12 MG Road, Flat 4B",
  city: "Bengaluru",
  state: "Karnataka",
  zipCode: "560001",
  country: "India",
  landmark: "Near Trinity Metro",
};

/** A contact enquiry as the contact form sends it. */
export const sampleContactEnquiry = {
  name: "Rohan Mehta",
  email: "rohan.mehta@example.in",
  mobileNumber: "9876543210",
  city: "Pune",
  state: "Maharashtra",
  enquire: "I would like a quote for 20 air coolers for our office.",
};

/** A distributor enquiry as the distributor form sends it. */
export const sampleDealerEnquiry = {
  type: "distributor",
  selectedUT: "Puducherry",
  selectedCity: "Karaikal",
  firmName: "Coastal Cooling Traders",
  ownership: "Partnership",
  establishment: 2012,
  address: "14 Beach Road",
  stateAddress: "Puducherry",
  pincode: "609602",
  mobile: "9443012345",
  email: "sales@coastalcooling.in",
  contactPerson: "Lakshmi Narayanan",
  designation: "Managing Partner",
  profileBusiness: "Wholesaler",
  businessEstablishment: 2015,
  investment: 1250000.5,
  businessProposal: "We supply 40 retailers across Karaikal and want to add Vayu coolers and fans.",
  declaration: true,
};

let counter = 0;

/** An e-mail address no other test uses: `<prefix>.<time><n>@example.in`. */
export function uniqueEmail(prefix = "shopper") {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.in`;
}
