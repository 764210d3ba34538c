"""Headless Chromium over the DevTools protocol on a pipe, for the scripts that open generated pages.

--remote-debugging-pipe: commands on fd 3, replies on fd 4, each a JSON text ended by NUL, so nothing but Python
and Debian's chromium is needed.
"""
import base64
import json
import os
import select
import shutil
import struct
import subprocess
import tempfile
import time
import zlib


class Browser:
    def __init__(self):
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()

        def arrange_pipes():
            # Through copies: the pipes may already be fds 3 and 4, and dup2 onto itself keeps close-on-exec.
            commands_copy, replies_copy = os.dup(commands_read), os.dup(replies_write)
            os.dup2(commands_copy, 3)
            os.dup2(replies_copy, 4)

        self.profile = tempfile.mkdtemp(prefix="flo-preview-profile-")
        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", "--no-first-run", "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=arrange_pipes, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_read)
        os.close(replies_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self, timeout=120):
        while b"\0" not in self.buffer:
            if not select.select([self.replies], [], [], timeout)[0]:
                raise RuntimeError("chromium did not answer within %d s" % timeout)
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self.receive(timeout=max(1, deadline - time.time())))
        raise RuntimeError("timed out waiting for " + method)

    def close(self):
        try:
            self.send("Browser.close")
        except RuntimeError:
            pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def pixel(png):
    """The first pixel of a PNG screenshot: one row of one pixel needs no unfiltering beyond its filter byte."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    position, data, color_type = 8, b"", None
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        body = png[position + 8:position + 8 + length]
        if kind == b"IHDR":
            color_type = body[9]
        elif kind == b"IDAT":
            data += body
        position += 12 + length
    raw = zlib.decompress(data)
    channels = {2: 3, 6: 4}[color_type]
    return list(raw[1:1 + min(channels, 3)])


def sample(browser, session, label, fx, fy):
    """The colour (r, g, b) of the screen pixel at fraction (fx, fy) of the drawing whose aria-label is `label`;
    None when there is no such drawing."""
    where = browser.send("Runtime.evaluate", {"returnByValue": True, "expression": """(() => {
        const art = [...document.querySelectorAll('svg[aria-label]')].find(e => e.getAttribute('aria-label') === %s);
        if (!art) return null;
        // A wide drawing may sit past its row's edge, which scrolls: bring it into view as a reader would.
        art.scrollIntoView({block: 'center', inline: 'center'});
        const box = art.getBoundingClientRect();
        return [box.left + window.scrollX + box.width * %r, box.top + window.scrollY + box.height * %r];
    })()""" % (json.dumps(label), fx, fy)}, session=session)["result"].get("value")
    if not where:
        return None
    shot = browser.send("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": int(where[0]), "y": int(where[1]), "width": 1, "height": 1, "scale": 1}},
        session=session)
    return pixel(base64.b64decode(shot["data"]))
