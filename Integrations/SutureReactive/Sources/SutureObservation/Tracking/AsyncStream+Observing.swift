import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AsyncStream where Element: Sendable {
    /// The values of an `@Observable` object's property: its current value, then each value it changes to.
    ///
    /// ```swift
    /// for await count in AsyncStream.observing(\.count, of: counter) { print(count) }
    /// ```
    ///
    /// The property is read on the actor of the calling code (`isolation`), where the object should be
    /// changed: create the stream there, iterate it from any task. A value equal to the last one is not
    /// emitted again. The stream keeps the object alive until it ends: cancel the iterating task, or
    /// drop the stream, to end it.
    ///
    /// - Parameters:
    ///   - keyPath: The property to observe: `\.count`.
    ///   - subject: The `@Observable` object that has it.
    ///   - isolation: The actor of the calling code, where the property is read; `#isolation` gives it.
    /// - Returns: A stream of the property's values, each different from the one before.
    public static func observing<Subject>(
        _ keyPath: KeyPath<Subject, Element>,
        of subject: Subject,
        isolation: isolated (any Actor)? = #isolation
    ) -> AsyncStream<Element> where Element: Equatable {
        makeStream(keyPath, of: subject, isolation: isolation, isRepeat: ==)
    }

    /// The values of an `@Observable` object's property: its current value, then its value after each change.
    ///
    /// Unlike the `Equatable` variant, every assignment to the property emits, even of an equal value.
    ///
    /// - Parameters:
    ///   - keyPath: The property to observe: `\.count`.
    ///   - subject: The `@Observable` object that has it.
    ///   - isolation: The actor of the calling code, where the property is read; `#isolation` gives it.
    /// - Returns: A stream of the property's values, one for each change.
    public static func observing<Subject>(
        _ keyPath: KeyPath<Subject, Element>,
        of subject: Subject,
        isolation: isolated (any Actor)? = #isolation
    ) -> AsyncStream<Element> {
        makeStream(keyPath, of: subject, isolation: isolation, isRepeat: { _, _ in false })
    }

    private static func makeStream<Subject>(
        _ keyPath: KeyPath<Subject, Element>,
        of subject: Subject,
        isolation: isolated (any Actor)?,
        isRepeat: @escaping (Element, Element) -> Bool
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let loop = ObservationLoop(
            subject: subject,
            keyPath: keyPath,
            isolation: isolation,
            continuation: continuation,
            isRepeat: isRepeat
        )
        // The stream owns the loop until it ends; the loop's tracking refers to it weakly.
        continuation.onTermination = { _ in withExtendedLifetime(loop) {} }
        loop.track()
        return stream
    }
}
