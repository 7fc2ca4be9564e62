import type { ProductType } from "@vayu/shared/catalog";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { browseMessages } from "@vayu/shared/messages/browse";
import { rupeesToPaise } from "@vayu/shared/money";
import { useFormats, useMessages } from "../../lib/i18n";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { PackageX, ShieldCheck } from "lucide-react";
import { useParams } from "react-router";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { EmptyState } from "../../components/ui/EmptyState";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { Skeleton } from "../../components/ui/Skeleton";
import { Price } from "../../components/ui/Price";
import { SaleEndsIn } from "../../components/product/SaleEndsIn";
import type { ProductPageActions } from "../../components/product/product-actions";
import { ProductRating } from "../../components/product/ProductRating";
import { useStorePromises } from "../../components/store-promises";
import { useProduct } from "./api/get-product";
import { LoadError } from "../../components/ui/LoadError";
import { englishIf } from "../../lib/content-language";
import { CountryOfOrigin, ProductWarranty } from "./ProductFacts";
import { siteOrigin } from "../../lib/page-head";
import { plainSummary, productBreadcrumbsJsonLd, productJsonLd } from "./product-json-ld";
import { JsonLd } from "../../components/ui/JsonLd";
import { ProductDescription } from "./ProductDescription";
import { GALLERY_ASPECT, ProductGallery } from "./ProductGallery";
import { RelatedProducts } from "./RelatedProducts";
import { StockState } from "../../components/ui/StockState";

/** "Buy <title> for ₹12,499 at <store>. <description>", cut to a search result's length. */
function useMetaDescription(product: ProductType, storeName: string): string {
  const { t } = useLingui();
  const price = useFormats().priceShort(rupeesToPaise(product.salePrice ?? product.price));
  const { title, description } = product;
  return plainSummary(t`Buy ${title} for ${price} at ${storeName}. ${description}`, 160);
}

function ProductDetails({
  product,
  actions,
  onRatingChange,
}: {
  product: ProductType;
  actions: ProductPageActions;
  onRatingChange: () => void;
}) {
  const { BuyBox, NotifyMe, WishlistToggle, CompareToggle, DeliveryCheck, Reviews } = actions;
  const settings = useStoreSettings();
  const { t } = useLingui();
  const description = useMetaDescription(product, settings.storeName);
  const promises = useStorePromises(settings);
  const { countryOfOrigin, warranty } = product;
  return (
    <>
      <PageMeta
        title={product.title}
        description={description}
        image={product.images[0]}
      />
      <JsonLd data={productJsonLd(product, siteOrigin(), settings.storeName)} />
      <JsonLd data={productBreadcrumbsJsonLd(product, siteOrigin())} />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: "/" },
          { label: product.category.name, to: categoryPath(product.category), lang: englishIf(product.category, "name") },
          {
            label: product.subcategory.name,
            to: categoryPath(product.category, product.subcategory._id),
            lang: englishIf(product.subcategory, "name"),
          },
          { label: product.title, lang: englishIf(product, "title") },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1fr)] lg:gap-12">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <ProductGallery images={product.images} title={product.title} />
        </div>
        <div>
          <p
            lang={englishIf(product.subcategory, "name")}
            className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
          >
            {product.subcategory.name}
          </p>
          <h1 lang={englishIf(product, "title")} className="mt-1 text-2xl leading-tight font-bold tracking-tight text-ink sm:text-3xl">
            {product.title}
          </h1>
          <a href="#reviews" className="mt-3 inline-flex rounded hover:underline">
            <ProductRating product={product} size="md" />
          </a>

          <div className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
            <Price price={product.price} salePrice={product.salePrice} size="lg" />
            {product.saleEndsAt && <SaleEndsIn endsAt={product.saleEndsAt} />}
            <p className="mt-1 text-sm text-slate-500">
              <Trans>
                Inclusive of all taxes · Country of origin:{" "}
                <span className="font-medium text-slate-700">
                  <CountryOfOrigin country={countryOfOrigin} />
                </span>
              </Trans>
            </p>
            <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              <span>
                <Trans>
                  Warranty:{" "}
                  <span className="font-semibold text-ink">
                    <ProductWarranty warranty={warranty} settings={settings} />
                  </span>
                </Trans>
              </span>
            </p>
            <div className="mt-4">
              <StockState stock={product.stock} />
            </div>
            <div className="mt-6 grid gap-3">
              {product.stock > 0 ? <BuyBox product={product} /> : <NotifyMe product={product} />}
              <WishlistToggle product={product} variant="button" />
              <CompareToggle product={product} variant="page" />
            </div>
            <DeliveryCheck />
          </div>
          <actions.Emi product={product} />

          <ul className="mt-4 grid grid-cols-2 gap-2 text-center text-xs font-medium text-slate-700 sm:text-sm">
            {/* The store-wide warranty would contradict the product's own, shown in the price box. */}
            {promises
              .filter((promise) => promise.key !== "warranty")
              .map(({ icon: Icon, title, text }) => (
                <li
                  key={title}
                  className="flex flex-col items-center gap-1 rounded-xl bg-white px-2 py-3 ring-1 ring-slate-200"
                >
                  <Icon className="size-5 text-brand-600" aria-hidden />
                  <span className="font-semibold text-ink">{title}</span>
                  <span className="hidden text-xs text-slate-500 sm:block">{text}</span>
                </li>
              ))}
          </ul>

          <section aria-labelledby="product-details" className="mt-8">
            <h2 id="product-details" className="mb-4 text-lg font-bold text-ink">
              <Trans>Product details</Trans>
            </h2>
            <ProductDescription description={product.description} lang={englishIf(product, "description")} />
          </section>
        </div>
      </div>
      <Reviews product={product} onRatingChange={onRatingChange} />
      <actions.Questions product={product} />
      <RelatedProducts product={product} />
      <actions.RecentlyViewed productId={product._id} />
    </>
  );
}

function ProductSkeleton() {
  const { t } = useLingui();
  return (
    <div
      className="grid gap-8 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1fr)] lg:gap-12"
      aria-busy="true"
      aria-label={t`Loading product`}
    >
      <Skeleton className={`${GALLERY_ASPECT} rounded-2xl`} />
      <div className="space-y-4">
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not text */}
        {["h-4 w-1/4 rounded", "h-8 w-3/4 rounded", "h-5 w-1/3 rounded", "h-44 rounded-2xl"].map((size) => (
          <Skeleton key={size} className={size} />
        ))}
      </div>
    </div>
  );
}

/** The product page; the cart, wishlist, delivery and review pieces come from its route (app/routes/ProductPage.tsx). */
export function ProductPage({ actions }: { actions: ProductPageActions }) {
  const { id = "" } = useParams();
  const product = useProduct(id);
  const { t } = useLingui();
  const text = useMessages(browseMessages);
  return (
    <PageContainer>
      {product.isPending ? (
        <ProductSkeleton />
      ) : product.isError ? (
        <LoadError onRetry={() => void product.refetch()} />
      ) : product.data ? (
        <ProductDetails
          product={product.data}
          actions={actions}
          onRatingChange={() => void product.refetch()}
        />
      ) : (
        <>
          <PageMeta title={text.catalog.productNotFound} notFound />
          <EmptyState
            icon={<PackageX className="size-10" aria-hidden />}
            title={text.catalog.productNotFound}
            text={t`It may have been removed or the link may be mistyped.`}
            action={{ label: t`Continue Shopping`, to: "/" }}
          />
        </>
      )}
    </PageContainer>
  );
}
