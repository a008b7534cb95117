import NIOCore
import NIOHTTP1

/// Sends `GET path` over one HTTP/1.1 keep-alive connection, one request after another response, `count` times.
final class KeepAliveRequester: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let path: String
    private let count: Int
    private let done: EventLoopPromise<ConnectionOutcome>
    private var outcome = ConnectionOutcome()
    private var currentSucceeded = false
    private var finished = false

    init(path: String, count: Int, done: EventLoopPromise<ConnectionOutcome>) {
        self.path = path
        self.count = count
        self.done = done
    }

    func channelActive(context: ChannelHandlerContext) {
        if count == 0 {
            finish(context: context)
        } else {
            sendRequest(context: context)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            currentSucceeded = head.status == .ok
        case .body:
            break
        case .end:
            if currentSucceeded { outcome.succeeded += 1 } else { outcome.failed += 1 }
            if outcome.succeeded + outcome.failed == count {
                finish(context: context)
            } else {
                sendRequest(context: context)
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        finish(context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish(context: context)
    }

    private func sendRequest(context: ChannelHandlerContext) {
        var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path)
        head.headers.add(name: "Host", value: "127.0.0.1")
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    /// Counts what was never answered as failed, reports once, and closes the connection.
    private func finish(context: ChannelHandlerContext) {
        guard !finished else { return }
        finished = true
        outcome.failed += count - outcome.succeeded - outcome.failed
        done.succeed(outcome)
        context.close(promise: nil)
    }
}
