/// Where a request scope's box stands, as `RequestScopeBox.stage` reads it: for views that must not build the scope.
@_documentation(visibility: internal)
public enum RequestScopeBoxStage: Sendable, Equatable {
    /// Nothing has reached the scope.
    case idle
    /// A first use is building the scope now.
    case making
    /// The scope is built and alive.
    case created
    /// The scope was released (or refused before it was built): later uses throw.
    case released
}
