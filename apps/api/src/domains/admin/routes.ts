import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AuditQuery, AuditResponse } from "@vayu/shared/audit";
import { idParam } from "@vayu/shared/catalog";
import { StuckPaymentsResponse } from "@vayu/shared/admin";
import { DashboardResponse } from "@vayu/shared/staff-dashboard";
import { SetupChecklistResponse } from "@vayu/shared/store-settings";
import {
  EnquiryPatchBody,
  StaffEnquiriesQuery,
  StaffEnquiriesResponse,
  StaffEnquiryResponse,
} from "@vayu/shared/staff-enquiries";
import {
  StaffAccountsResponse,
  StaffInviteBody,
  StaffInviteResponse,
  StaffMeResponse,
  StaffMember,
  StaffRoleBody,
} from "@vayu/shared/staff-accounts";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { z } from "zod";
import { currentUser } from "../accounts/index";
import { deliveryAdminRoutes } from "../delivery/index";
import { listAudit } from "../../audit/audit";
import { catalogAdminRoutes } from "../catalog/index";
import { promotionsAdminRoutes } from "../promotions/index";
import { codRulesAdminRoutes } from "../cod-rules/index";
import { contentAdminRoutes } from "../content/index";
import { dashboard } from "./dashboard";
import dispatchRoutes from "./dispatch-routes";
import { enquiriesCsv } from "../enquiries/index";
import { listEnquiries, updateEnquiry } from "../enquiries/index";
import { listStuckPayments } from "../checkout/index";
import { setupChecklist } from "./setup";
import { changeStaffRole, inviteStaff, listStaffAccounts, revokeInvite, revokeStaff } from "../accounts/index";
import uploadRoutes from "./upload-routes";

/**
 * Staff routes (docs/product/http-contract.md "Staff API"), registered under /api/admin: every one needs a staff account, and every
 * write is audited (docs/decisions/160-staff-console.md). Orders are the order lifecycle's
 * (workflows/order-lifecycle/routes.ts).
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest rather than preHandler: strangers get 401/403 before any body validation answers them.
  app.addHook("onRequest", app.requireAdmin);
  await app.register(deliveryAdminRoutes);
  await app.register(uploadRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(promotionsAdminRoutes);
  await app.register(codRulesAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(dispatchRoutes);

  app.get("/me", { schema: { response: { 200: StaffMeResponse, ...errorResponses } } }, async (request) => {
    const { id, name, email, role } = currentUser(request);
    return { _id: id, name, email: email ?? "", role: role === "owner" || role === "catalog_editor" ? role : ("staff" as const) };
  });

  app.get("/dashboard", { schema: { response: { 200: DashboardResponse, ...errorResponses } } }, async () =>
    dashboard(app.db),
  );

  app.get("/setup", { schema: { response: { 200: SetupChecklistResponse, ...errorResponses } } }, async () =>
    setupChecklist(app.db, app.config),
  );

  app.get(
    "/audit",
    { schema: { querystring: AuditQuery, response: { 200: AuditResponse, ...errorResponses } } },
    async (request) => listAudit(app.db, request.query),
  );

  app.get(
    "/enquiries",
    {
      schema: {
        querystring: StaffEnquiriesQuery,
        response: { 200: StaffEnquiriesResponse, ...errorResponses },
      },
    },
    async (request) => ({
      enquiries: await listEnquiries(app.db, request.query),
    }),
  );
  app.get(
    "/enquiries.csv",
    { schema: { querystring: StaffEnquiriesQuery, response: { 200: z.string(), ...errorResponses } } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="enquiries-${day}.csv"`)
        .header("cache-control", "no-store");
      return enquiriesCsv(await listEnquiries(app.db, request.query));
    },
  );
  app.patch(
    "/enquiries/:id",
    {
      schema: {
        params: idParam,
        body: EnquiryPatchBody,
        response: { 200: StaffEnquiryResponse, ...errorResponses },
      },
    },
    async (request) => ({
      enquiry: await updateEnquiry(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.get(
    "/payments/stuck",
    { schema: { response: { 200: StuckPaymentsResponse, ...errorResponses } } },
    async () => ({
      payments: await listStuckPayments(app.db),
    }),
  );

  await app.register(staffAccountRoutes);
};

/** The owner manages the staff: list, invite by e-mail, withdraw an invitation, revoke access. */
const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireOwner);

  app.get("/staff", { schema: { response: { 200: StaffAccountsResponse, ...errorResponses } } }, async () =>
    listStaffAccounts(app.db),
  );
  app.post(
    "/staff/invites",
    { schema: { body: StaffInviteBody, response: { 201: StaffInviteResponse, ...errorResponses } } },
    async (request, reply) => {
      const invite = await inviteStaff(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        currentUser(request).id,
        request.body,
      );
      reply.status(201);
      return { invite };
    },
  );
  app.delete(
    "/staff/invites/:id",
    { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      await revokeInvite(app.db, currentUser(request).id, request.params.id);
      return { message: "Invitation withdrawn." };
    },
  );
  app.patch(
    "/staff/:id",
    { schema: { params: idParam, body: StaffRoleBody, response: { 200: z.object({ member: StaffMember }), ...errorResponses } } },
    async (request) => ({ member: await changeStaffRole(app.db, currentUser(request).id, request.params.id, request.body) }),
  );
  app.delete(
    "/staff/:id",
    { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      await revokeStaff(app.db, currentUser(request).id, request.params.id);
      return { message: "Staff access revoked." };
    },
  );
};

export default adminRoutes;
