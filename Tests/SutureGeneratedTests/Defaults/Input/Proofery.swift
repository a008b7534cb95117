import Suture

/// How warm a proofing cabinet keeps dough; a proofery that binds none keeps the cabinet's own default.
struct ProofingSetting: Sendable, Equatable {
    let degrees: Int

    static let standard = ProofingSetting(degrees: 27)
}

/// How long dough proofs; nothing binds it, so the cabinet always keeps its default.
struct ProofingTimer: Sendable, Equatable {
    let minutes: Int
}

/// A cabinet whose parameters have default values: filled from the graph when bound, defaulted when not.
@Injectable
final class ProofingCabinet: Sendable {
    let setting: ProofingSetting
    let timer: ProofingTimer
    let label: String?

    init(setting: ProofingSetting = .standard, timer: ProofingTimer = ProofingTimer(minutes: 90), label: String? = "main") {
        self.setting = setting
        self.timer = timer
        self.label = label
    }
}

/// Binds nothing the cabinet asks for: every default applies (an optional is nil when unbound, as in a container).
@Component
protocol PlainProofery {
    var cabinet: ProofingCabinet { get }
}

/// Binds the setting: the graph's value replaces the default; the timer keeps its default.
@Component
protocol TunedProofery {
    init(setting: ProofingSetting)
    var cabinet: ProofingCabinet { get }
}
