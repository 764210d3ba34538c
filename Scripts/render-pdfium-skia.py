#!/usr/bin/env python3
"""Renders files with two more independent readers, for the conformance tests: every PDF with PDFium (Chrome's PDF
engine, PyPI's pypdfium2) and every SVG with Skia's SVG module (PyPI's skia-python), on white, as binary PPM.

Usage: render-pdfium-skia.py OUTPUT_FOLDER SCALES FILE...
  SCALES is a comma-separated list of device scales, e.g. 1,2,3.
  Writes OUTPUT_FOLDER/<file name>@<N>x.<pdfium|skia>.ppm for each file and scale.
"""
import ctypes
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
    """The page drawn at `scale` pixels per point onto a white canvas of ceil(width × scale) × ceil(height × scale)
    pixels, unstretched: `render(scale=)` would stretch a page of fractional size onto its rounded-up bitmap
    (17.47 pt at 1x onto 18 px), so the page is drawn with a matrix instead."""
    document = pypdfium2.PdfDocument(path)
    try:
        page = document[0]
        width, height = page.get_size()
        pixels_wide, pixels_high = math.ceil(width * scale - 1e-9), math.ceil(height * scale - 1e-9)
        bitmap = pypdfium2.PdfBitmap.new_native(pixels_wide, pixels_high, pypdfium2.raw.FPDFBitmap_BGRA, rev_byteorder=True)
        bitmap.fill_rect((255, 255, 255, 255), 0, 0, pixels_wide, pixels_high)
        matrix = pypdfium2.raw.FS_MATRIX(scale, 0, 0, scale, 0, 0)
        clip = pypdfium2.raw.FS_RECTF(0, 0, pixels_wide, pixels_high)
        pypdfium2.raw.FPDF_RenderPageBitmapWithMatrix(
            bitmap.raw, page.raw, ctypes.byref(matrix), ctypes.byref(clip),
            pypdfium2.raw.FPDF_ANNOT | pypdfium2.raw.FPDF_REVERSE_BYTE_ORDER)
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
