#!/usr/bin/env python3
"""Loads HTML graph reports in headless Chromium and compares what each page shows with its JSON export.

Usage: check-graph-report.py CHROMIUM [--screenshots FOLDER] REPORT.html...
  Each REPORT.html has its JSON export beside it, as REPORT.json. --screenshots writes FOLDER/REPORT-WIDTH.png.

For each checked binding the page is opened with `#search=QUERY&focus=ID`, which types the search and focuses the
binding as a reader would; Chromium dumps the DOM once the script has run. The expected values are computed here from
the JSON export alone, independently of the Swift metrics, so the two implementations check each other. The entry
points of the component tree must show one link per binding they reach.

The layout is checked at each of WIDTHS, on a copy of the page with a script added after the page's own that writes
the boxes of the columns, the table's cells and the focus panel's contents into the DOM: the columns must not overlap,
every cell must stand inside the bindings' column (not under the focus panel), the focus panel's contents inside it,
and the page must not scroll sideways.
"""

import html.parser
import json
import pathlib
import subprocess
import sys
import tempfile
import urllib.parse

# For each report, by its file name: (the search typed, the binding focused). In the bakery, a leaf, a binding with many
# dependencies, one of a subcomponent, one whose id holds a qualifier's quotes; in the multibindings, contributions that
# entry points reach together.
CHECKS = {
    "bakery": [
        ("oven", "Bakery/StoneOven"),
        ("Baker", "Bakery/Baker"),
        ("thermo", "Thermometer"),
        ("", "Shift/Till"),
        ("rye", 'Bakery/Starter@"rye"'),
    ],
    "multibindings": [
        ("glaze", "Patisserie/Glaze (SutureGeneratedTests.PatisserieModule.chocolateGlaze())"),
        ("", "PatisserieOpening/Opening (SutureGeneratedTests.OpeningModule.freezer(_:))"),
    ],
}

# The window widths the layout is checked at: a laptop, a large laptop, a desktop.
WIDTHS = [1280, 1600, 1920]
WINDOW_HEIGHT = 950

# Added to a copy of the page after its own script: writes what the layout check measures into <pre id="layout">.
LAYOUT_PROBE = """<script>
(() => {
  const box = (element) => {
    const rectangle = element.getBoundingClientRect();
    return [rectangle.left, rectangle.top, rectangle.right, rectangle.bottom];
  };
  const shown = (element) => element.getClientRects().length > 0;
  const headers = [...document.querySelectorAll("#bindings thead th")].map((cell) => cell.textContent.trim());
  const measured = (selector, name) => [...document.querySelectorAll(selector)].filter(shown)
    .map((element) => ({ name: name(element), box: box(element) }));
  const result = {
    width: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    focusOverflow: document.getElementById("focus").scrollWidth - document.getElementById("focus").clientWidth,
    columns: Object.fromEntries(["components", "bindings", "focus"]
      .map((id) => [id, box(document.getElementById(id))])),
    cells: measured("#bindings thead th, #binding-rows tr:not([hidden]) td", (cell) => headers[cell.cellIndex]),
    focus: measured("#focus h2, #focus h3, #focus .metric, #focus dt, #focus dd, #focus li", (element) =>
      element.tagName.toLowerCase() + " " + element.textContent.trim().slice(0, 40)),
    header: measured("header h1, header #summary, header .search",
      (element) => element.textContent.trim().slice(0, 40)),
  };
  const output = document.createElement("pre");
  output.id = "layout";
  output.textContent = JSON.stringify(result);
  document.body.append(output);
})();
</script>
"""


class Element:
    def __init__(self, tag, attributes, parent):
        self.tag, self.attributes, self.parent, self.children = tag, dict(attributes), parent, []

    def text(self):
        return "".join(child if isinstance(child, str) else child.text() for child in self.children)

    def walk(self):
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.walk()

    def find_all(self, tag=None, **attributes):
        return [
            element
            for element in self.walk()
            if (tag is None or element.tag == tag)
            and all(element.attributes.get(name.replace("_", "-")) == value if value is not True
                    else name.replace("_", "-") in element.attributes
                    for name, value in attributes.items())
        ]

    def find(self, tag=None, **attributes):
        found = self.find_all(tag, **attributes)
        return found[0] if found else None


class DocumentBuilder(html.parser.HTMLParser):
    VOID = {"meta", "input", "br", "img", "link", "hr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attributes):
        element = Element(tag, attributes, self.current)
        self.current.children.append(element)
        if tag not in self.VOID:
            self.current = element

    def handle_endtag(self, tag):
        element = self.current
        while element is not self.root and element.tag != tag:
            element = element.parent
        if element is not self.root:
            self.current = element.parent

    def handle_data(self, data):
        self.current.children.append(data)


class Graph:
    """What the JSON export says, and the report's numbers computed from it."""

    def __init__(self, document):
        self.nodes = {}
        self.order = []
        self.component_of = {}
        self.entries = []
        for component in document["components"]:
            for node in component["nodes"]:
                self.nodes[node["id"]] = node
                self.order.append(node["id"])
                self.component_of[node["id"]] = component["name"]
            for entry in component["entryPoints"]:
                self.entries.append((component["name"] + "." + entry["name"], entry))
        self.dependencies = {}
        for id in self.order:
            distinct = []
            for dependency in self.nodes[id]["dependencies"]:
                for target in dependency["nodes"]:
                    if target not in distinct:
                        distinct.append(target)
            self.dependencies[id] = distinct
        self.dependents = {id: [other for other in self.order if id in self.dependencies[other]] for id in self.order}
        self.entry_points = {
            id: [entry_id for entry_id, entry in self.entries if id in entry["nodes"]] for id in self.order
        }
        self.reach = {id: self._reachable(id) for id in self.order}

    def _reachable(self, start):
        seen, stack = set(), list(self.dependencies[start])
        while stack:
            id = stack.pop()
            if id not in seen:
                seen.add(id)
                stack.extend(self.dependencies[id])
        return seen

    def depth(self, id):
        # Longest chain over the cycles' components: a step into one's own cycle does not count.
        cycle = {other for other in self.reach[id] if id in self.reach[other]} | {id}
        below = [target for member in cycle for target in self.dependencies[member] if target not in cycle]
        return max((self.depth(target) + 1 for target in below), default=0)

    def metrics(self, id):
        return {
            "fanIn": len(self.dependents[id]) + len(self.entry_points[id]),
            "fanOut": len(self.dependencies[id]),
            "depth": self.depth(id),
            "transitiveDependents": sum(1 for other in self.order if other != id and id in self.reach[other]),
        }

    def most_depended_on(self, limit=10):
        measured = {id: self.metrics(id) for id in self.order}
        ranked = sorted(
            (id for id in self.order if measured[id]["transitiveDependents"] > 0),
            key=lambda id: (-measured[id]["transitiveDependents"], -measured[id]["fanIn"], self.order.index(id)),
        )
        return ranked[:limit]

    def matches(self, id, query):
        node = self.nodes[id]
        fields = [id, node["binding"], node["type"], *node["keys"]]
        return not query or any(query.lower() in field.lower() for field in fields)

    def resolve(self, value):
        if value in self.nodes:
            return value
        for field in ("binding", "type"):
            for id in self.order:
                if self.nodes[id][field] == value:
                    return id
        return None


def chromium_run(chromium, profile, url, *options):
    return subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
         "--virtual-time-budget=5000", *options, url],
        capture_output=True, text=True, timeout=60,
    )


def load(chromium, page, fragment, profile, width=None):
    url = pathlib.Path(page).resolve().as_uri() + "#" + fragment
    size = [f"--window-size={width},{WINDOW_HEIGHT}"] if width else []
    result = chromium_run(chromium, profile, url, *size, "--dump-dom")
    if result.returncode != 0 or "<body" not in result.stdout:
        sys.exit(f"check-graph-report: Chromium could not load {url}:\n{result.stderr[-2000:]}")
    builder = DocumentBuilder()
    builder.feed(result.stdout)
    return builder.root


def check(graph, dom, query, focus):
    problems = []

    def expect(what, shown, expected):
        if shown != expected:
            problems.append(f"{what}: the page shows {shown!r}, the JSON export says {expected!r}")

    rows = dom.find("tbody", id="binding-rows").find_all("tr")
    expect("the bindings listed", [row.attributes["data-row"] for row in rows], graph.order)
    expect(f"the bindings the search '{query}' leaves",
           [row.attributes["data-row"] for row in rows if "hidden" not in row.attributes],
           [id for id in graph.order if graph.matches(id, query)])
    for row in rows:
        id = row.attributes["data-row"]
        cells = [cell.text().strip() for cell in row.find_all("td")]
        node = graph.nodes[id]
        metrics = graph.metrics(id)
        expect(f"the row of {id}", [cells[1], cells[2], cells[4]] + cells[5:],
               [graph.component_of[id], node["scope"], node["module"]]
               + [str(metrics[name]) for name in ("fanIn", "fanOut", "depth", "transitiveDependents")])
    expect("what a change would touch",
           [item.attributes["data-most-depended-on"] for item in dom.find("ol", id="most-depended-on").find_all("li")],
           graph.most_depended_on())

    expected_focus = graph.resolve(focus)
    panel = dom.find("aside", id="focus")
    expect(f"the binding focused by '{focus}'", panel.attributes.get("data-focused"), expected_focus)
    if expected_focus is None or panel.attributes.get("data-focused") != expected_focus:
        return problems
    node = graph.nodes[expected_focus]
    expect("the focused binding's metrics",
           {span.attributes["data-metric"]: int(span.text()) for span in panel.find_all("span", data_metric=True)},
           graph.metrics(expected_focus))
    expect("the focused binding's dependencies",
           [link.attributes["data-node"] for link in panel.find("ul", id="focus-dependencies").find_all("a")],
           graph.dependencies[expected_focus])
    unbound = panel.find("ul", id="focus-unbound")
    expect("the focused binding's unbound requests",
           [item.attributes["data-key"] for item in unbound.find_all("li")] if unbound else [],
           [dependency["key"] for dependency in node["dependencies"] if not dependency["nodes"]])
    expect("the focused binding's dependents",
           [link.attributes["data-node"] for link in panel.find("ul", id="focus-dependents").find_all("a")],
           graph.dependents[expected_focus])
    expect("the focused binding's entry points",
           [item.attributes["data-entry"] for item in panel.find("ul", id="focus-entry-points").find_all("li")],
           graph.entry_points[expected_focus])
    fields = {dd.attributes["data-field"]: dd.text() for dd in panel.find_all("dd", data_field=True)}
    expect("the focused binding's facts",
           {name: fields.get(name) for name in ("id", "component", "kind", "keys", "scope", "module", "location")},
           {"id": expected_focus, "component": graph.component_of[expected_focus], "kind": node["kind"],
            "keys": ", ".join(node["keys"]), "scope": node["scope"], "module": node["module"],
            "location": node["location"] or "—"})
    return problems


def check_entry_points(graph, dom):
    """Every entry point of the component tree links each binding it reaches once, and shows no other text."""
    problems = []
    shown = {item.attributes["data-entry"]: item for item in dom.find("ul", id="component-tree").find_all("li")
             if "data-entry" in item.attributes}
    expected_entries = [id for id, _ in graph.entries]
    if list(shown) != expected_entries:
        problems.append(f"the entry points: the page shows {list(shown)!r}, the JSON export says {expected_entries!r}")
    for id, entry in graph.entries:
        item = shown.get(id)
        if item is None:
            continue
        links = [child for child in item.children if isinstance(child, Element) and child.tag == "a"]
        text = "".join(child for child in item.children if isinstance(child, str))
        label = entry["name"] + ": " + entry["type"]
        below = " ⇒ " + entry["subcomponent"] if entry["subcomponent"] else ""
        # One binding: the label is its link. Several: the label, then one link each, separated by commas.
        if len(entry["nodes"]) == 1:
            expected_text = below
            labels_right = links[0].text() == label if links else True
        else:
            expected_text = label + (" → " + ", " * (len(entry["nodes"]) - 1) if entry["nodes"] else "") + below
            labels_right = all(link.text() for link in links)
        if [link.attributes.get("data-node") for link in links] != entry["nodes"]:
            problems.append(f"the entry point {id} links {[link.attributes.get('data-node') for link in links]!r}, "
                            f"the JSON export says it reaches {entry['nodes']!r}")
        if text != expected_text or not labels_right:
            problems.append(f"the entry point {id} reads {item.text()!r}")
    return problems


def overlap(first, second):
    """How far two boxes ([left, top, right, bottom]) overlap horizontally, when they also overlap vertically."""
    if min(first[3], second[3]) - max(first[1], second[1]) <= 0.5:
        return 0
    return max(0, min(first[2], second[2]) - max(first[0], second[0]))


def check_layout(chromium, page, fragment, width, profile, scratch):
    """The page laid out `width` px wide: columns side by side, each holding its own contents."""
    probed = pathlib.Path(scratch) / pathlib.Path(page).name
    text = pathlib.Path(page).read_text()
    end = text.rindex("</body>")
    probed.write_text(text[:end] + LAYOUT_PROBE + text[end:])
    element = load(chromium, probed, fragment, profile, width).find("pre", id="layout")
    if element is None:
        return [f"at {width} px: the layout probe wrote nothing"]
    layout = json.loads(element.text())
    if layout["width"] != width:
        return [f"Chromium laid the page out {layout['width']} px wide, not {width} px"]
    problems = []

    def span(box):
        return f"x {box[0]:.0f}–{box[2]:.0f}"

    if layout["scrollWidth"] > width:
        problems.append(f"at {width} px the page is {layout['scrollWidth']} px wide: it scrolls sideways")
    if layout["focusOverflow"] > 0:
        problems.append(f"at {width} px the focus panel's contents are {layout['focusOverflow']} px wider than "
                        "the panel: it scrolls sideways")
    columns = layout["columns"]
    names = {"components": "the components", "bindings": "the bindings", "focus": "the focus panel"}
    for first, second in (("components", "bindings"), ("bindings", "focus"), ("components", "focus")):
        if overlap(columns[first], columns[second]) > 0.5:
            problems.append(f"at {width} px {names[first]} ({span(columns[first])}) and {names[second]} "
                            f"({span(columns[second])}) overlap")
    for other in ("focus", "components"):
        covered = []
        for cell in layout["cells"]:
            if overlap(cell["box"], columns[other]) > 0.5 and cell["name"] not in covered:
                covered.append(cell["name"])
        if covered:
            problems.append(f"at {width} px {names[other]} ({span(columns[other])}) covers the table's "
                            f"{', '.join(covered)} column(s)")
    outside = []
    for cell in layout["cells"]:
        box = columns["bindings"]
        if (cell["box"][0] < box[0] - 0.5 or cell["box"][2] > box[2] + 0.5) and cell["name"] not in outside:
            outside.append(cell["name"])
    if outside:
        problems.append(f"at {width} px the table's {', '.join(outside)} column(s) stand outside the bindings' column "
                        f"({span(columns['bindings'])})")
    for name, boxes, limit in (("the focus panel", layout["focus"], columns["focus"]),
                               ("the header", layout["header"], [0, 0, width, 0])):
        for part in boxes:
            if part["box"][0] < limit[0] - 0.5 or part["box"][2] > limit[2] + 0.5:
                problems.append(f"at {width} px {part['name']!r} ({span(part['box'])}) runs out of {name} "
                                f"({span(limit)})")
    return problems


def main():
    arguments = sys.argv[1:]
    screenshots = None
    if "--screenshots" in arguments:
        index = arguments.index("--screenshots")
        screenshots = pathlib.Path(arguments[index + 1])
        del arguments[index:index + 2]
    if len(arguments) < 2:
        sys.exit(__doc__)
    chromium, pages = arguments[0], arguments[1:]
    failures = 0
    with tempfile.TemporaryDirectory() as profile, tempfile.TemporaryDirectory() as scratch:
        for page in pages:
            name = pathlib.Path(page).stem
            graph = Graph(json.loads(pathlib.Path(page).with_suffix(".json").read_text()))
            checks = CHECKS[name]
            for query, focus in checks:
                fragment = urllib.parse.urlencode({key: value for key, value in (("search", query), ("focus", focus))
                                                   if value})
                dom = load(chromium, page, fragment, profile)
                problems = check(graph, dom, query, focus) + check_entry_points(graph, dom)
                for problem in problems:
                    print(f"check-graph-report: {name}.html#{fragment}: {problem}", file=sys.stderr)
                failures += len(problems)
                if not problems:
                    print(f"check-graph-report: {name}.html#{fragment}: the page agrees with the JSON export")
            # Every row shown, one binding focused.
            fragment = urllib.parse.urlencode({"focus": checks[0][1]})
            for width in WIDTHS:
                problems = check_layout(chromium, page, fragment, width, profile, scratch)
                for problem in problems:
                    print(f"check-graph-report: {name}.html: {problem}", file=sys.stderr)
                failures += len(problems)
                if not problems:
                    print(f"check-graph-report: {name}.html at {width} px: no column covers another's contents")
                if screenshots:
                    screenshots.mkdir(parents=True, exist_ok=True)
                    url = pathlib.Path(page).resolve().as_uri() + "#" + fragment
                    shot = screenshots.resolve() / f"{name}-{width}.png"
                    chromium_run(chromium, profile, url, f"--window-size={width},{WINDOW_HEIGHT}",
                                 f"--screenshot={shot}")
    if failures:
        sys.exit(f"check-graph-report: {failures} problem(s) in the pages")


main()
