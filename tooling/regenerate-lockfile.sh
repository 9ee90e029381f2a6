#!/usr/bin/env bash
# Regenerates package-lock.json from the package.json files alone, with no node_modules present.
# An incremental `npm install` leaves out other platforms' optional packages (rollup, sharp, …)
# and then `npm ci` refuses the lockfile on a clean clone. Run this after adding a package.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
gen=$(mktemp -d)
trap 'rm -rf "$gen"' EXIT
cp "$root/package.json" "$root/.npmrc" "$gen/"
node -e 'for (const w of require(process.argv[1]).workspaces) console.log(w)' "$root/package.json" |
  while read -r ws; do mkdir -p "$gen/$ws" && cp "$root/$ws/package.json" "$gen/$ws/"; done
(cd "$gen" && npm install --package-lock-only --no-audit --no-fund >/dev/null)
(cd "$gen" && npm ci --dry-run --no-audit --no-fund >/dev/null) # fails here if still incomplete
cp "$gen/package-lock.json" "$root/package-lock.json"
echo "package-lock.json regenerated; run npm install to bring node_modules in line"
