import { Compass } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LocalisedLink as Link } from "./LocalisedLink";
import { buttonClasses } from "./ui/Button";
import { PageMeta } from "./ui/PageMeta";

/** The catch-all page ("404 Page Not Found", with a Go Back Home button: docs/product/storefront.md "Routes"). */
export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageMeta title={t`Page Not Found`} notFound />
      <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Compass className="size-10" aria-hidden />
      </div>
      <h1 className="text-ink">
        <span className="block text-6xl font-extrabold tracking-tight text-brand-600 sm:text-7xl">404</span>{" "}
        <span className="mt-2 block text-2xl font-bold sm:text-3xl">
          <Trans>Page Not Found</Trans>
        </span>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>The page you are looking for has moved or never existed. Let us get you back to shopping.</Trans>
      </p>
      <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        <Trans>Go Back Home</Trans>
      </Link>
    </div>
  );
}
