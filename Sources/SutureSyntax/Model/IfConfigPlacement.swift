/// Where a declaration stands in one `#if` block: the conditions of the clauses before its own, and its clause's
/// condition (`nil` for `#else`). Code generated for the declaration stands in the same place of a block of its own.
package struct IfConfigPlacement: Hashable, Sendable {
    /// The conditions of the clauses before the declaration's, in order (`A` for `#if A` before `#elseif B`).
    package var earlierConditions: [String]
    /// The condition of the declaration's own clause, or `nil` when it is the `#else` clause.
    package var condition: String?

    /// Describes a place in a block.
    package init(earlierConditions: [String], condition: String?) {
        self.earlierConditions = earlierConditions
        self.condition = condition
    }

    /// `lines` in the same places: each placement, outermost first, becomes a block whose clauses before the
    /// declaration's are empty, so the lines are compiled exactly when the declaration is.
    package static func wrap(_ lines: [String], in placements: [IfConfigPlacement]) -> [String] {
        placements.reversed().reduce(lines) { inner, placement in
            var wrapped: [String] = []
            for (index, condition) in placement.earlierConditions.enumerated() {
                wrapped.append(index == 0 ? "#if \(condition)" : "#elseif \(condition)")
            }
            switch (placement.earlierConditions.isEmpty, placement.condition) {
            case (true, let condition?): wrapped.append("#if \(condition)")
            case (false, let condition?): wrapped.append("#elseif \(condition)")
            case (true, nil): wrapped.append("#if true")
            case (false, nil): wrapped.append("#else")
            }
            return wrapped + inner + ["#endif"]
        }
    }
}
