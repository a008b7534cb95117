import SutureObservation

/// Holds a counter by its protocol, as a screen's model would.
final class Dashboard {
    @InjectedObservable var counter: any Counter
}
