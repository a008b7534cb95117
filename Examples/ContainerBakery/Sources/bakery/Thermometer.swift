/// Reads the oven's temperature; a new one on every request (the default, `.transient`).
struct Thermometer: Sendable {
    init() {
        Log.built("Thermometer")
    }

    /// The temperature the oven reached, in degrees Celsius.
    func read() -> Int { 230 }
}
