import { Trans } from "@lingui/react/macro";
import { LocalisedLink } from "../../../components/LocalisedLink";
import { useTagline } from "../../../components/site-texts";
import { useCategories } from "../../../lib/queries/get-categories";
import { useStoreSettings } from "../../../lib/queries/get-settings";

/**
 * The top of the home page when the store has no banners: its name and tagline, no offers.
 * A store without a catalogue yet says its shelves are being stocked and how to reach it
 * (docs/decisions/194-empty-store-pages.md).
 */
export function StoreWelcome() {
  const { data: categories } = useCategories();
  const { storeName } = useStoreSettings();
  const tagline = useTagline();
  const stocking = categories?.length === 0;
  return (
    <section
      aria-labelledby="store-welcome"
      className="bg-gradient-to-br from-brand-900 to-brand-700 text-white"
      data-testid="store-welcome"
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h2 id="store-welcome" className="text-3xl font-extrabold text-balance sm:text-4xl">
          {storeName}
        </h2>
        <p className="mt-2 text-lg text-brand-100">{tagline}</p>
        {stocking && (
          <p className="mt-5 max-w-prose text-base text-white/90">
            <Trans>
              Our shelves are being stocked and the first appliances arrive soon. Looking for something
              particular?{" "}
              <LocalisedLink to="/contact" className="font-semibold text-white underline underline-offset-2">
                Write to us
              </LocalisedLink>
              .
            </Trans>
          </p>
        )}
      </div>
    </section>
  );
}
