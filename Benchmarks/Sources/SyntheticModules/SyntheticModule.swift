/// A synthetic module for timing the graph compiler and the code it generates: `typeCount` `@Injectable` classes in
/// layers, each depending on up to three classes of the layer below, and a `@Component` over the top layer.
///
/// The shape, for `typeCount` types:
///
/// - `layerCount` (10) layers of `typeCount / layerCount` types; layer 0 has no dependencies. The depth is the same
///   at every size, so a larger module is wider, not deeper.
/// - The type at position `p` of a layer depends on 1, 2 or 3 (`p % 3 + 1`) types of the layer below: positions `p`,
///   `(7p + 1) % width` and `(13p + 2) % width`, duplicates dropped. Position `p` below is always among them, so
///   every type below the top is used.
/// - Every 7th type (global index divisible by 7) is `scope: .singleton`; the rest are transient.
/// - Files of `typesPerFile` (100) types each, `Types000.swift` upwards, and `SyntheticGraph.swift` with the component,
///   whose entry points are the top layer's types.
///
/// The output depends only on `typeCount`: the same count gives byte-identical files.
public struct SyntheticModule: Sendable {
    /// How many layers the types are split into.
    public static let layerCount = 10
    /// How many types one file declares.
    public static let typesPerFile = 100
    /// Every `singletonInterval`-th type is a singleton.
    public static let singletonInterval = 7
    /// The name of the `@Component` protocol; the generated class is `Suture` + this name.
    public static let componentName = "SyntheticGraph"

    /// How many `@Injectable` types the module declares.
    public let typeCount: Int

    /// Describes a module of `typeCount` types; at least `layerCount`, so that every layer has a type.
    public init(typeCount: Int) {
        precondition(typeCount >= SyntheticModule.layerCount, "a synthetic module needs a type in every layer")
        self.typeCount = typeCount
    }

    /// How many types one layer holds (the last layer takes the remainder).
    public var layerWidth: Int { typeCount / SyntheticModule.layerCount }

    /// The global indices of the top layer's types: the component's entry points.
    public var topLayer: Range<Int> { (SyntheticModule.layerCount - 1) * layerWidth..<typeCount }

    /// The files of the module, types first, the component last.
    public var files: [SyntheticFile] {
        var files: [SyntheticFile] = []
        var start = 0
        while start < typeCount {
            let end = min(start + SyntheticModule.typesPerFile, typeCount)
            files.append(typesFile(number: files.count, indices: start..<end))
            start = end
        }
        files.append(componentFile())
        return files
    }

    /// The name of the type with global index `index`: `Type00042`.
    public func typeName(_ index: Int) -> String {
        "Type" + zeroPadded(index, width: 5)
    }

    /// The property name of the entry point for the type with global index `index`: `type00042`.
    public func entryPointName(_ index: Int) -> String {
        "type" + zeroPadded(index, width: 5)
    }

    /// Whether the type with global index `index` is a singleton.
    public func isSingleton(_ index: Int) -> Bool {
        index % SyntheticModule.singletonInterval == 0
    }

    /// The global indices of the types that the type with global index `index` depends on, in parameter order.
    public func dependencies(of index: Int) -> [Int] {
        let layer = self.layer(of: index)
        guard layer > 0 else { return [] }
        let below = layerRange(layer - 1)
        let width = below.count
        let position = index - layerRange(layer).lowerBound
        let candidates = [position, (7 * position + 1) % width, (13 * position + 2) % width]
            .map { $0 % width }
        var chosen: [Int] = []
        for candidate in candidates.prefix(position % 3 + 1) where !chosen.contains(candidate) {
            chosen.append(candidate)
        }
        return chosen.map { below.lowerBound + $0 }
    }

    private func layer(of index: Int) -> Int {
        min(index / layerWidth, SyntheticModule.layerCount - 1)
    }

    private func layerRange(_ layer: Int) -> Range<Int> {
        let start = layer * layerWidth
        return start..<(layer == SyntheticModule.layerCount - 1 ? typeCount : start + layerWidth)
    }

    private func typesFile(number: Int, indices: Range<Int>) -> SyntheticFile {
        var text = "import Suture\n"
        for index in indices {
            text += "\n" + typeDeclaration(index)
        }
        return SyntheticFile(name: "Types" + zeroPadded(number, width: 3) + ".swift", text: text)
    }

    private func typeDeclaration(_ index: Int) -> String {
        let name = typeName(index)
        let dependencies = self.dependencies(of: index)
        var text = isSingleton(index) ? "@Injectable(scope: .singleton)\n" : "@Injectable\n"
        text += "final class \(name): Sendable {\n"
        for (number, dependency) in dependencies.enumerated() {
            text += "    let dependency\(number): \(typeName(dependency))\n"
        }
        if !dependencies.isEmpty {
            text += "\n"
        }
        let parameters = dependencies.enumerated()
            .map { number, dependency in "dependency\(number): \(typeName(dependency))" }
            .joined(separator: ", ")
        text += "    init(\(parameters)) {"
        if dependencies.isEmpty {
            text += "}\n"
        } else {
            text += "\n"
            for number in dependencies.indices {
                text += "        self.dependency\(number) = dependency\(number)\n"
            }
            text += "    }\n"
        }
        text += "}\n"
        return text
    }

    private func componentFile() -> SyntheticFile {
        var text = "import Suture\n\n"
        text += "/// The top layer of a synthetic module of \(typeCount) types: one entry point per type.\n"
        text += "@Component\n"
        text += "protocol \(SyntheticModule.componentName) {\n"
        for index in topLayer {
            text += "    var \(entryPointName(index)): \(typeName(index)) { get }\n"
        }
        text += "}\n"
        return SyntheticFile(name: SyntheticModule.componentName + ".swift", text: text)
    }

    private func zeroPadded(_ number: Int, width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// One file of a synthetic module: its name (no folders) and its text.
public struct SyntheticFile: Hashable, Sendable {
    /// The file's name, such as `Types000.swift`.
    public let name: String
    /// The file's contents.
    public let text: String

    /// Describes a file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
