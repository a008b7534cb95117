import Testing

@testable import SutureRuntime

private struct Connection: Sendable {
    let address: String
}

private final class Database: Sendable {
    let connection: Connection
    init(connection: Connection) { self.connection = connection }
}

private protocol Store: Sendable {}
extension Database: Store {}

private final class Report: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}

private struct Outage: Error, CustomStringConvertible {
    var description: String { "the database is down" }
}

private final class Ping: Sendable {
    init(_ pong: Pong) {}
}

private final class Pong: Sendable {
    init(_ ping: Ping) {}
}

@Suite struct AsyncRegisterTests {
    @Test func resolveAsync_awaitsTheAsyncFactoryAndItsAsyncDependencies() async throws {
        let container = Container {
            Register(Connection.self) { _ in Connection(address: "db.local") }
            AsyncRegister(Database.self) { r in
                await Task.yield()
                return Database(connection: try r.resolve())
            }
            AsyncRegister(Report.self) { r in Report(database: try await r.resolveAsync()) }
        }
        let report = try await container.resolveAsync(Report.self)
        #expect(report.database.connection.address == "db.local")
        #expect(try await container.resolveAsync(Report.self) !== report)
    }

    @Test func resolveAsync_ofASynchronousBinding_callsItsFactory() async throws {
        let container = Container {
            Register(Connection.self, named: "replica") { _ in Connection(address: "replica.local") }
        }
        let connection = try await container.resolveAsync(Connection.self, named: "replica")
        #expect(connection.address == "replica.local")
    }

    @Test func asyncSingleton_isBuiltOnceForManyConcurrentRequests_andThenServedSynchronously() async throws {
        let builds = Counter()
        let container = Container {
            AsyncRegister(Database.self) { _ in
                _ = builds.increment()
                await Task.yield()
                return Database(connection: Connection(address: "db.local"))
            }.scope(.singleton)
        }
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<50 {
                group.addTask { ObjectIdentifier(try await container.resolveAsync(Database.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(builds.count == 1)
        #expect(try identities.first == ObjectIdentifier(container.resolve(Database.self)))
    }

    @Test func synchronousResolve_ofAnAsyncBinding_explainsHowToReachIt() throws {
        let line = #line + 2
        let container = Container {
            AsyncRegister(Database.self) { _ in Database(connection: Connection(address: "db.local")) }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Database.self) }
        #expect(
            error.description == """
                Database is built by an async factory, but was resolved synchronously
                  registered at: \(site(line))
                  fix: resolve it with try await resolveAsync(Database.self)
                """
        )
    }

    @Test func failingAsyncFactory_isReportedWithItsPath_andNothingIsCached() async throws {
        let attempts = Counter()
        let line = #line + 3
        let container = Container {
            AsyncRegister(Report.self) { r in Report(database: try await r.resolveAsync()) }
            AsyncRegister(Database.self) { _ in
                if attempts.increment() == 1 { throw Outage() }
                return Database(connection: Connection(address: "db.local"))
            }.scope(.singleton)
        }
        let error = try await #require(throws: ResolutionError.self) { try await container.resolveAsync(Report.self) }
        #expect(
            error.description == """
                the factory of Database threw: the database is down
                  registered at: \(site(line))
                  requested by: Report
                  path: Report → Database
                  fix: fix the factory, or handle the error where Database is resolved
                """
        )
        let report = try await container.resolveAsync(Report.self)
        #expect(report.database.connection.address == "db.local")
        #expect(attempts.count == 2)
    }

    @Test func asyncCycle_isAnError_notAHang() async throws {
        let line = #line + 2
        let container = Container {
            AsyncRegister(Ping.self) { r in Ping(try await r.resolveAsync()) }
            AsyncRegister(Pong.self) { r in Pong(try await r.resolveAsync()) }
        }
        let error = try await #require(throws: ResolutionError.self) { try await container.resolveAsync(Ping.self) }
        #expect(
            error.description == """
                dependency cycle: Ping → Pong → Ping
                  registered at: \(site(line))
                  fix: break the cycle: let one of its members take Lazy<Ping> or Provider<Ping>
                """
        )
    }

    @Test func asyncRegistration_takesRuntimeArguments() async throws {
        let container = Container {
            AsyncRegister(Connection.self) { (_, host: String, port: Int) in Connection(address: "\(host):\(port)") }
        }
        let connection = try await container.resolveAsync(Connection.self, arguments: "db.local", 5432)
        #expect(connection.address == "db.local:5432")
    }

    @Test func aliasOfAnAsyncSingleton_sharesTheInstance() async throws {
        let container = Container {
            AsyncRegister(Database.self) { _ in Database(connection: Connection(address: "db.local")) }
                .scope(.singleton)
                .alias((any Store).self) { $0 }
        }
        let store = try await container.resolveAsync((any Store).self)
        let database = try await container.resolveAsync(Database.self)
        #expect(store as AnyObject === database)
    }

    @Test func resolveAsync_ofAMissingKey_isTheSameMissingBindingError() async throws {
        let container = Container {}
        let asyncError = try await #require(throws: ResolutionError.self) {
            try await container.resolveAsync(Database.self)
        }
        let syncError = try #require(throws: ResolutionError.self) { try container.resolve(Database.self) }
        #expect(asyncError.description == syncError.description)
    }

    @Test func validate_reportsASynchronousBindingThatDependsOnAnAsyncOne() throws {
        let line = #line + 2
        let container = Container {
            AsyncRegister(Database.self) { _ in Database(connection: Connection(address: "db.local")) }
            Register(Report.self) { r in Report(database: try r.resolve()) }.dependencies(Dependency(Database.self))
        }
        #expect(
            container.validationProblems().map(\.description) == [
                """
                Database is built by an async factory, but synchronous Report depends on it
                  registered at: \(site(line))
                  requested by: Report
                  path: Report → Database
                  fix: register Report with AsyncRegister and resolve Database there with try await r.resolveAsync(Database.self)
                """
            ]
        )
    }
}
