import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { Spinner } from "./Spinner";
import { errorMessage } from "../../lib/api";
import { downloadApiFile } from "../../lib/save-file";
import { toast } from "../../lib/toast";

/**
 * A link-styled button that downloads a document of the API (a tax invoice or credit note of the
 * shopper's order; the staff's packing slips and labels), saved under the name the server gives it.
 */
export function DocumentDownload({ url, label, detail }: { url: string; label: string; detail?: string }) {
  const download = useMutation({ mutationFn: downloadApiFile });
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={() =>
        download.mutate(url, {
          onError: (error) =>
            toast.error(errorMessage(error, t`We could not download this document. Please try again.`)),
        })
      }
      disabled={download.isPending}
      className="inline-flex items-center gap-1.5 text-left text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
    >
      {download.isPending ? <Spinner className="size-4" /> : <FileDown className="size-4" aria-hidden />}
      {label}
      {detail && <span className="sr-only"> {detail}</span>}
    </button>
  );
}
