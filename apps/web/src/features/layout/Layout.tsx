import { Outlet } from "react-router";

// TODO(scaffold): issue 2 builds the header, footer and chat widget around the outlet.
export function Layout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
