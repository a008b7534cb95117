import SutureCombine

/// The protocol a consumer knows the auth store by.
protocol AuthStore: ObservableObject {
    var isLoggedIn: Bool { get set }
    var userName: String { get set }
}

/// The store the app registers.
final class LiveAuthStore: AuthStore {
    @Published var isLoggedIn = false
    @Published var userName = ""
}

/// The store a test or preview puts in its place.
final class MockAuthStore: AuthStore {
    @Published var isLoggedIn = true
    @Published var userName = "Preview"
}

/// A dependency that is not an `ObservableObject`.
protocol Greeting {
    var text: String { get }
}

/// The only `Greeting`.
struct PlainGreeting: Greeting {
    var text: String { "Hello" }
}
