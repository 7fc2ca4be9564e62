import { useState } from "react";
import { Wrench } from "lucide-react";
import type { InstallationSlot, StaffInstallationType } from "@vayu/shared/after-delivery";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { fieldClasses } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { todayInIndia } from "../../lib/order-format";
import { toast } from "../../lib/toast";
import { useInstallations, useManageInstallation } from "./api/installations";

const SLOT_TEXT: Record<InstallationSlot, string> = {
  morning: "Morning (9–1)",
  afternoon: "Afternoon (1–6)",
};
const STATUS_TEXT = { booked: "Booked", done: "Done", cancelled: "Cancelled" } as const;

function Visit({ visit }: { visit: StaffInstallationType }) {
  const manage = useManageInstallation();
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState(visit.date);
  const [slot, setSlot] = useState<InstallationSlot>(visit.slot);
  const act = (patch: Parameters<typeof manage.mutate>[0]["patch"], done: string) =>
    manage.mutate(
      { id: visit._id, patch },
      {
        onSuccess: () => {
          setMoving(false);
          toast.success(done);
        },
      },
    );
  const open = visit.status === "booked";
  return (
    <li className={`space-y-2 py-3 ${visit.status === "cancelled" ? "text-slate-500" : ""}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">
          {SLOT_TEXT[visit.slot]} · Order #{visit.orderNumber}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {STATUS_TEXT[visit.status]}
        </span>
      </div>
      <p className="text-sm break-words">{visit.products.join(", ")}</p>
      <p className="text-sm break-words text-slate-600">
        {visit.customerName},{" "}
        <a className="text-brand-700 hover:underline" href={`tel:${visit.phone}`}>
          {visit.phone}
        </a>{" "}
        · {visit.address}
      </p>
      {manage.error && <FormAlert message={errorMessage(manage.error, "The visit could not be changed.")} />}
      {open && !moving && (
        <div className="flex flex-wrap gap-2">
          <Button
            className="py-1.5"
            loading={manage.isPending}
            onClick={() => act({ status: "done" }, "Visit marked done.")}
          >
            Mark done
          </Button>
          <Button variant="outline" className="py-1.5" onClick={() => setMoving(true)}>
            Reschedule
          </Button>
          <Button
            variant="outline"
            className="py-1.5"
            onClick={() => act({ status: "cancelled" }, "Visit cancelled.")}
          >
            Cancel visit
          </Button>
        </div>
      )}
      {open && moving && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            act({ date, slot }, "Visit rescheduled.");
          }}
        >
          <label className="flex flex-col text-sm font-medium text-slate-700">
            New day
            <input
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className={`${fieldClasses(false)} w-auto py-1.5`}
            />
          </label>
          <label className="flex flex-col text-sm font-medium text-slate-700">
            Time
            <select
              value={slot}
              onChange={(event) => setSlot(event.target.value === "afternoon" ? "afternoon" : "morning")}
              className={`${fieldClasses(false)} w-auto py-1.5`}
            >
              <option value="morning">{SLOT_TEXT.morning}</option>
              <option value="afternoon">{SLOT_TEXT.afternoon}</option>
            </select>
          </label>
          <Button type="submit" className="py-1.5" loading={manage.isPending}>
            Save
          </Button>
          <Button variant="outline" className="py-1.5" onClick={() => setMoving(false)}>
            Keep
          </Button>
        </form>
      )}
    </li>
  );
}

/** The dispatch desk's visit schedule (docs/decisions/334-installation-and-warranty.md): a day's installation and demo visits. */
export function InstallationSchedule() {
  const [day, setDay] = useState(todayInIndia);
  const visits = useInstallations(day);
  const rows = visits.data?.installations ?? [];
  return (
    <section
      aria-labelledby="installation-schedule"
      className="mb-4 rounded-xl bg-white p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <h2 id="installation-schedule" className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Wrench className="size-4 text-slate-500" aria-hidden />
          Installation visits
        </h2>
        <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-700">
          On
          <input
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            className={`${fieldClasses(false)} w-auto py-1.5`}
          />
        </label>
        <span className="text-sm text-slate-600">
          {visits.isPending ? "Loading…" : `${rows.filter((row) => row.status === "booked").length} to visit`}
        </span>
      </div>
      {visits.isError && (
        <FormAlert message={errorMessage(visits.error, "The visits could not be loaded.")} />
      )}
      {rows.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200" aria-label={`Visits on ${day}`}>
          {rows.map((visit) => (
            <Visit key={visit._id} visit={visit} />
          ))}
        </ul>
      )}
    </section>
  );
}
