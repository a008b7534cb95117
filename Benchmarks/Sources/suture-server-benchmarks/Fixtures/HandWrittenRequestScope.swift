/// What a server developer writes by hand without Suture: a per-request struct built for every request.
struct HandWrittenRequestScope: Sendable {
    let cart: Cart
    let pantry: Pantry

    init(root: ShopRoot) {
        let pantry = root.pantry
        self.pantry = pantry
        self.cart = Cart(pantry: pantry, number: 2)
    }
}
