import { useIsMutating, useMutation } from "@tanstack/react-query";
import { UploadResponse } from "@vayu/shared/staff-catalog";
import { api } from "../../../lib/api";

/** POST /admin/uploads: one picture, answered with the URL of its largest WebP variant. */
export function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  return api(UploadResponse, "/admin/uploads", { method: "POST", body: form }).then((body) => body.url);
}

const uploadKey = ["admin", "upload"];

export const useUploadPicture = () => useMutation({ mutationKey: uploadKey, mutationFn: uploadPicture });

/** Whether a picture is still uploading: a form saved now would keep its old picture and lose the new one. */
export const useUploading = () => useIsMutating({ mutationKey: uploadKey }) > 0;
