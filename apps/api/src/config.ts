import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { messageTemplates, parseTemplateKey } from "@vayu/shared/messaging";

/** What an empty database is given at the first start (docs/decisions/193-first-start-and-demo-content.md). */
export const SEED_MODES = ["demo", "categories", "none"] as const;
export type SeedMode = (typeof SEED_MODES)[number];

const seedDemoFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", "categories"], { message: "must be true, false or categories" })
  .transform((v): SeedMode => (v === "categories" ? "categories" : ["1", "true", "yes", "on"].includes(v) ? "demo" : "none"));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ message: "must be a postgres:// URL" }).optional(),
  REDIS_URL: z.url({ message: "must be a redis:// URL" }).optional(),
  UPLOADS: z.enum(["disk", "database"], { message: "must be disk or database" }).optional(),
  JWT_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  SMTP_URL: z.url({ message: "must be an smtp:// URL" }).optional(),
  MAIL_FROM: z.string().default("Vayu Home Appliances <no-reply@vayuappliances.in>"),
  PUBLIC_URL: z.url({ message: "must be a URL such as https://shop.example.in" }).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENT_PROVIDER: z.enum(["razorpay", "sandbox"], { message: "must be razorpay or sandbox" }).optional(),
  RESERVATION_MINUTES: z.coerce.number({ message: "must be a number of minutes" }).int({ message: "must be a whole number of minutes" }).min(1, { message: "must be at least 1" }).max(120, { message: "must be at most 120" }).default(15),
  COD_LIMIT: z.coerce.number({ message: "must be a number of rupees" }).int({ message: "must be a whole number of rupees" }).min(1, { message: "must be at least 1" }).max(10_000_000, { message: "must be at most 10000000" }).default(50_000),
  ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: "must be at least 8 characters" }).optional(),
  ADMIN_TOTP_SECRET: z
    .string()
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]{26,}=*$/, { message: "must be a base32 secret of at least 16 bytes (26 characters)" }))
    .optional(),
  MFA_ENCRYPTION_KEY: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  SEED_DEMO: seedDemoFlag.default("demo"),
  LOGIN_SLOWDOWN_MS: z.coerce.number({ message: "must be a number of milliseconds" }).int().min(0).max(10_000).default(250),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number({ message: "must be a number of requests" }).int({ message: "must be a whole number of requests" }).min(1, { message: "must be at least 1" }).max(100_000, { message: "must be at most 100000" }).default(300),
  TRUST_PROXY: z.coerce.number({ message: "must be the number of proxies in front of the store" }).int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number({ message: "must be a number of backups" }).int({ message: "must be a whole number of backups" }).min(1, { message: "must be at least 1" }).max(1000, { message: "must be at most 1000" }).default(14),
  BACKUP_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: "must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)" }).optional(),
  BACKUP_S3_PREFIX: z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/, { message: "must be a folder path such as vayu/backups" }).default("vayu-backups"),
  BACKUP_S3_REGION: z.string().min(1).default("ap-south-1"),
  BACKUP_S3_ENDPOINT: z.url({ message: "must be the storage's URL, such as https://<account>.r2.cloudflarestorage.com" }).optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SMS_PROVIDER: z.enum(["outbox", "msg91"], { message: "must be outbox or msg91" }).default("outbox"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_SENDER_ID: z.string().regex(/^[A-Z]{6}$/, { message: "must be the 6-letter sender id (header) registered on DLT, such as VAYUHA" }).optional(),
  MSG91_TEMPLATE_IDS: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url({ message: "must be a URL such as https://control.msg91.com" }).default("https://control.msg91.com"),
  WHATSAPP_PROVIDER: z.enum(["outbox", "cloud"], { message: "must be outbox or cloud" }).default("outbox"),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, { message: "must be the numeric phone number id from Meta's WhatsApp Manager" }).optional(),
  WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/, { message: "must be a Graph API version such as v21.0" }).default("v21.0"),
  WHATSAPP_BASE_URL: z.url({ message: "must be a URL such as https://graph.facebook.com" }).default("https://graph.facebook.com"),
  WHATSAPP_LANGUAGE: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, { message: "must be a template language code such as en or en_US" }).default("en"),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  /** The language code of the approved Hindi templates (`order_placed_hi`); unset: Hindi shoppers get the English ones (ADR 322). */
  WHATSAPP_LANGUAGE_HI: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, { message: "must be a template language code such as hi" }).optional(),
  BACKUP_TIME: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time of day in India as HH:MM, such as 02:30" }).default("02:30"),
});

export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where pictures under /uploads/ are kept: the database by default on a PostgreSQL server, which instances share. */
  uploads: "disk" | "database";
  /** Set when several instances run side by side: rate limits are counted there (docs/decisions/175-several-instances.md). */
  redisUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | undefined;
  /** Razorpay when its keys are set (or PAYMENT_PROVIDER=razorpay demands them), else the offline sandbox. */
  paymentProvider: "razorpay" | "sandbox";
  /** How long stock stays held for a shopper who is paying. */
  reservationMinutes: number;
  /** The first step of an account's growing login delay after failures (docs/decisions/220-failure-only-login-throttling.md). */
  loginSlowdownMs: number;
  /** The largest order total payable by cash on delivery, in paise (docs/decisions/141-cash-on-delivery.md). */
  codLimitPaise: number;
  admin: { email: string; password: string } | undefined;
  /** ADMIN_TOTP_SECRET: the ADMIN_EMAIL account's TOTP, enrolled at start (docs/decisions/230-staff-second-factor.md). */
  adminTotpSecret: string | undefined;
  /** MFA_ENCRYPTION_KEY: seals TOTP secrets at rest; the JWT secret when unset. */
  mfaEncryptionKey: string | undefined;
  /** `demo`: the demo store; `categories`: the four categories and their subcategories only; `none`: nothing. */
  seedDemo: SeedMode;
  logLevel: string;
  webDist: string;
  /** Requests one API key may make per minute, counted across instances (docs/api-keys.md). */
  apiKeyRequestsPerMinute: number;
  /** Proxies in front of the store whose X-Forwarded-For is believed (0: none, the socket address is the client). */
  trustProxy: number;
  /**
   * Backups (docs/decisions/235-backups.md): where the nightly one goes (none when unset), how many are kept, when (India time, "HH:MM"),
   * and the S3-compatible storage each one is also copied to (none when unset; AWS when no endpoint is given).
   */
  /**
   * Whether webhooks may be sent to loopback and private networks: outside production always,
   * in production only with WEBHOOKS_ALLOW_PRIVATE=true (docs/decisions/317-webhooks.md "Addresses").
   */
  webhooksAllowPrivate: boolean;
  /** SMS_PROVIDER and MSG91_*: the SMS channel's provider (docs/product/phone-messages.md). */
  sms: SmsConfig;
  /** WHATSAPP_PROVIDER and WHATSAPP_*: the WhatsApp channel's provider. */
  whatsapp: WhatsAppConfig;
  backup: {
    dir: string | undefined;
    keep: number;
    timeIst: string;
    s3: { bucket: string; prefix: string; region: string; endpoint: string | undefined; accessKeyId: string; secretAccessKey: string } | undefined;
  };
}

/** Where SMS go (docs/decisions/290-sms-and-whatsapp-providers.md): the outbox folder, or MSG91's Flow API. */
export type SmsConfig =
  | { provider: "outbox" }
  | { provider: "msg91"; authKey: string; senderId: string; templateIds: Record<string, string>; baseUrl: string };

/** Where WhatsApp messages go: the outbox folder, or the WhatsApp Business Cloud API. */
export type WhatsAppConfig =
  | { provider: "outbox" }
  | { provider: "cloud"; token: string; phoneNumberId: string; apiVersion: string; baseUrl: string; language: string; languageHi?: string };

export class ConfigError extends Error {}

/**
 * MSG91_TEMPLATE_IDS: a JSON object or `name:id,name:id`, one DLT template id per template of
 * packages/shared/src/messaging.ts; a Hindi template's (`order_placed_hi`) where it is approved (ADR 322).
 */
function parseTemplateIds(value: string): Record<string, string> {
  const trimmed = value.trim();
  let pairs: [string, unknown][];
  if (trimmed.startsWith("{")) {
    try {
      pairs = Object.entries(JSON.parse(trimmed) as Record<string, unknown>);
    } catch {
      throw new ConfigError("Invalid configuration:\n  MSG91_TEMPLATE_IDS: must be JSON such as {\"login_code\":\"65f0...\"} or login_code:65f0...,track_code:65f1...");
    }
  } else {
    pairs = trimmed.split(",").map((pair) => {
      const at = pair.indexOf(":");
      return at < 0 ? [pair.trim(), ""] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
  }
  const ids: Record<string, string> = {};
  for (const [name, id] of pairs) {
    if (!parseTemplateKey(name)) throw new ConfigError(`Invalid configuration:\n  MSG91_TEMPLATE_IDS: ${name || "(empty)"} is not a message template (${Object.keys(messageTemplates).join(", ")}, or one of them ending _hi)`);
    if (typeof id !== "string" || !/^[\w-]+$/.test(id)) throw new ConfigError(`Invalid configuration:\n  MSG91_TEMPLATE_IDS: ${name} needs its MSG91 template id`);
    ids[name] = id;
  }
  const missing = Object.keys(messageTemplates).filter((name) => !ids[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  MSG91_TEMPLATE_IDS lacks ${missing.join(", ")}`);
  return ids;
}

function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  if (e.SMS_PROVIDER === "outbox") return { provider: "outbox" };
  const missing = (["MSG91_AUTH_KEY", "MSG91_SENDER_ID", "MSG91_TEMPLATE_IDS"] as const).filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  SMS_PROVIDER=msg91 needs ${missing.join(", ")}`);
  return {
    provider: "msg91",
    authKey: e.MSG91_AUTH_KEY!,
    senderId: e.MSG91_SENDER_ID!,
    templateIds: parseTemplateIds(e.MSG91_TEMPLATE_IDS!),
    baseUrl: e.MSG91_BASE_URL.replace(/\/$/, ""),
  };
}

function whatsAppConfig(e: z.infer<typeof envSchema>): WhatsAppConfig {
  if (e.WHATSAPP_PROVIDER === "outbox") return { provider: "outbox" };
  const missing = (["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"] as const).filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  WHATSAPP_PROVIDER=cloud needs ${missing.join(", ")}`);
  return {
    provider: "cloud",
    token: e.WHATSAPP_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    apiVersion: e.WHATSAPP_API_VERSION,
    baseUrl: e.WHATSAPP_BASE_URL.replace(/\/$/, ""),
    language: e.WHATSAPP_LANGUAGE,
    ...(e.WHATSAPP_LANGUAGE_HI && { languageHi: e.WHATSAPP_LANGUAGE_HI }),
  };
}

/** Reads and validates every environment variable once; a bad value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (e.PAYMENT_PROVIDER === "razorpay" && !razorpayKeys.every(Boolean)) {
    const missing = (["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const).filter((name) => !e[name]);
    throw new ConfigError(`Invalid configuration:\n  PAYMENT_PROVIDER=razorpay needs ${missing.join(", ")}`);
  }
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together",
    );
  }
  const s3Keys = [e.BACKUP_S3_BUCKET, e.BACKUP_S3_ACCESS_KEY_ID, e.BACKUP_S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError("Invalid configuration:\n  BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together");
  }
  if (e.ADMIN_TOTP_SECRET && !e.ADMIN_EMAIL) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD");
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  // npm runs the tools (`npm run db:seed`, `admin:create`...) in apps/api: a relative DATA_DIR
  // means what it means where the operator typed the command (npm's INIT_CWD), as for `npm start`.
  const dataDir = path.resolve(cleaned.INIT_CWD ?? ".", e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    uploads: e.UPLOADS ?? (e.DATABASE_URL ? "database" : "disk"),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    razorpay: e.RAZORPAY_KEY_ID
      ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET!, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET! }
      : undefined,
    paymentProvider: e.PAYMENT_PROVIDER ?? (e.RAZORPAY_KEY_ID ? "razorpay" : "sandbox"),
    reservationMinutes: e.RESERVATION_MINUTES,
    loginSlowdownMs: e.LOGIN_SLOWDOWN_MS,
    codLimitPaise: e.COD_LIMIT * 100,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD! } : undefined,
    adminTotpSecret: e.ADMIN_TOTP_SECRET,
    mfaEncryptionKey: e.MFA_ENCRYPTION_KEY,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ? e.WEBHOOKS_ALLOW_PRIVATE === "true" : e.NODE_ENV !== "production",
    sms: smsConfig(e),
    whatsapp: whatsAppConfig(e),
    backup: {
      dir: e.BACKUP_DIR && path.resolve(e.BACKUP_DIR),
      keep: e.BACKUP_KEEP,
      timeIst: e.BACKUP_TIME,
      s3: e.BACKUP_S3_BUCKET
        ? {
            bucket: e.BACKUP_S3_BUCKET,
            prefix: e.BACKUP_S3_PREFIX,
            region: e.BACKUP_S3_REGION,
            endpoint: e.BACKUP_S3_ENDPOINT,
            accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY!,
          }
        : undefined,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
  };
}

/** A random JWT secret kept in DATA_DIR so sessions survive restarts when none is configured. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
