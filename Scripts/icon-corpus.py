#!/usr/bin/env python3
"""Builds a suite of real-world icons for Scripts/svg-suite.py from Debian's icon themes: Adwaita (GNOME), Breeze
(KDE), Papirus, elementary, Tango, and Inkscape's own icons and examples, most of them drawn in Inkscape.

The packages are fetched with `apt-get download` (nothing is installed) and unpacked into DIR/packages (removed at the end); from each
theme a fixed sample of distinct files (by content) is copied to DIR/<theme>/NNNN.svg, with the root's `width` and
`height` rounded to whole pixels so that the reference has the file's exact proportions, and a reference drawn by
librsvg (`rsvg-convert`) at the largest whole zoom that keeps it within 64 pixels (at least 1). DIR/list.tsv lists
the tests and where each file came from.

It needs Debian's apt-get (run as root, it updates the package lists when a download fails), network access to a
Debian mirror and about 600 MB of disk while it runs; the figures in docs/svg-import.md are for bookworm's packages.

Usage: icon-corpus.py DIR [--share F]    (F: the share of each theme's sample to take, 1 by default; CI takes 0.5)
Then:  svg-suite.py --suite DIR --outputs png,vectorDrawable --failures
"""
import argparse
import concurrent.futures
import glob
import hashlib
import os
import random
import re
import shutil
import subprocess

PACKAGES = ["adwaita-icon-theme", "breeze-icon-theme", "papirus-icon-theme", "elementary-xfce-icon-theme",
            "tango-icon-theme", "inkscape"]
# theme → (folder inside the unpacked packages, how many files to take)
THEMES = {
    "adwaita": ("usr/share/icons/Adwaita", 700),
    "inkscape": ("usr/share/inkscape", 1400),
    "papirus": ("usr/share/icons/Papirus", 1500),
    "breeze": ("usr/share/icons/breeze", 800),
    "elementary": ("usr/share/icons/elementary-xfce", 600),
    "tango": ("usr/share/icons/Tango", 300),
}


def fetch(packages_folder):
    os.makedirs(packages_folder, exist_ok=True)
    command = ["apt-get", "download", "-qq", "-o", "APT::Sandbox::User=root"] + PACKAGES
    if subprocess.run(command, cwd=packages_folder).returncode != 0:
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(command, cwd=packages_folder, check=True)
    unpacked = os.path.join(packages_folder, "root")
    for deb in sorted(glob.glob(os.path.join(packages_folder, "*.deb"))):
        subprocess.run(["dpkg-deb", "-x", deb, unpacked], check=True)
    return unpacked


def with_whole_size(text):
    """The file with its root's width and height (in px or no unit) rounded to whole pixels, and the zoom its
    reference is drawn at."""
    root = re.search(r"<svg\b[^>]*>", text)
    if not root:
        return text, 4
    head, sizes = root.group(0), []
    for name in ("width", "height"):
        found = re.search(r"\s%s=[\"']\s*([0-9.eE+-]+)(px)?\s*[\"']" % name, head)
        if found:
            sizes.append(max(1, round(float(found.group(1)))))
            head = head[:found.start()] + ' %s="%d"' % (name, sizes[-1]) + head[found.end():]
    zoom = max(1, 64 // max(sizes)) if len(sizes) == 2 else 4
    return text[:root.start()] + head + text[root.end():], zoom


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("--share", type=float, default=1.0)
    arguments = parser.parse_args()
    folder = os.path.abspath(arguments.folder)
    unpacked = fetch(os.path.join(folder, "packages"))
    seen, chosen = set(), []
    for theme, (inside, count) in THEMES.items():
        files = sorted(path for path in glob.glob(os.path.join(unpacked, inside, "**", "*.svg"), recursive=True)
                       if not os.path.islink(path) and os.path.getsize(path) < 400_000)
        random.Random(7).shuffle(files)
        count = max(1, round(count * arguments.share))
        taken = 0
        for path in files:
            with open(path, "rb") as file:
                digest = hashlib.sha1(file.read()).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            chosen.append((theme, path))
            taken += 1
            if taken == count:
                break

    def make(item):
        index, (theme, path) = item
        os.makedirs(os.path.join(folder, theme), exist_ok=True)
        name = "%s/%04d.svg" % (theme, index)
        with open(path, "rb") as file:
            text, zoom = with_whole_size(file.read().decode("utf-8", "replace"))
        target = os.path.join(folder, name)
        with open(target, "w") as file:
            file.write(text)
        try:
            drawn = subprocess.run(["rsvg-convert", "-z", str(zoom), "-o", target[:-4] + ".png", target],
                                   capture_output=True, timeout=60)
        except subprocess.TimeoutExpired:
            return None
        return (name, os.path.relpath(path, unpacked)) if drawn.returncode == 0 else None

    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        made = [test for test in pool.map(make, enumerate(chosen)) if test]
    with open(os.path.join(folder, "list.tsv"), "w") as file:
        file.write("test\tsource\n")
        for name, source in made:
            file.write("%s\t%s\n" % (name, source))
    # The unpacked themes are hundreds of megabytes; the sample is all the suite reads.
    shutil.rmtree(os.path.join(folder, "packages"))
    print("%d icons in %s" % (len(made), folder))


if __name__ == "__main__":
    main()
