#!/usr/bin/env python3
"""Scores Flo Assets' SVG import against resvg's test suite (the static-vector part in ../shared/data/svg-suite, or
--suite DIR): each test is imported as an `svg` control at its reference PNG's size, written as png, svg and pdf,
and every output is rendered and compared with the reference.

A test passes when, both composited over white, at most 1 % of the pixels differ by more than 32/255 in a channel.
Outputs are read by: png as written; svg by resvg; pdf by PDFium (pypdfium2) and by MuPDF (mutool), each on a
canvas of exactly the page's size.

Usage: svg-suite.py [--tool PATH] [--suite DIR] [--work DIR] [--jobs N] [--outputs png,svg,pdf]
                    [--failures] [--minimum OUTPUT=COUNT ...]
Prints the pass counts per output and per suite folder; --failures lists each failing test with why. Exits 1 when
an output passes fewer tests than its --minimum.
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy
import pypdfium2
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
RENDERERS = {"png": ["png"], "svg": ["svg-resvg"], "pdf": ["pdf-pdfium", "pdf-mupdf"]}


def over_white(rgba):
    rgba = rgba.astype(numpy.float64)
    alpha = rgba[:, :, 3:4] / 255
    return rgba[:, :, :3] * alpha + 255 * (1 - alpha)


def differing_fraction(image, reference):
    if image.shape[:2] != reference.shape[:2]:
        return 1.0
    difference = numpy.abs(over_white(image) - over_white(reference)).max(axis=2)
    return float((difference > 32).mean())


def load_rgba(path):
    return numpy.asarray(Image.open(path).convert("RGBA"))


def render_pdfium(path):
    document = pypdfium2.PdfDocument(path)
    try:
        page = document[0]
        width, height = page.get_size()
        # Onto a canvas of exactly the page's size in pixels: `render(scale=)` would stretch a fractional page.
        bitmap = page.render(scale=1, fill_color=(255, 255, 255, 255), rev_byteorder=True)
        array = bitmap.to_numpy()
        return array if array.shape[2] == 4 else numpy.dstack([array, numpy.full(array.shape[:2], 255, numpy.uint8)])
    finally:
        document.close()


def render_with(command, output):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or not os.path.exists(output):
        raise RuntimeError((result.stderr or result.stdout).strip().splitlines()[-1:] or ["failed"])
    return load_rgba(output)


def run_test(tool, suite, work, index, test, outputs):
    folder = os.path.join(work, str(index))
    os.makedirs(folder, exist_ok=True)
    shutil.copyfile(os.path.join(suite, test), os.path.join(folder, "test.svg"))
    reference = load_rgba(os.path.join(suite, test[:-4] + ".png"))
    height, width = reference.shape[:2]
    formats = [{"format": "png", "path": "out", "scales": [1]} if output == "png" else {"format": output, "path": "out"}
               for output in outputs]
    manifest = {"version": 1, "outputs": formats,
                "controls": [{"name": "test", "type": "svg", "source": "test.svg", "width": width, "height": height}]}
    with open(os.path.join(folder, "assets.json"), "w") as file:
        json.dump(manifest, file)
    run = subprocess.run([tool, "--no-cache", "-q"], cwd=folder, capture_output=True, text=True)
    results = {}
    if run.returncode != 0:
        reason = (run.stderr.strip().splitlines() or ["exit %d" % run.returncode])[0]
        for output in outputs:
            for renderer in RENDERERS[output]:
                results[renderer] = (False, "refused: " + reason)
        return test, results
    out = os.path.join(folder, "out")
    for output in outputs:
        for renderer in RENDERERS[output]:
            try:
                if renderer == "png":
                    image = load_rgba(os.path.join(out, "test.png"))
                elif renderer == "svg-resvg":
                    image = render_with(["resvg", os.path.join(out, "test.svg"), os.path.join(folder, "resvg.png")],
                                        os.path.join(folder, "resvg.png"))
                elif renderer == "pdf-pdfium":
                    image = render_pdfium(os.path.join(out, "test.pdf"))
                else:
                    image = render_with(["mutool", "draw", "-q", "-r", "72", "-c", "rgba", "-o",
                                         os.path.join(folder, "mupdf.png"), os.path.join(out, "test.pdf")],
                                        os.path.join(folder, "mupdf.png"))
                fraction = differing_fraction(image, reference)
                results[renderer] = (fraction <= 0.01, "%.2f %% of the pixels differ" % (fraction * 100))
            except Exception as error:  # a reader that fails is a failing test, with its message
                results[renderer] = (False, "unreadable: %s" % error)
    return test, results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", default=os.environ.get("FLO_ASSETS_TOOL", os.path.join(HERE, "..", ".build", "release", "flo-assets")))
    parser.add_argument("--suite", default=os.path.join(HERE, "..", "..", "shared", "data", "svg-suite"))
    parser.add_argument("--work")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--outputs", default="png,svg,pdf")
    parser.add_argument("--failures", action="store_true")
    parser.add_argument("--only", help="run the tests whose path contains this text")
    parser.add_argument("--minimum", action="append", default=[], help="OUTPUT=COUNT, e.g. png=414")
    arguments = parser.parse_args()
    tool = os.path.abspath(arguments.tool)
    outputs = arguments.outputs.split(",")
    with open(os.path.join(arguments.suite, "list.tsv")) as file:
        tests = [line.split("\t")[0] for line in file.read().splitlines()[1:] if line.strip()]
    if arguments.only:
        tests = [test for test in tests if arguments.only in test]
    work = arguments.work or tempfile.mkdtemp(prefix="svg-suite-")
    with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
        done = list(pool.map(lambda item: run_test(tool, arguments.suite, work, item[0], item[1], outputs),
                             enumerate(tests)))
    renderers = [renderer for output in outputs for renderer in RENDERERS[output]]
    totals = {renderer: 0 for renderer in renderers}
    folders = {}
    for test, results in done:
        folder = os.path.dirname(test)
        counts = folders.setdefault(folder, {renderer: 0 for renderer in renderers} | {"tests": 0})
        counts["tests"] += 1
        for renderer in renderers:
            if results[renderer][0]:
                totals[renderer] += 1
                counts[renderer] += 1
    print("%-34s %5s " % ("folder", "tests") + " ".join("%10s" % renderer for renderer in renderers))
    for folder in sorted(folders):
        counts = folders[folder]
        print("%-34s %5d " % (folder, counts["tests"]) + " ".join("%10d" % counts[r] for r in renderers))
    print("%-34s %5d " % ("all", len(done)) + " ".join("%10d" % totals[r] for r in renderers))
    if arguments.failures:
        for test, results in done:
            failing = ["%s: %s" % (renderer, results[renderer][1]) for renderer in renderers if not results[renderer][0]]
            if failing:
                print("FAIL %s\n    %s" % (test, "\n    ".join(failing)))
    if not arguments.work:
        shutil.rmtree(work, ignore_errors=True)
    status = 0
    for minimum in arguments.minimum:
        output, count = minimum.split("=")
        for renderer in RENDERERS.get(output, [output]):
            if totals.get(renderer, 0) < int(count):
                print("%s passes %d tests, fewer than %s" % (renderer, totals.get(renderer, 0), count))
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
