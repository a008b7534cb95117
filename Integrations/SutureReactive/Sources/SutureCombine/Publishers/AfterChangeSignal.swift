/// Turns "this object will change" into "this object has changed".
///
/// `objectWillChange` fires inside the property's `willSet`, before the new value is stored. The signal
/// schedules one tick on a scheduler for each of those notifications; by the time the scheduler runs it,
/// the change that triggered it is applied (on the main queue, the setter that fired it has returned).
/// Readers diff the property's value on every tick, so several ticks for one change emit once.
final class AfterChangeSignal {
    /// Fires on the scheduler after each change of the observed object is applied.
    let didChange = PassthroughSubject<Void, Never>()

    private var listening: AnyCancellable?

    init(objectWillChange: some Publisher<Void, Never>, schedule: @escaping (@escaping () -> Void) -> Void) {
        // The subject, not the signal, is captured: the observed object never keeps the signal alive.
        listening = objectWillChange.sink { [didChange] in
            schedule { didChange.send() }
        }
    }
}
