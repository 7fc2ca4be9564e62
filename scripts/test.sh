#!/usr/bin/env bash
# npm test: typecheck, lint and the production build side by side; then the unit and API
# tests on PGlite and, when TEST_DATABASE_URL is set, the API tests on PostgreSQL, side by
# side; then the browser journeys. Each step prints how long it took (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

step() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: done in $((SECONDS - started)) s"
}

# Runs "name::command" pairs at once and prints each one's output when all have finished,
# then "<title>: done in N s". Each job keeps about one core busy and none waits for another.
side_by_side() {
  local title=$1 logs started=$SECONDS failed=0 pids=() names=()
  shift
  logs=$(mktemp -d)
  for job in "$@"; do
    names+=("${job%%::*}")
    bash -c "${job#*::}" >"$logs/${#pids[@]}.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local verdict=passed
    wait "${pids[$i]}" || { verdict=FAILED; failed=1; }
    echo "== ${names[$i]}: $verdict"
    cat "$logs/$i.log"
  done
  rm -rf "$logs"
  echo "== $title: done in $((SECONDS - started)) s"
  return $failed
}

# The catalogues match the code and Hindi misses no message of a translated area (docs/product/http-contract.md "Languages").
step "messages (i18n:check)" npm run --silent i18n:check

side_by_side "typecheck, lint and build" \
  "typecheck (api, shared, bench, scripts)::npx tsc -p packages/shared && npx tsc -p apps/api && npx tsc -p bench && npx tsc -p scripts" \
  "typecheck (web, e2e)::npx tsc -p apps/web && npx tsc -p e2e" \
  "lint::npm run --silent lint" \
  "build::npm run --silent build"

# Vitest runs one file at a time on two cores; PGlite runs in the test process itself, so the
# two passes together keep both cores busy. The component tests follow the PostgreSQL pass,
# the lighter of the two in CPU (docs/testing.md "Where the time goes").
component_tests="npx vitest run --project dom"
vitest_passes=("unit + API tests (PGlite)::npx vitest run --project node")
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  vitest_passes+=("API tests (PostgreSQL at TEST_DATABASE_URL, Redis at TEST_REDIS_URL), then component tests::env TEST_REDIS_URL='${TEST_REDIS_URL:-redis://127.0.0.1:6379}' TEST_DRIVER=pg npx vitest run --project node apps/api && $component_tests")
else
  vitest_passes+=("component tests::$component_tests")
fi
side_by_side "unit and API tests" "${vitest_passes[@]}"
step "browser tests" env E2E_USE_DIST=1 npm run --silent test:e2e
