#!/usr/bin/env python3
"""Differential fuzzing of SVG import: random files from generate.py, drawn by flo-assets and by other readers.

usage: Scripts/svg-fuzz/fuzz.py START COUNT [--family F] [--jobs N] [--out FOLDER]
       Scripts/svg-fuzz/fuzz.py --file FILE.svg [--out FOLDER]

For each seed from START, generate.py writes a 100 x 100 SVG; flo-assets (FLO_ASSETS_TOOL, default the release
build) imports it and writes SVG, PDF and PNG. The reference is resvg drawing the source at 16x, averaged down to
100 x 100 (at 1x and 4x resvg itself is off by hundreds of pixels on thin stripes and turned patterns). Our PNG is
compared at 1x; our SVG (read by resvg and librsvg) and PDF (poppler, MuPDF, PDFium) are drawn at 4x and averaged
down. A pixel is off when a channel differs by more than 40/255 over white. When an output is more than 150
pixels off, headless Chromium draws the source too, and the case is sorted:

  bug       our output is off from resvg and from Chromium, and librsvg or Chromium agree with resvg
  quirk     only one PDF reader is off (its own way of drawing), or librsvg or resvg (at 4x) reading our SVG,
            which it draws as it draws the source or which it cannot draw either, or both
  disputed  ours agrees with Chromium, not with resvg
  unclear   the references disagree among themselves
  refused   flo-assets refused the file (by design for what it does not draw; read the message)

Each case appends a line to FOLDER/results.jsonl; a case that is not ok is kept in FOLDER/cases/SEED/ with every
drawing. --file runs one file and prints its figures. shrink.py cuts a kept case down to what still shows it.
Needs resvg, rsvg-convert, pdftoppm, mutool, chromium, and numpy, pillow and pypdfium2 (see docs/development.md).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from multiprocessing import Pool

import numpy
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Absolute: the tool runs in each case's folder.
TOOL = os.path.abspath(os.environ.get("FLO_ASSETS_TOOL", os.path.join(ROOT, ".build", "release", "flo-assets")))
OFF, AGREE = 150, 60
OURS = ["png", "svg-resvg", "svg-rsvg", "pdf-poppler", "pdf-mupdf", "pdf-pdfium"]
MANIFEST = {
    "version": 1, "scales": [1],
    "outputs": [{"format": "svg", "path": "S"}, {"format": "pdf", "path": "P"}, {"format": "png", "path": "N"}],
    "controls": [{"name": "c", "type": "svg", "source": "Art/c.svg", "width": 100, "height": 100}],
}


def run(argv, **options):
    return subprocess.run(argv, capture_output=True, text=True, timeout=120, **options)


def load(path):
    """The image over white, averaged down to 100 x 100, as floats; None when there is none."""
    try:
        image = Image.open(path).convert("RGBA")
    except (OSError, ValueError):
        return None
    if image.size != (100, 100):
        image = image.resize((100, 100), Image.BOX)
    pixels = numpy.asarray(image).astype(numpy.float32)
    alpha = pixels[..., 3:4] / 255
    return pixels[..., :3] * alpha + 255 * (1 - alpha)


def pixels_off(image, reference):
    if image is None or reference is None:
        return -1
    return int((numpy.abs(image - reference).max(axis=2) > 40.5).sum())


def draw(case):
    """Draws the source and our outputs with every reader; returns the images by name."""
    source, ours = f"{case}/Art/c.svg", f"{case}/S/c.svg"
    run(["resvg", "-w", "1600", "-h", "1600", source, f"{case}/reference.png"])
    run(["rsvg-convert", "-w", "400", "-h", "400", source, "-o", f"{case}/source-rsvg.png"])
    run(["resvg", "-w", "400", "-h", "400", ours, f"{case}/svg-resvg.png"])
    run(["rsvg-convert", "-w", "400", "-h", "400", ours, "-o", f"{case}/svg-rsvg.png"])
    run(["pdftoppm", "-r", "288", "-png", "-singlefile", f"{case}/P/c.pdf", f"{case}/pdf-poppler"])
    run(["mutool", "draw", "-q", "-r", "288", "-o", f"{case}/pdf-mupdf.png", f"{case}/P/c.pdf"])
    try:
        import pypdfium2

        document = pypdfium2.PdfDocument(f"{case}/P/c.pdf")
        document[0].render(scale=4).to_pil().save(f"{case}/pdf-pdfium.png")
        document.close()
    except Exception as error:  # a PDF PDFium cannot open is a finding, not a crash
        print(f"{case}: PDFium: {error}", file=sys.stderr)
    shutil.copy(f"{case}/N/c.png", f"{case}/png.png")
    return {name: load(f"{case}/{name}.png") for name in ["reference", "source-rsvg"] + OURS}


def chromium(case):
    run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         f"--screenshot={case}/source-chromium.png", "--window-size=100,100", "--force-device-scale-factor=4",
         f"file://{case}/Art/c.svg"])
    return load(f"{case}/source-chromium.png")


def sort(off, off_chromium=None, witnesses=()):
    """The kind of a case from how far each output is off the reference (and from Chromium's drawing)."""
    wrong = [name for name in OURS if off[name] > OFF or off[name] < 0]
    if off_chromium is not None:
        wrong = [name for name in wrong if off_chromium[name] > OFF or off_chromium[name] < 0]
    if not wrong:
        return ("disputed" if off_chromium is not None and any(off[n] > OFF for n in OURS) else "ok"), []
    pdfs = [name for name in wrong if name.startswith("pdf-")]
    # librsvg reading our SVG is its own way when it draws the source the same, or cannot draw the source either;
    # so is resvg at 4x (its patterns drift from what it draws at 16x), when it is asked to draw the source so.
    rsvg_own = 0 <= off["svg-rsvg~source"] <= AGREE or off["source-rsvg"] > OFF
    resvg_own = 0 <= off.get("svg-resvg~source", -1) <= AGREE or off.get("source-resvg-4x", -1) > OFF
    own = {"svg-rsvg": rsvg_own, "svg-resvg": resvg_own}
    if len(pdfs) <= 1 and all(name in pdfs or own.get(name, False) for name in wrong):
        return "quirk", wrong
    return ("bug" if any(witnesses) else "unclear"), wrong


def run_case(text, case):
    """Imports `text` in the folder `case` and draws it; the figures as a dictionary."""
    shutil.rmtree(case, ignore_errors=True)
    os.makedirs(f"{case}/Art")
    with open(f"{case}/Art/c.svg", "w") as handle:
        handle.write(text)
    with open(f"{case}/assets.json", "w") as handle:
        json.dump(MANIFEST, handle)
    result = run([TOOL, "--no-cache"], cwd=case)
    if result.returncode != 0:
        return {"kind": "refused", "status": result.returncode, "message": (result.stderr or result.stdout)[-600:]}
    images = draw(case)
    reference = images["reference"]
    off = {name: pixels_off(images[name], reference) for name in ["source-rsvg"] + OURS}
    off["svg-rsvg~source"] = pixels_off(images["svg-rsvg"], images["source-rsvg"])
    kind, wrong = sort(off)
    if "svg-resvg" in wrong:
        run(["resvg", "-w", "400", "-h", "400", f"{case}/Art/c.svg", f"{case}/source-resvg-4x.png"])
        at4x = load(f"{case}/source-resvg-4x.png")
        off["source-resvg-4x"] = pixels_off(at4x, reference)
        off["svg-resvg~source"] = pixels_off(images["svg-resvg"], at4x)
        kind, wrong = sort(off)
    if kind != "ok":
        seen = chromium(case)
        off["source-chromium"] = pixels_off(seen, reference)
        off_chromium = {name: pixels_off(images[name], seen) for name in OURS}
        witnesses = [0 <= off["source-rsvg"] <= AGREE, 0 <= off["source-chromium"] <= AGREE]
        kind, wrong = sort(off, off_chromium, witnesses)
        off["vs-chromium"] = off_chromium
    return {"kind": kind, "wrong": wrong, "off": off}


def fuzz(job):
    seed, family, out = job
    case = tempfile.mkdtemp(prefix=f"case{seed}-", dir=out)
    try:
        result = run_case(generate.generate(seed, family), case)
    except Exception as error:  # one case failing to draw must not stop the run
        result = {"kind": "harness", "message": repr(error)}
    result["seed"], result["family"] = seed, family
    if result["kind"] != "ok":
        kept = f"{out}/cases/{seed}"
        shutil.rmtree(kept, ignore_errors=True)
        shutil.copytree(case, kept)
    shutil.rmtree(case, ignore_errors=True)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("start", type=int, nargs="?", default=0)
    parser.add_argument("count", type=int, nargs="?", default=50)
    parser.add_argument("--family", choices=generate.FAMILIES)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "flo-svg-fuzz"))
    parser.add_argument("--file")
    args = parser.parse_args()
    if not os.access(TOOL, os.X_OK):
        sys.exit("build it first: swift build -c release --product flo-assets (or set FLO_ASSETS_TOOL)")
    os.makedirs(f"{args.out}/cases", exist_ok=True)
    if args.file:
        with open(args.file) as handle:
            print(json.dumps(run_case(handle.read(), f"{args.out}/single"), indent=1))
        print("drawings in", f"{args.out}/single")
        return
    jobs = [(seed, args.family, args.out) for seed in range(args.start, args.start + args.count)]
    counts = {}
    with open(f"{args.out}/results.jsonl", "a") as log, Pool(max(1, args.jobs)) as pool:
        for result in pool.imap_unordered(fuzz, jobs):
            log.write(json.dumps(result) + "\n")
            log.flush()
            counts[result["kind"]] = counts.get(result["kind"], 0) + 1
            if result["kind"] in ("bug", "unclear", "harness"):
                print(result["seed"], result["kind"], result.get("wrong"), result.get("off") or result.get("message"))
    print(", ".join(f"{kind} {count}" for kind, count in sorted(counts.items())))


if __name__ == "__main__":
    main()
