import type { Db } from "../../db/client";
import { fileGrievance } from "./service";

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
      subject: "Installation visit not arranged",
      description:
        "I was told a technician would call to install the wall fan within two days. Nobody has called yet.",
    },
    new Date(Date.now() - 72 * HOUR_MS),
  );
}
