import Testing

@testable import SutureGraph

/// A node's requests grouped as the JSON document lists them: each once, in the order first seen, with every node
/// that answers it, whether the requests are few (searched one by one) or many (kept in a table).
struct RequestGroupsTests {
    static func request(_ type: String, _ requester: String = "parameter 'value' of Owner.init(value:)")
        -> DependencyRequest
    {
        DependencyRequest(key: BindingKey(type: type), kind: .instance, requester: requester, location: nil, label: nil)
    }

    /// The groups as `type by requester: nodes` lines, to compare in full.
    static func lines(_ groups: RequestGroups) -> [String] {
        groups.groups.map { "\($0.request.key.type) by \($0.request.requester): \($0.nodes.joined(separator: ", "))" }
    }

    @Test func fewRequests_groupInTheOrderFirstSeen_withEveryAnsweringNode() {
        var groups = RequestGroups()
        groups.add(Self.request("Oven"), answeredBy: "App/Oven")
        groups.add(Self.request("[Recipe]"), answeredBy: "App/Bread")
        groups.add(Self.request("[Recipe]"), answeredBy: "App/Cake")
        groups.add(Self.request("Oven", "parameter 'spare' of Owner.init(spare:)"), answeredBy: "App/Oven")
        groups.add(Self.request("Oven"), answeredBy: "App/Oven#2")
        groups.add(Self.request("Logger?"), answeredBy: nil)
        groups.add(Self.request("[Recipe]"), answeredBy: nil)
        #expect(
            Self.lines(groups) == [
                "Oven by parameter 'value' of Owner.init(value:): App/Oven, App/Oven#2",
                "[Recipe] by parameter 'value' of Owner.init(value:): App/Bread, App/Cake",
                "Oven by parameter 'spare' of Owner.init(spare:): App/Oven",
                "Logger? by parameter 'value' of Owner.init(value:): ",
            ])
    }

    @Test func manyRequests_groupTheSameWayOnceATableKeepsThem() {
        var groups = RequestGroups()
        for round in 0..<2 {
            for number in 0..<20 { groups.add(Self.request("Service\(number)"), answeredBy: "App/S\(number)-\(round)") }
        }
        groups.add(Self.request("Service7"), answeredBy: nil)
        groups.add(Self.request("Missing"), answeredBy: nil)
        #expect(
            Self.lines(groups)
                == (0..<20).map {
                    "Service\($0) by parameter 'value' of Owner.init(value:): App/S\($0)-0, App/S\($0)-1"
                }
                + ["Missing by parameter 'value' of Owner.init(value:): "])
    }
}
