import Suture

/// Reads the oven's temperature; a new one on every request (the default, `.transient`).
@Injectable
public struct Thermometer: Sendable {
    /// A thermometer, ready to read.
    public init() {
        Log.built("Thermometer")
    }

    /// The temperature the oven reached, in degrees Celsius.
    public func read() -> Int { 230 }
}
