/// One configuration of the build, named by what sets it apart (`DEBUG,!FREE,os=Linux`), for the pictures to draw:
/// `FLAG` sets a custom condition, `!FLAG` unsets it, and `os=`, `arch=` or `targetEnvironment=` picks a value; what
/// it does not name keeps the primary configuration's value.
package struct ConfigurationChoice: Hashable, Sendable {
    /// One thing the choice names.
    enum Item: Hashable, Sendable {
        /// A custom condition, set or not.
        case flag(String, isSet: Bool)
        /// The value of a choice (`os`): one the sources name, or another.
        case choice(BuildSetting.Kind, String)
    }

    /// What the choice names, in the order given.
    let items: [Item]

    /// Reads `DEBUG,!FREE,os=Linux`; `nil` when an item is empty or names no function a choice is read with.
    package init?(_ text: String) {
        var items: [Item] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            // Names of conditions and platforms hold no spaces: those around an item go.
            let item = Substring(part.filter { $0 != " " })
            if let separator = item.firstIndex(of: "=") {
                let function = String(item[..<separator])
                let value = String(item[item.index(after: separator)...])
                guard let kind = BuildSetting.Kind.reading(function: function), kind.shape == .choice, !value.isEmpty
                else { return nil }
                items.append(.choice(kind, value))
            } else if item.hasPrefix("!") {
                guard item.count > 1 else { return nil }
                items.append(.flag(String(item.dropFirst()), isSet: false))
            } else {
                guard !item.isEmpty else { return nil }
                items.append(.flag(String(item), isSet: true))
            }
        }
        self.items = items
    }

    /// The configuration of `space` this choice names.
    func variant(in space: ConfigurationSpace) -> BuildVariant {
        var choices = space.dimensions.map { _ in 0 }
        for (index, dimension) in space.dimensions.enumerated() {
            for item in items {
                let value: ConfigurationSpace.Value
                switch item {
                case .flag(let name, let isSet):
                    guard dimension.setting == BuildSetting(kind: .flag, name: name) else { continue }
                    value = isSet ? .on : .off
                case .choice(let kind, let name):
                    guard dimension.setting.kind == kind else { continue }
                    value = dimension.values.contains(.named(name)) ? .named(name) : .other
                }
                if let found = dimension.values.firstIndex(of: value) { choices[index] = found }
            }
        }
        return BuildVariant(choices: choices)
    }
}
