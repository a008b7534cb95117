/// Counts `onChange` calls, which arrive on the thread that changes the object.
final class ChangeCount: @unchecked Sendable {
    // Unchecked: the tests change the object on one thread, so the count is only touched there.
    private(set) var value = 0

    func increment() {
        value += 1
    }
}
