import { Mail, MapPin, Phone } from "lucide-react";
import type { AdminEnquiry } from "@vayu/shared/admin";
import { formatRupees } from "@vayu/shared/money";
import { useAdminEnquiries } from "./api";
import { PanelState } from "./PanelState";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

const KIND_LABELS: Record<AdminEnquiry["kind"], { label: string; tone: string }> = {
  contact: { label: "Contact", tone: "bg-brand-50 text-brand-800 ring-brand-200" },
  distributor: { label: "Distributor", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  dealer: { label: "Direct dealer", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
};

export function EnquiriesTab() {
  const enquiries = useAdminEnquiries();
  return (
    <section aria-label="Enquiries">
      <PanelState query={enquiries} empty="No enquiries yet.">
        {(list) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((enquiry) => (
              <EnquiryCard key={`${enquiry.kind}-${enquiry._id}`} enquiry={enquiry} />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

function EnquiryCard({ enquiry }: { enquiry: AdminEnquiry }) {
  const kind = KIND_LABELS[enquiry.kind];
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {enquiry.kind === "contact" ? enquiry.name : enquiry.firmName}
          </p>
          {enquiry.kind !== "contact" && (
            <p className="text-sm text-slate-600">
              {enquiry.name}, {enquiry.designation}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${kind.tone}`}>
            {kind.label}
          </span>
          <time dateTime={enquiry.createdAt} className="text-xs text-slate-500">
            {dateTime.format(new Date(enquiry.createdAt))}
          </time>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <a
          href={`mailto:${enquiry.email}`}
          className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
        >
          <Mail className="size-4" aria-hidden />
          {enquiry.email}
        </a>
        <a
          href={`tel:+91${enquiry.mobile}`}
          className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
        >
          <Phone className="size-4" aria-hidden />
          {enquiry.mobile}
        </a>
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-slate-500" aria-hidden />
          {enquiry.city}, {enquiry.state}
        </span>
      </div>
      {enquiry.kind === "contact" ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
          {enquiry.message}
        </p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            <Fact term="Ownership" value={enquiry.ownership} />
            <Fact term="Business" value={enquiry.businessProfile} />
            <Fact term="Established" value={String(enquiry.establishment)} />
            <Fact term="Investment" value={formatRupees(enquiry.investment)} />
            <Fact term="Pincode" value={enquiry.pincode} />
          </dl>
          <p className="mt-2 text-sm text-slate-600">{enquiry.address}</p>
          <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            {enquiry.proposal}
          </p>
        </>
      )}
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}
