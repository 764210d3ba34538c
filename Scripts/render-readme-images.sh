#!/usr/bin/env bash
# Renders the committed Assets/ to the PNGs the README shows (2x, librsvg for SVG and poppler for PDF), and the
# counter's nine states as two strips: light on white, dark (the ~dark files) on iOS's dark background.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p docs/images
for svg in Assets/*.svg; do
  name="$(basename "$svg" .svg)"
  case "$name" in *~*|counter-[0-9]*) continue ;; esac
  rsvg-convert -z 2 "$svg" -o "docs/images/$name.svg.png"
  pdftoppm -r 144 -png -singlefile "Assets/$name.pdf" "docs/images/$name.pdf"
done

strip() { # strip OUTPUT BACKGROUND SUFFIX: the nine counter states side by side, 0.5x, on BACKGROUND
  local output="$1" background="$2" suffix="$3" work
  work="$(mktemp -d)"
  for n in 0 1 2 3 4 5 6 7 8; do
    rsvg-convert -z 0.5 -b "$background" "Assets/counter-$n$suffix.svg" | pngtopnm > "$work/$n.ppm"
    ppmmake "$background" 8 115 > "$work/gap$n.ppm"
  done
  pnmcat -lr "$work"/0.ppm "$work"/gap1.ppm "$work"/1.ppm "$work"/gap2.ppm "$work"/2.ppm "$work"/gap3.ppm \
    "$work"/3.ppm "$work"/gap4.ppm "$work"/4.ppm "$work"/gap5.ppm "$work"/5.ppm "$work"/gap6.ppm "$work"/6.ppm \
    "$work"/gap7.ppm "$work"/7.ppm "$work"/gap8.ppm "$work"/8.ppm | pnmtopng > "$output"
  rm -rf "$work"
}
strip docs/images/counter-states.png "#FFFFFF" ""
strip docs/images/counter-states-dark.png "#1C1C1E" "~dark"
ls docs/images
