import Dependencies
import SutureDependencies
import Testing

@Suite struct ComponentDependencyKeyTests {
    @Test func liveValue_isBuiltByTheComponent() async throws {
        let loaves = try await withDependencies {
            $0.context = .live
        } operation: {
            var state = StockFeature.State()
            try await StockFeature().reduce(into: &state, action: .refreshTapped)
            return state.loaves
        }
        #expect(loaves == 12)
    }

    @Test func withDependencies_overridesTheComponentsValue() async throws {
        let loaves = try await withDependencies {
            $0.context = .live
            $0.apiClient = APIClient(loaves: { _ in 99 })
        } operation: {
            var state = StockFeature.State()
            try await StockFeature().reduce(into: &state, action: .refreshTapped)
            return state.loaves
        }
        #expect(loaves == 99)
    }
}
