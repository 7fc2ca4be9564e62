import { wordmark } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { useDomId } from "../../lib/use-dom-id";

/** The Vayu mark: three gusts of air, one in the accent orange, on a brand-blue tile. */
export function LogoMark({ className = "size-10" }: { className?: string }) {
  // Unique per instance: a gradient defined inside a hidden copy (the closed mobile menu) paints nothing.
  const gradient = `vayu-mark${useDomId().replace(/[^\w-]/g, "")}`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f6bff" />
          <stop offset="1" stopColor="#0a3aa8" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradient})`} />
      <g fill="none" strokeLinecap="round" strokeWidth="3">
        <path d="M9 15.5h15.5a4 4 0 1 0-4-4" stroke="#fff" />
        <path d="M9 21.5h19.5a4 4 0 1 1-4 4" stroke="#fff" />
        <path d="M9 27.5h8" stroke="#ffb547" />
      </g>
    </svg>
  );
}

/** The owner's logo (else the drawn mark) and the store's name as a wordmark, linking home. `tone` suits a light header or the dark footer. */
export function Logo({ tone = "light" }: { tone?: "light" | "dark" }) {
  const settings = useStoreSettings();
  const name = tone === "light" ? "text-ink" : "text-white";
  const line = tone === "light" ? "text-brand-700" : "text-brand-200";
  const words = wordmark(settings.storeName);
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg sm:gap-2.5"
      aria-label={`${settings.storeName} home`}
    >
      {settings.logo ? (
        <img
          src={settings.logo}
          alt=""
          width={40}
          height={40}
          className="size-9 rounded-lg object-contain sm:size-10"
        />
      ) : (
        <LogoMark className="size-9 sm:size-10" />
      )}
      <span className="flex flex-col leading-none" aria-hidden="true">
        <span className={`text-xl font-extrabold tracking-tight sm:text-2xl ${name}`}>{words.first}</span>{" "}
        {/* The space is not drawn (flex) but keeps the words apart in the text the link's label must contain. */}
        <span
          className={`mt-0.5 text-[0.6rem] font-semibold tracking-[0.1em] uppercase sm:text-[0.65rem] sm:tracking-[0.18em] ${line}`}
        >
          {words.rest}
        </span>
      </span>
    </Link>
  );
}
