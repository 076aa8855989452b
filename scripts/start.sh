#!/usr/bin/env bash
# Installs and runs the whole site locally: the Auth Emulator, the API with its embedded
# database and demo data, and the host with every remote on its own port.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

ensure_node
ensure_pnpm
install_dependencies
pnpm build
exec pnpm exec tsx scripts/run-site.ts
