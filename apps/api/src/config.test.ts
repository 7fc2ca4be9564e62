import { messageTemplates } from "@vayu/shared/messaging";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { DATA_DIR: "/tmp/vayu-config-test", JWT_SECRET: "x".repeat(40) };

describe("config", () => {
  it("names the variable that has a bad value", () => {
    expect(() => loadConfig({ ...base, PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("needs all three Razorpay variables together", () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it("with PAYMENT_PROVIDER=razorpay, refuses to start without the keys and names each missing one", () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: "razorpay" })).toThrow(
      "PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET",
    );
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s" })).toThrow(
      "PAYMENT_PROVIDER=razorpay needs RAZORPAY_WEBHOOK_SECRET",
    );
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
    const keys = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    expect(loadConfig({ ...base, ...keys }).paymentProvider).toBe("razorpay");
    expect(loadConfig({ ...base, ...keys, PAYMENT_PROVIDER: "sandbox" }).paymentProvider).toBe("sandbox");
  });

  it("chooses each message channel's provider, and names what a chosen provider lacks", () => {
    expect(loadConfig(base)).toMatchObject({ sms: { provider: "outbox" }, whatsapp: { provider: "outbox" } });
    expect(() => loadConfig({ ...base, SMS_PROVIDER: "msg91", MSG91_SENDER_ID: "VAYUHA" })).toThrow("SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_TEMPLATE_IDS");
    expect(() => loadConfig({ ...base, MSG91_SENDER_ID: "VAYU" })).toThrow(/MSG91_SENDER_ID: must be the 6-letter sender id/);
    const msg91 = { SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "k", MSG91_SENDER_ID: "VAYUHA" };
    expect(() => loadConfig({ ...base, ...msg91, MSG91_TEMPLATE_IDS: "login_code:65f0" })).toThrow("MSG91_TEMPLATE_IDS lacks close_account_code, track_code");
    // Every template needs its DLT id: one id per template name.
    const ids = (prefix: string) => Object.fromEntries(Object.keys(messageTemplates).map((name, i) => [name, `${prefix}${i}`]));
    const listed = (of: Record<string, string>) => Object.entries(of).map(([name, id]) => `${name}:${id}`).join(", ");
    expect(() => loadConfig({ ...base, ...msg91, MSG91_TEMPLATE_IDS: `${listed(ids("1"))},welcome:3` })).toThrow(/welcome is not a message template/);
    expect(loadConfig({ ...base, ...msg91, MSG91_TEMPLATE_IDS: listed(ids("65f0")) }).sms).toEqual({
      provider: "msg91",
      authKey: "k",
      senderId: "VAYUHA",
      templateIds: ids("65f0"),
      baseUrl: "https://control.msg91.com",
    });
    expect(loadConfig({ ...base, ...msg91, MSG91_TEMPLATE_IDS: JSON.stringify(ids("a")) }).sms).toMatchObject({ templateIds: ids("a") });
    expect(() => loadConfig({ ...base, WHATSAPP_PROVIDER: "cloud", WHATSAPP_TOKEN: "t" })).toThrow("WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID");
    expect(loadConfig({ ...base, WHATSAPP_PROVIDER: "cloud", WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1065" }).whatsapp).toEqual({
      provider: "cloud",
      token: "t",
      phoneNumberId: "1065",
      apiVersion: "v21.0",
      baseUrl: "https://graph.facebook.com",
      language: "en",
    });
  });

  it("needs the off-site backup's bucket and both keys together", () => {
    expect(() => loadConfig({ BACKUP_S3_BUCKET: "vayu-backups", BACKUP_S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      "BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(loadConfig({ BACKUP_S3_BUCKET: "vayu-backups", BACKUP_S3_ACCESS_KEY_ID: "AKIA", BACKUP_S3_SECRET_ACCESS_KEY: "s" }).backup.s3).toMatchObject({
      bucket: "vayu-backups",
      prefix: "vayu-backups",
      region: "ap-south-1",
      endpoint: undefined,
    });
  });

  it("holds stock for 1 to 120 minutes", () => {
    expect(loadConfig({ ...base, RESERVATION_MINUTES: "30" }).reservationMinutes).toBe(30);
    expect(() => loadConfig({ ...base, RESERVATION_MINUTES: "0" })).toThrow(/RESERVATION_MINUTES/);
    expect(() => loadConfig({ ...base, RESERVATION_MINUTES: "ten" })).toThrow(/RESERVATION_MINUTES/);
  });

  it("takes cash on delivery up to COD_LIMIT whole rupees", () => {
    expect(loadConfig(base).codLimitPaise).toBe(5_000_000);
    expect(loadConfig({ ...base, COD_LIMIT: "20000" }).codLimitPaise).toBe(2_000_000);
    expect(() => loadConfig({ ...base, COD_LIMIT: "0" })).toThrow(/COD_LIMIT/);
    expect(() => loadConfig({ ...base, COD_LIMIT: "499.5" })).toThrow(/COD_LIMIT/);
    expect(() => loadConfig({ ...base, COD_LIMIT: "lots" })).toThrow(/COD_LIMIT/);
  });

  it("seeds the demo, the categories alone or nothing, as SEED_DEMO says", () => {
    expect(loadConfig({ ...base, SEED_DEMO: "false" }).seedDemo).toBe("none");
    expect(loadConfig({ ...base, SEED_DEMO: "categories" }).seedDemo).toBe("categories");
    expect(loadConfig({ ...base, SEED_DEMO: "yes" }).seedDemo).toBe("demo");
    expect(() => loadConfig({ ...base, SEED_DEMO: "some" })).toThrow(/SEED_DEMO: must be true, false or categories/);
  });

  it("keeps the store's data where the operator ran npm, whichever workspace runs the tool", () => {
    // `npm run admin:create` at the repository's root runs in apps/api, with INIT_CWD the root.
    expect(loadConfig({ INIT_CWD: "/srv/vayu" }).dataDir).toBe("/srv/vayu/data");
    expect(loadConfig({ INIT_CWD: "/srv/vayu", DATA_DIR: "store-data" }).dataDir).toBe("/srv/vayu/store-data");
    expect(loadConfig({ INIT_CWD: "/srv/vayu", DATA_DIR: "/var/lib/vayu" }).dataDir).toBe("/var/lib/vayu");
  });

  it("defaults to port 3000, demo seeding and the sandbox", () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe("demo");
    expect(config.razorpay).toBeUndefined();
    expect(config.paymentProvider).toBe("sandbox");
    expect(config.reservationMinutes).toBe(15);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("backs up nightly only when BACKUP_DIR is set, at BACKUP_TIME India time, keeping BACKUP_KEEP", () => {
    expect(loadConfig(base).backup).toEqual({ dir: undefined, keep: 14, timeIst: "02:30" });
    expect(loadConfig({ ...base, BACKUP_DIR: "/var/backups/vayu", BACKUP_TIME: "23:05", BACKUP_KEEP: "30" }).backup).toEqual({
      dir: "/var/backups/vayu",
      keep: 30,
      timeIst: "23:05",
    });
    expect(() => loadConfig({ ...base, BACKUP_TIME: "2:30" })).toThrow("BACKUP_TIME: must be a time of day in India as HH:MM, such as 02:30");
    expect(() => loadConfig({ ...base, BACKUP_TIME: "24:00" })).toThrow(/BACKUP_TIME/);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: "0" })).toThrow("BACKUP_KEEP: must be at least 1");
  });
});
