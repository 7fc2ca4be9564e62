import { UserRound } from "lucide-react";
import { Link } from "react-router";

// TODO(scaffold): issue 3 shows the profile menu (Orders, Logout) for a logged-in shopper.
export function AccountMenu() {
  return (
    <Link to="/login" className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-100">
      <UserRound className="size-5" aria-hidden /> Login
    </Link>
  );
}
