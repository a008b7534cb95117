import Hummingbird
import HummingbirdTesting

extension TestClientProtocol {
    /// Sends `GET uri` and returns the response's status and body.
    func get(_ uri: String) async throws -> (status: HTTPResponse.Status, body: String) {
        let response = try await executeRequest(uri: uri, method: .get, headers: [:], body: nil)
        return (response.status, String(buffer: response.body))
    }
}
