extension PreviewPage {
    /// The page's only style sheet, inline. System fonts only; colours with at least 7:1 contrast for text; long
    /// names break anywhere; the drawings' rows and the tables scroll sideways on a phone rather than shrink, so the
    /// pixels stay the art's pixels.
    static let styleSheet: StaticString = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #f2f2f7; color: #1c1c1e; overflow-wrap: anywhere;
          font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        header, main { max-width: 1600px; margin: 0 auto; padding: 0 16px; }
        h1 { font-size: 28px; margin: 24px 0 4px; }
        h2 { font-size: 21px; margin: 32px 0 4px; padding-top: 16px; border-top: 1px solid #c7c7cc; }
        h3 { font-size: 17px; margin: 0 0 4px; }
        code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        a { color: #0040a0; }
        .meta { color: #3a3a3c; margin: 0 0 8px; }
        nav ul { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; padding: 0; margin: 8px 0 0; }
        svg.art { position: absolute; width: 0; height: 0; overflow: hidden; }
        .control { background: #ffffff; border: 1px solid #c7c7cc; border-radius: 12px; padding: 12px 16px;
          margin: 12px 0; }
        .looks { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0; }
        .look { margin: 0; padding: 12px; border-radius: 8px; max-width: 100%; overflow-x: auto; }
        .look.light { background: #ffffff; color: #1c1c1e; border: 1px solid #c7c7cc; }
        .look.dark { background: #1c1c1e; color: #f2f2f7; border: 1px solid #1c1c1e; }
        figcaption { font-size: 13px; font-weight: 600; margin-bottom: 8px; }
        .scales { display: flex; align-items: flex-end; gap: 16px; }
        .scale { display: flex; flex-direction: column; align-items: center; gap: 4px; font-size: 12px; }
        .scale svg { display: block; flex: none; }
        dl.keys { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 4px 0 8px; }
        dt { font-weight: 600; }
        dd { margin: 0; }
        .value { white-space: nowrap; margin-left: 8px; font-size: 13px; }
        .keys-none { color: #3a3a3c; margin: 4px 0 8px; }
        .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 4px; vertical-align: -2px;
          border: 1px solid #8e8e93; border-radius: 3px; }
        .scroll { max-width: 100%; overflow-x: auto; }
        table { border-collapse: collapse; font-size: 13px; margin: 8px 0; }
        caption { text-align: left; color: #3a3a3c; padding-bottom: 4px; white-space: nowrap; }
        th, td { padding: 3px 10px; border-bottom: 1px solid #d1d1d6; text-align: left; white-space: nowrap; }
        .crispness td { text-align: right; font-variant-numeric: tabular-nums; }
        tr.chosen { font-weight: 600; }
        td.fallback { color: #3a3a3c; }
        ul.files { display: flex; flex-wrap: wrap; gap: 2px 16px; list-style: none; padding: 0; margin: 8px 0 0;
          font-size: 13px; }
        ul.files code { user-select: all; }
        @media (max-width: 600px) {
          header, main { padding: 0 8px; }
          .control { padding: 8px; }
        }

        """
}
