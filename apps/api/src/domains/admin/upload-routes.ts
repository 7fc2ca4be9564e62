import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_UPLOAD_BYTES, UploadResponse, type UploadResponseType } from "@vayu/shared/staff-catalog";
import { errorResponses } from "@vayu/shared/errors";
import { badRequest } from "../../http/errors";
import { currentUser } from "../accounts/index";
import { audit } from "../../audit/audit";
import { storeUploadedPicture } from "./uploads";

const SEND_A_FILE = "file is required: send one picture as multipart/form-data in the field \"file\"";
const TOO_LARGE = "file must be at most 10 MB";

/** POST /admin/uploads: one picture in, its WebP URL out (docs/decisions/160-staff-console.md). */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: true });

  app.post(
    "/uploads",
    { schema: { response: { 201: UploadResponse, ...errorResponses } } },
    async (request, reply): Promise<UploadResponseType> => {
      if (!request.isMultipart()) throw badRequest(SEND_A_FILE, { field: "file" });
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== "file") throw badRequest(SEND_A_FILE, { field: "file" });
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw badRequest(TOO_LARGE, { field: "file" });
        if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) {
          throw badRequest("Send one picture at a time.", { field: "file" });
        }
        throw error;
      }
      const stored = await storeUploadedPicture(bytes, app.files);
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
