// The areas not translated yet: an English catalogue only, shown under /hi too (scripts/i18n/catalogues.ts).
import { defineConfig } from "@lingui/cli";
import { catalogueConfig, englishOnlyAreas } from "./scripts/i18n/catalogues";

export default defineConfig(catalogueConfig(englishOnlyAreas, ["en"]));
