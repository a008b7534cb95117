import Suture
import UnusedInstalledBindingFeature

@Injectable
final class Till {
    let ledger: Ledger

    init(ledger: Ledger) { self.ledger = ledger }
}

@Component
protocol Shop: AppScope {
    var till: Till { get }
}

// A preview of the clock: the modules installed in AppScope reach it too. The ledger is not unused, since Shop asks
// for it; nothing in this build asks for the printer or the receipt's footer, which another app may use.
@Component
protocol ClockPreview: AppScope {
    var clock: Clock { get }
}
