#!/usr/bin/env bash
# Draw dicehall's icon (a five on felt, brass rim) with ImageMagick: packaging/dicehall.png (256 px,
# the Linux desktop's) and packaging/dicehall.ico (256/48/32/16, the Windows .exe's). Both are
# committed; run this again only to change the icon.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v convert >/dev/null || { echo "needs ImageMagick (apt-get install imagemagick)" >&2; exit 1; }
pips=(80,80 176,80 128,128 80,176 176,176)
draw=()
for p in "${pips[@]}"; do x=${p%,*}; y=${p#*,}; draw+=(-draw "circle $x,$y $x,$((y + 18))"); done
convert -size 256x256 xc:none -fill '#0e3b2a' -draw "roundrectangle 0,0 255,255 44,44" \
  -fill '#f7f3e8' -stroke '#c9a227' -strokewidth 6 -draw "roundrectangle 40,40 215,215 30,30" \
  -stroke none -fill '#1d1603' "${draw[@]}" -strip packaging/dicehall.png
convert packaging/dicehall.png -define icon:auto-resize=256,48,32,16 packaging/dicehall.ico
ls -l packaging/dicehall.png packaging/dicehall.ico
