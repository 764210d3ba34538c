#!/usr/bin/env python3
"""Drives `flo-assets watch --serve` as a designer would and reports what happened as JSON.

Usage: check-watch.py TOOL PACKAGE [--screenshots FOLDER]

Starts TOOL watch --serve 0 in PACKAGE (a folder with an assets.json whose "water" colour is #57DAD5 and which
writes a preview page), opens the page in headless Chromium (devtools.py), then:
- "edit": writes another colour into the manifest and reports how many seconds passed until the page had
  reloaded and the plus button's pixel showed the new colour;
- "broken": writes a manifest with a syntax error and reports the text the page then shows;
- "fixed": writes a good manifest again and reports whether the problems went away and the drawing came back;
- "missed": a good run and then a failed one while the page's events stream is down: reports whether the page,
  back, reloaded to the good run's colour and shows the error;
- "idleCPU": the watcher's CPU use, in percent, over 11 s with the page open, before the edit;
- "refusals": the HTTP status of requests that leave the served files (sent raw, as no browser would), and
  "log": what the watcher wrote on standard error;
- "stop": the exit status after SIGINT and the last line the watcher printed.
With --screenshots FOLDER, the page at the start, broken and fixed, as the docs show it (watch-before.png,
watch-error.png, watch-after.png).
"""
import base64
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import Browser, sample  # noqa: E402

LABEL = "plus-button, light, 1x"


def read(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.read()


def write(path, text):
    # In place, as most editors save.
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


# What DevTools answers when asked about a page that is reloading: it has no document for a moment.
RELOADING = ("navigated or closed", "Cannot find context", "Execution context was destroyed")


def until(condition, timeout):
    """Seconds until condition() was true (polled every 20 ms), or None after timeout seconds. Asked while the
    page reloads, the condition is not true yet."""
    start = time.time()
    while time.time() - start < timeout:
        try:
            if condition():
                return time.time() - start
        except RuntimeError as error:
            if not any(text in str(error) for text in RELOADING):
                raise
        time.sleep(0.02)
    return None


def raw_status(port, target, host=None):
    """The status of GET target, the target sent byte for byte."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(("GET %s HTTP/1.1\r\nHost: %s\r\n\r\n" % (target, host or "127.0.0.1:%d" % port)).encode())
        reply = b""
        while b"\r\n" not in reply:
            chunk = connection.recv(4096)
            if not chunk:
                break
            reply += chunk
    return int(reply.split(b" ")[1]) if reply else None


def events_stream(port):
    """An events stream opened and left open, as another tab's page would."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=10)
    connection.sendall(("GET /.flo-assets/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port).encode())
    connection.recv(4096)
    return connection


def cpu_seconds(pid):
    fields = read("/proc/%d/stat" % pid).rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    tool, package = sys.argv[1], os.path.abspath(sys.argv[2])
    shots = os.path.abspath(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--screenshots" else None
    manifest = os.path.join(package, "assets.json")
    original = read(manifest)
    logs = tempfile.mkdtemp(prefix="flo-watch-logs-")
    output, errors = os.path.join(logs, "output.txt"), os.path.join(logs, "errors.txt")
    with open(output, "w") as out, open(errors, "w") as err:
        # Its log in the temporary folder too: never the user's cache.
        watcher = subprocess.Popen([tool, "watch", "--serve", "0", "--cache", logs], cwd=package, stdout=out,
                                   stderr=err)
    report = {}
    browser = None
    try:
        if until(lambda: "press Ctrl-C" in read(output), 120) is None:
            raise RuntimeError("the watcher did not start: " + read(output) + read(errors))
        url = re.search(r"serving the preview at (\S+)", read(output)).group(1)
        port = int(re.search(r":(\d+)/", url).group(1))
        report["url"] = url

        browser = Browser()
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ["Page", "Runtime"]:
            browser.send(domain + ".enable", session=session)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": 960, "height": 860, "deviceScaleFactor": 1, "mobile": False}, session=session)
        browser.send("Page.navigate", {"url": url}, session=session)
        browser.wait_for("Page.loadEventFired")

        def evaluate(expression):
            return browser.send("Runtime.evaluate", {"returnByValue": True, "expression": expression},
                                session=session)["result"].get("value")

        def problems():
            return evaluate("(document.getElementById('flo-watch-problems') || {}).textContent || null")

        def color():
            return sample(browser, session, LABEL, 0.3, 0.3)

        def screenshot(name):
            if shots:
                evaluate("window.scrollTo(0, 0)")
                time.sleep(0.2)
                shot = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)
                with open(os.path.join(shots, "watch-%s.png" % name), "wb") as file:
                    file.write(base64.b64decode(shot["data"]))

        report["before"] = color()
        screenshot("before")
        # Idle with the page open, longer than the server waits on a stalled client (10 s): the events stream
        # must still be open and get the next run's event. The watcher's CPU use meanwhile is the idle figure.
        before = cpu_seconds(watcher.pid)
        time.sleep(11)
        report["idleCPU"] = (cpu_seconds(watcher.pid) - before) / 11 * 100
        evaluate("window.floMarker = 1")
        # The palette's colour only: the same hex elsewhere (a recolor key) stays as it is.
        edited = original.replace('"water": "#57DAD5"', '"water": "#FF2D55"')
        if edited == original:
            raise RuntimeError('the manifest has no "water": "#57DAD5" to edit')
        write(manifest, edited)
        seconds = until(lambda: evaluate("window.floMarker") is None and color() == [255, 45, 85], 10)
        report["edit"] = {"seconds": seconds, "color": color()}

        write(manifest, edited.replace('"version": 1,', '"version": 1,,', 1))
        seconds = until(lambda: problems() is not None, 10)
        report["broken"] = {"seconds": seconds, "problems": problems(), "color": color()}
        screenshot("error")

        write(manifest, edited.replace('"water": "#FF2D55"', '"water": "#34C759"'))
        seconds = until(lambda: problems() is None and color() == [52, 199, 89], 10)
        report["fixed"] = {"seconds": seconds, "problems": problems(), "color": color()}
        screenshot("after")

        # A good run, then a failed one, while the page's events stream is down (16 other streams close it, and
        # its reconnection is held until both runs are over): back, it shows the good run's drawing under the
        # error, not the drawing it was loaded with.
        evaluate("window.floMarker = 2")
        browser.send("Fetch.enable", {"patterns": [{"urlPattern": "*/.flo-assets/events*"}]}, session=session)
        others = [events_stream(port) for _ in range(16)]
        held = browser.wait_for("Fetch.requestPaused", timeout=15)["params"]["requestId"]
        runs, failures = read(output).count("] generated"), read(errors).count("last good files stay")
        good = edited.replace('"water": "#FF2D55"', '"water": "#5856D6"')
        write(manifest, good)
        until(lambda: read(output).count("] generated") > runs, 10)
        write(manifest, good.replace('"version": 1,', '"version": 1,,', 1))
        until(lambda: read(errors).count("last good files stay") > failures, 10)
        browser.send("Fetch.continueRequest", {"requestId": held}, session=session)
        browser.send("Fetch.disable", session=session)
        seconds = until(lambda: evaluate("window.floMarker") is None and problems() is not None
                        and color() == [88, 86, 214], 15)
        report["missed"] = {"seconds": seconds, "problems": problems() is not None, "color": color(),
                            "reloaded": evaluate("window.floMarker") is None}
        for stream in others:
            stream.close()

        # The preview page moved by the manifest: the open page follows it there.
        evaluate("window.floMarker = 3")
        moved = good.replace('"path": "Assets/index.html"', '"path": "Assets/preview.html"')
        if moved == good:
            raise RuntimeError('the manifest has no "path": "Assets/index.html" to move')
        write(manifest, moved)
        seconds = until(lambda: evaluate("location.pathname") == "/Assets/preview.html" and problems() is None, 10)
        report["moved"] = {"seconds": seconds, "path": evaluate("location.pathname"),
                           "reloaded": evaluate("window.floMarker") is None}

        # A generated file replaced by a link to a file outside: never followed.
        star = os.path.join(package, "Assets", "star.svg")
        os.remove(star)
        os.symlink(manifest, star)
        targets = ["/../assets.json", "/%2e%2e/assets.json", "/Assets/%2E%2E/assets.json", "/Assets/../assets.json",
                   "/%2e%2e%2fassets.json", package + "/assets.json", "//etc/passwd", "/assets.json", "/Assets/",
                   "/Art/drop.svg", "/Assets/star.svg"]
        report["refusals"] = {target: raw_status(port, target) for target in targets}
        report["served"] = {"/Assets/minus-button.svg": raw_status(port, "/Assets/minus-button.svg"),
                            "other host": raw_status(port, "/Assets/minus-button.svg", host="attacker.example")}
    finally:
        if browser:
            browser.close()
        watcher.send_signal(signal.SIGINT)
        try:
            status = watcher.wait(timeout=30)
        except subprocess.TimeoutExpired:
            watcher.kill()
            status = None
        report["stop"] = {"status": status, "last": read(output).strip().splitlines()[-1:]}
        report["log"] = read(errors)
        shutil.rmtree(logs, ignore_errors=True)
        print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
