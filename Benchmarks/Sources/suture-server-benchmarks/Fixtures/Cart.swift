/// The request-scoped binding: one per request.
final class Cart: Sendable {
    let pantry: Pantry
    let number: Int

    init(pantry: Pantry, number: Int) {
        self.pantry = pantry
        self.number = number
    }
}
