import { useMutation } from "@tanstack/react-query";
import {
  CreateGrievanceResponse,
  type CreateGrievanceBodyType,
  type CreateGrievanceResponseType,
} from "@vayu/shared/grievances";
import { api } from "../../../lib/api";

/** POST /api/grievances: registers the complaint and answers its ticket number. */
export function fileGrievance(complaint: CreateGrievanceBodyType): Promise<CreateGrievanceResponseType> {
  return api(CreateGrievanceResponse, "/grievances", { method: "POST", body: complaint });
}

export function useFileGrievance() {
  return useMutation({ mutationFn: fileGrievance });
}
