/// Who a request's subcomponent serves: given to `Patisserie.visit(_:)`, bound in `ShopVisit`.
///
/// It holds what the app needs from the Vapor `Request`, not the request itself: the request keeps its scope,
/// and a scope that kept the request would keep both alive.
struct Guest: Sendable {
    /// `POST /boxes/eclair/2`.
    let route: String
}
