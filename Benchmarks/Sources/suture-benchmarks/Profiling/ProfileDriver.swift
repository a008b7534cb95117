import SutureRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One row of the harness run `count` times with no clock and no other library, for an instruction count under
/// `valgrind --tool=callgrind` (`suture-benchmarks profile ROW COUNT`). Two counts' difference, divided by the
/// difference in operations, is the row's instructions per operation, whatever the set-up cost.
enum ProfileDriver {
    /// The sinks of the rows run, never released: the process exits with them.
    nonisolated(unsafe) static var keptSinks: [Sink] = []

    /// The rows this driver runs, by the name given on the command line.
    static let rows: [String: @Sendable (Int) throws -> UInt] = [
        "graph-hand": { count in
            let wiring = HandWrittenWiring()
            return loop(count) { wiring.makeStorefront() }
        },
        "graph-container": { count in
            let container = SutureWiring.makeContainer()
            return try loop(count) { try container.resolve(Storefront.self) }
        },
        "leaf-container": { count in
            let container = SutureWiring.makeContainer()
            return try loop(count) { try container.resolve(LocaleSettings.self) }
        },
        "singleton-hand": { count in
            let wiring = HandWrittenWiring()
            return loop(count) { wiring.configuration }
        },
        "singleton-hand-retained": { count in
            let owner = OwnedReader(configuration: HandWrittenWiring().configuration)
            return loop(count) {
                let retained = Unmanaged.passUnretained(owner.stored).retain()
                defer { retained.release() }
                return retained.takeUnretainedValue()
            }
        },
        "singleton-component": { count in
            let component = SutureStorefrontComponent()
            _ = component.configuration
            return loop(count) { component.configuration }
        },
        "singleton-hand-eager": { count in
            let wiring = HandWrittenWiring()
            return loop(count) { wiring.startupSettings }
        },
        "singleton-component-eager": { count in
            let component = SutureStorefrontComponent()
            return loop(count) { component.startupSettings }
        },
        "singleton-container": { count in
            let container = SutureWiring.makeContainer()
            _ = try container.resolve(AppConfiguration.self)
            return try loop(count) { try container.resolve(AppConfiguration.self) }
        },
        "build-names-hand": { count in
            let names = SlotNames.names(count: 10_000)
            return loop(count, keeping: true) { HandWrittenRegistry.named(names) }
        },
        "build-names-container": { count in
            let names = SlotNames.names(count: 10_000)
            return loop(count, keeping: true) { SutureWiring.makeNamedContainer(names: names) }
        },
    ]

    /// Runs the row named by the arguments after `profile`, prints a checksum so that nothing is dead code, and
    /// exits while the results are still kept: what tears them down is not counted.
    static func run(_ arguments: [String]) throws {
        guard arguments.count == 2, let row = rows[arguments[0]], let count = Int(arguments[1]) else {
            print("usage: suture-benchmarks profile {\(rows.keys.sorted().joined(separator: "|"))} COUNT")
            return
        }
        print(try row(count))
        fflush(nil)
        exit(0)
    }

    /// Calls `operation` `count` times and sums the identities of what it returns; `keeping` holds every result
    /// until the end, as the harness does for a built container, so that its teardown is not counted.
    @inline(never)
    static func loop(_ count: Int, keeping: Bool = false, _ operation: () throws -> AnyObject) rethrows -> UInt {
        let sink = Sink()
        keptSinks.append(sink)
        for _ in 0..<count {
            if keeping { sink.keep(try operation()) } else { sink.consume(try operation()) }
        }
        return sink.identities &+ UInt(sink.consumedCount)
    }
}
