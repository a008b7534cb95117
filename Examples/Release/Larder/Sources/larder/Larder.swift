import Suture

/// What the larder program asks of its graph; SutureBuildPlugin generates `SutureLarder` while the target builds.
@Component
protocol Larder {
    /// A jar, filled.
    var jar: Jar { get }
}

/// A jar of honey, filled from the hive every jar shares.
@Injectable
struct Jar {
    /// Grams of honey in the jar.
    let grams: Int

    init(hive: Hive) {
        grams = hive.harvest()
    }
}

/// The hive, one for the whole larder.
@Injectable(scope: .singleton)
final class Hive: Sendable {
    init() {}

    /// One harvest, in grams.
    func harvest() -> Int { 340 }
}
