#!/usr/bin/env python3
"""Scores Flo Assets' SVG import against resvg's test suite (its static-vector part, kept in
Tests/FloAssetsConformanceTests/Fixtures/svg-suite with its licence; or --suite DIR): each test is imported as an
`svg` control at its reference PNG's size, written to every output, and each output is rendered and compared with
the reference.

A test passes when, both composited over white, at most 1 % of the pixels differ by more than 32/255 in a channel.
Outputs are read by: png as written; svg by resvg; pdf by PDFium (pypdfium2) and by MuPDF (mutool), each on a
canvas of exactly the page's size; vectorDrawable converted back to SVG by this script and rendered by resvg, and
every drawable written compiled and linked by aapt2.

Usage: svg-suite.py [--tool PATH] [--suite DIR] [--work DIR] [--jobs N] [--outputs png,svg,pdf,vectorDrawable]
                    [--failures] [--json FILE] [--minimum OUTPUT=COUNT ...]
Prints the pass counts per output and per suite folder; --failures lists each failing test with why. Exits 1 when
an output passes fewer tests than its --minimum.
"""
import argparse
import concurrent.futures
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

import numpy
from xml.etree import ElementTree
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
# The harness's PDFium renderer, which draws a page onto a canvas of exactly its size.
_spec = importlib.util.spec_from_file_location("render_pdfium_skia", os.path.join(HERE, "render-pdfium-skia.py"))
PDFIUM_SKIA = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(PDFIUM_SKIA)
RENDERERS = {"png": ["png"], "svg": ["svg-resvg"], "pdf": ["pdf-pdfium", "pdf-mupdf"], "vectorDrawable": ["vd-resvg"]}
ANDROID = "http://schemas.android.com/apk/res/android"


def drawable_to_svg(path):
    """The SVG a VectorDrawable describes: its groups' clip paths, its paths' colours, rules, strokes and
    gradients (`<aapt:attr>`), element by element."""
    root = ElementTree.parse(path).getroot()
    a = lambda element, name, default=None: element.get("{%s}%s" % (ANDROID, name), default)
    width, height = a(root, "width")[:-2], a(root, "height")[:-2]
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">'
           % (width, height, a(root, "viewportWidth"), a(root, "viewportHeight"))]
    counter = [0]

    def color(value):
        value = value.lstrip("#")
        alpha = int(value[0:2], 16) / 255 if len(value) == 8 else 1
        return "#" + value[-6:], alpha

    def paint(name, value):
        rgb, alpha = color(value)
        return ' %s="%s" %s-opacity="%g"' % (name, rgb, name, alpha)

    def gradient(element):
        counter[0] += 1
        identifier = "g%d" % counter[0]
        kind = a(element, "type", "linear")
        spread = {"clamp": "pad", "mirror": "reflect", "repeat": "repeat"}[a(element, "tileMode", "clamp")]
        if kind == "linear":
            head = '<linearGradient id="%s" gradientUnits="userSpaceOnUse" x1="%s" y1="%s" x2="%s" y2="%s"' % (
                identifier, a(element, "startX"), a(element, "startY"), a(element, "endX"), a(element, "endY"))
        else:
            head = '<radialGradient id="%s" gradientUnits="userSpaceOnUse" cx="%s" cy="%s" r="%s"' % (
                identifier, a(element, "centerX"), a(element, "centerY"), a(element, "gradientRadius"))
        stops = "".join('<stop offset="%s" stop-color="%s" stop-opacity="%g"/>' % ((a(item, "offset"),) + color(a(item, "color")))
                        for item in element.findall("item"))
        out.append(head + ' spreadMethod="%s">%s</%s>' % (spread, stops, "linearGradient" if kind == "linear" else "radialGradient"))
        return "url(#%s)" % identifier

    def walk(element):
        for child in element:
            if child.tag == "group":
                closes = 0
                # Android's group transform: about the pivot, scaled, then turned, then moved.
                number = lambda name, default: float(a(child, name, default))
                pivot = (number("pivotX", "0"), number("pivotY", "0"))
                out.append('<g transform="translate(%r %r) rotate(%r) scale(%r %r) translate(%r %r)">' % (
                    number("translateX", "0") + pivot[0], number("translateY", "0") + pivot[1], number("rotation", "0"),
                    number("scaleX", "1"), number("scaleY", "1"), -pivot[0], -pivot[1]))
                closes += 1
                for clip in child.findall("clip-path"):
                    counter[0] += 1
                    out.append('<clipPath id="c%d"><path d="%s"/></clipPath><g clip-path="url(#c%d)">'
                               % (counter[0], a(clip, "pathData"), counter[0]))
                    closes += 1
                walk(child)
                out.append("</g>" * closes)
            elif child.tag == "path":
                attributes = ' d="%s"' % a(child, "pathData")
                gradients = {attr.get("name"): attr.find("gradient") for attr in child.findall("{http://schemas.android.com/aapt}attr")}
                fill = gradients.get("android:fillColor")
                if fill is not None:
                    attributes += ' fill="%s"' % gradient(fill)
                elif a(child, "fillColor"):
                    attributes += paint("fill", a(child, "fillColor"))
                else:
                    attributes += ' fill="none"'
                if a(child, "fillType") == "evenOdd":
                    attributes += ' fill-rule="evenodd"'
                stroke = gradients.get("android:strokeColor")
                if stroke is not None:
                    attributes += ' stroke="%s"' % gradient(stroke)
                elif a(child, "strokeColor"):
                    attributes += paint("stroke", a(child, "strokeColor"))
                if stroke is not None or a(child, "strokeColor"):
                    attributes += ' stroke-width="%s" stroke-linecap="%s" stroke-linejoin="%s" stroke-miterlimit="%s"' % (
                        a(child, "strokeWidth", "0"), a(child, "strokeLineCap", "butt"), a(child, "strokeLineJoin", "miter"),
                        a(child, "strokeMiterLimit", "4"))
                out.append("<path%s/>" % attributes)

    walk(root)
    out.append("</svg>")
    return "\n".join(out)


def over_white(rgba):
    """The image composited over white, in 255ths of a channel's unit (exact integers)."""
    rgb = rgba[:, :, :3].astype(numpy.int32)
    alpha = rgba[:, :, 3:4].astype(numpy.int32)
    return 255 * 255 - (255 - rgb) * alpha


def differing_fraction(image, reference_over_white):
    """The fraction of pixels where a channel differs by more than 32/255 once composited over white."""
    if image.shape[:2] != reference_over_white.shape[:2]:
        return 1.0
    difference = numpy.abs(over_white(image) - reference_over_white)
    return float((difference > 32 * 255).any(axis=2).mean())


def load_rgba(path):
    return numpy.asarray(Image.open(path).convert("RGBA"))


# PDFium is not thread-safe: two threads in it at once can crash the process (it did, once, in CI).
PDFIUM_LOCK = threading.Lock()


def render_pdfium(path):
    """PDFium's rendering at 1 pixel a point, on an exact canvas (render-pdfium-skia.py's), as RGBA."""
    with PDFIUM_LOCK:
        array = PDFIUM_SKIA.render_pdf(path, 1)
    return array if array.shape[2] == 4 else numpy.dstack([array, numpy.full(array.shape[:2], 255, numpy.uint8)])


def render_with(command, output):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or not os.path.exists(output):
        raise RuntimeError((result.stderr or result.stdout).strip().splitlines()[-1:] or ["failed"])
    return load_rgba(output)


def check_with_aapt2(work):
    """Android's resource compiler and linker on every drawable written; prints what they say, 1 if they refuse."""
    resources = os.path.join(work, "aapt", "res")
    shutil.rmtree(resources, ignore_errors=True)
    if not os.path.isdir(os.path.join(work, "res", "drawable")):
        print("aapt2: no drawable was written")
        return 0
    shutil.copytree(os.path.join(work, "res", "drawable"), os.path.join(resources, "drawable"))
    indices = os.listdir(os.path.join(resources, "drawable"))
    manifest = os.path.join(work, "aapt", "AndroidManifest.xml")
    with open(manifest, "w") as file:
        file.write('<manifest xmlns:android="%s" package="com.example.suite"><uses-sdk android:minSdkVersion="24"/></manifest>' % ANDROID)
    compiled = os.path.join(work, "aapt", "compiled.zip")
    for command in (["aapt2", "compile", "--dir", os.path.join(work, "aapt", "res"), "-o", compiled],
                    ["aapt2", "link", "-I", "/usr/share/android-framework-res/framework-res.apk", "--manifest", manifest,
                     "-o", os.path.join(work, "aapt", "app.apk"), compiled]):
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0 or result.stderr.strip():
            print("%s refuses: %s" % (" ".join(command[:2]), result.stderr.strip()[:2000]))
            return 1
    print("aapt2 compile and link accept all %d drawables" % len(indices))
    return 0


def generate(tool, work, tests, sizes, output):
    """Writes `output` for every test from one manifest (control `t<index>` imports `<index>.svg`); a test whose
    file the output refuses is taken out and the rest written again. Returns the refusals: index → error line."""
    if output == "png":
        spec = {"format": "png", "path": "out-png", "scales": [1]}
    elif output == "vectorDrawable":
        spec = {"format": "vectorDrawable", "path": "res"}
    else:
        spec = {"format": output, "path": "out-" + output}
    refused = {}
    while True:
        controls = [{"name": "t%d" % index, "type": "svg", "source": "%d.svg" % index,
                     "width": sizes[index][0], "height": sizes[index][1]}
                    for index in range(len(tests)) if index not in refused]
        name = "assets-%s.json" % output
        with open(os.path.join(work, name), "w") as file:
            json.dump({"version": 1, "outputs": [spec], "controls": controls}, file, indent=0)
        run = subprocess.run([tool, "--no-cache", "-q", "--manifest", name], cwd=work, capture_output=True, text=True)
        if run.returncode == 0:
            return refused
        found = {}
        for line in run.stderr.splitlines():
            if ": error: " not in line:
                continue
            # Located in an SVG file (`12.svg:3:4: error: …`) or at a control of the manifest (`controls[7]`).
            file = line.split(":", 1)[0]
            if file.endswith(".svg") and file[:-4].isdigit():
                found.setdefault(int(file[:-4]), line)
            elif "controls[" in line:
                position = int(line.split("controls[", 1)[1].split("]", 1)[0])
                index = int(controls[position]["name"][1:])
                found.setdefault(index, line)
        if not found:
            raise SystemExit("flo-assets failed on the whole suite:\n" + run.stderr)
        refused.update(found)


def score(work, index, references, output):
    """The results of test `index`'s `output` for each of its readers, against the nearer of its `references`."""
    results = {}
    out = os.path.join(work, "out-" + output)
    for renderer in RENDERERS[output]:
        scratch = os.path.join(work, "scratch", "%d-%s" % (index, renderer))
        try:
            if renderer == "png":
                image = load_rgba(os.path.join(out, "t%d.png" % index))
            elif renderer == "svg-resvg":
                image = render_with(["resvg", os.path.join(out, "t%d.svg" % index), scratch + ".png"], scratch + ".png")
            elif renderer == "vd-resvg":
                with open(scratch + ".svg", "w") as file:
                    file.write(drawable_to_svg(os.path.join(work, "res", "drawable", "t%d.xml" % index)))
                image = render_with(["resvg", scratch + ".svg", scratch + ".png"], scratch + ".png")
            elif renderer == "pdf-pdfium":
                image = render_pdfium(os.path.join(out, "t%d.pdf" % index))
            else:
                image = render_with(["mutool", "draw", "-q", "-r", "72", "-c", "rgba", "-o", scratch + ".png",
                                     os.path.join(out, "t%d.pdf" % index)], scratch + ".png")
            fractions = [differing_fraction(image, reference) for reference in references]
            fraction = min(fractions)
            source = " (from Chrome's rendering)" if fractions.index(fraction) > 0 else ""
            results[renderer] = (fraction <= 0.01, "%.2f %% of the pixels differ%s" % (fraction * 100, source))
        except Exception as error:  # a reader that fails is a failing test, with its message
            results[renderer] = (False, "unreadable: %s" % error)
    return results


def run_suite(tool, suite, work, tests, outputs, jobs):
    """Every test's results, in `tests` order: (test, {reader: (passes, why)})."""
    os.makedirs(os.path.join(work, "scratch"), exist_ok=True)
    references = []
    for index, test in enumerate(tests):
        shutil.copyfile(os.path.join(suite, test), os.path.join(work, "%d.svg" % index))
        # The suite's reference and, where Chrome draws otherwise and Flo Assets follows Chrome, Chrome's rendering.
        paths = [os.path.join(suite, test[:-4] + suffix) for suffix in (".png", ".chrome.png")]
        references.append([over_white(load_rgba(path)) for path in paths if os.path.exists(path)])
    sizes = [(found[0].shape[1], found[0].shape[0]) for found in references]
    results = [{} for _ in tests]
    jobs_to_score = []
    for output in outputs:
        refused = generate(tool, work, tests, sizes, output)
        for index in range(len(tests)):
            if index in refused:
                for renderer in RENDERERS[output]:
                    results[index][renderer] = (False, "refused: " + refused[index])
            else:
                jobs_to_score.append((index, output))
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for (index, output), scored in zip(jobs_to_score, pool.map(
                lambda job: score(work, job[0], references[job[0]], job[1]), jobs_to_score)):
            results[index].update(scored)
    return list(zip(tests, results))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", default=os.environ.get("FLO_ASSETS_TOOL", os.path.join(HERE, "..", ".build", "release", "flo-assets")))
    parser.add_argument("--suite", default=os.path.join(HERE, "..", "Tests", "FloAssetsConformanceTests", "Fixtures", "svg-suite"))
    parser.add_argument("--work")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--outputs", default="png,svg,pdf,vectorDrawable")
    parser.add_argument("--failures", action="store_true")
    parser.add_argument("--only", help="run the tests whose path contains this text")
    parser.add_argument("--json", help="write every test's result per reader to this file")
    parser.add_argument("--minimum", action="append", default=[], help="OUTPUT=COUNT, e.g. png=414")
    arguments = parser.parse_args()
    tool = os.path.abspath(arguments.tool)
    outputs = arguments.outputs.split(",")
    with open(os.path.join(arguments.suite, "list.tsv")) as file:
        tests = [line.split("\t")[0] for line in file.read().splitlines()[1:] if line.strip()]
    if arguments.only:
        tests = [test for test in tests if arguments.only in test]
    work = arguments.work or tempfile.mkdtemp(prefix="svg-suite-")
    os.makedirs(work, exist_ok=True)
    done = run_suite(tool, arguments.suite, work, tests, outputs, arguments.jobs)
    renderers = [renderer for output in outputs for renderer in RENDERERS[output]]
    aapt_status = 0
    if "vectorDrawable" in outputs:
        aapt_status = check_with_aapt2(work)
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
    if arguments.json:
        with open(arguments.json, "w") as file:
            json.dump({test: {renderer: {"passes": passes, "why": why} for renderer, (passes, why) in results.items()}
                       for test, results in done}, file, indent=1, sort_keys=True)
    if not arguments.work:
        shutil.rmtree(work, ignore_errors=True)
    status = aapt_status
    for minimum in arguments.minimum:
        output, count = minimum.split("=")
        for renderer in RENDERERS.get(output, [output]):
            if totals.get(renderer, 0) < int(count):
                print("%s passes %d tests, fewer than %s" % (renderer, totals.get(renderer, 0), count))
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
