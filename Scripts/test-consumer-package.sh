#!/usr/bin/env bash
# Proves the plugins work for a package that depends on Flo Assets by path: generate-assets writes the
# consumer's files next to its own assets.json, check-assets passes, then fails once a file goes stale.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source "$repo/Scripts/package-folder.sh" "$work/Consumer"
mkdir -p "$package/Sources/Consumer"
cd "$package"
cat > Package.swift <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "Consumer")]
)
SWIFT
echo 'public let consumer = 1' > Sources/Consumer/Consumer.swift
cat > assets.json <<'JSON'
{
  "version": 1,
  "output": "Art",
  "formats": ["pdf", "svg"],
  "controls": [
    { "name": "add", "type": "pushButton", "width": 44, "height": 44, "fillColor": "blue" },
    { "name": "progress", "type": "counterView", "width": 200, "height": 200, "counter": 3 }
  ]
}
JSON

fail() { echo "consumer package test: $*" >&2; exit 1; }

swift package --allow-writing-to-package-directory generate-assets 2>&1 | tee generate.log
grep -q "generated 4 files: 4 written, 0 unchanged" generate.log || fail "generate-assets did not write the 4 files"
for f in add.pdf add.svg progress.pdf progress.svg; do [ -s "Art/$f" ] || fail "Art/$f missing"; done

swift package check-assets 2>&1 | tee check.log
grep -q "checked 4 files: all up to date" check.log || fail "check-assets did not pass on fresh files"

# Stale after a manifest change (the tool's own file, so generate may replace it), then hand-edited (a conflict).
sed -i 's/"fillColor": "blue"/"fillColor": "red"/' assets.json
if swift package check-assets > stale0.log 2>&1; then fail "check-assets passed after a manifest change"; fi
grep -q "error: Art/add.svg: stale: differs at line 3" stale0.log || { cat stale0.log; fail "check-assets did not report the changed colour"; }
swift package --allow-writing-to-package-directory generate-assets 2>&1 | tee regenerate.log
grep -q "generated 4 files: 2 written, 2 unchanged" regenerate.log || fail "generate-assets did not rewrite the 2 changed files"
echo "<svg/>" > Art/add.svg
if swift package check-assets > stale.log 2>&1; then fail "check-assets passed on a stale file"; fi
cat stale.log
grep -q "error: Art/add.svg: edited: differs at line 1" stale.log || fail "check-assets did not name the edited file"
grep -q "Art: note: 1 problem with the generated files (1 edited); undo the edit or move the edited file away, then run" stale.log || fail "check-assets did not say what to do"

swift package --allow-writing-to-package-directory generate-assets --check > check2.log 2>&1 && fail "generate-assets --check passed on a stale file"
sed -i 's/"counter": 3/"counter": 30/' assets.json
if swift package --allow-writing-to-package-directory generate-assets > invalid.log 2>&1; then fail "an invalid manifest was accepted"; fi
grep -q "assets.json:7:.*counter: 30 is out of range" invalid.log || { cat invalid.log; fail "no located error for the invalid manifest"; }
grep -q "<svg/>" Art/add.svg || fail "an invalid manifest changed a file"
sed -i 's/"counter": 30/"counter": 3/' assets.json
if swift package --allow-writing-to-package-directory generate-assets > conflict.log 2>&1; then fail "a hand-edited file was replaced"; fi
grep -q "error: Art/add.svg: was changed since flo-assets generated it" conflict.log || { cat conflict.log; fail "no conflict for the hand-edited file"; }
grep -q "<svg/>" Art/add.svg || fail "the hand-edited file was replaced"

# A palette with a dark value and one entry with three states, through the plugin.
rm Art/add.svg
cat > assets.json <<'JSON'
{
  "version": 1,
  "output": "Art",
  "formats": ["pdf", "svg"],
  "colors": { "brand": { "any": "#1E6FD9", "dark": "#7FB2FF" } },
  "controls": [
    { "name": "add", "type": "pushButton", "width": 44, "height": 44, "fillColor": "brand" },
    { "name": "progress-{counter}", "type": "counterView", "width": 200, "height": 200,
      "counter": { "from": 0, "through": 8, "by": 4 }, "outlineColor": "brand" }
  ]
}
JSON
swift package --allow-writing-to-package-directory generate-assets 2>&1 | tee states.log
grep -q "generated 16 files: 16 written, 0 unchanged, 2 removed" states.log || fail "the palette and states did not make 16 files"
grep -qi "7fb2ff" Art/progress-8~dark.svg || fail "Art/progress-8~dark.svg does not use the dark colour"
swift package check-assets > states-check.log 2>&1 || { cat states-check.log; fail "check-assets failed on the states"; }
sed -i 's/"through": 8, "by": 4/"through": 12, "by": 4/' assets.json
if swift package check-assets > states-invalid.log 2>&1; then fail "an invalid expansion was accepted"; fi
grep -q 'assets.json:9:.*counter: 12 (from {"from": 0, "through": 12, "by": 4}) is out of range' states-invalid.log \
    || { cat states-invalid.log; fail "no located error for the invalid state"; }

# An Xcode asset catalog next to the user's own sets, through the plugin.
sed -i 's/"through": 12, "by": 4/"through": 8, "by": 4/' assets.json
mkdir -p Sources/Consumer/Media.xcassets/AppIcon.appiconset
echo '{"images":[],"info":{"author":"xcode","version":1}}' > Sources/Consumer/Media.xcassets/AppIcon.appiconset/Contents.json
python3 - <<'PY'
import json
manifest = json.load(open("assets.json"))
del manifest["output"], manifest["formats"]
manifest["outputs"] = [{"format": "pdf", "path": "Art"}, {"format": "svg", "path": "Art"},
                       {"format": "xcassets", "path": "Sources/Consumer/Media.xcassets", "namespace": "Flo"}]
manifest["controls"][0]["renderingIntent"] = "template"
json.dump(manifest, open("assets.json", "w"), indent=2)
PY
swift package --allow-writing-to-package-directory generate-assets 2>&1 | tee catalog.log
grep -q "generated 31 files: 15 written, 16 unchanged" catalog.log || fail "the catalog was not written next to the flat files"
catalog=Sources/Consumer/Media.xcassets
for f in Contents.json Flo/Contents.json Flo/brand.colorset/Contents.json Flo/add.imageset/Contents.json \
    Flo/add.imageset/add.pdf Flo/add.imageset/add~dark.pdf Flo/progress-8.imageset/progress-8~dark.pdf; do
  [ -s "$catalog/$f" ] || fail "$catalog/$f missing"
done
cmp -s Art/add~dark.pdf "$catalog/Flo/add.imageset/add~dark.pdf" || fail "the catalog's vector differs from the flat PDF"
grep -q '"template-rendering-intent" : "template"' "$catalog/Flo/add.imageset/Contents.json" || fail "no rendering intent"
grep -q '"images":\[\]' "$catalog/AppIcon.appiconset/Contents.json" || fail "the user's app icon set was changed"
swift package check-assets > catalog-check.log 2>&1 || { cat catalog-check.log; fail "check-assets failed on the catalog"; }
grep -q "checked 31 files: all up to date" catalog-check.log || fail "check-assets did not count the catalog"
# Arguments pass through the plugins: another manifest, a subcommand, the tool's help.
cp assets.json other.json
swift package check-assets --manifest other.json > other.log 2>&1 || { cat other.log; fail "check-assets --manifest failed"; }
grep -q "checked 31 files: all up to date" other.log || fail "check-assets did not read --manifest other.json"
swift package --allow-writing-to-package-directory generate-assets crispness-report --manifest other.json \
    > report.log 2>&1 || { cat report.log; fail "crispness-report through the plugin failed"; }
grep -Eq "^add +grid \*" report.log || { cat report.log; fail "crispness-report printed no row for the button"; }
swift package check-assets help generate > help.log 2>&1 || fail "help through the plugin failed"
grep -q "USAGE: flo-assets \[generate\]" help.log || fail "help generate did not print the subcommand's help"
echo "consumer package test: passed"
