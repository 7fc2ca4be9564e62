import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";

/** The answers' schema, loaded with the first request, not with the page (docs/decisions/177-lean-first-load.md). */
const complainantThreadResponse = () =>
  import("@vayu/shared/grievances").then((schemas) => schemas.ComplainantThreadResponse);

const threadKey = (token: string) => ["grievance-thread", token];

/** POST /api/grievances/thread: the complainant's ticket and thread, through the signed link in our e-mail. */
export function useComplainantThread(token: string) {
  return useQuery({
    queryKey: threadKey(token),
    queryFn: () => api(complainantThreadResponse, "/grievances/thread", { method: "POST", body: { token } }),
    enabled: token !== "",
    retry: false,
  });
}

/** POST /api/grievances/thread/replies: the complainant's answer; the thread shows it at once. */
export function useComplainantReply(token: string) {
  return useMutation({
    mutationFn: (message: string) =>
      api(complainantThreadResponse, "/grievances/thread/replies", {
        method: "POST",
        body: { token, message },
      }),
    onSuccess: (answer) => queryClient.setQueryData(threadKey(token), answer),
  });
}
