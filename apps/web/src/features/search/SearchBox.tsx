import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { unlocalisedPath } from "@vayu/shared/locale";
import { useLocalisedPath } from "../../components/LocalisedLink";
import { formatPaiseShort, rupeesToPaise } from "@vayu/shared/money";
import { SEARCH_QUERY_MAX, SUGGEST_MIN_CHARS } from "@vayu/shared/search-limits";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { englishIf } from "../../lib/content-language";
import { useSuggestions } from "./api";
import { newSearchHref } from "../../lib/search-params";
import { useDomId } from "../../lib/use-dom-id";

const DEBOUNCE_MS = 200;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface Option {
  id: string;
  href: string;
  group: "Products" | "Categories";
  label: string;
  /** `"en"` for a name a Hindi page shows in English (docs/decisions/313-hindi-content-fields.md). */
  lang: "en" | undefined;
  image?: string | null;
  price?: number;
}

/**
 * The header's search (docs/decisions/100-search.md): a combobox whose listbox suggests
 * products and categories as the shopper types. Arrow keys move through the suggestions
 * (aria-activedescendant keeps focus in the input), Enter opens the highlighted one or the
 * results page, Escape closes. The header places it (app/layout/Header.tsx): in the bar on
 * desktop, a full-width row at the foot of the sticky header below 1024 px. Before the page's
 * script is live, or without it, Enter sends the form itself: a GET of `/search?q=`, whose
 * results the server renders (docs/decisions/216-browsing-forms-before-javascript.md).
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  // Under /hi the search and its results stay Hindi (docs/product/http-contract.md "Languages").
  const localised = useLocalisedPath();
  const onSearchPage = unlocalisedPath(location.pathname) === "/search";
  const [text, setText] = useState(() =>
    onSearchPage ? (new URLSearchParams(location.search).get("q") ?? "") : "",
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useDomId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const debounced = useDebounced(text, DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced, open);
  const ready = text.trim().length >= SUGGEST_MIN_CHARS && suggestions.data !== undefined;
  const options: Option[] = ready
    ? [
        ...suggestions.data.products.map((p) => ({
          id: p._id,
          href: `/product/${p._id}`,
          group: "Products" as const,
          label: p.title,
          lang: englishIf(p, "title"),
          image: p.image,
          price: p.salePrice ?? p.price,
        })),
        ...suggestions.data.categories.map((c) => ({
          id: c._id,
          href: categoryPath(c),
          group: "Categories" as const,
          label: c.name,
          lang: englishIf(c, "name"),
        })),
      ]
    : [];
  const showList = open && ready;

  // A new page closes the box; the results page keeps its query in the box. Adjusted while
  // rendering (not in an effect), so the old list never paints on the new page.
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    setOpen(false);
    setActive(-1);
    setText(onSearchPage ? (new URLSearchParams(location.search).get("q") ?? "") : "");
  }

  const go = (href: string) => {
    setOpen(false);
    // The phone's keyboard goes away with the box.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    navigate(localised(href));
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((index) =>
        event.key === "ArrowDown" ? (index < last ? index + 1 : 0) : index > 0 ? index - 1 : last,
      );
    } else if (event.key === "Escape" && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = showList ? options[active] : undefined;
      // What the box shows: text typed just before the page went live may not be in `text` yet.
      const typed = event.currentTarget.value;
      if (option) go(option.href);
      else if (typed.trim()) go(newSearchHref(typed));
    }
  }

  const activeOption = showList && active >= 0 ? options[active] : undefined;
  const groupLabels = { Products: t`Products`, Categories: t`Categories` };
  const groups = (["Products", "Categories"] as const).map((group) => ({
    group,
    items: options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group),
  }));

  return (
    <form
      role="search"
      method="get"
      action={localised("/search")}
      onSubmit={(event) => event.preventDefault()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          name="q"
          role="combobox"
          aria-label={t`Search products`}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          placeholder={t`Search coolers, fans, mixers, TVs…`}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none lg:w-64 xl:w-80 [&::-webkit-search-cancel-button]:hidden"
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t`Search suggestions`}
          className={`${showList ? "block" : "hidden"} absolute inset-x-0 top-full z-50 mt-2 max-h-[70dvh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 lg:right-0 lg:left-auto lg:w-[26rem]`}
        >
          {options.length === 0 ? (
            <p className="px-3 py-3 text-sm text-slate-600">
              <Trans>No suggestions. Press Enter to search all products.</Trans>
            </p>
          ) : (
            groups.map(({ group, items }) =>
              items.length === 0 ? null : (
                <div key={group} role="group" aria-label={groupLabels[group]}>
                  <p
                    className="px-3 pt-2 pb-1 text-[0.7rem] font-bold tracking-wider text-slate-500 uppercase"
                    aria-hidden
                  >
                    {groupLabels[group]}
                  </p>
                  {items.map(({ option, index }) => (
                    <div
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"}`}
                      // Keeps focus in the input, so the list stays open until the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => go(option.href)}
                    >
                      {option.group === "Products" && (
                        <Thumbnail src={option.image ?? undefined} className="size-10" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 font-medium" lang={option.lang}>
                          {option.label}
                        </span>
                        {option.price !== undefined && (
                          <span className="mt-0.5 block font-semibold text-ink">
                            {formatPaiseShort(rupeesToPaise(option.price))}
                          </span>
                        )}
                      </span>
                    </div>
                  ))}
                </div>
              ),
            )
          )}
        </div>
      </div>
    </form>
  );
}
