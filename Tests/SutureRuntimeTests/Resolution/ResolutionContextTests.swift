import SutureRuntime
import Testing

/// The path a thread's context keeps while it builds: deeper than its first buffer, and still exact.
@Suite struct ResolutionContextTests {
    /// Levels 0 through `depth`, each built from the next; the last from `last`.
    static func chain(depth: Int, last: @escaping @Sendable (Resolver) throws -> Int) -> Container {
        Container {
            for level in 0..<depth {
                Register(Int.self, named: "level-\(level)") { r in
                    try r.resolve(Int.self, named: "level-\(level + 1)") + 1
                }
            }
            Register(Int.self, named: "level-\(depth)", last)
        }
    }

    @Test func aGraphDeeperThanThePathsFirstBuffer_isBuilt_andTheNextRequestStartsEmpty() throws {
        let container = Self.chain(depth: 100) { _ in 0 }
        #expect(try container.resolve(Int.self, named: "level-0") == 100)
        #expect(try container.resolve(Int.self, named: "level-60") == 40)
    }

    @Test func aCycleFarDownThePath_isReportedWithEveryStepOfIt() throws {
        let container = Self.chain(depth: 40) { r in try r.resolve(Int.self, named: "level-20") }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Int.self, named: "level-0") }
        let expected = (0...40).map { "Int named \"level-\($0)\"" } + ["Int named \"level-20\""]
        #expect(error?.path.map(\.description) == expected)
    }
}
