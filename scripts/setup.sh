#!/bin/sh
# Makes a fresh clone ready, quietly: the project's tools need Node 22, so when the machine's
# Node is older, npm itself is run on a private Node 22 (fetched from the npm registry like any
# package) to install the dependencies; their declared engines are then met. Safe to repeat.
set -e
cd "$(dirname "$0")/.."
if [ -x node_modules/.bin/node ] && [ -x node_modules/.bin/wrangler ]; then
  exit 0
fi
NODE_VERSION=$(node -p "require('./package.json').devDependencies.node.replace(/^[^0-9]*/, '')")
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  PRIVATE=.cache/node-$NODE_VERSION
  if [ ! -x "$PRIVATE/node_modules/.bin/node" ]; then
    echo "Fetching Node $NODE_VERSION for the project's tools..."
    PLATFORM=$(node -p 'process.platform + "-" + process.arch')
    npm install --prefix "$PRIVATE" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "node-$PLATFORM@$NODE_VERSION"
  fi
  PATH="$PWD/$PRIVATE/node_modules/.bin:$PATH"
  export PATH
fi
echo "Installing npm dependencies..."
npm ci --no-audit --no-fund --loglevel=error
