import Dependencies

// The reducer imports swift-dependencies only: it does not know that Suture builds its client.

/// A reducer in the style of the Composable Architecture: state, actions, and effects that use the client.
struct StockFeature {
    struct State: Equatable {
        var grain = "rye"
        var loaves: Int?
    }

    enum Action {
        case refreshTapped
    }

    @Dependency(\.apiClient) var apiClient

    func reduce(into state: inout State, action: Action) async throws {
        switch action {
        case .refreshTapped:
            state.loaves = try await apiClient.loaves(state.grain)
        }
    }
}
