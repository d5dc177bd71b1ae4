#!/usr/bin/env bash
# What the tests need beyond npm: Debian's Chromium headless shell for the browser tests (npm's browser downloads are
# not reachable here; e2e/chromium.ts says why the shell), poppler-utils to read generated PDFs back and postgresql-client (pg_dump, pg_restore) for the
# backup test and pg_basebackup for the reports replica test; libxml2-utils (xmllint), xsltproc and openssl check the
# ZATCA documents, hashes and CSRs of packages/zatca without our code. Installs what is missing when we may.
set -euo pipefail
missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
else
  [ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null && command -v pg_basebackup >/dev/null || missing+=(postgresql-client)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v xsltproc >/dev/null || missing+=(xsltproc)
command -v openssl >/dev/null || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian's packages for the tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the tests: ${missing[*]} (install them with apt-get, or set CHROMIUM_PATH)." >&2
exit 1
