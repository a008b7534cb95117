import Suture

public protocol PaymentGateway: Sendable {
    func charge(cents: Int) async throws
}

@Injectable(as: PaymentGateway.self, scope: .singleton)
public final class CardGateway: PaymentGateway {
    init() {}

    public func charge(cents: Int) async throws {}
}

@Injectable
public struct ReceiptPrinter: Sendable {
    public let width: Int = 42
}

@Injectable
public final class TaxTable: Sendable {
    public init() {}
}

public struct Currency: Sendable {
    public let code: String
}

@Module
enum PaymentsModule {
    @Provides
    static func currency() -> Currency { Currency(code: "EUR") }
}
