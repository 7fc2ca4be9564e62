import { apiFile } from "./api";

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A document the API serves at `url` ("/api/..."; a PDF, a CSV), fetched with the bearer token and saved as the server names it. */
export async function downloadApiFile(url: string): Promise<void> {
  const { blob, fileName } = await apiFile(url);
  saveFile(blob, fileName);
}
