import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  WebhookDeliveriesResponse,
  WebhookResponse,
  WebhooksResponse,
  WebhookTestResponse,
  WebhookWithSecretResponse,
  type WebhookCreateBodyType,
  type WebhookPatchBodyType,
} from "@vayu/shared/webhooks";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** /admin/webhooks (docs/webhooks.md): the owner's receivers, their delivery logs and the Test button. */
const path = (id?: string, rest = "") => `/admin/webhooks${id ? `/${encodeURIComponent(id)}` : ""}${rest}`;
const refresh = () => void readAfterWrite();

export const useWebhooks = () =>
  useQuery({ queryKey: ["admin", "webhooks"], queryFn: ({ signal }) => api(WebhooksResponse, path(), { signal }).then((b) => b.webhooks), retry: staffRetry });

export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: ["admin", "webhooks", id, "deliveries"],
    queryFn: ({ signal }) => api(WebhookDeliveriesResponse, path(id, "/deliveries"), { signal }).then((b) => b.deliveries),
    retry: staffRetry,
  });

export const useCreateWebhook = () =>
  useMutation({ mutationFn: (body: WebhookCreateBodyType) => api(WebhookWithSecretResponse, path(), { method: "POST", body }), onSuccess: refresh });

export const useUpdateWebhook = () =>
  useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WebhookPatchBodyType }) => api(WebhookResponse, path(id), { method: "PATCH", body: patch }),
    onSuccess: refresh,
  });

export const useDeleteWebhook = () => useMutation({ mutationFn: (id: string) => api(z.null(), path(id), { method: "DELETE" }), onSuccess: refresh });

export const useRotateSecret = () =>
  useMutation({ mutationFn: (id: string) => api(WebhookWithSecretResponse, path(id, "/secret"), { method: "POST" }), onSuccess: refresh });

export const useTestWebhook = () =>
  useMutation({ mutationFn: (id: string) => api(WebhookTestResponse, path(id, "/test"), { method: "POST" }).then((b) => b.delivery), onSuccess: refresh });
