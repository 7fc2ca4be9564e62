import type { Db } from "../db/client";
import { fileGrievance } from "../domains/grievances/service";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo store's one complaint: filed three days ago and not yet taken up, so the console
 * shows from the start how a grievance past its 48-hour deadline looks (dashboard and
 * Grievances tab). A demo buyer's address, like the demo reviews' (`@demo-buyers.invalid`).
 */
export async function seedGrievances(db: Db) {
  await fileGrievance(
    db,
    {
      name: "Rahul Deshmukh",
      email: "rahul.deshmukh@demo-buyers.invalid",
      mobile: "9822012345",
      orderNumber: "",
      subject: "Order shows Shipped but the tracking number is not found",
      description:
        "My wall fan order was marked Shipped four days ago, but the courier's site says the tracking number does not exist.",
    },
    { receivedAt: new Date(Date.now() - 72 * HOUR_MS), demo: true },
  );
}
