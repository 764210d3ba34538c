#!/usr/bin/python3
"""The benchmark's reference: pycairo (Debian's python3-cairo) drawing the Flo tutorial's controls with the
tutorial's own code into one SVG and one PDF file each.

usage: cairo-reference.py COUNT OUTPUT_DIR [--png]   (COUNT/3 plus buttons, minus buttons and counters)

With --png it draws each control into PNGs at 1x, 2x and 3x instead (<name>.png, <name>@2x.png, <name>@3x.png).
"""
import math
import os
import sys

import cairo


def push_button(ctx, w, h, fill, is_add):
    ctx.set_source_rgb(*fill)
    ctx.save()
    ctx.translate(w / 2, h / 2)
    ctx.scale(w / 2, h / 2)
    ctx.arc(0, 0, 1, 0, 2 * math.pi)
    ctx.restore()
    ctx.fill()
    half = min(w, h) * 0.6 / 2
    ctx.set_line_width(3)
    ctx.set_line_cap(cairo.LINE_CAP_BUTT)
    ctx.move_to(w / 2 - half + 0.5, h / 2 + 0.5)
    ctx.line_to(w / 2 + half + 0.5, h / 2 + 0.5)
    if is_add:
        ctx.move_to(w / 2 + 0.5, h / 2 - half + 0.5)
        ctx.line_to(w / 2 + 0.5, h / 2 + half + 0.5)
    ctx.set_source_rgb(1, 1, 1)
    ctx.stroke()


def counter_view(ctx, w, h, counter, glasses=8):
    start, end = 3 * math.pi / 4, math.pi / 4
    d = min(w, h)
    ctx.arc(w / 2, h / 2, d / 2 - 76 / 2, start, end)
    ctx.set_line_width(76)
    ctx.set_source_rgb(87 / 255, 218 / 255, 213 / 255)
    ctx.stroke()
    outline_end = (2 * math.pi - start + end) / glasses * counter + start
    ctx.arc(w / 2, h / 2, d / 2 - 2.5, start, outline_end)
    ctx.arc_negative(w / 2, h / 2, d / 2 - 76 + 2.5, outline_end, start)
    ctx.close_path()
    ctx.set_line_width(5)
    ctx.set_line_join(cairo.LINE_JOIN_MITER)
    ctx.set_source_rgb(34 / 255, 110 / 255, 100 / 255)
    ctx.stroke()


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    os.makedirs(out, exist_ok=True)
    third = count // 3
    jobs = [("plus-%d" % i, 100, 100, 0, i) for i in range(third)]
    jobs += [("minus-%d" % i, 50, 50, 1, i) for i in range(third)]
    jobs += [("counter-%d" % i, 230, 230, 2, i) for i in range(third)]
    def draw(ctx, w, h, kind, i):
        if kind == 0:
            push_button(ctx, w, h, (87 / 255, 218 / 255, 213 / 255), True)
        elif kind == 1:
            push_button(ctx, w, h, (238 / 255, 77 / 255, 77 / 255), False)
        else:
            counter_view(ctx, w, h, i % 9)

    png = "--png" in sys.argv[3:]
    for name, w, h, kind, i in jobs:
        if png:
            for scale in (1, 2, 3):
                surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w * scale, h * scale)
                ctx = cairo.Context(surface)
                ctx.scale(scale, scale)
                draw(ctx, w, h, kind, i)
                surface.write_to_png(os.path.join(out, name + ("" if scale == 1 else "@%dx" % scale) + ".png"))
            continue
        for ext, surface_type in (("svg", cairo.SVGSurface), ("pdf", cairo.PDFSurface)):
            surface = surface_type(os.path.join(out, name + "." + ext), w, h)
            draw(ctx := cairo.Context(surface), w, h, kind, i)
            surface.finish()


if __name__ == "__main__":
    main()
