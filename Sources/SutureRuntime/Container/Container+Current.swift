extension Container {
    @TaskLocal static var taskLocalCurrent: Container?

    private static let defaultStorage = Locked(Container(registrations: [], parent: nil))

    /// The container an app falls back to when no task has set one with `withCurrent`; empty until set.
    public static var `default`: Container {
        get { defaultStorage.withLock { $0 } }
        set { defaultStorage.withLock { $0 = newValue } }
    }

    /// The container of the current task (set by `withCurrent`), else `Container.default`.
    ///
    /// `@Injected` and `@InjectedParameters` resolve from it.
    public static var current: Container {
        taskLocalCurrent ?? self.default
    }

    /// Runs `body` with this container as `Container.current`, for the task and the child tasks it creates.
    ///
    /// - Parameter body: The code that sees this container as `Container.current`.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @discardableResult
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Container.$taskLocalCurrent.withValue(self, operation: body)
    }

    /// Runs async `body` with this container as `Container.current`, for the task and the child tasks it creates.
    ///
    /// - Parameters:
    ///   - isolation: The actor `body` runs on. Leave the default, `#isolation`, the caller's.
    ///   - body: The code that sees this container as `Container.current`, with the tasks it creates.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @discardableResult
    public func withCurrent<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Container.$taskLocalCurrent.withValue(self, operation: body)
    }
}
