import { useMutation } from "@tanstack/react-query";
import type { CreateGrievanceBodyType, CreateGrievanceResponseType } from "@vayu/shared/grievances";
import { api } from "../../../lib/api";

/** The answer's schema, loaded with the request, not with the page (docs/decisions/177-lean-first-load.md). */
const CreateGrievanceResponse = () => import("@vayu/shared/grievances").then((schemas) => schemas.CreateGrievanceResponse);

/** POST /api/grievances: registers the complaint and answers its ticket number. */
export function fileGrievance(complaint: CreateGrievanceBodyType): Promise<CreateGrievanceResponseType> {
  return api(CreateGrievanceResponse, "/grievances", { method: "POST", body: complaint });
}

export function useFileGrievance() {
  return useMutation({ mutationFn: fileGrievance });
}
