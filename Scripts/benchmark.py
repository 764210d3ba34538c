#!/usr/bin/env python3
"""Benchmarks the release flo-assets on synthetic manifests of 300, 3,000 and 30,000 controls.

Build it first as a release for Linux is shipped, with the Swift runtime linked in (it then starts in about 1 ms
rather than 2.5 ms): swift build -c release --static-swift-stdlib --product flo-assets. The report says which
build it measured.

Each manifest mixes the Flo tutorial's controls in equal thirds: plus buttons 100x100, minus buttons 50x50 and
counters 230x230 with counter = i mod 9. For each size it reports the wall time of a run into a fresh folder and
of a rerun that finds every file unchanged (medians), files per second, bytes written and peak resident memory.
With --compare it also times, on the same machine in the same session and interleaved, the compiled floors of
Scripts/floor.c (the same files written on two threads as an unnamed file named with linkat, the fastest way
measured, and as a temporary file renamed into place; for the rerun, reading the manifest and lstat()ing every
file) and pycairo (Debian's python3-cairo) drawing the same 3,000 controls, and says on what
machine, file system and load it ran. The unchanged rerun and the stat floor run back to back, after the rerun with
--no-cache, so that neither is the first program after pycairo (which leaves the files' metadata out of the
processor's caches).

With --expansion it times states: one entry expanding to 25,000 counters (250 widths x 100 counters, with a palette
colour that has a dark value, so 50,000 SVG files) against the same controls written out one by one, and the largest
manifest states allow, one entry expanding to 100,000 counters (200,000 files), in the same run.

With --png it times PNGs: the same 300 controls at 1x, 2x and 3x (900 files) from flo-assets' own rasteriser,
from pycairo drawing and writing them, and from resvg rendering flo-assets' SVGs (resvg-py, the Python binding,
one process; pip install resvg-py), in the same run.

usage: Scripts/benchmark.py [--sizes 300,3000,30000] [--repeat 5] [--compare] [--expansion] [--png] [--dir FOLDER]

--dir picks the file system the outputs go to (default: the system's temporary folder); /dev/shm (tmpfs) takes
the disk out of the figures, which otherwise swing widely on shared machines.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# FLO_ASSETS_TOOL measures another build (an earlier version, side by side) with the same script.
TOOL = os.environ.get("FLO_ASSETS_TOOL", os.path.join(ROOT, ".build", "release", "flo-assets"))


def manifest(count):
    third = count // 3
    controls = [{"name": "plus-%d" % i, "type": "pushButton", "width": 100, "height": 100,
                 "fillColor": "#57DAD5"} for i in range(third)]
    controls += [{"name": "minus-%d" % i, "type": "pushButton", "width": 50, "height": 50,
                  "fillColor": "rgb(238, 77, 77)", "isAddButton": False} for i in range(third)]
    controls += [{"name": "counter-%d" % i, "type": "counterView", "width": 230, "height": 230,
                  "counter": i % 9, "counterColor": "#57DAD5", "outlineColor": "#226E64"} for i in range(third)]
    return {"version": 1, "controls": controls}


def timed(argv):
    """Wall seconds and peak resident kilobytes of one process."""
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: %s" % " ".join(argv))
    return wall, usage.ru_maxrss


def folder_bytes(path):
    return sum(os.path.getsize(os.path.join(path, name)) for name in os.listdir(path) if not name.startswith("."))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="300,3000,30000")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--compare", action="store_true")
    parser.add_argument("--expansion", action="store_true")
    parser.add_argument("--png", action="store_true")
    parser.add_argument("--dir", default=None)
    args = parser.parse_args()
    if not os.access(TOOL, os.X_OK):
        sys.exit("build it first: swift build -c release --static-swift-stdlib --product flo-assets")
    work = tempfile.mkdtemp(prefix="flo-bench-", dir=args.dir)
    try:
        print("%8s %7s %10s %10s %10s %11s %9s" % ("controls", "files", "fresh s", "rerun s", "files/s", "bytes", "peak MB"))
        for count in [int(n) for n in args.sizes.split(",")]:
            path = os.path.join(work, "m%d.json" % count)
            with open(path, "w") as handle:
                json.dump(manifest(count), handle)
            repeat = max(1, args.repeat if count <= 3000 else args.repeat // 2)
            fresh, rerun, peak = [], [], 0
            for run in range(repeat):
                out = os.path.join(work, "out-%d-%d" % (count, run))
                stamps = ["--cache", os.path.join(work, "stamps")]
                wall, rss = timed([TOOL, "--manifest", path, "--output", out, "--quiet"] + stamps)
                fresh.append(wall)
                peak = max(peak, rss)
                wall, rss = timed([TOOL, "--manifest", path, "--output", out, "--quiet"] + stamps)
                rerun.append(wall)
                peak = max(peak, rss)
            files = count // 3 * 3 * 2
            written = folder_bytes(out)
            print("%8d %7d %10.3f %10.3f %10.0f %11d %9.1f" % (count, files, statistics.median(fresh), statistics.median(rerun),
                                                               files / statistics.median(fresh), written, peak / 1024))
            for run in range(repeat):
                shutil.rmtree(os.path.join(work, "out-%d-%d" % (count, run)))
        if args.compare:
            compare(work, args.repeat)
        if args.expansion:
            expansion(work, max(1, args.repeat // 2))
        if args.png:
            pngs(work, args.repeat)
    finally:
        shutil.rmtree(work)


def machine(work):
    """The CPU, the file system of the work folder and the load, for the record."""
    cpu = "unknown CPU"
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    fs = subprocess.run(["stat", "-f", "-c", "%T", work], capture_output=True, text=True).stdout.strip()
    return "%s, %d cores; %s file system; load %.2f %.2f %.2f\n%s" % (
        (cpu, os.cpu_count(), fs) + os.getloadavg() + (linkage(),))


def linkage():
    """How the measured tool links the Swift runtime: loading it as shared libraries adds about 1.5 ms to every run."""
    with open(TOOL, "rb") as binary:
        dynamic = b"libswiftCore.so" in binary.read()
    if dynamic:
        return ("flo-assets loads the Swift runtime as shared libraries (about 1.5 ms a run more than built with "
                "swift build -c release --static-swift-stdlib --product flo-assets)")
    return "flo-assets has the Swift runtime linked in (--static-swift-stdlib)"


def compare(work, repeat):
    floor = os.path.join(work, "floor")
    subprocess.run(["cc", "-O2", "-pthread", "-o", floor, os.path.join(ROOT, "Scripts", "floor.c")], check=True)
    cairo = os.path.join(ROOT, "Scripts", "cairo-reference.py")
    path = os.path.join(work, "m3000.json")
    with open(path, "w") as handle:
        json.dump(manifest(3000), handle)
    reference = os.path.join(work, "reference")
    stamps = ["--cache", os.path.join(work, "compare-stamps")]
    timed([TOOL, "--manifest", path, "--output", reference, "--quiet"] + stamps)
    # What the write floor writes: every file's name and size, read from one small file.
    sizes = os.path.join(work, "sizes.txt")
    with open(sizes, "w") as handle:
        for name in sorted(os.listdir(reference)):
            if not name.startswith("."):
                handle.write("%d %s\n" % (os.path.getsize(os.path.join(reference, name)), name))
    edited = os.path.join(work, "m3000-edited.json")
    fresh = {"flo-assets": [], "write floor": [], "write floor, rename": [], "pycairo": []}
    rerun = {"flo-assets": [], "stat floor": [], "flo-assets --no-cache": []}
    edit = {"flo-assets, one control edited": []}
    for run in range(repeat):
        out = os.path.join(work, "f%d" % run)
        fresh["flo-assets"].append(timed([TOOL, "--manifest", path, "--output", out, "--quiet"] + stamps)[0])
        fresh["write floor"].append(timed([floor, "write", sizes, os.path.join(work, "w%d" % run), "2"])[0])
        fresh["write floor, rename"].append(
            timed([floor, "write", sizes, os.path.join(work, "v%d" % run), "2", "rename"])[0])
        fresh["pycairo"].append(timed(["/usr/bin/python3", cairo, "3000", os.path.join(work, "c%d" % run)])[0])
        # The program after pycairo finds the files' metadata out of the processor's caches and pays 1-2 ms to
        # bring it back; the no-cache rerun, which reads every file, takes that turn, so that the two no-op reruns
        # compared run back to back on the same footing, as a build's no-op after a build would.
        rerun["flo-assets --no-cache"].append(
            timed([TOOL, "--manifest", path, "--output", out, "--quiet", "--no-cache"])[0])
        rerun["flo-assets"].append(timed([TOOL, "--manifest", path, "--output", out, "--quiet"] + stamps)[0])
        rerun["stat floor"].append(timed([floor, "stat", path, out])[0])
        # One counter's value changed, then changed back: two edits, each drawing one control.
        for manifest_path, counter in [(edited, 5), (path, 0)]:
            controls = manifest(3000)
            controls["controls"][2000]["counter"] = counter
            if counter == 5:
                with open(edited, "w") as handle:
                    json.dump(controls, handle)
            edit["flo-assets, one control edited"].append(
                timed([TOOL, "--manifest", manifest_path, "--output", out, "--quiet"] + stamps)[0])
    ours = statistics.median(fresh["flo-assets"])
    print("\n%s" % machine(work))
    print("3,000 controls (6,000 files), medians of %d, interleaved:" % repeat)

    def table(title, rows, floor, reference):
        """Each row's median, as a ratio to the floor's and to flo-assets' fresh run."""
        print("  %s:" % title)
        floor_median = statistics.median(rows[floor])
        for name, walls in rows.items():
            median = statistics.median(walls)
            print("    %-24s %7.3f s  %5.2fx %s  %5.2fx %s" % (
                name, median, median / floor_median, floor, median / ours, reference))

    table("into a fresh folder", fresh, "write floor", "flo-assets")
    table("unchanged rerun", rerun, "stat floor", "the fresh run")
    edit["stat floor"] = rerun["stat floor"]
    table("rerun after an edit", edit, "stat floor", "the fresh run")
    cairo_bytes = folder_bytes(os.path.join(work, "c0"))
    print("  bytes: flo-assets %d, pycairo %d (%.0f%%)" % (folder_bytes(os.path.join(work, "f0")), cairo_bytes,
                                                          100.0 * folder_bytes(os.path.join(work, "f0")) / cairo_bytes))


def expansion(work, repeat):
    palette = {"water": "#57DAD5", "ink": {"any": "#226E64", "dark": "#9BE8E3"}}
    common = {"type": "counterView", "height": 230, "numberOfGlasses": 100, "counterColor": "water",
              "outlineColor": "ink"}

    def expanded(widths):
        return {"version": 1, "formats": ["svg"], "colors": palette, "controls": [
            dict(common, name="c-{width}-{counter}", width={"from": 200, "through": 199 + widths},
                 counter={"from": 0, "through": 99})]}

    def explicit(widths):
        return {"version": 1, "formats": ["svg"], "colors": palette, "controls": [
            dict(common, name="c-%d-%d" % (width, counter), width=width, counter=counter)
            for width in range(200, 200 + widths) for counter in range(100)]}

    # Written out one by one, 100,000 controls exceed the 4 MiB manifest limit; 25,000 fit.
    cases = [("25,000 as one entry", expanded(250)), ("25,000 entries", explicit(250)),
             ("100,000 as one entry", expanded(1000))]
    rows = {}
    for label, manifest_value in cases:
        path = os.path.join(work, "x-%d.json" % len(rows))
        with open(path, "w") as handle:
            json.dump(manifest_value, handle)
        walls, peak = [], 0
        for run in range(repeat):
            out = os.path.join(work, "x-out")
            wall, rss = timed([TOOL, "--manifest", path, "--output", out, "--quiet"])
            walls.append(wall)
            peak = max(peak, rss)
            files = len([name for name in os.listdir(out) if not name.startswith(".")])
            shutil.rmtree(out)
        rows[label] = (statistics.median(walls), peak, os.path.getsize(path), files)
    base = rows["25,000 entries"][0]
    print("\nStates: counters with a dark outline, SVG only, into a fresh folder (medians of %d):" % repeat)
    for label, (wall, peak, size, files) in rows.items():
        print("  %-22s %7.3f s  %5.2fx 25,000 entries  peak %6.1f MB  manifest %8d bytes  %6d files" % (
            label, wall, wall / base, peak / 1024, size, files))


RESVG_SCRIPT = """
import os, sys, resvg_py
svgs, out = sys.argv[1], sys.argv[2]
os.makedirs(out)
for name in sorted(os.listdir(svgs)):
    if not name.endswith(".svg"): continue
    stem = name[:-4]
    for scale in (1, 2, 3):
        data = resvg_py.svg_to_bytes(svg_path=os.path.join(svgs, name), zoom=scale)
        with open(os.path.join(out, stem + ("" if scale == 1 else "@%dx" % scale) + ".png"), "wb") as f:
            f.write(bytes(data))
"""


def pngs(work, repeat):
    controls = manifest(300)["controls"]
    png_manifest = {"version": 1, "outputs": [{"format": "png", "path": "png", "scales": [1, 2, 3]}], "controls": controls}
    svg_manifest = {"version": 1, "formats": ["svg"], "controls": controls}
    png_path = os.path.join(work, "png.json")
    svg_path = os.path.join(work, "svg.json")
    with open(png_path, "w") as handle:
        json.dump(png_manifest, handle)
    with open(svg_path, "w") as handle:
        json.dump(svg_manifest, handle)
    svgs = os.path.join(work, "svgs")
    timed([TOOL, "--manifest", svg_path, "--output", svgs, "--quiet"])
    cairo = os.path.join(ROOT, "Scripts", "cairo-reference.py")
    rows = {"flo-assets": [], "pycairo": [], "resvg": []}
    for run in range(repeat):
        rows["flo-assets"].append(
            timed([TOOL, "--manifest", png_path, "--output", os.path.join(work, "p%d" % run), "--quiet"])[0])
        rows["pycairo"].append(timed(["/usr/bin/python3", cairo, "300", os.path.join(work, "pc%d" % run), "--png"])[0])
        rows["resvg"].append(timed([sys.executable, "-c", RESVG_SCRIPT, svgs, os.path.join(work, "pr%d" % run)])[0])
    ours = statistics.median(rows["flo-assets"])
    print("\n300 controls as PNG at 1x, 2x and 3x (900 files) into a fresh folder (medians of %d, interleaved):" % repeat)
    for name, walls in rows.items():
        median = statistics.median(walls)
        print("  %-12s %7.3f s  %5.2fx flo-assets" % (name, median, median / ours))
    sizes = {name: folder_bytes(os.path.join(work, folder)) for name, folder in
             (("flo-assets", "p0/png"), ("pycairo", "pc0"), ("resvg", "pr0"))}
    print("  bytes: " + ", ".join("%s %d" % item for item in sizes.items()))


if __name__ == "__main__":
    main()
