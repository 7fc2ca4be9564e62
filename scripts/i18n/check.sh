#!/usr/bin/env bash
# npm run i18n:check (the first step of npm test; docs/product/http-contract.md "Languages"):
# extracting the messages must not change the committed catalogues (a message added, changed or
# removed in code without `npm run i18n:extract`), and compiling fails on a Hindi translation
# missing from a translated area (--strict).
set -euo pipefail
cd "$(dirname "$0")/../.."
catalogues=packages/shared/locales
before=$(find "$catalogues" -name '*.po' -print0 | sort -z | xargs -0 sha1sum)
npm run --silent i18n:extract >/dev/null
after=$(find "$catalogues" -name '*.po' -print0 | sort -z | xargs -0 sha1sum)
if [ "$before" != "$after" ]; then
  echo "i18n:check: the catalogues were out of date with the code; extracted now, commit them:" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  exit 1
fi
npm run --silent i18n:compile
