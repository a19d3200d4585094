#!/usr/bin/env bash
# Installs the system packages the tests need on a fresh Debian machine (run as root, as CI is).
# Safe to run again: it only installs what is missing.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# DejaVu gives Chromium a fallback font for the rare glyph the site's own font lacks.
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
# The API's tests run against a real PostgreSQL 15 server they start themselves.
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "setup: $(chromium --version); $(/usr/lib/postgresql/15/bin/postgres --version)"
