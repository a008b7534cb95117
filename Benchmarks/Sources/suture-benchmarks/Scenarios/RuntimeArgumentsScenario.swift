extension Scenario {
    /// Resolving a new object from two runtime arguments, a `String` and an `Int`.
    static func runtimeArguments(_ fixtures: BenchmarkFixtures) -> Scenario {
        let handWritten = fixtures.handWritten
        let component = fixtures.sutureComponent
        let container = fixtures.sutureContainer
        let swinject = fixtures.swinject
        let customer = "Ada"
        let quantity = 2
        return Scenario(
            title: "2 runtime arguments (String, Int)",
            handWritten: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(handWritten.makeOrder(customer: customer, quantity: quantity)) }
            },
            sutureComponent: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(component.order(customer: customer, quantity: quantity)) }
            },
            suture: .singleThread { iterations, sink in
                for _ in 0..<iterations {
                    sink.consume(try container.resolve(Order.self, arguments: customer, quantity))
                }
            },
            swinject: .singleThread { iterations, sink in
                let resolver = swinject.resolver
                for _ in 0..<iterations {
                    sink.consume(resolver.resolve(Order.self, arguments: customer, quantity)!)
                }
            },
            swiftDependencies: .notApplicable(
                reason: "swift-dependencies has no runtime arguments: a caller passes them to a closure it reads, "
                    + "which is a hand-written call after a dependency read."
            )
        )
    }
}
