import { toast } from "../../lib/toast";
import { FileDown } from "lucide-react";
import { Spinner } from "../../components/ui/Spinner";
import { errorMessage } from "../../lib/api";
import { useDownloadDocument } from "./api/download-document";

/** A link-styled button that downloads a tax document (invoice or credit note) of the shopper's order. */
export function DocumentDownload({ url, label, detail }: { url: string; label: string; detail?: string }) {
  const download = useDownloadDocument();
  return (
    <button
      type="button"
      onClick={() =>
        download.mutate(url, {
          onError: (error) =>
            toast.error(errorMessage(error, "We could not download this document. Please try again.")),
        })
      }
      disabled={download.isPending}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
    >
      {download.isPending ? <Spinner className="size-4" /> : <FileDown className="size-4" aria-hidden />}
      {label}
      {detail && <span className="sr-only"> {detail}</span>}
    </button>
  );
}
