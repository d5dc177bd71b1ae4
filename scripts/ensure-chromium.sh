#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (npm's browser downloads are not reachable here). Installs it when
# missing and we may; otherwise says why the browser tests will fail.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian's packages for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is not installed at $CHROMIUM and cannot be installed here (need root and apt-get)." >&2
echo "Install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
