/// The HTML report's style sheet, inline so the page needs nothing else; light and dark by the reader's setting.
enum HTMLReportStyle {
    /// The CSS.
    static let css = """
        :root {
          color-scheme: light dark;
          --text: #1d2430; --muted: #5e6b7d; --line: #d9dee6; --panel: #f5f7fa; --page: #ffffff;
          --accent: #2f6fdb; --accent-soft: #e4edfc; --warning: #a45a00; --error: #c62828;
          font-family: system-ui, -apple-system, "Segoe UI", sans-serif; font-size: 14px;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #e3e8ef; --muted: #98a4b5; --line: #343c49; --panel: #1b2029; --page: #12161d;
            --accent: #7aa7ff; --accent-soft: #213150; --warning: #f0a040; --error: #ff7b72;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; color: var(--text); background: var(--page); }
        header {
          display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 24px;
          padding: 12px 20px; border-bottom: 1px solid var(--line); background: var(--panel);
        }
        h1 { font-size: 18px; margin: 0; }
        h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 16px 0 8px; }
        h3 { font-size: 13px; margin: 16px 0 6px; }
        #focus-title { overflow-wrap: anywhere; }
        #summary { margin: 0; color: var(--muted); }
        .search { margin-left: auto; color: var(--muted); }
        .search input {
          margin-left: 8px; width: 280px; padding: 6px 10px; font: inherit; color: var(--text);
          border: 1px solid var(--line); border-radius: 6px; background: var(--page);
        }
        main {
          display: grid; grid-template-columns: minmax(200px, 1fr) minmax(0, 4fr) minmax(280px, 1.4fr);
          align-items: start;
        }
        @media (max-width: 1000px) { main { grid-template-columns: 1fr; } }
        nav, #bindings, aside { padding: 4px 20px 20px; min-width: 0; }
        nav { border-right: 1px solid var(--line); overflow-wrap: anywhere; }
        aside {
          position: sticky; top: 0; max-height: 100vh; overflow: auto;
          border-left: 1px solid var(--line); background: var(--panel);
        }
        a { color: var(--accent); text-decoration: none; cursor: pointer; }
        a:hover { text-decoration: underline; }
        ul, ol { margin: 0; padding-left: 18px; }
        li { margin: 2px 0; }
        .tree, .tree ul { list-style: none; padding-left: 14px; }
        .tree { padding-left: 0; }
        .component-name { font-weight: 600; }
        .entry-points { color: var(--muted); }
        .muted, .hint { color: var(--muted); }
        .hint { margin: 0 0 6px; font-size: 12px; }
        table { width: 100%; border-collapse: collapse; }
        th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { position: sticky; top: 0; background: var(--page); font-size: 12px; color: var(--muted); }
        td.number, th:nth-child(n+6) { text-align: right; font-variant-numeric: tabular-nums; }
        /* A binding's name and its provider break anywhere, so the table fits its column, never under the focus. */
        td:nth-child(1), td:nth-child(4) { overflow-wrap: anywhere; }
        td .scope { white-space: nowrap; }
        tbody tr { cursor: pointer; }
        tbody tr:hover { background: var(--panel); }
        tbody tr.focused { background: var(--accent-soft); }
        .scope {
          display: inline-block; padding: 0 6px; border-radius: 9px; font-size: 12px;
          background: var(--accent-soft); color: var(--accent);
        }
        .scope.transient { background: transparent; color: var(--muted); }
        code, .code { font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 12px; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 8px 0; }
        dt { color: var(--muted); }
        dd { margin: 0; overflow-wrap: anywhere; }
        .metrics { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin: 12px 0; }
        .metric { background: var(--page); border: 1px solid var(--line); border-radius: 8px; padding: 6px 8px; }
        .metric .value { display: block; font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; }
        .metric .name { font-size: 11px; color: var(--muted); }
        .unbound { color: var(--warning); }
        .diagnostic.error { color: var(--error); }
        .diagnostic.warning { color: var(--warning); }

        """
}
