public import Hummingbird

extension SutureHummingbirdError: HTTPResponseError {
    /// Always 500: the server's wiring is wrong, not the request.
    public var status: HTTPResponse.Status { .internalServerError }

    /// Logs the message at error level, where the developer sees it (Hummingbird logs an error it does not recognise at
    /// debug level only), and answers 500; in a debug build the body is the message too, so the client shows it.
    ///
    /// - Parameters:
    ///   - request: The request whose handling failed.
    ///   - context: The request's context, whose logger records the message.
    /// - Returns: A 500 response, whose body is the message in a debug build.
    /// - Throws: Nothing in practice: Hummingbird's protocol lets it throw.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        context.logger.error("\(description)")
        #if DEBUG
            return Response(
                status: status,
                headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: description + "\n"))
            )
        #else
            return Response(status: status)
        #endif
    }
}
