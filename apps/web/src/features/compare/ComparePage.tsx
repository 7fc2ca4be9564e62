import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ProductType } from "@vayu/shared/catalog";
import type { CompareRowType } from "@vayu/shared/compare";
import { comparedIds, comparePath } from "@vayu/shared/compare-ids";
import { localeOfPath } from "@vayu/shared/locale";
import { Scale } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { useCardActions } from "../../components/product/product-actions";
import { ProductRating } from "../../components/product/ProductRating";
import { EmptyState } from "../../components/ui/EmptyState";
import { LoadError } from "../../components/ui/LoadError";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { Price } from "../../components/ui/Price";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { Skeleton } from "../../components/ui/Skeleton";
import { StockState } from "../../components/ui/StockState";
import { englishIf } from "../../lib/content-language";
import { useLocale } from "../../lib/i18n";
import type { Prefetch } from "../../lib/prefetch";
import { compareQuery } from "./api/get-compare";

/** `?show=differences`: only the rows whose values differ (docs/decisions/330-compare-products.md). */
const DIFFERENCES = "differences";

/** The compared products, read before the server renders the page. */
export const prefetch: Prefetch = async ({ queryClient, url }) => {
  const ids = comparedIds(url.searchParams.get("ids"));
  if (ids.length > 0) await queryClient.prefetchQuery(compareQuery(ids, localeOfPath(url.pathname)));
};

const payable = (product: ProductType) => product.salePrice ?? product.price;
const allSame = (values: readonly unknown[]) => new Set(values).size <= 1;

/** One row of the table: its label (sticky at the left), a cell a product; `differs` rows are marked. */
function Row({
  label,
  differs,
  cells,
  differsText,
}: {
  label: ReactNode;
  differs: boolean;
  cells: ReactNode[];
  differsText: string;
}) {
  const tone = differs ? "bg-amber-50" : "bg-white";
  return (
    <tr data-differs={differs || undefined} className="border-t border-slate-100">
      <th
        scope="row"
        className={`sticky left-0 z-10 w-[6.5rem] min-w-[6.5rem] px-3 py-2.5 text-left align-top text-xs font-semibold text-slate-600 sm:w-44 sm:min-w-44 sm:text-sm ${tone} ${differs ? "border-l-4 border-l-amber-400" : "border-l-4 border-l-transparent"}`}
      >
        {label}
        {differs && <span className="sr-only"> ({differsText})</span>}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className={`px-3 py-2.5 align-top text-ink ${tone}`}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

function CompareTable({
  products,
  rows,
  ids,
}: {
  products: ProductType[];
  rows: CompareRowType[];
  ids: string[];
}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { AddToCart } = useCardActions();
  const onlyDifferences = params.get("show") === DIFFERENCES;
  const differsText = t`differs`;
  const fixedRows = [
    {
      key: "price",
      label: t`Price`,
      differs: !allSame(products.map(payable)),
      cells: products.map((p) => <Price key={p._id} price={p.price} salePrice={p.salePrice} />),
    },
    {
      key: "rating",
      label: t`Rating`,
      differs: !allSame(products.map((p) => `${p.rating}/${p.ratingCount}`)),
      cells: products.map((p) => <ProductRating key={p._id} product={p} />),
    },
    {
      key: "stock",
      label: t`Availability`,
      differs: !allSame(products.map((p) => (p.stock > 0 ? "in" : "out"))),
      cells: products.map((p) => <StockState key={p._id} stock={p.stock} />),
    },
  ];
  // What a Hindi answer left in English is marked so (docs/decisions/313-hindi-content-fields.md).
  const specRows = rows.map((row) => ({
    key: `spec:${row.key}`,
    label: <span lang={englishIf(row, "label")}>{row.label}</span>,
    differs: row.differs,
    cells: row.values.map((value, column) =>
      value === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t`Not stated`}</span>
        </>
      ) : (
        <span lang={row.untranslatedValues?.includes(column) ? "en" : undefined}>{value}</span>
      ),
    ),
  }));
  const shown = [...fixedRows, ...specRows].filter((row) => !onlyDifferences || row.differs);
  const toggleTo = `${comparePath(ids)}${onlyDifferences ? "" : `&show=${DIFFERENCES}`}`;
  return (
    <>
      <p className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          <span
            className="mr-1.5 inline-block size-3 rounded-sm border-l-4 border-amber-400 bg-amber-50 align-middle"
            aria-hidden
          />
          <Trans>Rows that differ are marked.</Trans>
        </span>
        <LocalisedLink
          to={toggleTo}
          className="font-semibold text-brand-700 hover:underline"
          data-testid="differences-toggle"
        >
          {onlyDifferences ? <Trans>Show all rows</Trans> : <Trans>Show only differences</Trans>}
        </LocalisedLink>
      </p>
      {/* The labels stay while the products swipe sideways inside the box; the page never scrolls
          sideways (relative: the prices' screen-reader-only texts are placed, and clipped, inside it). */}
      <div
        role="region"
        aria-label={t`Products side by side`}
        tabIndex={0}
        className="relative snap-x snap-mandatory scroll-pl-[6.5rem] overflow-x-auto overscroll-x-contain rounded-2xl bg-white ring-1 ring-slate-200 sm:scroll-pl-44"
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-[6.5rem] min-w-[6.5rem] bg-white sm:w-44 sm:min-w-44" />
              {products.map((product, index) => {
                const href = `/product/${product._id}`;
                const others = ids.filter((id) => id !== product._id);
                return (
                  <th
                    key={product._id}
                    scope="col"
                    className="w-52 min-w-52 snap-start p-3 text-left align-top font-normal sm:w-60 sm:min-w-60"
                  >
                    <LocalisedLink to={href} tabIndex={-1} aria-hidden="true" className="block">
                      {product.images[0] && (
                        <ResponsiveImage
                          src={product.images[0]}
                          alt=""
                          sizes="(min-width: 640px) 216px, 184px"
                          priority={index < 2 ? "high" : "eager"}
                          width={216}
                          height={216}
                          className="mx-auto aspect-square w-full max-w-44 object-contain"
                        />
                      )}
                    </LocalisedLink>
                    <LocalisedLink
                      to={href}
                      lang={englishIf(product, "title")}
                      className="mt-2 line-clamp-3 font-semibold text-ink hover:text-brand-700"
                    >
                      {product.title}
                    </LocalisedLink>
                    {others.length > 0 && (
                      <LocalisedLink
                        to={comparePath(others)}
                        className="mt-1 inline-block text-xs font-medium text-slate-500 hover:text-red-700 hover:underline"
                      >
                        <Trans>Remove</Trans>
                      </LocalisedLink>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <Row
                key={row.key}
                label={row.label}
                differs={row.differs}
                cells={row.cells}
                differsText={differsText}
              />
            ))}
            <tr className="border-t border-slate-100">
              <td className="sticky left-0 z-10 bg-white" />
              {products.map((product) => (
                <td key={product._id} className="px-3 py-3">
                  <AddToCart product={product} variant="card" />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {onlyDifferences && shown.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>These products are the same in every row shown.</Trans>
        </p>
      )}
    </>
  );
}

/** /compare?ids=…: up to four products of one category side by side (docs/product/http-contract.md). */
export default function ComparePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const ids = comparedIds(params.get("ids"));
  const query = useQuery({ ...compareQuery(ids, useLocale()), enabled: ids.length > 0 });
  const title = t`Compare products`;

  if (ids.length === 0 || (query.data && !query.data.ok)) {
    const refused = query.data && !query.data.ok ? query.data.status : null;
    return (
      <PageContainer>
        <PageMeta title={title} />
        <EmptyState
          icon={<Scale className="size-9" aria-hidden />}
          title={
            refused === 400
              ? t`These products cannot be compared`
              : refused === 404
                ? t`These products are no longer in the store`
                : t`Nothing to compare yet`
          }
          text={
            refused === 400
              ? t`Compare up to 4 products of one category: tick Compare on their cards.`
              : t`Tick Compare on up to 4 products of one category, then open the comparison.`
          }
          action={{ label: t`Browse products`, to: "/" }}
        />
      </PageContainer>
    );
  }
  if (query.isError) {
    return (
      <PageContainer>
        <LoadError onRetry={() => void query.refetch()} />
      </PageContainer>
    );
  }
  const compared = query.data?.ok ? query.data.compared : null;
  const categoryName = compared?.products[0]?.category.name;
  return (
    <PageContainer>
      <PageMeta title={categoryName ? t`Compare ${categoryName}` : title} />
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {categoryName ? <Trans>Compare {categoryName}</Trans> : title}
      </h1>
      {compared && compared.missing.length > 0 && (
        <p role="status" className="mb-2 text-sm text-amber-800">
          <Trans>Some products in this link are no longer in the store and are left out.</Trans>
        </p>
      )}
      <div className="mt-4">
        {compared ? (
          <CompareTable
            products={compared.products}
            rows={compared.rows}
            ids={compared.products.map((p) => p._id)}
          />
        ) : (
          <Skeleton className="h-96 w-full rounded-2xl" />
        )}
      </div>
    </PageContainer>
  );
}
