#!/usr/bin/env python3
"""Cuts a fuzzed case down to what still shows it: deletes elements, then attributes, while a condition holds.

usage: Scripts/svg-fuzz/shrink.py IN.svg OUT.svg 'CONDITION'

CONDITION is a Python expression over `off`, the pixels each drawing is off the reference (the keys fuzz.py prints:
png, svg-resvg, svg-rsvg, pdf-poppler, pdf-mupdf, pdf-pdfium, source-rsvg), for example
"off['png'] > 150 and off['source-rsvg'] < 60". Chromium is not consulted. Each try imports and draws the file
again (about a second), so a file of 30 elements takes a few minutes.
"""
import os
import sys
import tempfile
from xml.dom import minidom

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz  # noqa: E402


def holds(text, condition, folder):
    result = fuzz.run_case(text, folder)
    if result["kind"] == "refused":
        return False
    try:
        return bool(eval(condition, {}, {"off": result["off"]}))
    except (KeyError, TypeError):
        return False


def elements(node):
    found = []
    for child in node.childNodes:
        if child.nodeType == child.ELEMENT_NODE:
            found.append(child)
            found.extend(elements(child))
    return found


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    source, destination, condition = sys.argv[1:]
    folder = os.path.join(tempfile.mkdtemp(prefix="flo-shrink-"), "case")
    with open(source) as handle:
        text = handle.read()
    if not holds(text, condition, folder):
        sys.exit("the condition does not hold for " + source)
    document = minidom.parseString(text)
    root = document.documentElement
    changed = True
    while changed:
        changed = False
        # Innermost elements first, so that a parent goes once its children are gone.
        for element in reversed(elements(root)):
            parent, following = element.parentNode, element.nextSibling
            parent.removeChild(element)
            if holds(root.toxml(), condition, folder):
                changed = True
            else:
                parent.insertBefore(element, following)
        for element in [root] + elements(root):
            for name in list(element.attributes.keys()):
                if name in ("xmlns", "id"):
                    continue
                value = element.getAttribute(name)
                element.removeAttribute(name)
                if holds(root.toxml(), condition, folder):
                    changed = True
                else:
                    element.setAttribute(name, value)
    for element in [root] + elements(root):
        for child in list(element.childNodes):
            if child.nodeType == child.TEXT_NODE and not child.data.strip():
                element.removeChild(child)
    shrunk = root.toxml()
    with open(destination, "w") as handle:
        handle.write((shrunk if holds(shrunk, condition, folder) else text) + "\n")
    print(shrunk)


if __name__ == "__main__":
    main()
