import { Compass } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "./ui/Button";
import { PageMeta } from "./ui/PageMeta";

/** The catch-all page ("404 Page Not Found", with a Go Back Home button: docs/product/storefront.md "Routes"). */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageMeta title="Page Not Found" notFound />
      <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Compass className="size-10" aria-hidden />
      </div>
      <h1 className="text-ink">
        <span className="block text-6xl font-extrabold tracking-tight text-brand-600 sm:text-7xl">404</span>{" "}
        <span className="mt-2 block text-2xl font-bold sm:text-3xl">Page Not Found</span>
      </h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for has moved or never existed. Let us get you back to shopping.
      </p>
      <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        Go Back Home
      </Link>
    </div>
  );
}
