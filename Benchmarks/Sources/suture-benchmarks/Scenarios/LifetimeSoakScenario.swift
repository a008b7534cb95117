import SutureRuntime

/// Opens and drops many sessions (or requests), each building an instance that keeps a `Lazy` and a `Provider` of
/// its session, and reads the heap before, during and after: what a session builds must go when the session does.
struct LifetimeSoakScenario {
    /// One owner's figures.
    struct Row {
        let title: String
        let count: Int
        let before: Int?
        let during: Int?
        let after: Int?
        let liveDuring: Int
        let liveAfter: Int
    }

    /// `count` sessions of a generated subcomponent of `root`, each dropped before the next opens.
    static func generatedSessions(root: SutureStorefrontComponent, count: Int) -> Row {
        run(title: "Generated session subcomponent", count: count) { index in
            let session = root.session(Shopper(id: index))
            let cart = session.cart
            _ = cart.lines.get()
            _ = cart.note.get()
            return session as AnyObject
        }
    }

    /// `count` request containers, children of `root` with a request-scoped cart, each dropped after its request.
    static func childContainers(root: Container, count: Int) -> Row {
        run(title: "Container child per request", count: count) { index in
            let request = root.child {
                Register(Shopper.self) { _ in Shopper(id: index) }
                Register(ShopperNote.self) { r in ShopperNote(shopper: try r.resolve()) }.scope(.singleton)
                Register(CartLine.self) { r in CartLine(shopper: try r.resolve()) }
                Register(ShopperCart.self) { r in
                    ShopperCart(shopper: try r.resolve(), note: try r.resolve(), lines: try r.resolve())
                }
                .scope(.singleton)
            }
            guard let cart = try? request.resolve(ShopperCart.self) else { return request }
            _ = cart.lines.get()
            _ = cart.note.get()
            return request
        }
    }

    /// Opens `count` owners with `open` after a warm-up, keeping the one in the middle alive while it reads the heap.
    private static func run(title: String, count: Int, open: (Int) -> AnyObject) -> Row {
        for index in 0..<1_000 { withExtendedLifetime(open(-index)) {} }
        let before = HeapBytes.inUse()
        var during: Int?
        var liveDuring = 0
        for index in 0..<count {
            let owner = open(index)
            if index == count / 2 {
                during = HeapBytes.inUse()
                liveDuring = LiveInstances.shared.alive
            }
            withExtendedLifetime(owner) {}
        }
        return Row(
            title: title,
            count: count,
            before: before,
            during: during,
            after: HeapBytes.inUse(),
            liveDuring: liveDuring,
            liveAfter: LiveInstances.shared.alive
        )
    }

    /// The rows as a Markdown table: heap in use and live instances, and the change from before to after.
    static func markdown(_ rows: [Row]) -> String {
        var lines = [
            "| Owner | Opened and dropped | Heap before | Heap during | Heap after | After − before | Live during | Live after |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        func bytes(_ value: Int?) -> String { value.map { NumberText.count($0) + " B" } ?? "—" }
        for row in rows {
            var change = "—"
            if let before = row.before, let after = row.after, before > 0 {
                let percent = Double(after - before) / Double(before) * 100
                change =
                    (after >= before ? "+" : "−") + NumberText.count(abs(after - before)) + " B ("
                    + String(format: "%.2f", abs(percent)) + "%)"
            }
            lines.append(
                "| \(row.title) | \(NumberText.count(row.count)) | \(bytes(row.before)) | \(bytes(row.during)) | "
                    + "\(bytes(row.after)) | \(change) | \(row.liveDuring) | \(row.liveAfter) |")
        }
        return lines.joined(separator: "\n")
    }
}
