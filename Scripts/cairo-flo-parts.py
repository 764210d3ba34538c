#!/usr/bin/env python3
"""Draws the Flo tutorial's graph view and patterned background with pycairo, from the documented design
(docs/manifest.md, graphView and backgroundPattern), as an independent reference for flo-assets' outputs.

usage: cairo-flo-parts.py OUTPUT.png SCALE KIND KEYS.json
  KIND is graphView or backgroundPattern; KEYS holds width, height and the type's keys (defaults as documented),
  colours as #RRGGBB or #RRGGBBAA; a pattern's colours may be gradients, {"linearGradient": {...}} or
  {"radialGradient": {...}} with SwiftUI's keys, laid across each tile. The PNG is SCALE pixels per point, on a
  transparent background.
"""
import json
import math
import sys

import cairo


def rgba(text):
    text = text.lstrip("#")
    values = [int(text[i:i + 2], 16) / 255 for i in range(0, len(text), 2)]
    return values if len(values) == 4 else values + [1.0]


UNIT_POINTS = {"top": (0.5, 0), "bottom": (0.5, 1), "leading": (0, 0.5), "trailing": (1, 0.5), "center": (0.5, 0.5),
               "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1)}


def unit_point(value):
    return UNIT_POINTS[value] if isinstance(value, str) else (value["x"], value["y"])


def source(value, x, y, width, height):
    """A colour, or a gradient placed in the frame (x, y, width, height) as the documentation says."""
    if isinstance(value, str):
        return cairo.SolidPattern(*rgba(value))
    kind, keys = next(iter(value.items()))
    if "stops" in keys:
        stops = [(stop["location"], stop["color"]) for stop in keys["stops"]]
    else:
        colors = keys["colors"]
        stops = [(i / (len(colors) - 1), color) for i, color in enumerate(colors)]
    if kind == "linearGradient":
        (sx, sy), (ex, ey) = unit_point(keys.get("startPoint", "top")), unit_point(keys.get("endPoint", "bottom"))
        gradient = cairo.LinearGradient(x + sx * width, y + sy * height, x + ex * width, y + ey * height)
    else:
        cx, cy = unit_point(keys.get("center", "center"))
        cx, cy = x + cx * width, y + cy * height
        gradient = cairo.RadialGradient(cx, cy, keys.get("startRadius", 0), cx, cy, keys["endRadius"])
    for location, color in stops:
        gradient.add_color_stop_rgba(location, *rgba(color))
    return gradient


def rounded_rectangle(ctx, width, height, radius):
    radius = min(radius, width / 2, height / 2)
    ctx.new_sub_path()
    ctx.arc(width - radius, radius, radius, -math.pi / 2, 0)
    ctx.arc(width - radius, height - radius, radius, 0, math.pi / 2)
    ctx.arc(radius, height - radius, radius, math.pi / 2, math.pi)
    ctx.arc(radius, radius, radius, math.pi, 3 * math.pi / 2)
    ctx.close_path()


def graph(ctx, keys):
    width, height = keys.get("width", 300), keys.get("height", 250)
    values = keys.get("graphPoints", [4, 2, 6, 4, 5, 8, 3])
    start, end = rgba(keys.get("startColor", "#FAE9DE")), rgba(keys.get("endColor", "#FC4F08"))
    line = rgba(keys.get("lineColor", "#FFFFFF"))
    margin, top, bottom = keys.get("margin", 20), keys.get("topBorder", 60), keys.get("bottomBorder", 50)
    graph_height = height - top - bottom
    largest = max(values)
    points = [(margin + i * (width - 2 * margin) / (len(values) - 1),
               top + graph_height - (v / largest if largest > 0 else 0) * graph_height) for i, v in enumerate(values)]
    rounded_rectangle(ctx, width, height, keys.get("cornerRadius", 8))
    ctx.clip()
    background = cairo.LinearGradient(0, 0, 0, height)
    background.add_color_stop_rgba(0, *start)
    background.add_color_stop_rgba(1, *end)
    ctx.rectangle(0, 0, width, height)
    ctx.set_source(background)
    ctx.fill()
    area_alpha = keys.get("areaAlpha", 0.5)
    area = cairo.LinearGradient(0, min(y for _, y in points), 0, height)
    area.add_color_stop_rgba(0, line[0], line[1], line[2], line[3] * area_alpha)
    area.add_color_stop_rgba(1, line[0], line[1], line[2], 0)
    ctx.move_to(*points[0])
    for point in points[1:]:
        ctx.line_to(*point)
    ctx.line_to(points[-1][0], height)
    ctx.line_to(points[0][0], height)
    ctx.close_path()
    ctx.set_source(area)
    ctx.fill()
    ctx.move_to(*points[0])
    for point in points[1:]:
        ctx.line_to(*point)
    ctx.set_source_rgba(*line)
    ctx.set_line_width(keys.get("lineWidth", 2))
    ctx.set_line_join(cairo.LINE_JOIN_ROUND)
    ctx.set_line_cap(cairo.LINE_CAP_ROUND)
    ctx.stroke()
    diameter = keys.get("circleDiameter", 5)
    for x, y in points:
        ctx.new_sub_path()
        ctx.arc(x, y, diameter / 2, 0, 2 * math.pi)
        ctx.fill()
    ctx.set_source_rgba(line[0], line[1], line[2], line[3] * keys.get("guideAlpha", 0.3))
    ctx.set_line_width(1)
    ctx.set_line_cap(cairo.LINE_CAP_BUTT)
    for y in (top, top + graph_height / 2, height - bottom):
        ctx.move_to(margin, y)
        ctx.line_to(width - margin, y)
    ctx.stroke()


def pattern(ctx, keys):
    width, height, size = keys.get("width", 300), keys.get("height", 300), keys.get("tileSize", 30)
    light, dark = keys.get("lightColor", "#FF8000"), keys.get("darkColor", "#FFFF00")
    ctx.rectangle(0, 0, width, height)
    ctx.clip()
    for row in range(math.ceil(height / size)):
        for column in range(math.ceil(width / size)):
            x, y = column * size, row * size
            ctx.rectangle(x, y, size, size)
            ctx.set_source(source(dark, x, y, size, size))
            ctx.fill()
            for corners in ([(size / 2, 0), (0, size / 2), (size, size / 2)],
                            [(0, size / 2), (size / 2, size), (0, size)],
                            [(size, size / 2), (size / 2, size), (size, size)]):
                ctx.move_to(x + corners[0][0], y + corners[0][1])
                for cx, cy in corners[1:]:
                    ctx.line_to(x + cx, y + cy)
                ctx.close_path()
            ctx.set_source(source(light, x, y, size, size))
            ctx.fill()


def main():
    output, scale, kind, keys = sys.argv[1], int(sys.argv[2]), sys.argv[3], json.loads(sys.argv[4])
    width = keys.get("width", 300)
    height = keys.get("height", 250 if kind == "graphView" else 300)
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, math.ceil(width * scale), math.ceil(height * scale))
    ctx = cairo.Context(surface)
    ctx.scale(scale, scale)
    (graph if kind == "graphView" else pattern)(ctx, keys)
    surface.write_to_png(output)


main()
