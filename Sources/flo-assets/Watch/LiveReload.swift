import FloAssets
import FloSupport

/// What makes a served page follow the watcher: a script that listens to the server's events, added to the page
/// only as it is served (the file on disk has none), and the events themselves.
enum LiveReload {
    /// The events' path, answered before any file's (a generated file in a folder of this name is not served).
    static let eventsPath = ".flo-assets/events"

    /// `html` with the script before its last `</body>` (or at its end): it reloads the page when a run after
    /// `run` succeeded (going to `/` when the page is no longer there), and shows the manifest's problems over the
    /// page while there are some.
    static func injected(into html: [UInt8], run: Int) -> [UInt8] {
        let script = Array(script(run: run).utf8)
        guard let index = html.lastIndex(ofBytes: Array("</body>".utf8)) else { return html + script }
        return Array(html[..<index]) + script + Array(html[index...])
    }

    /// The page `/` shows when the manifest writes no preview page, or none was generated yet.
    static func placeholderPage(run: Int, note: String) -> [UInt8] {
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"/><title>flo-assets watch</title></head>
            <body style="font: 15px/1.5 system-ui, sans-serif; margin: 24px">
            <h1>flo-assets watch</h1>
            <p>\(XMLEscaping.escape(note))</p>
            </body>
            </html>

            """
        return injected(into: Array(page.utf8), run: run)
    }

    /// The most problems shown over the page; the terminal has them all.
    static let problemsShown = 50

    /// A failed run's diagnostics as the page shows them: the first `problemsShown`, each at most 500 bytes of
    /// UTF-8, so that the state event stays well within what a stream may hold unread.
    static func problems(_ lines: [String]) -> String {
        func shortened(_ line: String) -> String {
            guard line.utf8.count > 500 else { return line }
            var (kept, bytes) = (String.UnicodeScalarView(), 0)
            for scalar in line.unicodeScalars {
                bytes += UTF8.width(scalar)
                guard bytes <= 497 else { break }
                kept.append(scalar)
            }
            return String(kept) + "…"
        }
        let shown = lines.prefix(problemsShown).map(shortened)
        let more = lines.count - shown.count
        return shown.joined(separator: "\n") + (more > 0 ? "\n… and \(more) more; the terminal lists them all" : "")
    }

    /// One Server-Sent Event with the watcher's state: the number of the last good run and the problems of the
    /// last run, if it failed.
    static func stateEvent(run: Int, problems: String?) -> [UInt8] {
        let problemsJSON = problems.map(JSONQuoting.quoted) ?? "null"
        return Array("event: state\ndata: {\"run\": \(run), \"problems\": \(problemsJSON)}\n\n".utf8)
    }

    private static func script(run: Int) -> String {
        """
        <script>
        // Added by flo-assets watch --serve: the generated file has no script.
        (() => {
          const served = \(run);
          const box = document.createElement('pre');
          box.id = 'flo-watch-problems';
          box.style.cssText = 'position: fixed; inset: 0 0 auto 0; z-index: 2147483647; margin: 0; padding: 16px; '
            + 'max-height: 60vh; overflow: auto; white-space: pre-wrap; font: 13px/1.4 ui-monospace, monospace; '
            + 'background: #fff0f0; color: #8a0000; border-bottom: 3px solid #d00000';
          const events = new EventSource('/\(eventsPath)');
          events.addEventListener('state', (event) => {
            const state = JSON.parse(event.data);
            // A good run since this page was served, even one a later failed run hides: its files first. A page
            // the run moved or removed is looked for from the root, which leads to where it is now.
            if (state.run !== served) {
              fetch(location.href, { method: 'HEAD', cache: 'no-store' })
                .then((answer) => answer.ok ? location.reload() : location.assign('/'), () => location.reload());
            } else if (state.problems) {
              box.textContent = state.problems + '\\n\\nThe files are as the last good run left them; save a fix to go on.';
              if (!box.isConnected) document.body.prepend(box);
            } else {
              box.remove();
            }
          });
        })();
        </script>

        """
    }
}
