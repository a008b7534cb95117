/// The HTML report's script: builds the page from the embedded data, filters the bindings by the search, and shows the
/// focused binding; the address fragment (`#search=…&focus=…`) holds both, so links and the back button work.
enum HTMLReportScript {
    /// The JavaScript, run once the page's markup and data are in place, with every key of the data spelled by the
    /// schema.
    static let javaScript = script(key: \.rawValue, reportKey: \.rawValue)

    /// The JavaScript with each key of the document and of the report's data written as `key` and `reportKey` spell
    /// it: the schema's spelling for the page, stand-ins for a test that checks the script spells none by hand.
    static func script(
        key: (GraphDocumentSchema.Key) -> String, reportKey: (GraphDocumentSchema.ReportKey) -> String
    ) -> String {
        #"""
        (() => {
          "use strict";
          const data = JSON.parse(document.getElementById("suture-graph-data").textContent);
          const graph = data.\#(reportKey(.graph));
          const report = data.\#(reportKey(.report));
          const nodes = new Map();
          const entryPoints = new Map();
          for (const component of graph.\#(key(.components))) {
            for (const node of component.\#(key(.nodes))) {
              nodes.set(node.\#(key(.id)), { node, component: component.\#(key(.name)), report: report.\#(reportKey(.nodes))[node.\#(key(.id))] });
            }
            for (const entry of component.\#(key(.entryPoints))) {
              entryPoints.set(component.\#(key(.name)) + "." + entry.\#(key(.name)), { entry, component: component.\#(key(.name)) });
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
              text ?? (known ? known.report.\#(reportKey(.name)) : id));
          }

          function scopeBadge(scope) {
            return element("span", { class: "scope " + (scope === "transient" ? "transient" : "") }, scope);
          }

          function matches(id, query) {
            if (!query) return true;
            const { node } = nodes.get(id);
            const lowered = query.toLowerCase();
            return [id, node.\#(key(.binding)), node.\#(key(.type)), ...node.\#(key(.keys))]
              .some((text) => text.toLowerCase().includes(lowered));
          }

          function renderSummary() {
            byId("module-name").textContent = graph.\#(key(.module));
            const errors = graph.\#(key(.diagnostics)).filter((diagnostic) => diagnostic.\#(key(.severity)) === "error").length;
            const warnings = graph.\#(key(.diagnostics)).length - errors;
            byId("summary").textContent = [
              graph.\#(key(.components)).length + " components",
              nodes.size + " bindings",
              entryPoints.size + " entry points",
              errors + " errors",
              warnings + " warnings",
            ].join(" · ");
          }

          function renderComponents() {
            const names = new Set(graph.\#(key(.components)).map((component) => component.\#(key(.name))));
            const children = new Map();
            for (const component of graph.\#(key(.components))) {
              const parent = component.\#(key(.parent)) !== null && names.has(component.\#(key(.parent))) ? component.\#(key(.parent)) : "";
              if (!children.has(parent)) children.set(parent, []);
              children.get(parent).push(component);
            }
            function item(component) {
              const entries = component.\#(key(.entryPoints)).map((entry) => {
                const text = entry.\#(key(.name)) + ": " + entry.\#(key(.type));
                const head = entry.\#(key(.nodes)).length === 1 ? nodeLink(entry.\#(key(.nodes))[0], text) : text;
                const more = entry.\#(key(.nodes)).length > 1 ? [" → ", entry.\#(key(.nodes)).map((id, index) =>
                  [index > 0 ? ", " : null, nodeLink(id)])] : null;
                const child = entry.\#(key(.subcomponent)) ? " ⇒ " + entry.\#(key(.subcomponent)) : null;
                return element("li", { "data-entry": component.\#(key(.name)) + "." + entry.\#(key(.name)) }, head, more, child);
              });
              const below = children.get(component.\#(key(.name))) || [];
              return element("li", { "data-component": component.\#(key(.name)) },
                element("span", { class: "component-name" }, component.\#(key(.name))), " ",
                component.\#(key(.scope)) ? scopeBadge(component.\#(key(.scope))) : null,
                element("div", { class: "muted" },
                  component.\#(key(.generatedName)) + " · " + component.\#(key(.nodes)).length + " bindings"),
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
                element("td", {}, scopeBadge(node.\#(key(.scope)))),
                element("td", { class: "code" }, measured.\#(reportKey(.providedBy))),
                element("td", {}, node.\#(key(.module))),
                element("td", { class: "number" }, measured.\#(reportKey(.fanIn))),
                element("td", { class: "number" }, measured.\#(reportKey(.fanOut))),
                element("td", { class: "number" }, measured.\#(reportKey(.depth))),
                element("td", { class: "number" }, measured.\#(reportKey(.transitiveDependents)))));
            }
            byId("binding-rows").replaceChildren(...rows);
          }

          function renderMostDependedOn() {
            byId("most-depended-on").replaceChildren(...report.\#(reportKey(.mostDependedOn)).map((id) => {
              const measured = nodes.get(id).report;
              return element("li", { "data-most-depended-on": id }, nodeLink(id),
                element("span", { class: "muted" }, " touches " + measured.\#(reportKey(.transitiveDependents))));
            }));
          }

          function renderDiagnostics() {
            if (graph.\#(key(.diagnostics)).length === 0) return;
            byId("diagnostics").replaceChildren(element("h2", {}, "Diagnostics"),
              element("ul", {}, graph.\#(key(.diagnostics)).map((diagnostic) =>
                element("li", { class: "diagnostic " + diagnostic.\#(key(.severity)) },
                  diagnostic.\#(key(.severity)) + " [" + diagnostic.\#(key(.id)) + "] " + diagnostic.\#(key(.message)),
                  diagnostic.\#(key(.location)) ? element("span", { class: "muted code" }, " " + diagnostic.\#(key(.location))) : null))));
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
            for (const field of ["\#(key(.binding))", "\#(key(.type))"]) {
              for (const [id, { node }] of nodes) if (node[field] === value) return id;
            }
            for (const [id, { report: measured }] of nodes) if (measured.\#(reportKey(.name)) === value) return id;
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
            const requests = node.\#(key(.dependencies)).filter((dependency) => dependency.\#(key(.nodes)).length === 0);
            panel.dataset.focused = state.focus;
            fill(panel,
              element("h2", {}, "Focus"),
              element("h3", { id: "focus-title" }, measured.\#(reportKey(.name)), " ", scopeBadge(node.\#(key(.scope)))),
              element("div", { class: "metrics" },
                metric("fan-in", "\#(reportKey(.fanIn))", measured.\#(reportKey(.fanIn))),
                metric("fan-out", "\#(reportKey(.fanOut))", measured.\#(reportKey(.fanOut))),
                metric("depth", "\#(reportKey(.depth))", measured.\#(reportKey(.depth))),
                metric("touches", "\#(reportKey(.transitiveDependents))", measured.\#(reportKey(.transitiveDependents)))),
              element("dl", {},
                field("Node", "\#(key(.id))", element("code", {}, state.focus)),
                field("Component", "component", component),
                field("Kind", "\#(key(.kind))", node.\#(key(.kind))),
                field("Keys", "\#(key(.keys))", node.\#(key(.keys)).join(", ")),
                field("Scope", "\#(key(.scope))", scopeBadge(node.\#(key(.scope)))),
                field("Provided by", "\#(reportKey(.providedBy))", element("code", {}, measured.\#(reportKey(.providedBy)))),
                field("Source module", "\#(key(.module))", node.\#(key(.module))),
                field("Declared at", "\#(key(.location))", node.\#(key(.location)) ?? "—")),
              element("h3", {}, "Dependencies (" + measured.\#(reportKey(.dependencies)).length + ")"),
              element("ul", { id: "focus-dependencies" }, measured.\#(reportKey(.dependencies)).map((id) => element("li", {}, nodeLink(id)))),
              requests.length ? element("ul", { id: "focus-unbound" }, requests.map((dependency) =>
                element("li", { class: "unbound", "data-key": dependency.\#(key(.key)) },
                  (dependency.\#(key(.defaulted)) ? "default: " : "missing: ") + dependency.\#(key(.key))))) : null,
              element("h3", {}, "Dependents (" + measured.\#(reportKey(.dependents)).length + ")"),
              element("ul", { id: "focus-dependents" }, measured.\#(reportKey(.dependents)).map((id) => element("li", {}, nodeLink(id)))),
              element("h3", {}, "Entry points (" + measured.\#(reportKey(.entryPoints)).length + ")"),
              element("ul", { id: "focus-entry-points" }, measured.\#(reportKey(.entryPoints)).map((id) => {
                const { entry } = entryPoints.get(id);
                return element("li", { "data-entry": id }, id + ": " + entry.\#(key(.type)));
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
}
