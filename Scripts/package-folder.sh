# Sourced by the package scripts (test-consumer-package.sh, newcomer-check.sh) with the folder to make their
# package in: sets `package` to it, or to FLO_PACKAGE_FOLDER when that is set. .ci/run gives both scripts one
# such folder, so that the tool is compiled once: what is there but the build is removed first, in a folder these
# scripts made (and marked) only.
package="$1"
if [ -n "${FLO_PACKAGE_FOLDER:-}" ]; then
  package="$FLO_PACKAGE_FOLDER"
  mkdir -p "$package"
  if [ -n "$(ls -A "$package")" ] && [ ! -f "$package/.flo-package-folder" ]; then
    echo "error: FLO_PACKAGE_FOLDER=$package holds files these scripts did not make; name a new folder" >&2
    exit 1
  fi
  find "$package" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
  touch "$package/.flo-package-folder"
fi
