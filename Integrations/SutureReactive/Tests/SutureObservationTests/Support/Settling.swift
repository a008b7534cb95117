/// Gives a stream's pending re-read, if a change scheduled one, the time to run before the test goes on.
///
/// Only the tests that check that nothing is emitted use it: there, no event exists to wait for.
func settle() async {
    try? await Task.sleep(for: .milliseconds(50))
}
