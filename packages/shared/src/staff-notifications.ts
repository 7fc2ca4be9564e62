import { z } from "zod";

/**
 * E-mails to staff about what needs them (docs/decisions/186-staff-notifications.md): each
 * kind goes out at once or in one morning digest, as the owner chooses.
 */
export const STAFF_NOTIFICATION_KINDS = ["orders", "returns", "enquiries", "grievances"] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

export const STAFF_NOTIFICATION_DELIVERIES = ["immediate", "digest"] as const;
export type StaffNotificationDelivery = (typeof STAFF_NOTIFICATION_DELIVERIES)[number];

export const staffNotificationLabels: Record<StaffNotificationKind, string> = {
  orders: "New orders (online and cash on delivery)",
  returns: "Return requests",
  enquiries: "Contact and dealer enquiries",
  grievances: "Grievances and complainants' replies",
};

export const staffNotificationDeliveryLabels: Record<StaffNotificationDelivery, string> = {
  immediate: "E-mail each one at once",
  digest: "One digest at 8 am (India)",
};

const delivery = z.enum(STAFF_NOTIFICATION_DELIVERIES, { error: "Choose at once or the morning digest." });

export const StaffNotificationSettings = z.object({
  orders: delivery,
  returns: delivery,
  enquiries: delivery,
  grievances: delivery,
});
export type StaffNotificationSettingsType = z.infer<typeof StaffNotificationSettings>;

/** GET and PUT /admin/notifications (owner). `recipient` is null when no staff address is set: nothing is sent. */
export const StaffNotificationsResponse = z.object({
  recipient: z.string().nullable(),
  deliveries: StaffNotificationSettings,
});
export type StaffNotificationsResponseType = z.infer<typeof StaffNotificationsResponse>;

export const staffNotificationMessages = {
  saved: "Staff e-mail choices saved.",
  ownerOnly: "Only the store's owner can choose how staff are e-mailed.",
  noRecipient:
    "No staff e-mail address is set, so no staff e-mails are sent. Set ADMIN_EMAIL (or the store's staff e-mail).",
} as const;
