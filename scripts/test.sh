#!/usr/bin/env bash
# Installs what the tests need, then runs every test: lint and types, unit tests, the API's
# integration tests, and end-to-end tests of the built site in Debian's Chromium, served by the
# Node site server and then by nginx on the generated production configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

ensure_node
ensure_pnpm
ensure_chromium
ensure_nginx
install_dependencies

step() { printf '\n== %s\n' "$1"; }

step "lint";             pnpm lint
step "typecheck";        pnpm typecheck
step "unit tests";       pnpm test:unit
step "api tests";        pnpm --filter api test
step "build";            pnpm build
step "end-to-end tests"; pnpm test:e2e
step "end-to-end tests through the nginx edge"; pnpm test:e2e:edge
