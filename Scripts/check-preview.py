#!/usr/bin/env python3
"""Opens a preview page in headless Chromium, as a reviewer would, and reports what it saw as JSON.

Usage: check-preview.py PAGE [--sample LABEL:FX:FY ...] [--screenshot PNG --width W --height H]

Talks to Chromium over the DevTools protocol on a pipe (devtools.py). Reports:
- "errors": console errors, uncaught exceptions and failed loads, as Chromium logged them;
- "controls": the data-control names of the cards, "headings": the text of every h1/h2/h3;
- "links": every href, with whether it resolves (a file next to the page, or an id in it);
- "samples": for each --sample, the colour (r, g, b) of the screen pixel at fraction (FX, FY) of the drawing whose
  aria-label is LABEL.
"""
import base64
import json
import os
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import Browser, sample  # noqa: E402


def main():
    arguments = sys.argv[1:]
    page = os.path.abspath(arguments.pop(0))
    samples, screenshot, width, height = [], None, 1280, 900
    while arguments:
        flag = arguments.pop(0)
        if flag == "--sample":
            label, fx, fy = arguments.pop(0).rsplit(":", 2)
            samples.append((label, float(fx), float(fy)))
        elif flag == "--screenshot":
            screenshot = arguments.pop(0)
        elif flag == "--width":
            width = int(arguments.pop(0))
        elif flag == "--height":
            height = int(arguments.pop(0))
        else:
            sys.exit("check-preview.py: unknown argument %s; see the usage at the top of the script" % flag)
    browser = Browser()
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ["Page", "Runtime", "Log"]:
            browser.send(domain + ".enable", session=session)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=session)
        browser.send("Page.navigate", {"url": "file://" + urllib.parse.quote(page)}, session=session)
        browser.wait_for("Page.loadEventFired")
        found = browser.send("Runtime.evaluate", {"returnByValue": True, "expression": """JSON.stringify({
            controls: [...document.querySelectorAll('[data-control]')].map(e => e.dataset.control),
            headings: [...document.querySelectorAll('h1, h2, h3')].map(e => e.textContent),
            links: [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href')),
            ids: [...document.querySelectorAll('[id]')].map(e => e.id),
            width: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
        })"""}, session=session)
        seen = json.loads(found["result"]["value"])
        report = {"controls": seen["controls"], "headings": seen["headings"], "links": [], "samples": [],
                  "overflows": seen["width"] > seen["viewport"]}
        folder = os.path.dirname(page)
        for href in seen["links"]:
            if href.startswith("#"):
                resolves = href[1:] in seen["ids"]
            else:
                target_path = os.path.normpath(os.path.join(folder, urllib.parse.unquote(href)))
                resolves = os.path.isfile(target_path)
            report["links"].append({"href": href, "resolves": resolves})
        for label, fx, fy in samples:
            report["samples"].append({"label": label, "color": sample(browser, session, label, fx, fy)})
        if screenshot:
            shot = browser.send("Page.captureScreenshot", {
                "format": "png", "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}},
                session=session)
            with open(screenshot, "wb") as file:
                file.write(base64.b64decode(shot["data"]))
        errors = []
        for event in browser.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert", "warning"):
                errors.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"]))
            elif method == "Runtime.exceptionThrown":
                errors.append("exception: " + params["exceptionDetails"].get("text", ""))
            elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
                errors.append("log: " + params["entry"].get("text", "") + " " + params["entry"].get("url", ""))
        report["errors"] = errors
        print(json.dumps(report, indent=1))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
