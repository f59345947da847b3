#!/usr/bin/env bash
# Makes the web fonts in src/assets/fonts from Noto (OFL): each face subset to the unicode-range
# its @font-face in src/styles.css declares (the one place the ranges live), every OpenType feature
# kept, hinting dropped (browsers draw headings unhinted), as WOFF2. ADR 034.
#
# Needs fontTools with Brotli (Debian: python3-fonttools python3-brotli) and the Noto sources
# (Debian: fonts-noto-core; another folder with NOTO_DIR=…). The results are committed: the build
# and CI never run this.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
noto="${NOTO_DIR:-/usr/share/fonts/truetype/noto}"
python="${PYTHON:-/usr/bin/python3}"

# The unicode-range of the @font-face whose src names $1, without spaces.
range_of() {
  awk -v file="$1" '
    /@font-face/ { block = "" }
    { block = block $0 }
    /}/ { if (index(block, file) && match(block, /unicode-range:[^;]*/)) print substr(block, RSTART + 14, RLENGTH - 14) }
  ' "$root/src/styles.css" | tr -d ' '
}

subset() {
  local source="$1" output="$2"
  local unicodes
  unicodes="$(range_of "$output")"
  [ -n "$unicodes" ] || { echo "no @font-face in src/styles.css uses $output" >&2; exit 1; }
  "$python" -m fontTools.subset "$noto/$source" --unicodes="$unicodes" --layout-features='*' \
    --no-hinting --flavor=woff2 --output-file="$root/src/assets/fonts/$output"
  echo "$output: $(wc -c <"$root/src/assets/fonts/$output") bytes"
}

subset NotoSerif-Regular.ttf quietline-serif-latin.woff2
subset NotoNaskhArabic-Regular.ttf quietline-naskh-arabic.woff2
