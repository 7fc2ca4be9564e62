import { SaleResponse, SalesResponse, type SaleCreateBodyType, type SalePatchBodyType } from "@vayu/shared/promotions";
import { staffResource } from "./staff-resource";

/** /admin/sales: scheduled sales, the latest to start first (docs/decisions/275-scheduled-sale-prices.md). */
export const staffSales = staffResource<SaleCreateBodyType, SalePatchBodyType>()(
  "sales",
  { schema: SalesResponse, pick: (body) => body.sales },
  { schema: SaleResponse, pick: (body) => body.sale },
);
