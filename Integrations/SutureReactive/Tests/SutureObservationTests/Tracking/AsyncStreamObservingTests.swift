import SutureObservation
import Testing

@MainActor
@Suite struct AsyncStreamObservingTests {
    @Test func stream_startsWithTheCurrentValue() async {
        let counter = LiveCounter()
        counter.count = 3
        var counts = AsyncStream.observing(\.count, of: counter).makeAsyncIterator()

        #expect(await counts.next() == 3)
    }

    @Test func propertyChange_emitsTheNewValueOnce() async {
        let counter = LiveCounter()
        var tallies = AsyncStream.observing(\.tally, of: counter).makeAsyncIterator()
        #expect(await tallies.next()?.value == 0)

        counter.tally = Tally(value: 1)
        #expect(await tallies.next()?.value == 1)
        counter.tally = Tally(value: 2)
        #expect(await tallies.next()?.value == 2)
    }

    @Test func unrelatedPropertyChange_emitsNothing() async {
        let counter = LiveCounter()
        var tallies = AsyncStream.observing(\.tally, of: counter).makeAsyncIterator()
        #expect(await tallies.next()?.value == 0)

        counter.label = "unrelated"
        counter.count = 7
        await settle()
        counter.tally = Tally(value: 1)

        #expect(await tallies.next()?.value == 1)
    }

    @Test func equatableProperty_assigningTheSameValueEmitsNothing() async {
        let counter = LiveCounter()
        var counts = AsyncStream.observing(\.count, of: counter).makeAsyncIterator()
        #expect(await counts.next() == 0)

        counter.count = 0
        await settle()
        counter.count = 5

        #expect(await counts.next() == 5)
    }

    @Test func severalStreams_eachReceiveEveryChange() async {
        let counter = LiveCounter()
        var first = AsyncStream.observing(\.count, of: counter).makeAsyncIterator()
        var second = AsyncStream.observing(\.count, of: counter).makeAsyncIterator()
        var labels = AsyncStream.observing(\.label, of: counter).makeAsyncIterator()
        #expect(await first.next() == 0)
        #expect(await second.next() == 0)
        #expect(await labels.next() == "")

        counter.count = 1
        counter.label = "one"

        #expect(await first.next() == 1)
        #expect(await second.next() == 1)
        #expect(await labels.next() == "one")
    }

    @Test func stream_canBeIteratedFromAnotherTask() async {
        let counter = LiveCounter()
        let counts = AsyncStream.observing(\.count, of: counter)
        let received = Task.detached {
            var values: [Int] = []
            for await count in counts {
                values.append(count)
                if count == 2 { break }
            }
            return values
        }

        counter.count = 1
        counter.count = 2

        // Both changes happen before the main actor lets the stream read again, so they arrive as one.
        #expect(await received.value == [0, 2])
    }

    @Test func droppingTheStream_releasesTheObject() async {
        weak var releasedCounter: LiveCounter?
        do {
            let counter = LiveCounter()
            releasedCounter = counter
            var counts = AsyncStream.observing(\.count, of: counter).makeAsyncIterator()
            #expect(await counts.next() == 0)
            counter.count = 1
            #expect(await counts.next() == 1)
        }
        #expect(releasedCounter == nil)
    }
}
