import { useMutation } from "@tanstack/react-query";
import { apiFile } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";

/** GET /api/order/:id/invoice or /api/order/:id/credit-notes/:id: the PDF, saved as the server names it. */
export async function downloadDocument(url: string): Promise<void> {
  const { blob, fileName } = await apiFile(url);
  saveFile(blob, fileName);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
