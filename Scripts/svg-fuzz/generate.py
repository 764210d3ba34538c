#!/usr/bin/env python3
"""Small random SVGs for differential fuzzing, the same file for the same seed.

usage: Scripts/svg-fuzz/generate.py SEED [FAMILY]

prints one 100 x 100 SVG: a few shapes of the families in FAMILIES (patterns, markers, use and symbol, nested
svg, gradients, dashes, paint-order, clips, opacity, blend modes, filters, masks, joins and caps, path
syntax, cascades, units), or of FAMILY alone. fuzz.py draws them.
"""
import random, sys

OP06 = ' opacity="0.6"'
COLORS = ["red", "green", "blue", "black", "orange", "purple", "#0cf", "#fc0", "teal", "magenta"]


class G:
    def __init__(self, seed, family=None):
        self.r = random.Random(seed)
        self.defs = []
        self.n = 0
        self.family = family

    def id(self, p):
        self.n += 1
        return f"{p}{self.n}"

    def c(self):
        return self.r.choice(COLORS)

    def i(self, a, b):
        return self.r.randint(a, b)

    def f(self, a, b):
        return round(self.r.uniform(a, b), 1)

    def ch(self, *xs):
        return self.r.choice(xs)

    def maybe(self, p=0.5):
        return self.r.random() < p

    # ---------- basic shapes ----------
    def shape(self, extra=""):
        k = self.ch("rect", "circle", "ellipse", "path", "poly")
        if k == "rect":
            x, y = self.i(0, 60), self.i(0, 60)
            rx = f' rx="{self.i(0, 10)}"' if self.maybe(0.3) else ""
            return f'<rect x="{x}" y="{y}" width="{self.i(15, 100 - x)}" height="{self.i(15, 100 - y)}"{rx} {extra}/>'
        if k == "circle":
            return f'<circle cx="{self.i(20, 80)}" cy="{self.i(20, 80)}" r="{self.i(8, 35)}" {extra}/>'
        if k == "ellipse":
            return f'<ellipse cx="{self.i(20, 80)}" cy="{self.i(20, 80)}" rx="{self.i(8, 40)}" ry="{self.i(8, 30)}" {extra}/>'
        if k == "path":
            return f'<path d="{self.pathd()}" {extra}/>'
        pts = " ".join(f"{self.i(5, 95)},{self.i(5, 95)}" for _ in range(self.i(3, 6)))
        return f'<{self.ch("polygon", "polyline")} points="{pts}" {extra}/>'

    def fs(self, extra=""):
        return self.shape(f'fill="{self.c()}"' + extra)

    def opa(self):
        return f' opacity="{self.f(0.3, 0.9)}"'

    def pathd(self, closed=None):
        d = f"M{self.i(5, 95)} {self.i(5, 95)}"
        for _ in range(self.i(2, 4)):
            t = self.ch("L", "Q", "C", "A", "l")
            if t == "L":
                d += f" L{self.i(5, 95)} {self.i(5, 95)}"
            elif t == "l":
                d += f" l{self.i(-30, 30)} {self.i(-30, 30)}"
            elif t == "Q":
                d += f" Q{self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)}"
            elif t == "C":
                d += f" C{self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)}"
            else:
                d += f" A{self.i(10, 40)} {self.i(10, 40)} {self.i(0, 90)} {self.i(0, 1)} {self.i(0, 1)} {self.i(5, 95)} {self.i(5, 95)}"
        if closed if closed is not None else self.maybe(0.4):
            d += " Z"
        return d

    def transform(self, p=0.4):
        if not self.maybe(p):
            return ""
        t = self.ch("translate", "rotate", "scale", "skewX", "matrix")
        if t == "translate":
            v = f"translate({self.i(-20, 20)} {self.i(-20, 20)})"
        elif t == "rotate":
            v = f"rotate({self.i(-60, 60)} {self.i(20, 80)} {self.i(20, 80)})"
        elif t == "scale":
            v = f"scale({self.f(0.4, 1.5)} {self.f(0.4, 1.5)})" if self.maybe() else f"scale({self.f(0.5, 1.3)})"
        elif t == "skewX":
            v = f"skewX({self.i(-30, 30)})"
        else:
            v = f"matrix({self.f(0.6, 1.2)} {self.f(-0.3, 0.3)} {self.f(-0.3, 0.3)} {self.f(0.6, 1.2)} {self.i(-10, 10)} {self.i(-10, 10)})"
        return f' transform="{v}"'

    # ---------- features ----------
    def pattern(self):
        pid = self.id("p")
        units = self.ch(None, "userSpaceOnUse", "objectBoundingBox")
        cunits = self.ch(None, "userSpaceOnUse", "objectBoundingBox")
        attrs = ""
        if units:
            attrs += f' patternUnits="{units}"'
        if cunits:
            attrs += f' patternContentUnits="{cunits}"'
        if units == "userSpaceOnUse":
            w, h = self.i(8, 40), self.i(8, 40)
            attrs += f' x="{self.i(-5, 10)}" y="{self.i(-5, 10)}" width="{w}" height="{h}"'
        else:
            w, h = self.ch(0.1, 0.2, 0.25, 0.3, 0.5), self.ch(0.1, 0.2, 0.25, 0.5)
            attrs += f' x="{self.ch(0, 0.05, 0.1)}" y="{self.ch(0, 0.1)}" width="{w}" height="{h}"'
        vb = self.maybe(0.4)
        if vb:
            attrs += f' viewBox="0 0 {self.i(5, 20)} {self.i(5, 20)}"'
            if self.maybe(0.5):
                attrs += f' preserveAspectRatio="{self.ch("none", "xMidYMid meet", "xMinYMin slice", "xMaxYMax meet")}"'
            cs = 10
        elif cunits == "objectBoundingBox":
            cs = 0.1
        else:
            cs = 10
        if self.maybe(0.4):
            attrs += f' patternTransform="{self.ch("rotate(30)", "scale(2)", "skewX(20)", "translate(5 3)", "rotate(45 50 50) scale(0.5)")}"'
        inner = ""
        for _ in range(self.i(1, 2)):
            k = self.ch("c", "r")
            if k == "c":
                inner += f'<circle cx="{round(cs * 0.5, 3)}" cy="{round(cs * 0.5, 3)}" r="{round(cs * self.f(0.2, 0.6), 3)}" fill="{self.c()}"/>'
            else:
                inner += f'<rect x="{round(cs * self.f(0, 0.5), 3)}" y="0" width="{round(cs * self.f(0.2, 0.8), 3)}" height="{round(cs * self.f(0.2, 1.2), 3)}" fill="{self.c()}"/>'
        if self.maybe(0.2):  # nested pattern
            q = self.id("p")
            self.defs.append(f'<pattern id="{q}" patternUnits="userSpaceOnUse" width="{round(cs*0.8,3)}" height="{round(cs*0.8,3)}"><rect width="{round(cs*0.4,3)}" height="{round(cs*0.4,3)}" fill="{self.c()}"/></pattern>')
            inner += f'<rect width="{cs}" height="{round(cs/2,3)}" fill="url(#{q})"/>'
        if self.maybe(0.15):  # href inheritance
            base = self.id("p")
            self.defs.append(f'<pattern id="{base}"{attrs}>{inner}</pattern>')
            self.defs.append(f'<pattern id="{pid}" href="#{base}"/>' if self.maybe() else
                             f'<pattern id="{pid}" href="#{base}" patternTransform="rotate(20)"/>')
        else:
            self.defs.append(f'<pattern id="{pid}"{attrs}>{inner}</pattern>')
        paint = f"url(#{pid})"
        if self.maybe(0.3):
            return self.shape(f'fill="none" stroke="{paint}" stroke-width="{self.i(6, 16)}"' + self.transform())
        return self.shape(f'fill="{paint}"' + self.transform())

    def marker(self):
        mid = self.id("m")
        orient = self.ch(None, "auto", "auto-start-reverse", "45", "0")
        mu = self.ch(None, "strokeWidth", "userSpaceOnUse")
        attrs = ""
        if orient:
            attrs += f' orient="{orient}"'
        if mu:
            attrs += f' markerUnits="{mu}"'
        mw, mh = self.i(3, 20), self.i(3, 20)
        attrs += f' markerWidth="{mw}" markerHeight="{mh}"'
        if self.maybe(0.5):
            attrs += f' viewBox="0 0 10 10"'
            sz = 10
            if self.maybe(0.3):
                attrs += f' preserveAspectRatio="{self.ch("none", "xMidYMid meet", "xMinYMin slice")}"'
        else:
            sz = min(mw, mh)
        attrs += f' refX="{self.ch(0, round(sz / 2, 2), sz)}" refY="{self.ch(0, round(sz / 2, 2), sz)}"'
        if self.maybe(0.3):
            attrs += f' overflow="{self.ch("visible", "hidden")}"'
        k = self.ch("arrow", "circle", "big")
        if k == "arrow":
            inner = f'<path d="M0 0 L{sz} {round(sz / 2, 2)} L0 {sz} Z" fill="{self.c()}"/>'
        elif k == "circle":
            inner = f'<circle cx="{round(sz / 2, 2)}" cy="{round(sz / 2, 2)}" r="{round(sz / 2, 2)}" fill="{self.c()}"/>'
        else:
            inner = f'<rect x="-{sz}" y="-{sz}" width="{sz * 3}" height="{sz * 3}" fill="{self.c()}" fill-opacity="0.7"/>'
        self.defs.append(f'<marker id="{mid}"{attrs}>{inner}</marker>')
        which = self.ch("marker-start", "marker-end", "marker-mid", "marker")
        sw = self.ch(1, 2, 3)
        el = self.ch("path", "polyline", "line")
        if el == "line":
            g = f'<line x1="{self.i(10, 90)}" y1="{self.i(10, 90)}" x2="{self.i(10, 90)}" y2="{self.i(10, 90)}"'
        elif el == "polyline":
            pts = " ".join(f"{self.i(10, 90)},{self.i(10, 90)}" for _ in range(self.i(3, 5)))
            g = f'<polyline points="{pts}"'
        else:
            g = f'<path d="{self.pathd()}"'
        if which == "marker":
            return f'<g style="marker:url(#{mid})">{g} fill="none" stroke="{self.c()}" stroke-width="{sw}"{self.transform()}/></g>'
        return f'{g} fill="none" stroke="{self.c()}" stroke-width="{sw}" {which}="url(#{mid})"{self.transform()}/>'

    def use_symbol(self):
        sid = self.id("s")
        vbw, vbh = self.i(10, 40), self.i(10, 40)
        par = self.ch(None, "none", "xMidYMid meet", "xMinYMax meet", "xMaxYMin slice", "xMidYMid slice")
        attrs = f' viewBox="{self.ch(0, -5)} {self.ch(0, 5)} {vbw} {vbh}"'
        if par:
            attrs += f' preserveAspectRatio="{par}"'
        if self.maybe(0.3):
            attrs += f' overflow="visible"'
        inner = f'<circle cx="{vbw // 2}" cy="{vbh // 2}" r="{max(vbw, vbh) // 2}" fill="{self.c()}"/><rect width="{vbw // 2}" height="{vbh // 2}" fill="{self.c()}"/>'
        if self.maybe(0.2):  # SVG 2 symbol geometry
            attrs += f' x="{self.i(-5, 10)}" y="{self.i(-5, 10)}"' + (f' width="{self.i(20, 60)}" height="{self.i(20, 60)}"' if self.maybe() else "")
        self.defs.append(f'<symbol id="{sid}"{attrs}>{inner}</symbol>')
        wh = ""
        if self.maybe(0.8):
            wh = f' width="{self.i(20, 80)}" height="{self.i(20, 80)}"'
        return f'<use href="#{sid}" x="{self.i(0, 40)}" y="{self.i(0, 40)}"{wh}{self.transform()}/>'

    def use_plain(self):
        gid = self.id("g")
        self.defs.append(f'<g id="{gid}">{self.fs()}{self.fs(OP06)}</g>')
        op = self.ch("", 'fill-opacity="0.5"', 'opacity="0.5"')
        return f'<use href="#{gid}" x="{self.i(-20, 20)}" y="{self.i(-20, 20)}" {op}{self.transform()}/>'

    def nested_svg(self):
        x, y = self.i(0, 40), self.i(0, 40)
        w, h = self.i(20, 70), self.i(20, 70)
        attrs = f'x="{x}" y="{y}" width="{w}" height="{h}"'
        if self.maybe(0.7):
            attrs += f' viewBox="{self.ch(0, 10)} {self.ch(0, 10)} {self.i(20, 100)} {self.i(20, 100)}"'
            if self.maybe():
                attrs += f' preserveAspectRatio="{self.ch("none", "xMidYMid meet", "xMinYMin slice", "xMaxYMax meet", "xMidYMax slice")}"'
        if self.maybe(0.3):
            attrs += ' overflow="visible"'
        inner = self.shape(f'fill="{self.c()}"') + self.shape(f'fill="{self.c()}"')
        return f'<svg {attrs}>{inner}</svg>'

    def gradient(self):
        gid = self.id("gr")
        lin = self.maybe()
        units = self.ch(None, "userSpaceOnUse", "objectBoundingBox")
        attrs = f' gradientUnits="{units}"' if units else ""
        if lin:
            if units == "userSpaceOnUse":
                attrs += f' x1="{self.i(0, 50)}" y1="{self.i(0, 50)}" x2="{self.i(40, 100)}" y2="{self.i(0, 100)}"'
            else:
                attrs += f' x1="{self.ch(0, 0.2, 0.4)}" y1="{self.ch(0, 0.3)}" x2="{self.ch(0.5, 0.6, 1)}" y2="{self.ch(0, 0.5, 1)}"'
        else:
            if units == "userSpaceOnUse":
                attrs += f' cx="{self.i(20, 80)}" cy="{self.i(20, 80)}" r="{self.i(10, 40)}"'
                if self.maybe(0.4):
                    attrs += f' fx="{self.i(20, 80)}" fy="{self.i(20, 80)}"'
            else:
                attrs += f' cx="{self.ch(0.3, 0.5)}" cy="{self.ch(0.5, 0.6)}" r="{self.ch(0.2, 0.3, 0.5)}"'
                if self.maybe(0.4):
                    attrs += f' fx="{self.ch(0.3, 0.4, 0.6)}" fy="{self.ch(0.3, 0.5)}"'
                if self.maybe(0.2):
                    attrs += f' fr="{self.ch(0.05, 0.1)}"'
        sm = self.ch(None, "pad", "reflect", "repeat", "reflect", "repeat")
        if sm:
            attrs += f' spreadMethod="{sm}"'
        if self.maybe(0.4):
            attrs += f' gradientTransform="{self.ch("rotate(30)", "scale(0.5)", "skewX(20)", "translate(0.1 0.1)", "rotate(45 50 50)", "scale(1 0.5)")}"'
        stops = ""
        n = self.i(2, 4)
        offs = sorted(self.f(0, 1) for _ in range(n))
        for o in offs:
            so = f' stop-opacity="{self.ch(1, 0.5, 0.2)}"' if self.maybe(0.2) else ""
            stops += f'<stop offset="{o}" stop-color="{self.c()}"{so}/>'
        tag = "linearGradient" if lin else "radialGradient"
        if self.maybe(0.25):  # href inheritance: stops from base, attributes from derived
            base = self.id("gr")
            btag = tag if self.maybe(0.8) else "linearGradient"
            self.defs.append(f'<{btag} id="{base}" spreadMethod="{self.ch("pad", "reflect")}">{stops}</{btag}>')
            self.defs.append(f'<{tag} id="{gid}" href="#{base}"{attrs}/>')
        else:
            self.defs.append(f'<{tag} id="{gid}"{attrs}>{stops}</{tag}>')
        paint = f"url(#{gid})"
        if self.maybe(0.35):
            return self.shape(f'fill="none" stroke="{paint}" stroke-width="{self.i(4, 16)}"' + self.transform())
        return self.shape(f'fill="{paint}"' + self.transform())

    def dash(self):
        da = ",".join(str(self.i(0, 15)) for _ in range(self.i(1, 4)))
        if self.maybe(0.1):
            da = "0 " + str(self.i(5, 12))
        attrs = f'fill="none" stroke="{self.c()}" stroke-width="{self.i(2, 12)}" stroke-dasharray="{da}"'
        if self.maybe(0.6):
            attrs += f' stroke-dashoffset="{self.i(-20, 20)}"'
        if self.maybe(0.6):
            attrs += f' stroke-linecap="{self.ch("butt", "round", "square")}"'
        if self.maybe(0.6):
            attrs += f' stroke-linejoin="{self.ch("miter", "round", "bevel")}"'
        if self.maybe(0.2):
            attrs += f' stroke-miterlimit="{self.ch(1, 2, 10)}"'
        if self.maybe(0.2):
            attrs += f' pathLength="{self.ch(10, 100, 50)}"'
        return self.shape(attrs + self.transform())

    def paint_order(self):
        po = self.ch("stroke", "stroke fill", "markers stroke fill", "fill markers stroke", "normal", "markers")
        attrs = f'fill="{self.c()}" stroke="{self.c()}" stroke-width="{self.i(4, 16)}" paint-order="{po}" stroke-opacity="{self.ch(1, 0.6)}"'
        if self.maybe(0.3):
            mid = self.id("m")
            self.defs.append(f'<marker id="{mid}" markerWidth="6" markerHeight="6" refX="3" refY="3"><circle cx="3" cy="3" r="3" fill="{self.c()}"/></marker>')
            attrs += f' marker-start="url(#{mid})" marker-end="url(#{mid})"'
            return f'<path d="{self.pathd()}" {attrs}/>'
        return self.shape(attrs + self.transform())

    def clip(self):
        cid = self.id("c")
        obb = self.maybe(0.6)
        attrs = ' clipPathUnits="objectBoundingBox"' if obb else self.ch("", ' clipPathUnits="userSpaceOnUse"')
        if self.maybe(0.4):
            attrs += f' transform="{self.ch("rotate(10)", "scale(0.8)", "translate(5 5)", "skewX(10)", "rotate(20 0.5 0.5)")}"'
        if obb:
            inner = self.ch(f'<circle cx="0.5" cy="0.5" r="{self.ch(0.3, 0.5)}"/>',
                            f'<rect x="0.1" y="0.2" width="0.6" height="0.5"{self.ch("", " transform=@rotate(20)@").replace("@", chr(34))}/>',
                            '<path d="M0 0 L1 0 L0.5 1 Z"/>',
                            '<circle cx="0.3" cy="0.3" r="0.3"/><rect x="0.5" y="0.5" width="0.5" height="0.5"/>')
        else:
            inner = self.shape(self.transform(0.3))
        if self.maybe(0.15):
            inner = inner.replace("/>", ' clip-rule="evenodd"/>', 1)
        self.defs.append(f'<clipPath id="{cid}"{attrs}>{inner}</clipPath>')
        if self.maybe(0.3):
            return f'<g clip-path="url(#{cid})"{self.transform()}>{self.fs()}{self.fs()}</g>'
        return self.shape(f'fill="{self.c()}" clip-path="url(#{cid})"' + self.ch("", f' stroke="{self.c()}" stroke-width="8"') + self.transform())

    def opacity(self):
        k = self.ch("op", "fop", "sop", "group")
        sw = f' stroke="{self.c()}" stroke-width="{self.i(4, 14)}"'
        if k == "op":
            return self.shape(f'fill="{self.c()}"{sw} opacity="{self.f(0.2, 0.8)}"' + self.transform())
        if k == "fop":
            return self.shape(f'fill="{self.c()}"{sw} fill-opacity="{self.f(0.1, 0.8)}" stroke-opacity="{self.f(0.1, 0.9)}"' + self.transform())
        if k == "sop":
            return self.shape(f'fill="{self.c()}" fill-opacity="{self.f(0.2, 0.8)}"{sw} opacity="{self.f(0.3, 0.9)}"')
        return f'<g opacity="{self.f(0.2, 0.8)}" fill-opacity="{self.f(0.3, 1)}">{self.fs()}{self.fs(self.opa())}</g>'

    def blend(self):
        mode = self.ch("multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
                       "hard-light", "soft-light", "difference", "exclusion", "hue", "saturation", "color", "luminosity")
        if self.maybe(0.3):
            return f'<g style="mix-blend-mode:{mode}" opacity="{self.ch(1, 0.7)}">{self.fs()}{self.fs()}</g>'
        return self.shape(f'fill="{self.c()}" style="mix-blend-mode:{mode}"' + self.transform())

    def filter(self):
        fid = self.id("f")
        k = self.ch("blur", "shadow", "flood", "offset", "blur-offset-merge")
        fattrs = ""
        if self.maybe(0.3):
            fattrs += self.ch(' x="-0.2" y="-0.2" width="1.4" height="1.4"', ' x="0" y="0" width="1" height="1"',
                              ' filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"')
        if self.maybe(0.15):
            fattrs += ' primitiveUnits="objectBoundingBox"'
        if k == "blur":
            sd = self.ch(1, 2, 3, "2 0", "0 3", "4 1")
            body = f'<feGaussianBlur stdDeviation="{sd}"/>'
        elif k == "shadow":
            body = f'<feDropShadow dx="{self.i(-6, 6)}" dy="{self.i(-6, 6)}" stdDeviation="{self.ch(0, 1, 2, 3)}" flood-color="{self.c()}" flood-opacity="{self.ch(1, 0.5)}"/>'
        elif k == "flood":
            sub = self.ch("", ' x="10" y="10" width="40" height="30"')
            body = f'<feFlood flood-color="{self.c()}" flood-opacity="{self.ch(1, 0.5)}"{sub}/>' + self.ch("", '<feComposite in2="SourceAlpha" operator="in"/>', '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>')
        elif k == "offset":
            body = f'<feOffset dx="{self.i(-10, 10)}" dy="{self.i(-10, 10)}"/>'
        else:
            body = (f'<feOffset in="SourceAlpha" dx="{self.i(-6, 6)}" dy="{self.i(-6, 6)}" result="o"/>'
                    f'<feGaussianBlur in="o" stdDeviation="{self.ch(1, 2)}" result="b"/>'
                    f'<feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>')
        self.defs.append(f'<filter id="{fid}"{fattrs}>{body}</filter>')
        if self.maybe(0.3):
            return f'<g filter="url(#{fid})"{self.transform()}>{self.fs()}{self.fs()}</g>'
        return self.shape(f'fill="{self.c()}" filter="url(#{fid})"' + self.transform())

    def mask(self):
        mid = self.id("k")
        attrs = ""
        units = self.ch(None, "userSpaceOnUse", "objectBoundingBox")
        if units:
            attrs += f' maskUnits="{units}"'
            if self.maybe(0.6):
                attrs += (' x="0" y="0" width="100" height="100"' if units == "userSpaceOnUse"
                          else f' x="{self.ch(-0.1, 0, 0.2)}" y="{self.ch(-0.1, 0, 0.1)}" width="{self.ch(0.5, 1, 1.2)}" height="{self.ch(0.6, 1, 1.2)}"')
        obb = self.maybe(0.3)
        if obb:
            attrs += ' maskContentUnits="objectBoundingBox"'
        if self.maybe(0.25):
            attrs += ' style="mask-type:alpha"'
        grey = self.ch("white", "#888", "#ccc", "black", "#f00", "#0f0")
        if obb:
            inner = self.ch(f'<circle cx="0.5" cy="0.5" r="{self.ch(0.3, 0.5)}" fill="{grey}"/>',
                            f'<rect x="0.1" y="0.2" width="0.7" height="0.5" fill="{grey}" opacity="{self.ch(1, 0.5)}"/>')
        elif self.maybe(0.35):
            gid = self.id("gr")
            self.defs.append(f'<linearGradient id="{gid}" x2="{self.ch(1, 0)}" y2="{self.ch(0, 1)}"><stop offset="0" stop-color="white"/>'
                             f'<stop offset="1" stop-color="{self.ch("black", "white")}" stop-opacity="{self.ch(1, 0)}"/></linearGradient>')
            inner = self.shape(f'fill="url(#{gid})"')
        else:
            inner = self.shape(f'fill="{grey}"' + self.ch("", f' stroke="white" stroke-width="{self.i(2, 10)}"') + self.transform(0.3))
            if self.maybe(0.3):
                inner += self.shape(f'fill="{self.ch("white", "black", "#444")}"' + self.opa())
        self.defs.append(f'<mask id="{mid}"{attrs}>{inner}</mask>')
        if self.maybe(0.35):
            return f'<g mask="url(#{mid})"{self.ch("", self.opa())}{self.transform()}>{self.fs()}{self.fs()}</g>'
        return self.shape(f'fill="{self.c()}" mask="url(#{mid})"' + self.ch("", f' stroke="{self.c()}" stroke-width="6"') + self.transform())

    def stroke(self):
        join = self.ch("miter", "round", "bevel", "miter", "miter-clip", "arcs")
        attrs = f'fill="{self.ch("none", "none", self.c())}" stroke="{self.c()}" stroke-width="{self.ch(1, 3, 8, 14, 20, 0.5)}" stroke-linejoin="{join}"'
        if self.maybe(0.6):
            attrs += f' stroke-linecap="{self.ch("butt", "round", "square")}"'
        if self.maybe(0.5):
            attrs += f' stroke-miterlimit="{self.ch(1, 1.5, 2, 4, 8, 30)}"'
        if self.maybe(0.25):
            attrs += f' stroke-opacity="{self.ch(0.5, 0.7)}"'
        if self.maybe(0.3):
            # Sharp turns and cusps: a short handle, a curve back on itself, a corner in the middle of curves.
            x, y = self.i(20, 80), self.i(20, 80)
            d = self.ch(f"M{x} {y} C{x + self.i(20, 40)} {y} {x - 10} {y + 1} {x + self.i(-20, 20)} {y + self.i(20, 40)} L{self.i(5, 95)} {self.i(5, 95)}",
                        f"M{x} {y} Q{self.i(5, 95)} {self.i(5, 95)} {x + 1} {y} Z",
                        f"M{x} {y} L{x + self.i(10, 30)} {y + self.i(-3, 3)} L{x} {y + self.i(2, 8)}",
                        f"M{x} {y} C{x + 20} {y - 20} {x + 20} {y + 20} {x} {y} C{x - 20} {y - 20} {x - 20} {y + 20} {x} {y}")
            return f'<path d="{d}" {attrs}{self.transform()}/>'
        return self.shape(attrs + self.transform())

    def plain(self):
        return self.shape(f'fill="{self.c()}"' + self.ch("", f' stroke="{self.c()}" stroke-width="{self.i(1, 6)}"') + self.transform(0.3))

    def syntax(self):
        """Path data and transform lists as editors and minifiers write them."""
        x, y = self.i(10, 60), self.i(10, 60)
        d = self.ch(f"M{x} {y}", f"m{x},{y}", f"M{x}-{y}".replace("-", " ") , f"M{x}.5 {y}.5")
        for _ in range(self.i(2, 5)):
            k = self.ch("implicit", "hv", "smooth", "t", "arcflags", "arcsmall", "arczero", "exp", "dots", "relz")
            if k == "implicit":
                d += f" l{self.i(-20, 20)} {self.i(-20, 20)} {self.i(-20, 20)} {self.i(-20, 20)}"
            elif k == "hv":
                d += f" h{self.i(-30, 30)}v{self.i(-30, 30)}H{self.i(5, 95)}V{self.i(5, 95)}"
            elif k == "smooth":
                d += f" C{self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)}" if self.maybe() else ""
                d += f" s{self.i(-20, 20)} {self.i(-20, 20)} {self.i(-20, 20)} {self.i(-20, 20)}"
            elif k == "t":
                d += f" Q{self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)} {self.i(5, 95)}" if self.maybe() else ""
                d += f" t{self.i(-20, 20)} {self.i(-20, 20)} {self.i(-20, 20)} {self.i(-20, 20)}"
            elif k == "arcflags":
                d += f" a{self.i(5, 30)} {self.i(5, 30)} {self.i(0, 90)} {self.i(0, 1)}{self.i(0, 1)}{self.i(1, 30)} {self.i(-30, 30)}"
            elif k == "arcsmall":
                d += f" A{self.f(0.5, 3)} {self.f(0.5, 3)} {self.i(-45, 45)} {self.i(0, 1)} {self.i(0, 1)} {self.i(5, 95)} {self.i(5, 95)}"
            elif k == "arczero":
                d += f" a{self.ch(0, -10)} {self.ch(0, 10, -5)} 0 0 1 {self.i(-20, 20)} {self.i(-20, 20)}"
            elif k == "exp":
                d += f" L{self.i(1, 9)}e1 {self.i(10, 90)}E0"
            elif k == "dots":
                d += f" l.5.5-{self.i(1, 9)}.5-{self.i(1, 9)}.5"
            else:
                d += f" z m{self.i(-10, 10)} {self.i(-10, 10)} l{self.i(-20, 20)} {self.i(-20, 20)}"
        if self.maybe(0.5):
            d += self.ch(" Z", "z")
        attrs = f'd="{d}" fill="{self.ch(self.c(), "none")}" stroke="{self.c()}" stroke-width="{self.ch(1, 3, 6)}"'
        if self.maybe(0.3):
            attrs += ' fill-rule="evenodd"'
        if self.maybe(0.5):
            t = self.ch("rotate(30,50,50)", "translate(10)", "scale(.8)translate(5,5)", "translate(5 5),rotate(-10)",
                        "matrix(1,0,.2,1,-5,0)", "skewY(15)", "rotate(-20 50 50)scale(1 .7)", "scale(-1,1)translate(-100)")
            attrs += f' transform="{t}"'
        return f'<path {attrs}/>'

    def style(self):
        """Cascades: <style> rules, style attributes, inherit, currentColor and colour forms."""
        colours = ["rgb(10%,60%,30%)", "rgb(200 40 10)", "hsl(200,80%,40%)", "#0a8", "#08a8", "#11aa5580", "RED",
                   "transparent", "currentColor", "rgba(0,0,255,.5)", "hsla(30 90% 50% / 0.6)"]
        cls = self.id("k")
        rule_prop = self.ch("fill", "stroke", "opacity", "fill-opacity", "stroke-width", "display", "visibility")
        rule_val = {"fill": self.ch(*colours), "stroke": self.ch(*colours), "opacity": self.ch("0.5", "50%"),
                    "fill-opacity": self.ch("0.3", "30%"), "stroke-width": self.ch("4", "8px"),
                    "display": "none", "visibility": "hidden"}[rule_prop]
        # Only the selectors the importer reads (combinators, attributes and pseudo-classes are refused).
        selector = self.ch(f".{cls}", f"#{cls}", "rect", "*", f"circle.{cls}", f"path, .{cls}", f".{cls}:hover, #{cls}")
        important = self.ch("", "", " !important")
        rule = f"{selector} {{ {rule_prop}: {rule_val}{important} }}"
        self.defs.append(f"<style>{rule}</style>")
        own = self.ch("", f' fill="{self.ch(*colours)}"', f' style="fill:{self.ch(*colours)}"', ' fill="inherit"')
        child_vis = self.ch("", ' visibility="visible"')
        group = f'<g color="{self.c()}" stroke="{self.ch(*colours)}" stroke-width="{self.ch(2, 5)}"{self.ch("", self.opa())}>'
        shapes = self.shape(f'id="{cls}" class="{cls}"{own}{child_vis}') + self.fs()
        return group + shapes + "</g>"

    def units(self):
        """Lengths in units and percentages, and rectangles' corner radii."""
        u = self.ch("mm", "pt", "pc", "in", "cm", "%", "px", "")  # font-relative units are refused
        scale = {"mm": 0.26, "pt": 0.75, "pc": 0.0625, "in": 0.0104, "cm": 0.026, "%": 1, "px": 1, "": 1}[u]
        v = lambda n: f"{round(n * scale, 3)}{u}"
        k = self.ch("rect", "circle", "ellipse", "line")
        paint = f'fill="{self.c()}" stroke="{self.c()}" stroke-width="{self.ch(v(4), "2", "3%")}"'
        if k == "rect":
            x, y = self.i(5, 50), self.i(5, 50)
            radii = self.ch("", f' rx="{v(self.i(2, 30))}"', f' ry="{v(self.i(2, 30))}"', f' rx="{v(60)}" ry="{v(5)}"',
                            ' rx="auto" ry="10"', f' rx="-3" ry="{v(8)}"')
            return f'<rect x="{v(x)}" y="{v(y)}" width="{v(self.i(10, 95 - x))}" height="{v(self.i(10, 95 - y))}"{radii} {paint}/>'
        if k == "circle":
            return f'<circle cx="{v(self.i(20, 80))}" cy="{v(self.i(20, 80))}" r="{v(self.i(5, 30))}" {paint}/>'
        if k == "ellipse":
            rx, ry = self.ch(v(self.i(5, 40)), "auto"), self.ch(v(self.i(5, 30)), "auto")
            return f'<ellipse cx="{v(self.i(20, 80))}" cy="{v(self.i(20, 80))}" rx="{rx}" ry="{ry}" {paint}/>'
        return f'<line x1="{v(self.i(5, 95))}" y1="{v(self.i(5, 95))}" x2="{v(self.i(5, 95))}" y2="{v(self.i(5, 95))}" {paint}/>'


FAMILIES = ["pattern", "marker", "use_symbol", "use_plain", "nested_svg", "gradient", "dash",
            "paint_order", "clip", "opacity", "blend", "filter", "mask", "stroke", "syntax", "style", "units"]


def generate(seed, family=None):
    g = G(seed, family)
    body = []
    if g.maybe(0.5):
        body.append(g.plain())
    for _ in range(g.i(1, 3)):
        fam = family or g.r.choice(FAMILIES)
        body.append(getattr(g, fam)())
    if g.maybe(0.2):
        body.append(g.plain())
    vb = ' viewBox="0 0 100 100"'
    defs = f"<defs>{''.join(g.defs)}</defs>" if g.defs else ""
    nl = "\n"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100"{vb}>\n'
            f'{defs}{nl if defs else ""}{nl.join(body)}\n</svg>\n')


if __name__ == "__main__":
    seed = int(sys.argv[1])
    fam = sys.argv[2] if len(sys.argv) > 2 else None
    sys.stdout.write(generate(seed, fam))
