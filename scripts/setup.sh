#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine (run as root, as CI is): Node 24 when
# the machine's Node is older, Chromium (its headless shell for the browser tests, the full browser
# for the one test that hides a tab: docs/decisions/0029), a fallback font, PostgreSQL 15 and nginx.
# Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node: the version in .node-version, from the registry's `node` package (its binary comes from
# the registry too, so no download from anywhere else). It goes to its own prefix; .ci/run and
# developers put "$NODE_PREFIX/bin" first on PATH (`source scripts/use-node.sh`).
node_version=$(cat .node-version)
NODE_PREFIX=${NODE_PREFIX:-/opt/node-${node_version%%.*}}
if ! "$NODE_PREFIX/bin/node" --version 2>/dev/null | grep -qx "v$node_version"; then
  current=$(node --version 2>/dev/null || echo none)
  if [ "$current" != "v$node_version" ]; then
    echo "setup: installing Node $node_version in $NODE_PREFIX (this machine has $current)"
    npm install --global --prefix "$NODE_PREFIX" --no-audit --no-fund "node@$node_version"
  fi
fi

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
# DejaVu gives Chromium a fallback font for the rare glyph the site's own font lacks.
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
# The API's tests run against a real PostgreSQL 15 server they start themselves.
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
# Debian's nginx: `npm run stack` serves the site and balances the API processes with it, and the
# tests check deploy/'s configuration with `nginx -t` and run the stack's fault cases through it.
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "setup: $(chromium --version); headless shell $(/usr/lib/chromium/chromium-headless-shell --version 2>/dev/null); $(/usr/lib/postgresql/15/bin/postgres --version); $(/usr/sbin/nginx -v 2>&1)"
