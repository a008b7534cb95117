/// Finds the `objectWillChange` publisher of a value known only by a protocol that refines `ObservableObject`.
///
/// `any Model` does not itself conform to `ObservableObject`, so no generic constraint can ask for it;
/// the value is cast at run time and the existential opened to reach its publisher.
enum ObjectWillChange {
    /// The value's `objectWillChange`, with its output dropped, or nil when the value is not an `ObservableObject`.
    static func publisher(of value: Any) -> AnyPublisher<Void, Never>? {
        guard let object = value as? any ObservableObject else { return nil }
        return publisher(ofObject: object)
    }

    /// The `objectWillChange` of a class that declares a wrapper, when it is an `ObservableObject` that can send one.
    static func holderPublisher(of holder: AnyObject) -> ObservableObjectPublisher? {
        guard let object = holder as? any ObservableObject else { return nil }
        return willChange(ofHolder: object)
    }

    private static func willChange<Object: ObservableObject>(ofHolder object: Object) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }

    private static func publisher<Object: ObservableObject>(ofObject object: Object) -> AnyPublisher<Void, Never> {
        object.objectWillChange.map { _ in () }.eraseToAnyPublisher()
    }
}
