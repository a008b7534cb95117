import Suture

/// The box one request's pastries go into: one per request (`.custom("request")`), shared by all it builds.
@Injectable(scope: .custom("request"))
final class PastryBox: Sendable {
    /// Which box this is: a new number on every request that reaches one.
    let number: Int
    let guest: Guest
    let pantry: Pantry

    init(guest: Guest, pantry: Pantry, serialNumbers: SerialNumbers) {
        self.number = serialNumbers.next()
        self.guest = guest
        self.pantry = pantry
    }
}
