public import Vapor

extension Application {
    /// Suture on this Application: configure the root with `app.suture.use(...)` in `configure(_:)`.
    public var suture: SutureApplication {
        SutureApplication(application: self)
    }
}
