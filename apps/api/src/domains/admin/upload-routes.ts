import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UploadResponse, type UploadResponseType } from "@vayu/shared/staff-catalog";
import { errorResponses } from "@vayu/shared/errors";
import { currentUser } from "../accounts/index";
import { audit } from "../../audit/audit";
import { acceptPictureUploads, readUploadedPicture, storeUploadedPicture } from "../../images/uploads";

/** POST /admin/uploads: one picture in, its WebP URL out (docs/decisions/160-staff-console.md). */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptPictureUploads(app);

  app.post(
    "/uploads",
    { schema: { response: { 201: UploadResponse, ...errorResponses } } },
    async (request, reply): Promise<UploadResponseType> => {
      const bytes = await readUploadedPicture(app, request);
      const { storedWidth: _w, storedHeight: _h, ...stored } = await storeUploadedPicture(bytes, app.files);
      await audit(app.db, {
        actorId: currentUser(request).id,
        action: "upload",
        entity: "upload",
        entityId: stored.url,
        after: { ...stored, bytes: bytes.length },
      });
      reply.status(201);
      return { url: stored.url };
    },
  );
};

export default uploadRoutes;
