import Suture

/// Records what happens; the tracing module contributes one where the build defines SUTURE_CONDITIONS_TRACING.
protocol ConditionsTracer: Sendable {
    var label: String { get }
}

/// A tracer with a label.
struct LabelledConditionsTracer: ConditionsTracer {
    let label: String
}

/// Contributes tracers, each under its own condition.
@Module
enum ConditionsTracingModule {
    #if SUTURE_CONDITIONS_TRACING
    @Provides(into: .set)
    static func consoleTracer() -> any ConditionsTracer { LabelledConditionsTracer(label: "console") }
    #endif

    @Provides(into: .set)
    static func auditTracer() -> any ConditionsTracer { LabelledConditionsTracer(label: "audit") }
}
