import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CookingPot, Fan, Snowflake, Tv, type LucideIcon } from "lucide-react";
import { productLines, type ProductLine } from "@vayu/shared/content-text";
import { SectionHeading } from "./SectionHeading";
import "./brand-strip.css";

/** How each kind of product line is drawn: its mark, colour and wordmark style. */
const looks: Record<ProductLine["look"], { Icon: LucideIcon; color: string; wordmark: string }> = {
  cooler: { Icon: Snowflake, color: "bg-sky-600", wordmark: "font-extrabold tracking-tight" },
  fan: { Icon: Fan, color: "bg-brand-600", wordmark: "font-black italic" },
  kitchen: { Icon: CookingPot, color: "bg-orange-600", wordmark: "font-bold" },
  tv: { Icon: Tv, color: "bg-violet-600", wordmark: "font-semibold tracking-widest uppercase" },
};

/** What each line is, shown under its name in the page's language; the names are the brand's own. */
const taglines: Record<ProductLine["name"], MessageDescriptor> = {
  Arctic: msg`Desert coolers`,
  Frost: msg`Tower coolers`,
  Stellar: msg`BLDC fans`,
  Gale: msg`Pedestal fans`,
  Turbo: msg`Mixer grinders`,
  Fresh: msg`Juicer mixers`,
  Vision: msg`Smart TVs`,
};

/** The store's own product lines (packages/shared/src/content-text.ts), each drawn by its kind. */
const brands = productLines.map((line) => ({
  name: `Vayu ${line.name}`,
  wordmarkName: line.name,
  tagline: taglines[line.name],
  ...looks[line.look],
}));

function BrandLogo({ brand, hidden }: { brand: (typeof brands)[number]; hidden: boolean }) {
  const { i18n } = useLingui();
  const { Icon } = brand;
  const tagline = i18n._(brand.tagline);
  return (
    <li
      className={`mr-5 h-20 w-52 shrink-0 motion-reduce:mr-0 motion-reduce:w-[calc(50%-0.375rem)] sm:motion-reduce:w-52 ${hidden ? "motion-reduce:hidden" : ""}`}
      aria-hidden={hidden || undefined}
    >
      <div
        role="img"
        aria-label={`${brand.name}, ${tagline}`}
        className="flex size-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-5 shadow-sm motion-reduce:gap-2 motion-reduce:px-3 sm:motion-reduce:gap-3"
      >
        {/* Still (reduced motion) on a phone, two logos share a row: a smaller mark leaves the name whole. */}
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-lg text-white motion-reduce:size-9 sm:motion-reduce:size-11 ${brand.color}`}
        >
          <Icon className="size-6" aria-hidden />
        </span>
        <span className="min-w-0 leading-tight">
          <span
            className={`block truncate text-lg text-ink motion-reduce:text-base sm:motion-reduce:text-lg ${brand.wordmark}`}
          >
            {brand.wordmarkName}
          </span>
          <span className="block truncate text-xs text-slate-500">{tagline}</span>
        </span>
      </div>
    </li>
  );
}

/**
 * "Our Brand": the seven product lines shown twice in a strip that scrolls without end (docs/product/storefront.md "Home").
 * Each logo carries its own right margin (not a flex gap) so half the strip is exactly one set.
 */
export function BrandStrip() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="our-brand">
      <SectionHeading
        id="our-brand"
        align="center"
        eyebrow={t`Made by Vayu`}
        title={t`Our Brand`}
        subtitle={t`Our own product lines, designed, tested and serviced by us.`}
      />
      <div className="relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
        <ul
          className="brand-marquee flex w-max py-2 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-3"
          data-testid="brand-strip"
        >
          {[...brands, ...brands].map((brand, index) => (
            <BrandLogo key={`${brand.name}-${index}`} brand={brand} hidden={index >= brands.length} />
          ))}
        </ul>
      </div>
    </section>
  );
}
