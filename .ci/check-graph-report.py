#!/usr/bin/env python3
"""Loads the HTML graph report in headless Chromium and compares what the page shows with the JSON export.

Usage: check-graph-report.py CHROMIUM REPORT.html REPORT.json [SCREENSHOT.png]

For each checked binding the page is opened with `#search=QUERY&focus=ID`, which types the search and focuses the
binding as a reader would; Chromium dumps the DOM once the script has run. The expected values are computed here from
the JSON export alone, independently of the Swift metrics, so the two implementations check each other.
"""

import html.parser
import json
import pathlib
import subprocess
import sys
import tempfile
import urllib.parse

# (the search typed, the binding focused): a leaf, a binding with many dependencies, one of a subcomponent.
CHECKS = [
    ("oven", "Bakery/StoneOven"),
    ("Baker", "Bakery/Baker"),
    ("thermo", "Thermometer"),
    ("", "Shift/Till"),
]


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


def load(chromium, page, fragment, profile):
    url = pathlib.Path(page).resolve().as_uri() + "#" + fragment
    result = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
         "--virtual-time-budget=5000", "--dump-dom", url],
        capture_output=True, text=True, timeout=60,
    )
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


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    chromium, page, export = sys.argv[1:4]
    graph = Graph(json.loads(pathlib.Path(export).read_text()))
    failures = 0
    with tempfile.TemporaryDirectory() as profile:
        for query, focus in CHECKS:
            fragment = urllib.parse.urlencode({key: value for key, value in (("search", query), ("focus", focus))
                                               if value})
            problems = check(graph, load(chromium, page, fragment, profile), query, focus)
            for problem in problems:
                print(f"check-graph-report: #{fragment}: {problem}", file=sys.stderr)
            failures += len(problems)
            if not problems:
                print(f"check-graph-report: #{fragment}: the page agrees with the JSON export")
        if len(sys.argv) == 5:
            url = pathlib.Path(page).resolve().as_uri() + "#search=oven&focus=Bakery%2FStoneOven"
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                            "--window-size=1500,950", "--virtual-time-budget=5000",
                            f"--screenshot={pathlib.Path(sys.argv[4]).resolve()}", url],
                           capture_output=True, timeout=60, check=True)
    if failures:
        sys.exit(f"check-graph-report: {failures} difference(s) between the page and the JSON export")


main()
