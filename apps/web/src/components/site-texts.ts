import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { SiteTextField, StoreProfile } from "@vayu/shared/site-settings";
import { useLocale } from "../lib/i18n";

/** `brandStory.tagline` of packages/shared/src/site-settings.ts: copy, not a setting, so a catalogue entry. */
const tagline = msg`Cool air, fresh kitchens, brighter homes`;

/** The brand's tagline in the page's language. */
export function useTagline(): string {
  const { i18n } = useLingui();
  return i18n._(tagline);
}

export interface SiteText {
  text: string;
  /** `"en"` when a Hindi page shows the owner's English (docs/decisions/326-hindi-content.md). */
  lang: "en" | undefined;
}

/**
 * A text of the store's settings the owner words (care hours, default warranty, the grievance
 * officer's designation) in the page's language: on Hindi pages the settings' Hindi (`hi`, the
 * owner's own or the default while the English is the default), else the owner's English, marked.
 */
export function useSiteText(settings: StoreProfile): (field: SiteTextField) => SiteText {
  const locale = useLocale();
  return (field) => {
    const english =
      field === "grievanceOfficerDesignation" ? settings.grievanceOfficer.designation : settings[field];
    if (locale === "en") return { text: english, lang: undefined };
    const hindi = settings.hi?.[field];
    return hindi ? { text: hindi, lang: undefined } : { text: english, lang: "en" };
  };
}
