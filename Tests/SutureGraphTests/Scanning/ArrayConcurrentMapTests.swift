import Testing

@testable import SutureGraph

/// Files are read on every processor at once, and what they hold still comes back in their order.
struct ArrayConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 1_000])
    func results_keepTheOrderOfTheElements(_ count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    }

    @Test func filesReadAtOnce_joinInPathOrder() {
        // Given out of order, and enough of them that several are read at the same time.
        let files = (0..<40).reversed().map { number in
            SourceFile(
                path: "File\(number < 10 ? "0" : "")\(number).swift",
                text: "import Suture\n@Injectable struct Part\(number) { init() {} }"
            )
        }
        let scanned = SourceScanner().scan(SourceModule(name: "App", files: files), isTarget: true)
        #expect(scanned.injectables.map(\.model.typeName) == (0..<40).map { "Part\($0)" })
    }
}
