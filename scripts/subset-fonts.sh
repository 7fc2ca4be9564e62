#!/usr/bin/env bash
# Makes apps/web/src/fonts/ from @fontsource-variable/inter (docs/decisions/177-lean-first-load.md):
# the Latin file with its weight axis cut to 400-800 and only the layout features the store
# uses, and the rupee sign alone from the Latin Extended file; and the Hindi pages' face from
# @fontsource-variable/noto-sans-devanagari (OFL; docs/decisions/310-hindi-store.md): weights
# 400-700, the Devanagari letters and dandas, ZWJ/ZWNJ and the dotted circle, every layout
# feature (conjuncts, reph and matras need them all). Needs Debian's fonttools:
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
devanagari=node_modules/@fontsource-variable/noto-sans-devanagari/files
"$python" -m fontTools.varLib.instancer "$devanagari/noto-sans-devanagari-devanagari-wght-normal.woff2" wght=400:700 -o "$work/devanagari.ttf"
"$python" -m fontTools.subset "$work/devanagari.ttf" --unicodes='U+0900-0965,U+200C-200D,U+25CC' --flavor=woff2 \
  --layout-features='*' --output-file="$to/noto-sans-devanagari.woff2"
ls -l "$to"
