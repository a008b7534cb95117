import Testing

@testable import SutureGraph

/// The reach of each strongly connected component — its members and everything that depends on them — is the same
/// whether the bit rows cover all the positions at once or a few words at a time, and it is what a search finds.
struct TransitiveDependentsTests {
    /// A graph of `count` nodes, each requesting up to three others picked by a fixed generator; every fifth request
    /// goes to a node after it, so the graph has cycles.
    static func graph(count: Int, seed: UInt64) -> [[Int]] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { node in
            var targets: [Int] = []
            for request in 0..<next(4) {
                let target = request % 5 == 4 || node == 0 ? next(count) : next(node)
                if target != node && !targets.contains(target) { targets.append(target) }
            }
            return targets
        }
    }

    /// For each node, how many nodes reach it (itself included), by a search over the reversed edges.
    static func searchedReach(_ dependencies: [[Int]]) -> [Int] {
        var dependents = Array(repeating: [Int](), count: dependencies.count)
        for (node, targets) in dependencies.enumerated() { for target in targets { dependents[target].append(node) } }
        return dependencies.indices.map { start in
            var seen: Set<Int> = [start]
            var pending = [start]
            while let node = pending.popLast() {
                for dependent in dependents[node] where seen.insert(dependent).inserted { pending.append(dependent) }
            }
            return seen.count
        }
    }

    static func reachByNode(_ dependencies: [[Int]], wordBudget: Int) -> [Int] {
        var dependents = Array(repeating: [Int](), count: dependencies.count)
        for (node, targets) in dependencies.enumerated() { for target in targets { dependents[target].append(node) } }
        let components = StronglyConnectedComponents(successors: dependencies)
        let reach = TransitiveDependents.reach(of: components, dependentNodes: dependents, wordBudget: wordBudget)
        return components.componentOfNode.map { reach[$0] }
    }

    @Test(arguments: [1, 3, 64, TransitiveDependents.defaultWordBudget])
    func blocksOfAnySize_giveTheReachASearchFinds(wordBudget: Int) {
        for (count, seed) in [(1, 1), (63, 2), (64, 3), (65, 4), (300, 5), (1_000, 6)] as [(Int, UInt64)] {
            let dependencies = Self.graph(count: count, seed: seed)
            #expect(
                Self.reachByNode(dependencies, wordBudget: wordBudget) == Self.searchedReach(dependencies),
                "\(count) nodes, seed \(seed)")
        }
    }

    @Test func aGraphWithCycles_isTested() {
        let components = StronglyConnectedComponents(successors: Self.graph(count: 1_000, seed: 6))
        #expect(components.members.contains { $0.count > 1 })
    }

    @Test func noNodes_haveNoReach() {
        let components = StronglyConnectedComponents(successors: [])
        #expect(TransitiveDependents.reach(of: components, dependentNodes: []) == [])
    }
}
