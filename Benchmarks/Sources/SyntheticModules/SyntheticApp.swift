/// A synthetic modular app for timing modules that install themselves (issue 29): `moduleCount` `@Module` enums of
/// `providersPerModule` (10) `@Provides` functions each, spread over `layerCount` (10) feature modules that the
/// target depends on, and one `@Component protocol App: AppScope` in the target.
///
/// The shape, for `moduleCount` modules (a multiple of `layerCount`) and `bindingCount = 10 · moduleCount` bindings:
///
/// - `SyntheticCore` declares `public protocol AppScope {}`, which every feature module imports.
/// - Feature module `FeatureNN` (`Feature00` … `Feature09`) is layer NN: it holds `moduleCount / 10` modules and
///   imports `SyntheticCore` and the feature module below it. Each binding is a `public final class ServiceNNNNN`,
///   provided by `ModuleNNNN.serviceNNNNN(…)` (binding `b` is provider `b % 10` of module `b / 10`).
/// - The binding at position `p` of a layer of width `w` (the layer's bindings) depends on 1, 2 or 3 (`p % 3 + 1`)
///   bindings of the layer below, at positions `p`, `(7p + 1) % w` and `(13p + 2) % w` (duplicates dropped), the same
///   rule as `SyntheticModule`: every binding below the top is used, and the depth is 10 at every size.
/// - Every 7th binding (global index divisible by 7) is `scope: .singleton`; the rest are transient.
/// - Files of `modulesPerFile` (10) modules each: the modules' service classes, then the modules.
/// - The target's `App.swift`: `@Component protocol App: AppScope` with one entry point per binding of the top layer
///   (100 at 1,000 bindings; 1,000 at 10,000).
///
/// `wiring` says how the modules reach the component: `.installed` writes `@Module(installIn: [AppScope.self])` on
/// each module and nothing in the component; `.listed` writes a plain `@Module` and lists every module in the
/// component's `modules:`. The graphs are the same. The output depends only on `moduleCount` and `wiring`.
public struct SyntheticApp: Sendable {
    /// How the modules join the component.
    public enum Wiring: String, CaseIterable, Sendable {
        /// `@Module(installIn: [AppScope.self])` on each module; the component lists none.
        case installed
        /// A plain `@Module`; the component lists all of them in `modules:`.
        case listed
    }

    /// How many feature modules (layers) the modules are split into.
    public static let layerCount = 10
    /// How many `@Provides` functions each module declares.
    public static let providersPerModule = 10
    /// How many modules one file declares.
    public static let modulesPerFile = 10
    /// Every `singletonInterval`-th binding is a singleton.
    public static let singletonInterval = 7
    /// The name of the `@Component` protocol.
    public static let componentName = "App"
    /// The protocol that the modules install themselves in and the component refines.
    public static let scopeName = "AppScope"
    /// The module that declares the scope protocol.
    public static let coreModuleName = "SyntheticCore"
    /// The target's name.
    public static let targetModuleName = "SyntheticApp"

    /// How many `@Module` enums the app has.
    public let moduleCount: Int
    /// How the modules join the component.
    public let wiring: Wiring

    /// Describes an app of `moduleCount` modules, a positive multiple of `layerCount`.
    public init(moduleCount: Int, wiring: Wiring) {
        precondition(
            moduleCount >= SyntheticApp.layerCount && moduleCount % SyntheticApp.layerCount == 0,
            "a synthetic app needs a positive multiple of \(SyntheticApp.layerCount) modules"
        )
        self.moduleCount = moduleCount
        self.wiring = wiring
    }

    /// How many bindings the modules provide.
    public var bindingCount: Int { moduleCount * SyntheticApp.providersPerModule }

    /// How many modules one feature module (layer) holds.
    public var modulesPerLayer: Int { moduleCount / SyntheticApp.layerCount }

    /// How many bindings one layer holds.
    public var layerWidth: Int { bindingCount / SyntheticApp.layerCount }

    /// The global indices of the top layer's bindings: the component's entry points.
    public var topLayer: Range<Int> { (SyntheticApp.layerCount - 1) * layerWidth..<bindingCount }

    /// The target: the component.
    public var target: SyntheticSourceModule {
        SyntheticSourceModule(name: SyntheticApp.targetModuleName, files: [componentFile()])
    }

    /// The modules the target depends on: `SyntheticCore`, then `Feature00` … `Feature09`.
    public var dependencies: [SyntheticSourceModule] {
        let core = SyntheticSourceModule(
            name: SyntheticApp.coreModuleName,
            files: [
                SyntheticFile(
                    name: "AppScope.swift",
                    text: "/// What the app's root component refines; every feature module installs itself here.\n"
                        + "public protocol \(SyntheticApp.scopeName) {}\n"
                )
            ]
        )
        return [core] + (0..<SyntheticApp.layerCount).map(featureModule)
    }

    /// The name of feature module `layer`: `Feature03`.
    public func featureModuleName(_ layer: Int) -> String {
        "Feature" + zeroPadded(layer, width: 2)
    }

    /// The name of the module with global index `index`: `Module0042`.
    public func moduleName(_ index: Int) -> String {
        "Module" + zeroPadded(index, width: 4)
    }

    /// The type of the binding with global index `index`: `Service00042`.
    public func typeName(_ index: Int) -> String {
        "Service" + zeroPadded(index, width: 5)
    }

    /// The provider, and the entry point, of the binding with global index `index`: `service00042`.
    public func memberName(_ index: Int) -> String {
        "service" + zeroPadded(index, width: 5)
    }

    /// Whether the binding with global index `index` is a singleton.
    public func isSingleton(_ index: Int) -> Bool {
        index % SyntheticApp.singletonInterval == 0
    }

    /// The global indices of the bindings that the binding with global index `index` depends on, in parameter order.
    public func dependencies(of index: Int) -> [Int] {
        let layer = index / layerWidth
        guard layer > 0 else { return [] }
        let width = layerWidth
        let position = index - layer * width
        let below = (layer - 1) * width
        let candidates = [position, (7 * position + 1) % width, (13 * position + 2) % width]
        var chosen: [Int] = []
        for candidate in candidates.prefix(position % 3 + 1) where !chosen.contains(candidate) {
            chosen.append(candidate)
        }
        return chosen.map { below + $0 }
    }

    private func featureModule(_ layer: Int) -> SyntheticSourceModule {
        let firstModule = layer * modulesPerLayer
        var files: [SyntheticFile] = []
        var start = firstModule
        while start < firstModule + modulesPerLayer {
            let end = min(start + SyntheticApp.modulesPerFile, firstModule + modulesPerLayer)
            files.append(featureFile(layer: layer, modules: start..<end))
            start = end
        }
        return SyntheticSourceModule(name: featureModuleName(layer), files: files)
    }

    private func featureFile(layer: Int, modules: Range<Int>) -> SyntheticFile {
        var text = "import Suture\nimport \(SyntheticApp.coreModuleName)\n"
        if layer > 0 { text += "import \(featureModuleName(layer - 1))\n" }
        let perModule = SyntheticApp.providersPerModule
        for binding in modules.lowerBound * perModule..<modules.upperBound * perModule {
            text += "\n" + serviceDeclaration(binding)
        }
        for module in modules {
            text += "\n" + moduleDeclaration(module)
        }
        return SyntheticFile(
            name: "Modules" + zeroPadded(modules.lowerBound, width: 4) + ".swift",
            text: text
        )
    }

    private func serviceDeclaration(_ index: Int) -> String {
        let dependencies = self.dependencies(of: index)
        var text = "public final class \(typeName(index)): Sendable {\n"
        for (number, dependency) in dependencies.enumerated() {
            text += "    public let dependency\(number): \(typeName(dependency))\n"
        }
        if !dependencies.isEmpty { text += "\n" }
        text += "    public init(\(parameterList(dependencies))) {"
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

    private func moduleDeclaration(_ module: Int) -> String {
        var text: String
        switch wiring {
        case .installed: text = "@Module(installIn: [\(SyntheticApp.scopeName).self])\n"
        case .listed: text = "@Module\n"
        }
        text += "public enum \(moduleName(module)) {\n"
        let first = module * SyntheticApp.providersPerModule
        for binding in first..<first + SyntheticApp.providersPerModule {
            let dependencies = self.dependencies(of: binding)
            text += isSingleton(binding) ? "    @Provides(scope: .singleton)\n" : "    @Provides\n"
            text +=
                "    public static func \(memberName(binding))(\(parameterList(dependencies))) -> "
                + "\(typeName(binding)) {\n"
            let arguments = dependencies.indices.map { "dependency\($0): dependency\($0)" }.joined(separator: ", ")
            text += "        \(typeName(binding))(\(arguments))\n"
            text += "    }\n"
        }
        text += "}\n"
        return text
    }

    private func parameterList(_ dependencies: [Int]) -> String {
        dependencies.enumerated()
            .map { number, dependency in "dependency\(number): \(typeName(dependency))" }
            .joined(separator: ", ")
    }

    private func componentFile() -> SyntheticFile {
        var text = "import Suture\nimport \(SyntheticApp.coreModuleName)\n"
        for layer in 0..<SyntheticApp.layerCount {
            text += "import \(featureModuleName(layer))\n"
        }
        text += "\n/// The top layer of a synthetic app of \(moduleCount) modules and \(bindingCount) bindings.\n"
        switch wiring {
        case .installed:
            text += "@Component\n"
        case .listed:
            text += "@Component(modules: [\n"
            for module in 0..<moduleCount {
                text += "    \(moduleName(module)).self,\n"
            }
            text += "])\n"
        }
        text += "protocol \(SyntheticApp.componentName): \(SyntheticApp.scopeName) {\n"
        for index in topLayer {
            text += "    var \(memberName(index)): \(typeName(index)) { get }\n"
        }
        text += "}\n"
        return SyntheticFile(name: SyntheticApp.componentName + ".swift", text: text)
    }

    private func zeroPadded(_ number: Int, width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// One Swift module of a synthetic app: its name and its files.
public struct SyntheticSourceModule: Hashable, Sendable {
    /// The module's name, such as `Feature03`.
    public let name: String
    /// Its files.
    public let files: [SyntheticFile]

    /// Describes a module.
    public init(name: String, files: [SyntheticFile]) {
        self.name = name
        self.files = files
    }
}
