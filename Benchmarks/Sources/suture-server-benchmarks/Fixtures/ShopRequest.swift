/// The `.custom("request")` subcomponent's protocol, as an app declares it.
protocol ShopRequest: Sendable {
    var cart: Cart { get }
    var pantry: Pantry { get }
}
