#!/usr/bin/env bash
# The README's first command: on any machine, Node 24 where it lacks it, then the site built and served.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-24.sh
npm ci --no-audit --no-fund
npm run build
npm run serve -- "$@"
