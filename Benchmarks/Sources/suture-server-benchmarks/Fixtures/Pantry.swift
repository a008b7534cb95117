/// The singleton every request reads: one for the whole server.
final class Pantry: Sendable {
    let number: Int

    init(number: Int) {
        self.number = number
    }
}
