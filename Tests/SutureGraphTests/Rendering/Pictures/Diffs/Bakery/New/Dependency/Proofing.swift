import Suture

/// Keeps dough warm while it rises: one for the whole bakery.
@Injectable(scope: .singleton)
public final class ProofingCabinet: Sendable {
    /// A cabinet kept at what the thermometer reads.
    public init(thermometer: Thermometer) {
        Log.built("ProofingCabinet at \(thermometer.read()) °C")
    }
}
