@testable import SutureGraph

extension GraphInput {
    /// A target module named App of one file, App.swift, that holds `source`.
    static func app(_ source: String) -> GraphInput {
        GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)]))
    }
}
