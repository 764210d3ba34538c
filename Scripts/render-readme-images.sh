#!/usr/bin/env bash
# Renders the committed Assets/ to the PNGs the README shows (2x, librsvg for SVG and poppler for PDF).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p docs/images
for svg in Assets/*.svg; do
  name="$(basename "$svg" .svg)"
  rsvg-convert -z 2 "$svg" -o "docs/images/$name.svg.png"
  pdftoppm -r 144 -png -singlefile "Assets/$name.pdf" "docs/images/$name.pdf"
done
ls docs/images
