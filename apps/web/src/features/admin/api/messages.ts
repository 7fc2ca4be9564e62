import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  MessagingSettingsResponse,
  OrderMessagesResponse,
  ResendMessageResponse,
} from "@vayu/shared/message-log";
import { api } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { staffRetry } from "./staff-resource";

/** GET /admin/orders/:id/messages: the order's SMS and WhatsApp messages, newest first (docs/product/phone-messages.md). */
export const orderMessagesOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["admin", "orders", orderId, "messages"],
    queryFn: ({ signal }) => api(OrderMessagesResponse, `/admin/orders/${orderId}/messages`, { signal }),
    retry: staffRetry,
  });
export const useOrderMessages = (orderId: string) => useQuery(orderMessagesOptions(orderId));

/** POST /admin/messages/:id/resend: a new queued copy; the order's list is read again. */
export const useResendMessage = (orderId: string) =>
  useMutation({
    mutationFn: (messageId: string) =>
      api(ResendMessageResponse, `/admin/messages/${messageId}/resend`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderMessagesOptions(orderId).queryKey }),
  });

/** GET /admin/messaging (owner): each channel's provider, sender id and template ids. */
export const messagingSettingsOptions = queryOptions({
  queryKey: ["admin", "messaging"],
  queryFn: ({ signal }) => api(MessagingSettingsResponse, "/admin/messaging", { signal }),
  retry: staffRetry,
});
export const useMessagingSettings = () => useQuery(messagingSettingsOptions);
