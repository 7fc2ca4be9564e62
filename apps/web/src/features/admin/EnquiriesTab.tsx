import { useDeferredValue, useState } from "react";
import { useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, MapPin } from "lucide-react";
import { toast } from "../../lib/toast";
import { formatRupees } from "@vayu/shared/money";
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  EnquiryPatchBody,
  type EnquiryPatchBodyType,
  type StaffEnquiriesQueryType,
  type StaffEnquiryType,
} from "@vayu/shared/staff-enquiries";
import { Button } from "../../components/ui/Button";
import { SelectField, TextAreaField } from "../../components/ui/FormFields";
import { fieldClasses } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { downloadEnquiriesCsv, useStaffEnquiries, useUpdateEnquiry } from "./api/enquiries";
import { ContactLinks } from "./ContactLinks";
import { FilterSearch } from "./FilterSearch";
import { PanelState } from "./PanelState";
import { useSelectedCard } from "./selected-card";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

const KIND_LABELS: Record<StaffEnquiryType["kind"], { label: string; tone: string }> = {
  contact: { label: "Contact", tone: "bg-brand-50 text-brand-800 ring-brand-200" },
  distributor: { label: "Distributor", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  dealer: { label: "Direct dealer", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
};
const STATUS_LABELS: Record<StaffEnquiryType["status"], string> = {
  new: "New",
  "in progress": "In progress",
  closed: "Closed",
};

/**
 * Contact and dealer enquiries: filter by kind, status and text, follow up with a status and notes, export as CSV.
 * `?enquiry=<id>` (the staff e-mail's link) brings that one into view.
 */
export function EnquiriesTab() {
  const [params] = useSearchParams();
  const selected = params.get("enquiry");
  const [type, setType] = useState<StaffEnquiriesQueryType["type"]>();
  const [status, setStatus] = useState<StaffEnquiriesQueryType["status"]>();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const filters: StaffEnquiriesQueryType = { type, status, q: q || undefined };
  const enquiries = useStaffEnquiries(filters);
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadEnquiriesCsv(filters)
      .catch((error: unknown) =>
        toast.error(errorMessage(error, "The file could not be made. Please try again.")),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <section aria-label="Enquiries">
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <FilterSearch
          label="Search enquiries"
          placeholder="Name, e-mail, phone, city or firm"
          value={search}
          onChange={setSearch}
        />
        <select
          aria-label="Kind"
          value={type ?? ""}
          onChange={(event) => setType((event.target.value || undefined) as typeof type)}
          className={fieldClasses(false)}
        >
          <option value="">Every kind</option>
          {ENQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind].label}
            </option>
          ))}
        </select>
        <select
          aria-label="Status"
          value={status ?? ""}
          onChange={(event) => setStatus((event.target.value || undefined) as typeof status)}
          className={fieldClasses(false)}
        >
          <option value="">Every status</option>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={download} loading={downloading}>
          <Download className="size-4" aria-hidden /> Download CSV
        </Button>
      </div>
      <PanelState query={enquiries} empty="No enquiries match.">
        {(list) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((enquiry) => (
              <EnquiryCard key={enquiry._id} enquiry={enquiry} selected={enquiry._id === selected} />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

function EnquiryCard({ enquiry, selected }: { enquiry: StaffEnquiryType; selected: boolean }) {
  const kind = KIND_LABELS[enquiry.kind];
  const card = useSelectedCard(selected);
  return (
    <li
      ref={card}
      aria-current={selected || undefined}
      className={`rounded-xl bg-white p-4 ${selected ? "ring-2 ring-brand-500" : "ring-1 ring-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {enquiry.kind === "contact" ? enquiry.name : enquiry.firmName}
          </p>
          {enquiry.designation && (
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
      <ContactLinks email={enquiry.email} mobile={enquiry.mobile}>
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-slate-500" aria-hidden />
          {enquiry.city}, {enquiry.state}
        </span>
      </ContactLinks>
      {enquiry.kind === "contact" ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
          {enquiry.message}
        </p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            <Fact term="Ownership" value={enquiry.ownership ?? ""} />
            <Fact term="Business" value={enquiry.businessProfile ?? ""} />
            <Fact term="Established" value={String(enquiry.establishment ?? "")} />
            <Fact term="Investment" value={formatRupees(enquiry.investment ?? 0)} />
            <Fact term="Pincode" value={enquiry.pincode ?? ""} />
          </dl>
          <p className="mt-2 text-sm text-slate-600">{enquiry.address}</p>
          <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            {enquiry.message}
          </p>
        </>
      )}
      <FollowUp enquiry={enquiry} />
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

/** The staff's status and notes on one enquiry. */
function FollowUp({ enquiry }: { enquiry: StaffEnquiryType }) {
  const update = useUpdateEnquiry();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<EnquiryPatchBodyType>({
    resolver: zodResolver(EnquiryPatchBody),
    defaultValues: { status: enquiry.status, notes: enquiry.notes },
  });
  const save = handleSubmit((patch) =>
    update.mutate(
      { id: enquiry._id, patch },
      {
        onSuccess: (saved) => {
          reset({ status: saved.status, notes: saved.notes });
          toast.success("Enquiry updated.");
        },
        onError: (error) => toast.error(errorMessage(error, "The enquiry could not be updated.")),
      },
    ),
  );
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Follow-up of ${enquiry.name}`}
      className="mt-3 grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-[10rem_1fr]"
    >
      <SelectField label="Status" placeholder="Choose" error={errors.status?.message} {...register("status")}>
        {ENQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Staff notes"
        rows={2}
        maxLength={2000}
        error={errors.notes?.message}
        {...register("notes")}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={!isDirty}
        loading={update.isPending}
        className="sm:col-start-2 sm:justify-self-start"
      >
        Save follow-up
      </Button>
    </form>
  );
}
