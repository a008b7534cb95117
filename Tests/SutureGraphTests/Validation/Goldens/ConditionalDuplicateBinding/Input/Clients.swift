import Suture

protocol HTTPClient: Sendable {
    func get(_ path: String) -> String
}

#if DEBUG
@Injectable(as: HTTPClient.self)
struct FakeHTTPClient: HTTPClient {
    func get(_ path: String) -> String { "fake \(path)" }
}
#else
@Injectable(as: HTTPClient.self)
struct URLSessionHTTPClient: HTTPClient {
    func get(_ path: String) -> String { "fetched \(path)" }
}
#endif
