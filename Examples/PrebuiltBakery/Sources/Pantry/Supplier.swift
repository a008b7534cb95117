import Suture

/// Delivers flour to the pantry.
public protocol Supplier: Sendable {
    /// Kilograms of flour in one delivery.
    func deliver() -> Int
}

/// The mill down the road, shared by everything the pantry builds.
@Injectable(as: Supplier.self, scope: .singleton)
public final class Mill: Supplier {
    /// A mill, open for orders.
    public init() {}

    /// One delivery from the mill.
    public func deliver() -> Int { 25 }
}
