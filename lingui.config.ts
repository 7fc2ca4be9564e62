// The translated areas' catalogues, English and Hindi (scripts/i18n/catalogues.ts).
import { defineConfig } from "@lingui/cli";
import { translatedAreas } from "./packages/shared/src/locale";
import { catalogueConfig } from "./scripts/i18n/catalogues";

export default defineConfig(catalogueConfig(translatedAreas, ["en", "hi"]));
