import { Trans } from "@lingui/react/macro";
import { rupeesToPaise } from "@vayu/shared/money";
import { useFormats } from "../../lib/i18n";

/** Whole-percent saving of a sale price against the list price; 0 without a lower sale price. */
export function discountPercent(price: number, salePrice?: number): number {
  if (salePrice === undefined || salePrice >= price) return 0;
  const pricePaise = rupeesToPaise(price);
  return Math.round(((pricePaise - rupeesToPaise(salePrice)) / pricePaise) * 100);
}

const sizes = {
  md: { now: "text-lg", was: "text-sm", off: "text-sm" },
  lg: { now: "text-3xl", was: "text-lg", off: "text-base" },
} as const;

/** The price a shopper pays, with the list price struck through and the saving when on sale. */
export function Price({
  price,
  salePrice,
  size = "md",
  className = "",
}: {
  price: number;
  salePrice?: number | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { priceShort } = useFormats();
  const off = discountPercent(price, salePrice);
  const pays = off > 0 && salePrice !== undefined ? salePrice : price;
  const classes = sizes[size];
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${className}`}>
      <span className={`${classes.now} font-bold tracking-tight text-ink`} data-testid="price">
        {off > 0 && (
          <span className="sr-only">
            <Trans>Sale price</Trans>{" "}
          </span>
        )}
        {priceShort(rupeesToPaise(pays))}
      </span>
      {off > 0 && (
        <>
          <s className={`${classes.was} text-slate-500`}>
            <span className="sr-only">
              <Trans>Original price</Trans>{" "}
            </span>
            {priceShort(rupeesToPaise(price))}
          </s>
          <span className={`${classes.off} font-semibold text-emerald-700`}>
            <Trans>{off}% off</Trans>
          </span>
        </>
      )}
    </p>
  );
}
