#!/usr/bin/env bash
# npm test: typecheck, lint and the production build side by side; unit and API tests
# (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); then the browser journeys.
# Each step prints how long it took (docs/testing.md).
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

# Runs "name::command" pairs at once and prints each one's output when all have finished:
# tsc and ESLint use one core each, and none of these waits for another.
side_by_side() {
  local logs started=$SECONDS failed=0 pids=() names=()
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
  echo "== typecheck, lint and build: done in $((SECONDS - started)) s"
  return $failed
}

side_by_side \
  "typecheck (api, shared, bench, scripts)::npx tsc -p packages/shared && npx tsc -p apps/api && npx tsc -p bench && npx tsc -p scripts" \
  "typecheck (web, e2e)::npx tsc -p apps/web && npx tsc -p e2e" \
  "lint::npm run --silent lint" \
  "build::npm run --silent build"

step "unit + API tests (PGlite)" npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests (PostgreSQL at TEST_DATABASE_URL, Redis at TEST_REDIS_URL)" \
    env TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}" TEST_DRIVER=pg npx vitest run apps/api
fi
step "browser tests" env E2E_USE_DIST=1 npm run --silent test:e2e
