/// The request a subcomponent is made for: given to `Bakery.request(_:)`, bound in `BakeryRequest`.
struct Visit: Sendable {
    /// `POST /orders/rye/2`.
    let request: String
}
