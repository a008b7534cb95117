import Dispatch
import Testing

@testable import SutureGraph

/// A value worked out on another thread is made once, while the caller goes on, and read as often as asked.
struct BackgroundValueTests {
    @Test func theValue_isMadeOnce_whileTheCallerGoesOn() {
        let callerWent = DispatchSemaphore(value: 0)
        let made = DispatchSemaphore(value: 0)
        let value = BackgroundValue { () -> String in
            made.signal()
            // Made on another thread: it waits for the caller, who goes on before asking for the value.
            return callerWent.wait(timeout: .now() + 10) == .success ? "met" : "alone"
        }
        callerWent.signal()
        #expect(value.result() == "met")
        #expect(value.result() == "met")
        #expect(made.wait(timeout: .now()) == .success)
        #expect(made.wait(timeout: .now()) == .timedOut)
    }
}
