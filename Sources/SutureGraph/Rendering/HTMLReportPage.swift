/// The HTML report's fixed markup: the places its script fills from the embedded data.
enum HTMLReportPage {
    /// The body, before the data and the script, with a line naming the configuration shown (HTML) when there is one.
    static func body(configuration: String?) -> String {
        """
        <header>
          <h1>Suture graph of <span id="module-name"></span></h1>
        \(configuration.map { "  <p id=\"configuration\">Configuration: \($0)</p>\n" } ?? "")\
          <p id="summary"></p>
          <label class="search">Search bindings
            <input id="search" type="search" placeholder="a name or a type; Enter focuses the first" autocomplete="off" spellcheck="false">
          </label>
        </header>
        <main>
          <nav id="components" aria-label="Components">
            <h2>Components</h2>
            <ul id="component-tree" class="tree"></ul>
            <h2>What a change here would touch</h2>
            <p class="hint">The bindings most others depend on, directly or through others.</p>
            <ol id="most-depended-on"></ol>
          </nav>
          <section id="bindings">
            <h2>Bindings <span id="search-count"></span></h2>
            <table>
              <thead>
                <tr>
                  <th>Binding</th><th>Component</th><th>Scope</th><th>Provided by</th><th>Module</th>
                  <th title="How many bindings and entry points request it">Fan-in</th>
                  <th title="How many bindings it requests">Fan-out</th>
                  <th title="Its longest chain of dependencies">Depth</th>
                  <th title="How many bindings depend on it, directly or through others">Touches</th>
                </tr>
              </thead>
              <tbody id="binding-rows"></tbody>
            </table>
            <div id="diagnostics"></div>
          </section>
          <aside id="focus" aria-live="polite"></aside>
        </main>

        """
    }
}
