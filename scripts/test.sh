#!/usr/bin/env bash
# npm test: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), production build, then the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== unit + API tests (PGlite)"; npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL at TEST_DATABASE_URL, Redis at TEST_REDIS_URL)"
  TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}" TEST_DRIVER=pg npx vitest run apps/api
fi
echo "== build"; npm run --silent build
echo "== browser tests"; E2E_USE_DIST=1 npm run --silent test:e2e
