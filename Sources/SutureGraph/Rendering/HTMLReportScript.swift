/// The HTML report's script: builds the page from the embedded data, filters the bindings by the search, and shows the
/// focused binding; the address fragment (`#search=…&focus=…`) holds both, so links and the back button work.
enum HTMLReportScript {
    /// The JavaScript, run once the page's markup and data are in place.
    static let javaScript = #"""
        (() => {
          "use strict";
          const data = JSON.parse(document.getElementById("suture-graph-data").textContent);
          const graph = data.graph;
          const report = data.report;
          const nodes = new Map();
          const entryPoints = new Map();
          for (const component of graph.components) {
            for (const node of component.nodes) {
              nodes.set(node.id, { node, component: component.name, report: report.nodes[node.id] });
            }
            for (const entry of component.entryPoints) {
              entryPoints.set(component.name + "." + entry.name, { entry, component: component.name });
            }
          }
          const state = { search: "", focus: null };

          function byId(id) { return document.getElementById(id); }

          function element(tag, attributes, ...children) {
            const made = document.createElement(tag);
            for (const [name, value] of Object.entries(attributes || {})) {
              if (value === null || value === undefined || value === false) continue;
              if (name === "class") made.className = value;
              else made.setAttribute(name, value === true ? "" : String(value));
            }
            // Children come as values and lists of them, to any depth: a list of links per entry point is one.
            for (const child of children.flat(Infinity)) {
              if (child === null || child === undefined) continue;
              made.append(child instanceof Node ? child : document.createTextNode(String(child)));
            }
            return made;
          }

          function fill(target, ...children) {
            target.replaceChildren(...element("div", {}, ...children).childNodes);
          }

          function fragment(search, focus) {
            const parameters = new URLSearchParams();
            if (search) parameters.set("search", search);
            if (focus) parameters.set("focus", focus);
            return "#" + parameters.toString();
          }

          function nodeLink(id, text) {
            const known = nodes.get(id);
            return element("a", { href: fragment(state.search, id), "data-node": id, class: "node-link" },
              text ?? (known ? known.report.name : id));
          }

          function scopeBadge(scope) {
            return element("span", { class: "scope " + (scope === "transient" ? "transient" : "") }, scope);
          }

          function matches(id, query) {
            if (!query) return true;
            const { node } = nodes.get(id);
            const lowered = query.toLowerCase();
            return [id, node.binding, node.type, ...node.keys]
              .some((text) => text.toLowerCase().includes(lowered));
          }

          function renderSummary() {
            byId("module-name").textContent = graph.module;
            const errors = graph.diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
            const warnings = graph.diagnostics.length - errors;
            byId("summary").textContent = [
              graph.components.length + " components",
              nodes.size + " bindings",
              entryPoints.size + " entry points",
              errors + " errors",
              warnings + " warnings",
            ].join(" · ");
          }

          function renderComponents() {
            const names = new Set(graph.components.map((component) => component.name));
            const children = new Map();
            for (const component of graph.components) {
              const parent = component.parent !== null && names.has(component.parent) ? component.parent : "";
              if (!children.has(parent)) children.set(parent, []);
              children.get(parent).push(component);
            }
            function item(component) {
              const entries = component.entryPoints.map((entry) => {
                const text = entry.name + ": " + entry.type;
                const head = entry.nodes.length === 1 ? nodeLink(entry.nodes[0], text) : text;
                const more = entry.nodes.length > 1 ? [" → ", entry.nodes.map((id, index) =>
                  [index > 0 ? ", " : null, nodeLink(id)])] : null;
                const child = entry.subcomponent ? " ⇒ " + entry.subcomponent : null;
                return element("li", { "data-entry": component.name + "." + entry.name }, head, more, child);
              });
              const below = children.get(component.name) || [];
              return element("li", { "data-component": component.name },
                element("span", { class: "component-name" }, component.name), " ",
                component.scope ? scopeBadge(component.scope) : null,
                element("div", { class: "muted" },
                  component.generatedName + " · " + component.nodes.length + " bindings"),
                element("ul", { class: "entry-points" }, entries),
                below.length ? element("ul", {}, below.map(item)) : null);
            }
            byId("component-tree").replaceChildren(...(children.get("") || []).map(item));
          }

          function renderRows() {
            const rows = [];
            for (const [id, { node, component, report: measured }] of nodes) {
              rows.push(element("tr", { "data-row": id },
                element("td", {}, nodeLink(id)),
                element("td", {}, component),
                element("td", {}, scopeBadge(node.scope)),
                element("td", { class: "code" }, measured.providedBy),
                element("td", {}, node.module),
                element("td", { class: "number" }, measured.fanIn),
                element("td", { class: "number" }, measured.fanOut),
                element("td", { class: "number" }, measured.depth),
                element("td", { class: "number" }, measured.transitiveDependents)));
            }
            byId("binding-rows").replaceChildren(...rows);
          }

          function renderMostDependedOn() {
            byId("most-depended-on").replaceChildren(...report.mostDependedOn.map((id) => {
              const measured = nodes.get(id).report;
              return element("li", { "data-most-depended-on": id }, nodeLink(id),
                element("span", { class: "muted" }, " touches " + measured.transitiveDependents));
            }));
          }

          function renderDiagnostics() {
            if (graph.diagnostics.length === 0) return;
            byId("diagnostics").replaceChildren(element("h2", {}, "Diagnostics"),
              element("ul", {}, graph.diagnostics.map((diagnostic) =>
                element("li", { class: "diagnostic " + diagnostic.severity },
                  diagnostic.severity + " [" + diagnostic.id + "] " + diagnostic.message,
                  diagnostic.location ? element("span", { class: "muted code" }, " " + diagnostic.location) : null))));
          }

          function filter() {
            let shown = 0;
            for (const row of byId("binding-rows").children) {
              const visible = matches(row.dataset.row, state.search);
              row.hidden = !visible;
              if (visible) shown += 1;
            }
            byId("search-count").textContent = "(" + shown + " of " + nodes.size + ")";
            byId("search-count").dataset.shown = String(shown);
          }

          function resolve(value) {
            if (nodes.has(value)) return value;
            for (const field of ["binding", "type"]) {
              for (const [id, { node }] of nodes) if (node[field] === value) return id;
            }
            for (const [id, { report: measured }] of nodes) if (measured.name === value) return id;
            return null;
          }

          function metric(name, field, value) {
            return element("div", { class: "metric" },
              element("span", { class: "value", "data-metric": field }, value),
              element("span", { class: "name" }, name));
          }

          function field(name, key, value) {
            return [element("dt", {}, name), element("dd", { "data-field": key }, value)];
          }

          function renderFocus(requested) {
            const panel = byId("focus");
            for (const row of byId("binding-rows").children) row.classList.toggle("focused", row.dataset.row === state.focus);
            if (!state.focus) {
              panel.removeAttribute("data-focused");
              panel.replaceChildren(element("h2", {}, "Focus"), requested
                ? element("p", { id: "focus-missing" }, "No binding is named " + requested + ".")
                : element("p", { class: "hint" },
                    "Click a binding to see what it requests and what requests it."));
              return;
            }
            const { node, component, report: measured } = nodes.get(state.focus);
            const requests = node.dependencies.filter((dependency) => dependency.nodes.length === 0);
            panel.dataset.focused = state.focus;
            fill(panel,
              element("h2", {}, "Focus"),
              element("h3", { id: "focus-title" }, measured.name, " ", scopeBadge(node.scope)),
              element("div", { class: "metrics" },
                metric("fan-in", "fanIn", measured.fanIn),
                metric("fan-out", "fanOut", measured.fanOut),
                metric("depth", "depth", measured.depth),
                metric("touches", "transitiveDependents", measured.transitiveDependents)),
              element("dl", {},
                field("Node", "id", element("code", {}, state.focus)),
                field("Component", "component", component),
                field("Kind", "kind", node.kind),
                field("Keys", "keys", node.keys.join(", ")),
                field("Scope", "scope", scopeBadge(node.scope)),
                field("Provided by", "providedBy", element("code", {}, measured.providedBy)),
                field("Source module", "module", node.module),
                field("Declared at", "location", node.location ?? "—")),
              element("h3", {}, "Dependencies (" + measured.dependencies.length + ")"),
              element("ul", { id: "focus-dependencies" }, measured.dependencies.map((id) => element("li", {}, nodeLink(id)))),
              requests.length ? element("ul", { id: "focus-unbound" }, requests.map((dependency) =>
                element("li", { class: "unbound", "data-key": dependency.key },
                  (dependency.defaulted ? "default: " : "missing: ") + dependency.key))) : null,
              element("h3", {}, "Dependents (" + measured.dependents.length + ")"),
              element("ul", { id: "focus-dependents" }, measured.dependents.map((id) => element("li", {}, nodeLink(id)))),
              element("h3", {}, "Entry points (" + measured.entryPoints.length + ")"),
              element("ul", { id: "focus-entry-points" }, measured.entryPoints.map((id) => {
                const { entry } = entryPoints.get(id);
                return element("li", { "data-entry": id }, id + ": " + entry.type);
              })));
            const row = document.querySelector('tr[data-row="' + CSS.escape(state.focus) + '"]');
            if (row && !row.hidden) row.scrollIntoView({ block: "nearest" });
          }

          function apply() {
            const parameters = new URLSearchParams(location.hash.slice(1));
            state.search = parameters.get("search") || "";
            if (byId("search").value !== state.search) byId("search").value = state.search;
            const requested = parameters.get("focus");
            state.focus = requested ? resolve(requested) : null;
            filter();
            renderFocus(state.focus ? null : requested);
          }

          byId("search").addEventListener("input", () => {
            state.search = byId("search").value;
            history.replaceState(null, "", fragment(state.search, state.focus));
            filter();
          });
          byId("search").addEventListener("keydown", (event) => {
            if (event.key !== "Enter") return;
            const first = [...byId("binding-rows").children].find((row) => !row.hidden);
            if (!first) return;
            state.focus = first.dataset.row;
            history.pushState(null, "", fragment(state.search, state.focus));
            renderFocus(null);
          });
          document.addEventListener("click", (event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            const target = event.target.closest("[data-node], [data-row]");
            if (!target) return;
            event.preventDefault();
            state.focus = target.dataset.node || target.dataset.row;
            history.pushState(null, "", fragment(state.search, state.focus));
            renderFocus(null);
          });
          window.addEventListener("popstate", apply);
          window.addEventListener("hashchange", apply);

          renderSummary();
          renderComponents();
          renderRows();
          renderMostDependedOn();
          renderDiagnostics();
          apply();
        })();

        """#
}
