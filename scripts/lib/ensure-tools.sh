# Sourced by start.sh and test.sh: makes sure the pinned pnpm (and, for tests, Chromium and nginx) is
# available on a machine that has only Node.js and npm.
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
pnpm_version=$(node -p "require('$repo_root/package.json').packageManager.split('@')[1]")

ensure_node() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 20 ]; then
    echo "Node.js 20.19 or newer is needed (found $(node --version))." >&2
    exit 1
  fi
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$pnpm_version" ]; then
    return
  fi
  local tools="$repo_root/.local/tools"
  if [ ! -x "$tools/node_modules/.bin/pnpm" ] || [ "$("$tools/node_modules/.bin/pnpm" --version)" != "$pnpm_version" ]; then
    echo "Installing pnpm $pnpm_version into .local/tools ..."
    npm install --silent --no-audit --no-fund --prefix "$tools" "pnpm@$pnpm_version" </dev/null
  fi
  export PATH="$tools/node_modules/.bin:$PATH"
}

ensure_chromium() {
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROMIUM_PATH" ]; then
    return
  fi
  echo "Installing Debian's chromium ..."
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi
  $sudo apt-get update -qq </dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium </dev/null >/dev/null
}

# The edge tests run the generated nginx configuration in a real nginx, serving the build's .br
# files with the brotli static module (tooling/src/deploy/local-edge.ts loads it when present).
ensure_nginx() {
  if [ -x /usr/sbin/nginx ] && [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
    return
  fi
  echo "Installing Debian's nginx and its brotli static module ..."
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi
  $sudo apt-get update -qq </dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    nginx libnginx-mod-http-brotli-static </dev/null >/dev/null
}

install_dependencies() {
  (cd "$repo_root" && pnpm install --frozen-lockfile --reporter=append-only </dev/null | tail -n 5)
}
