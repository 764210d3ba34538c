#!/usr/bin/env python3
"""Renders files with two more independent readers, for the conformance tests: every PDF with PDFium (Chrome's PDF
engine, PyPI's pypdfium2) and every SVG with Skia's SVG module (PyPI's skia-python), on white, as binary PPM.

Usage: render-pdfium-skia.py OUTPUT_FOLDER SCALES FILE...
  SCALES is a comma-separated list of device scales, e.g. 1,2,3.
  Writes OUTPUT_FOLDER/<file name>@<N>x.<pdfium|skia>.ppm for each file and scale.
"""
import math
import os
import sys

import numpy
import pypdfium2
import skia


def write_ppm(path, rgb):
    height, width = rgb.shape[0], rgb.shape[1]
    with open(path, "wb") as output:
        output.write(b"P6\n%d %d\n255\n" % (width, height))
        output.write(numpy.ascontiguousarray(rgb[:, :, :3], dtype=numpy.uint8).tobytes())


def render_pdf(path, scale):
    document = pypdfium2.PdfDocument(path)
    try:
        bitmap = document[0].render(scale=scale, fill_color=(255, 255, 255, 255), rev_byteorder=True)
        return bitmap.to_numpy()
    finally:
        document.close()


def render_svg(path, scale):
    dom = skia.SVGDOM.MakeFromStream(skia.Stream.MakeFromFile(path))
    if dom is None:
        raise SystemExit("skia could not read " + path)
    size = dom.containerSize()
    width, height = math.ceil(size.width() * scale), math.ceil(size.height() * scale)
    surface = skia.Surface(width, height)
    with surface as canvas:
        canvas.clear(skia.ColorWHITE)
        canvas.scale(scale, scale)
        dom.render(canvas)
    return surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType)


def main():
    folder, scales, files = sys.argv[1], [int(s) for s in sys.argv[2].split(",")], sys.argv[3:]
    for path in files:
        name = os.path.basename(path)
        for scale in scales:
            if path.endswith(".pdf"):
                write_ppm(os.path.join(folder, "%s@%dx.pdfium.ppm" % (name, scale)), render_pdf(path, scale))
            elif path.endswith(".svg"):
                write_ppm(os.path.join(folder, "%s@%dx.skia.ppm" % (name, scale)), render_svg(path, scale))


if __name__ == "__main__":
    main()
