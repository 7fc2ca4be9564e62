/**
 * An installation visit's slots, statuses and window (docs/decisions/334-installation-and-warranty.md),
 * kept apart from the after-delivery schemas so the order page loads no zod
 * (docs/decisions/177-lean-first-load.md).
 */

export const INSTALLATION_SLOTS = ["morning", "afternoon"] as const;
export type InstallationSlot = (typeof INSTALLATION_SLOTS)[number];
export const INSTALLATION_STATUSES = ["booked", "done", "cancelled"] as const;
export type InstallationStatus = (typeof INSTALLATION_STATUSES)[number];

/** Visits are offered from the 2nd to the 10th working day after delivery, later by the pincode's extra delivery days. */
export const INSTALLATION_WINDOW = { from: 2, to: 10 } as const;
