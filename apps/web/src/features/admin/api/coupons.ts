import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import {
  CouponResponse,
  CouponsResponse,
  type CouponCreateBodyType,
  type CouponPatchBodyType,
} from "@vayu/shared/promotions";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { downloadApiFile } from "../../../lib/save-file";
import { staffResource } from "./staff-resource";

/** /admin/coupons (docs/product/promotions.md): list, create, PATCH /admin/coupons/:id (deactivating is `active: false`). */
export const staffCoupons = staffResource<CouponCreateBodyType, CouponPatchBodyType>()(
  "coupons",
  { schema: CouponsResponse, pick: (body) => body.coupons },
  { schema: CouponResponse, pick: (body) => body.coupon },
);

/** The contract fixes the request only; whatever the API answers beside it (a message, the coupon) is taken as it comes. */
const CodesAnswer = z.looseObject({ message: z.string().optional() });

/** POST /admin/coupons/:id/codes `{ count }`: a batch of single-use codes for a campaign. */
export function useGenerateCodes() {
  return useMutation({
    mutationFn: ({ id, count }: { id: string; count: number }) =>
      api(CodesAnswer, `/admin/coupons/${encodeURIComponent(id)}/codes`, { method: "POST", body: { count } }),
    onSuccess: () => void readAfterWrite(),
  });
}

/** GET /admin/coupons/:id/codes.csv, fetched with the staff's token and saved as the server names it. */
export const codesCsvUrl = (id: string) => `/api/admin/coupons/${encodeURIComponent(id)}/codes.csv`;
export const downloadCodesCsv = (id: string) => downloadApiFile(codesCsvUrl(id));
