#!/bin/sh
# Makes a fresh clone testable: installs the npm dependencies (which include Node 22)
# when they are missing. Safe to run repeatedly.
set -e
if [ ! -x node_modules/.bin/node ] || [ ! -x node_modules/.bin/wrangler ]; then
  echo "Installing npm dependencies..."
  npm ci --no-audit --no-fund
fi
