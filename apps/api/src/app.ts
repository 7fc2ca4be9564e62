import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type RouteOptions } from "fastify";
import type { Redis } from "ioredis";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { registerPublicReads } from "./http/cache";
import { registerErrorHandling } from "./http/errors";
import { logOptions, RequestLog, requestLogger } from "./http/logging";
import { registerOpenApi } from "./http/openapi";
import { servePage } from "./http/page-cache";
import { ReadsFromMemory } from "./http/reads-from-memory";
import { connectRedis } from "./http/redis";
import { memoryFailureCounts, sharedFailureCounts } from "./domains/accounts/failure-counts";
import { createLoginThrottle, throttlePolicy, type LoginThrottle } from "./domains/accounts/login-throttle";
import { resetRequestWorker, type ResetRequestWorker } from "./domains/accounts/reset-requests";
import { redisWithLocalFallback } from "./http/rate-limit-store";
import { registerSecurityHeaders } from "./http/security";
import { registerTextCheck } from "./http/text-input";
import { registerCrawlerFiles } from "./workflows/sitemap/sitemap";
import { scheduleUploadSweeper } from "./workflows/upload-sweep/upload-sweeper";
import { loadStorefrontRenderer, type StorefrontRenderer } from "./http/storefront";
import { isFormPost, registerPageForms } from "./http/page-session";
import { registerLanguageSwitch, registerRequestLocale } from "./http/languages";
import { fileStoreFor, type FileStore } from "./files/file-store";
import { registerStoredFiles } from "./files/serve";
import { createMailTransport, type MailTransport } from "./mail/mailer";
import { createMailOutbox, scheduleMailDelivery, type MailOutbox } from "./mail/outbox";
import { createMessageOutbox, scheduleMessageDelivery, type MessageOutbox } from "./messaging/outbox";
import messageAdminRoutes from "./messaging/routes";
import { createMessageTransports, type MessageTransports } from "./messaging/transport";
import { scheduleStaffDigest } from "./notifications/digest";
import { scheduleNightlyBackup } from "./backups/nightly";
import staffNotificationRoutes from "./notifications/routes";
import { createStaffNotifier, type StaffNotifier } from "./notifications/staff-notifier";
import authGuard from "./domains/accounts/auth-guard";
import { apiKeyGuard, apiKeyRoutes, apiKeyScopesFor } from "./domains/api-keys/index";
import accountsRoutes from "./domains/accounts/routes";
import catalogRoutes from "./domains/catalog/routes";
import { catalogReadSource } from "./domains/catalog/public-reads";
import cartRoutes from "./domains/cart/routes";
import wishlistRoutes from "./domains/wishlist/routes";
import addressesRoutes from "./domains/addresses/routes";
import paymentProvider from "./domains/checkout/provider-plugin";
import ordersRoutes from "./domains/orders/routes";
import purchaseRoutes from "./workflows/purchase/routes";
import bestsellerRoutes from "./workflows/bestsellers/routes";
import orderLifecycleRoutes from "./workflows/order-lifecycle/routes";
import accountClosureRoutes from "./workflows/account-closure/routes";
import demoClearRoutes from "./workflows/demo-clear/routes";
import codReportRoutes from "./workflows/cod-reports/routes";
import gstReturnsRoutes from "./workflows/gst-returns/routes";
import contentRoutes from "./domains/content/routes";
import enquiriesRoutes from "./domains/enquiries/routes";
import adminRoutes from "./domains/admin/routes";
import invoicesRoutes from "./domains/invoices/routes";
import grievancesRoutes from "./domains/grievances/routes";
import reviewsRoutes from "./domains/reviews/routes";
import questionsRoutes from "./domains/questions/routes";
import installationsRoutes from "./domains/installations/routes";
import warrantyRoutes from "./domains/warranty/routes";
import inviteRoutes from "./domains/admin/invite-routes";
import staffMfaRoutes from "./domains/accounts/staff-mfa/routes";
import deliveryRoutes from "./domains/delivery/routes";
import trackingRoutes from "./workflows/order-tracking/routes";
import { searchAdminRoutes, searchRoutes } from "./domains/search/routes";
import { emiAdminRoutes, emiRoutes } from "./domains/emi/routes";
import { registerStockAlerts } from "./domains/stock-alerts/announce";
import stockAlertRoutes from "./domains/stock-alerts/routes";
import healthRoutes from "./http/health";
import settingsRoutes from "./domains/settings/routes";
import storeSettingsRoutes from "./workflows/store-settings/routes";
import { currentMailStore, getSettings, settingsEnvironment } from "./domains/settings/service";
import { registerWebManifest } from "./domains/settings/web-manifest";
import { createWebhookOutbox, scheduleWebhookDelivery, webhookRoutes, type WebhookOutbox } from "./domains/webhooks/index";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: MailOutbox;
    /** SMS and WhatsApp messages to shoppers (docs/product/phone-messages.md). */
    messages: MessageOutbox;
    /** Signed deliveries of the store's events to staff-registered receivers (docs/webhooks.md). */
    webhooks: WebhookOutbox;
    /** E-mails to staff about new orders, returns, enquiries and grievances (docs/decisions/186-staff-notifications.md). */
    staffNotifier: StaffNotifier;
    /** Pictures under /uploads/: DATA_DIR or the shared database (docs/decisions/175-several-instances.md). */
    files: FileStore;
    /** Shared by every instance when REDIS_URL is set. */
    redis: Redis | undefined;
    /** Counts failed password checks (docs/decisions/220-failure-only-login-throttling.md). */
    loginThrottle: LoginThrottle;
    /** "Forgot password" requests, handled after the answer (domains/accounts/reset-requests.ts). */
    resetRequests: ResetRequestWorker;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where mail is handed over; by default the one the config selects (SMTP or the outbox folder). */
  mailTransport?: MailTransport;
  /** Where each channel's messages are handed over; by default the ones the config selects. */
  messageTransports?: MessageTransports;
  /** Log lines go to stdout; `false` turns them off, a stream receives them (tests read it). */
  logger?: false | DestinationStream;
  /** Told of every route as it is added: tests list the routes with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Fastify's own default, which a server of our own must set: longer than the idle timeout of the load balancers in front (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildApp({ config, database, mailTransport, messageTransports, logger, onRoute }: AppOptions) {
  let fromMemory: ReadsFromMemory | undefined;
  const app = Fastify({
    // Fastify's server, but a kept public read is answered before routing (./http/reads-from-memory.ts).
    serverFactory: (route) => {
      const server = createServer((request, response) => {
        if (!fromMemory?.answer(request, response)) route(request, response);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      // Fastify's default too: no limit of Node's own on a whole request (an upload may be slow).
      server.requestTimeout = 0;
      return server;
    },
    logger: logger === false ? false : { ...logOptions(config.logLevel), ...(logger && { stream: logger }) },
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    // Rate limits key on request.ip: only the configured proxy hops may set it through X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("files", fileStoreFor(config, database.db));
  const transport =
    mailTransport ??
    createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
  const mailer = createMailOutbox({ db: database.db, transport, log: app.log });
  app.decorate("mailer", mailer);
  scheduleMailDelivery(app, mailer);
  const messages = createMessageOutbox({
    db: database.db,
    transports: messageTransports ?? createMessageTransports({ dataDir: config.dataDir, log: app.log, sms: config.sms, whatsapp: config.whatsapp }),
    log: app.log,
  });
  app.decorate("messages", messages);
  scheduleMessageDelivery(app, messages);
  const webhooks = createWebhookOutbox({ db: database.db, log: app.log, allowPrivate: config.webhooksAllowPrivate });
  app.decorate("webhooks", webhooks);
  scheduleWebhookDelivery(app, webhooks);
  const staffNotifier = createStaffNotifier({
    mailer,
    log: app.log,
    config: {
      staffEmail: async (db) => (await getSettings(db, settingsEnvironment(config))).staffEmail,
      mailStore: currentMailStore,
      publicUrl: config.publicUrl,
    },
  });
  app.decorate("staffNotifier", staffNotifier);
  scheduleStaffDigest(app, staffNotifier);
  scheduleNightlyBackup(app);

  registerErrorHandling(app);
  registerTextCheck(app);
  await registerPageForms(app);
  // request.locale from Accept-Language; the language switch's /lang/:locale (docs/product/http-contract.md "Languages").
  registerRequestLocale(app);
  registerLanguageSwitch(app);
  const securityHeaders = registerSecurityHeaders(app);
  // In development the API answers the Vite dev server's origin, whatever it is.
  const corsOrigin = config.env === "development" ? true : config.publicUrl;
  await app.register(cors, { origin: corsOrigin });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  app.decorate("redis", redis);
  if (redis) {
    app.addHook("onClose", async () => {
      // A connection already lost has nothing to say goodbye on.
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  app.decorate("resetRequests", resetRequestWorker(app));
  app.decorate(
    "loginThrottle",
    createLoginThrottle({
      counts: redis ? sharedFailureCounts(redis) : memoryFailureCounts(),
      policy: throttlePolicy(config.loginSlowdownMs),
    }),
  );
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL every instance counts in Redis; while Redis is away each counts on its own (ADR 240).
    ...(redis && { store: redisWithLocalFallback(redis, "vayu:rate-limit:"), skipOnError: true }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  const publicReads = await registerPublicReads(app, catalogReadSource(database.db));
  if (typeof corsOrigin === "string") {
    const common = { ...securityHeaders, "access-control-allow-origin": corsOrigin };
    const reads = new ReadsFromMemory(publicReads, common, app.log);
    app.addHook("preClose", async () => reads.close());
    fromMemory = reads;
  }
  await app.register(compress, { global: true });
  // API keys before the guard that accepts them (docs/decisions/318-api-keys.md).
  await app.register(apiKeyGuard);
  await app.register(authGuard);
  await app.register(paymentProvider);
  await registerOpenApi(app, apiKeyScopesFor);
  await registerStockAlerts(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(accountsRoutes);
      await api.register(catalogRoutes);
      await api.register(bestsellerRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(stockAlertRoutes);
      await api.register(addressesRoutes);
      await api.register(purchaseRoutes);
      await api.register(ordersRoutes);
      await api.register(orderLifecycleRoutes);
      await api.register(accountClosureRoutes);
      await api.register(invoicesRoutes);
      await api.register(contentRoutes);
      await api.register(enquiriesRoutes);
      await api.register(grievancesRoutes);
      await api.register(reviewsRoutes);
      await api.register(questionsRoutes);
      await api.register(installationsRoutes);
      await api.register(warrantyRoutes);
      await api.register(deliveryRoutes);
      await api.register(trackingRoutes);
      await api.register(adminRoutes, { prefix: "/admin" });
      await api.register(staffNotificationRoutes, { prefix: "/admin" });
      await api.register(messageAdminRoutes, { prefix: "/admin" });
      await api.register(demoClearRoutes, { prefix: "/admin" });
      await api.register(codReportRoutes, { prefix: "/admin" });
      await api.register(gstReturnsRoutes, { prefix: "/admin" });
      await api.register(storeSettingsRoutes, { prefix: "/admin" });
      await api.register(apiKeyRoutes, { prefix: "/admin" });
      await api.register(webhookRoutes({ outbox: webhooks, allowPrivate: config.webhooksAllowPrivate }), { prefix: "/admin" });
      await api.register(inviteRoutes);
      await api.register(staffMfaRoutes);
      await api.register(searchRoutes);
      await api.register(searchAdminRoutes, { prefix: "/admin/search" });
      await api.register(emiRoutes);
      await api.register(emiAdminRoutes, { prefix: "/admin" });
    },
    { prefix: "/api" },
  );

  registerCrawlerFiles(app, config.publicUrl);
  registerWebManifest(app);
  // Staff uploads no product, category, banner, order or setting uses any more are deleted hourly.
  scheduleUploadSweeper(app);
  const renderPage = await loadStorefrontRenderer(app, config.webDist, config.publicUrl);
  registerStaticFiles(app, config, renderPage);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const isSourceMap = (pathname: string) => /\.map$/i.test(pathname);

/** Uploaded images and hashed web assets never change under one URL: cache them for a year. */
function registerStaticFiles(app: App, config: Config, renderPage: StorefrontRenderer | null) {
  if (app.files.kind === "disk") {
    const uploads = path.join(config.dataDir, "uploads");
    mkdirSync(uploads, { recursive: true });
    app.register(fastifyStatic, {
      root: uploads,
      prefix: "/uploads/",
      decorateReply: false,
      maxAge: YEAR_SECONDS * 1000,
      immutable: true,
    });
  } else {
    registerStoredFiles(app);
  }

  const hasWeb = existsSync(path.join(config.webDist, "index.html"));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      // Our own rule below, not the plugin's `max-age=0`: hashed assets forever, the rest revalidated.
      cacheControl: false,
      // The web build writes .br and .gz beside each asset (vite-plugin-compression2).
      preCompressed: true,
      // Source maps stay on the server for reading stack traces; they would publish our sources.
      // The HTML template is only ever served filled in; the build manifest is for the build's tools.
      allowedPath: (pathname) =>
        !isSourceMap(pathname) && pathname !== "/index.html" && !pathname.startsWith("/.vite/"),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }

  if (hasWeb) {
    // Pages and assets come pre-compressed by Accept-Encoding: shared caches must key on it.
    // Appended on the reply (not the raw response) so CORS's `Vary: Origin` does not replace it.
    app.addHook("onRequest", (request, reply, done) => {
      if (!request.url.startsWith("/api")) {
        const vary = reply.getHeader("vary");
        reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
      }
      done();
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD" || isFormPost(request)) &&
      !pathname.startsWith("/api") &&
      !pathname.startsWith("/uploads") &&
      // A missing build file is a 404, not the app shell a browser would try to run as one.
      !pathname.startsWith("/assets/") &&
      !isSourceMap(pathname);
    if (hasWeb && wantsPage && renderPage) {
      // The storefront rendered on the server: an unknown URL or a missing product is a 404 page.
      if (await servePage(app, request, reply, renderPage)) return reply;
    }
    if (hasWeb && wantsPage) {
      // A web build without its server renderer: every page URL gets the app shell.
      return reply.header("Cache-Control", "no-cache").sendFile("index.html", config.webDist);
    }
    return reply.status(404).send({ message: "Not found." });
  });
}
