#!/usr/bin/env bash
# Counts the places in src/ that repeat each other (six or more lines alike)
# with the `duplicates` tool of the team's tool library, leaving out what no
# one writes by hand or reads as code: migrations, the seed's content,
# Payload's generated types and the admin routes Payload generates.
# Usage: scripts/duplicates.sh [ROWS] (default 200 rows after the count line).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v duplicates >/dev/null; then
  echo "duplicates is not on PATH (it comes with the team's tool library)" >&2
  exit 2
fi

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
git ls-files -co --exclude-standard src |
  grep -v -E '^src/cms/migrations/|^src/seed/|^src/payload-types\.ts$' |
  while read -r file; do
    [ -f "$file" ] || continue
    # Files Payload generates say so on their first line.
    head -n 1 "$file" | grep -q 'kept as generated' && continue
    mkdir -p "$copy/$(dirname "$file")"
    cp "$file" "$copy/$file"
  done
cd "$copy"
duplicates --repo src --seconds 120 --most "${1:-200}"
