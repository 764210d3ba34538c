#!/usr/bin/env bash
# Follows the README's quick start verbatim in a new package: writes its three files, runs its commands, builds the
# package and checks the files it promises. The one change: the dependency on GitHub becomes this checkout. (In
# CI the package's build folder is the plugin test's, so the tool is not compiled again.)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source "$repo/Scripts/package-folder.sh" "$work/WaterApp"
fail() { echo "newcomer check: $*" >&2; exit 1; }

python3 - "$repo/README.md" "$work" "$repo" "$package" <<'PY'
import re, sys, pathlib
readme, work, repo = pathlib.Path(sys.argv[1]).read_text(), pathlib.Path(sys.argv[2]), sys.argv[3]
package = pathlib.Path(sys.argv[4])
section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
# Each block is named by the first `path` in backticks of the text before it; the shell block needs no name.
blocks, text, code, language = [], [], None, None
for line in section.split("\n"):
    if line.startswith("```"):
        if code is None:
            code, language = [], line[3:]
        else:
            names = re.findall(r"`([\w./-]+\.(?:swift|json))`", " ".join(text))
            blocks.append((names[0] if names else None, language, "\n".join(code)))
            code, text = None, []
    elif code is not None:
        code.append(line)
    else:
        text.append(line)
if [language for _, language, _ in blocks] != ["swift", "json", "swift", "sh"]:
    sys.exit(f"expected swift, json, swift and sh blocks in the quick start, found {blocks}")
for name, language, code in blocks:
    if language == "sh":
        (work / "commands.sh").write_text(code + "\n")
        continue
    if name == "Package.swift":
        dependency = re.search(r'\.package\(url: "[^"]+", branch: "main"\)', code)
        if not dependency:
            sys.exit("the quick start's Package.swift has no .package(url: …, branch: \"main\") line")
        code = code.replace(dependency.group(0), f'.package(path: "{repo}")')
    path = package / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(code + "\n")
    print(f"newcomer check: wrote {name}")
PY

cd "$package"
while IFS= read -r command; do
  echo "\$ $command"
  bash -c "$command" < /dev/null 2>&1 | tee -a "$work/commands.log" || fail "'$command' failed"
done < "$work/commands.sh"
grep -q "checked 3 files: all up to date" "$work/commands.log" || fail "check-assets did not check the 3 files"
catalog=Sources/WaterApp/Media.xcassets
for file in Contents.json plus-button.imageset/Contents.json plus-button.imageset/plus-button.pdf .flo-assets-index; do
  [ -s "$catalog/$file" ] || fail "$catalog/$file was not generated"
done
python3 -c "import json; json.load(open('assets.schema.json'))" || fail "assets.schema.json is not JSON"

swift build 2>&1 | tee "$work/build.log" || fail "the package does not build"
if grep "warning:" "$work/build.log"; then fail "the quick start's package builds with warnings"; fi
echo "newcomer check: passed"
