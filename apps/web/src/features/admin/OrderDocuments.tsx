import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { dispatchDocumentPath } from "@vayu/shared/dispatch";
import { DocumentDownload } from "../../components/ui/DocumentDownload";

/** The order's papers for the dispatch desk (docs/decisions/189-dispatch-documents.md), each a PDF download. */
export function OrderDocuments({ order }: { order: AdminOrderDetailType }) {
  const documents = [
    ...(order.invoiceUrl ? [{ kind: "invoice", label: "GST tax invoice" } as const] : []),
    { kind: "packing-slip", label: "Packing slip" } as const,
    { kind: "label", label: "Shipping label (4 × 6 in)" } as const,
  ];
  return (
    <ul className="grid gap-2">
      {documents.map(({ kind, label }) => (
        <li key={kind}>
          <DocumentDownload
            url={dispatchDocumentPath(order._id, kind)}
            label={label}
            detail={`of order ${order.number} (PDF)`}
          />
        </li>
      ))}
    </ul>
  );
}
