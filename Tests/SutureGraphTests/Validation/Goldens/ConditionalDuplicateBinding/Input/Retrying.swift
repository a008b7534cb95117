import Suture

// Bound in every build, beside the fake and the real client: it clashes with whichever the build has.
@Injectable(as: HTTPClient.self)
struct RetryingHTTPClient: HTTPClient {
    func get(_ path: String) -> String { "retried \(path)" }
}

@Injectable
final class Feed {
    let client: any HTTPClient

    init(client: any HTTPClient) { self.client = client }
}

@Component
protocol App {
    var feed: Feed { get }
}
