#!/usr/bin/env bash
# Makes apps/web/src/fonts/ from @fontsource-variable/inter (docs/decisions/177-lean-first-load.md):
# the Latin file with its weight axis cut to 400-800 and only the layout features the store
# uses, and the rupee sign alone from the Latin Extended file. Needs Debian's fonttools:
#   apt-get install -y python3-fonttools python3-brotli
# The files are committed; run this only to change the font.
set -euo pipefail
cd "$(dirname "$0")/.."
from=node_modules/@fontsource-variable/inter/files
to=apps/web/src/fonts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python=/usr/bin/python3

"$python" -m fontTools.varLib.instancer "$from/inter-latin-wght-normal.woff2" wght=400:800 -o "$work/latin.ttf"
"$python" -m fontTools.subset "$work/latin.ttf" --unicodes='*' --flavor=woff2 \
  --layout-features='kern,liga,calt,tnum,case,ccmp,locl,mark,mkmk' --output-file="$to/inter-latin.woff2"
"$python" -m fontTools.subset "$from/inter-latin-ext-wght-normal.woff2" --unicodes=U+20B9 --flavor=woff2 \
  --layout-features='kern' --output-file="$to/inter-rupee.woff2"
ls -l "$to"
