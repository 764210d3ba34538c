#!/usr/bin/env bash
# Renders the README's pictures from the default manifest with flo-assets' own PNG output (2x), the counter's nine
# states as two strips (light on white, the ~dark files on iOS's dark background, from the 1x PNGs at half size),
# one PDF page with poppler for comparison, and a screenshot of the preview page. Needs netpbm, poppler-utils and
# chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, sys
manifest = json.load(open("assets.json"))
for key in ("$schema", "output", "formats"):
    manifest.pop(key, None)
manifest["outputs"] = [{"format": "png", "path": "png", "scales": [1, 2]}]
json.dump(manifest, open(sys.argv[1] + "/assets.json", "w"))
PY
cp -R Art "$work/Art"
swift run -q flo-assets --manifest "$work/assets.json" --quiet
mkdir -p docs/images
for png in "$work"/png/*@2x.png; do
  name="$(basename "$png" @2x.png)"
  case "$name" in *~*|counter-[0-9]*) continue ;; esac
  cp "$png" "docs/images/$name.png"
done
pdftoppm -r 144 -png -singlefile Assets/counter.pdf docs/images/counter.pdf

strip() { # strip OUTPUT BACKGROUND SUFFIX: the nine counter states side by side, half size, on BACKGROUND
  local output="$1" background="$2" suffix="$3" parts=()
  for n in 0 1 2 3 4 5 6 7 8; do
    pngtopnm -mix -background="$background" "$work/png/counter-$n$suffix.png" | pamscale 0.5 > "$work/$n.ppm"
    [ "$n" = 0 ] || { ppmmake "$background" 8 115 > "$work/gap$n.ppm"; parts+=("$work/gap$n.ppm"); }
    parts+=("$work/$n.ppm")
  done
  pnmcat -lr "${parts[@]}" | pnmtopng > "$output"
}
strip docs/images/counter-states.png "#FFFFFF" ""
strip docs/images/counter-states-dark.png "#1C1C1E" "~dark"

# The gradients of docs/manifest.md: a linear button and its dark variant, a radial counter, a star fading out, a
# radial card.
cat > "$work/gradients.json" <<'JSON'
{
  "version": 1,
  "colors": { "water": { "any": "#57DAD5", "dark": "#1F7A76" }, "ink": "#226E64" },
  "outputs": [{ "format": "png", "path": "gradients", "scales": [1] }],
  "controls": [
    { "name": "plus", "type": "pushButton", "width": 100, "height": 100,
      "fillColor": { "linearGradient": { "colors": ["water", "ink"] } } },
    { "name": "counter", "type": "counterView", "width": 230, "height": 230, "counter": 5, "outlineColor": "ink",
      "counterColor": { "radialGradient": { "colors": ["#FC4F08", "#FAE9DE"], "startRadius": 40, "endRadius": 115 } } },
    { "name": "star", "type": "star", "width": 80, "height": 80, "fill": true,
      "color": { "linearGradient": { "colors": ["orange", "#FFA50000"], "startPoint": "leading", "endPoint": "trailing" } } },
    { "name": "card", "type": "rectangle", "width": 120, "height": 80, "cornerRadius": 12, "strokeColor": "ink",
      "lineWidth": 2, "fillColor": { "radialGradient": { "colors": ["white", "water"], "endRadius": 60 } } }
  ]
}
JSON
swift run -q flo-assets --manifest "$work/gradients.json" --quiet
parts=()
for name in plus plus~dark counter star card; do
  pngtopnm -mix -background="#FFFFFF" "$work/gradients/$name.png" > "$work/g-$name.ppm"
  [ ${#parts[@]} -eq 0 ] || { ppmmake "#FFFFFF" 12 100 > "$work/g-gap-$name.ppm"; parts+=("$work/g-gap-$name.ppm"); }
  parts+=("$work/g-$name.ppm")
done
pnmcat -lr -jcenter -white "${parts[@]}" | pnmtopng > docs/images/gradients.png

# The preview page of the default manifest, as headless Chromium shows it on a laptop screen.
python3 Scripts/check-preview.py Assets/index.html --width 1440 --height 1150 --screenshot docs/images/preview.png \
  > /dev/null
ls docs/images
