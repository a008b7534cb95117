import Suture

/// What the program asks of the pantry. SutureBuildPlugin checks this graph when the target builds and generates
/// `SuturePantry`, with the `suture` tool from Suture's artifact bundle under the `prebuilt` trait.
@Component
public protocol Pantry {
    /// A shelf, stocked.
    var shelf: Shelf { get }
    /// The supplier every shelf shares.
    var supplier: any Supplier { get }
}
