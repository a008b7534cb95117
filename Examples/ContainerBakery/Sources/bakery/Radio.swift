/// Music in the kitchen. Nothing registers one, so the baker's `Radio?` is nil.
final class Radio: Sendable {}
