import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../lib/toast";
import { StaffInviteBody, type StaffInviteBodyType } from "@vayu/shared/staff-accounts";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { LoadError } from "../../components/ui/LoadError";
import {
  useChangeStaffRole,
  useInviteStaff,
  useRevokeStaff,
  useStaffAccounts,
  useWithdrawInvite,
} from "./api/staff-accounts";
import { useResetStaffMfa } from "./api/staff-mfa";
import { fieldClasses } from "../../components/ui/TextField";

/** The roles as the owner reads them (docs/decisions/231-staff-roles.md). */
const ROLE_LABELS = {
  staff: "Staff (everything but the staff list and settings)",
  catalog_editor: "Catalog editor (products and categories only)",
} as const;
import { StaffNotificationsPanel } from "./StaffNotificationsPanel";

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

/** The owner's view of the staff: who has access, open invitations, and a form to invite someone. */
export function StaffTab() {
  const accounts = useStaffAccounts();
  const revoke = useRevokeStaff();
  const withdraw = useWithdrawInvite();
  const invite = useInviteStaff();
  const changeRole = useChangeStaffRole();
  const resetMfa = useResetStaffMfa();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffInviteBodyType>({
    resolver: zodResolver(StaffInviteBody),
    defaultValues: { email: "", name: "", role: "staff" },
  });
  const send = handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: () => {
        toast.success(`Invitation sent to ${body.email}.`);
        reset();
      },
      onError: (error) => toast.error(errorMessage(error, "The invitation could not be sent.")),
    }),
  );
  const confirmThen = (question: string, act: () => void) => window.confirm(question) && act();
  const failed = (what: string) => (error: unknown) => toast.error(errorMessage(error, `${what} failed.`));

  if (accounts.isPending)
    return (
      <div
        role="status"
        aria-label="Loading"
        className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
      />
    );
  if (accounts.isError) return <LoadError onRetry={() => void accounts.refetch()} />;
  return (
    <div className="space-y-5">
      <section aria-labelledby="staff-list" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="staff-list" className="font-semibold text-ink">
          Staff
        </h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {accounts.data.staff.map((member) => (
            <li key={member._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {member.name}{" "}
                  {member.role === "owner" && (
                    <span className="ml-1 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                      Owner
                    </span>
                  )}
                </p>
                <p className="text-sm break-all text-slate-600">{member.email}</p>
                <p className="text-xs text-slate-500">
                  {member.secondFactor ? "Two-step sign-in on" : "Two-step sign-in not set up yet"}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {member.role !== "owner" && (
                  <select
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    onChange={(event) =>
                      changeRole.mutate(
                        { id: member._id, role: event.target.value as keyof typeof ROLE_LABELS },
                        {
                          onSuccess: () => toast.success(`${member.name}'s role changed.`),
                          onError: failed("Changing the role"),
                        },
                      )
                    }
                    className={`${fieldClasses(false)} w-auto py-1.5`}
                  >
                    <option value="staff">Staff</option>
                    <option value="catalog_editor">Catalog editor</option>
                  </select>
                )}
                {member.secondFactor && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      confirmThen(
                        `Reset ${member.name}'s two-step sign-in (a lost phone)? They are logged out and set it up again at their next login.`,
                        () =>
                          resetMfa.mutate(member._id, {
                            onSuccess: ({ message }) => toast.success(message),
                            onError: failed("Resetting two-step sign-in"),
                          }),
                      )
                    }
                  >
                    Reset two-step sign-in
                  </Button>
                )}
                {member.role !== "owner" && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      confirmThen(`Revoke ${member.name}'s access? They are logged out at once.`, () =>
                        revoke.mutate(member._id, { onError: failed("Revoking") }),
                      )
                    }
                  >
                    Revoke access
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="staff-invites" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="staff-invites" className="font-semibold text-ink">
          Invite a staff member
        </h2>
        <form
          onSubmit={send}
          noValidate
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <TextField label="Name" maxLength={80} error={errors.name?.message} {...register("name")} />
          <TextField
            label="E-mail"
            type="email"
            maxLength={254}
            error={errors.email?.message}
            {...register("email")}
          />
          <label className="text-sm font-medium text-slate-700 sm:col-span-2">
            Role
            <select {...register("role")} className={`${fieldClasses(false)} mt-1.5`}>
              {Object.entries(ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" loading={invite.isPending} className="sm:mt-7">
            Send invitation
          </Button>
        </form>
        {accounts.data.invites.length > 0 && (
          <ul className="mt-4 divide-y divide-slate-100">
            {accounts.data.invites.map((open) => (
              <li key={open._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 break-all">
                  {open.name} · {open.email} · {open.role === "catalog_editor" ? "catalog editor" : "staff"} ·
                  link works until {day.format(new Date(open.expiresAt))}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => withdraw.mutate(open._id, { onError: failed("Withdrawing") })}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <StaffNotificationsPanel />
    </div>
  );
}
