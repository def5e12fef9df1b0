#!/bin/sh
# End-to-end tests use Debian's Chromium; Playwright never downloads a browser here.
set -e
CHROMIUM=/usr/bin/chromium
[ -x "$CHROMIUM" ] && exit 0
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
if [ "$(id -u)" = "0" ]; then
  apt-get update && apt-get install -y chromium
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update && sudo apt-get install -y chromium
else
  echo "Install Chromium (apt-get install chromium) and run the tests again." >&2
  exit 1
fi
