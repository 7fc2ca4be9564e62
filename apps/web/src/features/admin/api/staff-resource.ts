import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { MessageResponse } from "@vayu/shared/errors";
import { api, ApiError, type ResponseSchema } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";

/** True when the API refused the caller as not staff (or no longer logged in). */
export const isStaffRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
// A refusal will not change by asking again; other failures get the usual retries.
export const staffRetry = (count: number, error: Error) => !isStaffRefusal(error) && count < 2;

/**
 * The four routes of one staff resource (GET/POST /admin/<path>, PATCH/DELETE
 * /admin/<path>/:id): query options for the list and a hook per write. A write refreshes
 * every query, since listings, product pages and the home page may all show what changed.
 */
export const staffResource =
  <Create, Patch>() =>
  <Row, Written, ListBody, ItemBody>(
    path: string,
    list: { schema: ResponseSchema<ListBody>; pick: (body: ListBody) => Row[] },
    item: { schema: ResponseSchema<ItemBody>; pick: (body: ItemBody) => Written },
  ) => {
    const listOptions = (search = "") =>
      queryOptions({
        queryKey: ["admin", path, search],
        queryFn: ({ signal }) =>
          api(list.schema, `/admin/${path}${search ? `?${search}` : ""}`, { signal }).then(list.pick),
        retry: staffRetry,
      });
    // Not awaited: the write is done when the API answers; pages refetch behind it.
    const refresh = () => void readAfterWrite();
    return {
      listOptions,
      useList: (search = "") => useQuery(listOptions(search)),
      useCreate: () =>
        useMutation({
          mutationFn: (body: Create) =>
            api(item.schema, `/admin/${path}`, { method: "POST", body }).then(item.pick),
          onSuccess: refresh,
        }),
      useUpdate: () =>
        useMutation({
          mutationFn: ({ id, patch }: { id: string; patch: Patch }) =>
            api(item.schema, `/admin/${path}/${id}`, { method: "PATCH", body: patch }).then(item.pick),
          onSuccess: refresh,
        }),
      useRemove: () =>
        useMutation({
          mutationFn: (id: string) => api(MessageResponse, `/admin/${path}/${id}`, { method: "DELETE" }),
          onSuccess: refresh,
        }),
    };
  };
