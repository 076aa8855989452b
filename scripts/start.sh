#!/usr/bin/env bash
# Installs and runs the whole site locally: the Auth Emulator, the API with its embedded
# database and demo data, and the host with every remote on its own port (SITE_LAYOUT=path: the
# whole site on one origin, remotes under /remotes/; SITE_TLS=1: HTTPS with HTTP/2).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

ensure_node
ensure_pnpm
install_dependencies
pnpm build
exec pnpm exec tsx scripts/run-site.ts
