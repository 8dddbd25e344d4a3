#!/usr/bin/env bash
# The end-to-end suite as on a fresh Linux x64 machine that has only Node and npm: in a private
# mount namespace (unshare -m, so nothing changes outside this process), the installed browsers,
# the system fonts and fontconfig's setup, poppler's pdftotext/pdfinfo/pdftoppm and the NSS/NSPR
# libraries that Debian's chromium package pulls in are hidden behind bind mounts, and the
# bundled-Chromium cache starts empty. The suite must then pass with what `npm install` brought:
# the Chromium inside @sparticuz/chromium (with its own libraries), the @fontsource fonts and
# pdfjs-dist. Needs root (for unshare -m and mount). CI (.ci/run) runs the whole `npm test` in it.
# Usage: sudo bash scripts/e2e-bare.sh [COMMAND...]   (default: npm run build && npm run test:e2e)
#        sudo bash scripts/e2e-bare.sh npm test       (every step, as .ci/run does)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" != 0 ]; then
  echo "e2e-bare: run as root: it needs unshare -m and mount to hide the system browser and fonts" >&2
  exit 2
fi
if [ -z "${GPUPLAN_E2E_BARE_INSIDE:-}" ]; then
  exec env GPUPLAN_E2E_BARE_INSIDE=1 unshare --mount --propagation private bash "$0" "$@"
fi

blank=$(mktemp)
chmod 644 "$blank"
hidden=()
hide_file() { # an empty, non-executable file in its place: not a browser, not a library, not a tool
  if [ -e "$1" ]; then mount --bind "$blank" "$1" && hidden+=("$1"); fi
}
hide_dir() { # an empty folder in its place
  if [ -d "$1" ]; then mount -t tmpfs -o size=1m,mode=755 tmpfs "$1" && hidden+=("$1/"); fi
}

for exe in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable \
  /opt/google/chrome/chrome /usr/bin/microsoft-edge /snap/bin/chromium \
  /usr/bin/pdftotext /usr/bin/pdfinfo /usr/bin/pdftoppm /usr/bin/pdffonts; do
  hide_file "$exe"
done
hide_dir /usr/lib/chromium
for lib in libnss3.so libnssutil3.so libsmime3.so libnspr4.so libplc4.so libplds4.so; do
  hide_file "/usr/lib/x86_64-linux-gnu/$lib"
done
for dir in /usr/share/fonts /usr/local/share/fonts /etc/fonts /var/cache/fontconfig "$HOME/.fonts" \
  "$HOME/.local/share/fonts" "$HOME/.cache/fontconfig"; do
  hide_dir "$dir"
done
# A fresh cache: the bundled Chromium is unpacked on first use, as after `npm install`.
mkdir -p node_modules/.cache
mount -t tmpfs -o mode=755 tmpfs node_modules/.cache && hidden+=("node_modules/.cache/")

echo "e2e-bare: hidden: ${hidden[*]}"
unset GPUPLAN_CHROMIUM
if command -v fc-list >/dev/null 2>&1; then echo "e2e-bare: fonts fontconfig sees: $(fc-list 2>/dev/null | wc -l)"; fi
if pdftotext -v >/dev/null 2>&1; then echo "e2e-bare: pdftotext still runs" >&2; exit 1; fi

if [ $# -gt 0 ]; then
  exec "$@"
fi
npm run build
npm run test:e2e
