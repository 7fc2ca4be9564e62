import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { queryClient } from "../lib/query-client";
import { router } from "./router";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Plain (not rich-coloured) toasts: their text keeps AA contrast. */}
      <Toaster position="top-center" duration={3000} closeButton />
    </QueryClientProvider>
  );
}
