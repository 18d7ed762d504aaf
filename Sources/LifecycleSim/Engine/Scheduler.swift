/// A deterministic timer queue: a binary min-heap keyed by (deadline, insertion order).
///
/// Items due at the same instant come out in the order they were scheduled, which is what
/// makes two runs of a scenario agree to the byte (docs/EXECUTION_MODEL.md, "Same-instant order").
/// Cancelled items are not removed at once: their owners recognise them as stale when they
/// fire (and do nothing), and `removeAll(where:)` sweeps them out when they pile up.
package struct Scheduler<Payload> {
    fileprivate struct Entry {
        var deadline: VirtualTime
        var sequence: UInt64
        var payload: Payload

        func precedes(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    private var heap: [Entry] = []
    private var nextSequence: UInt64 = 0

    package init() {}

    /// How many items are waiting (stale ones included).
    package var count: Int { heap.count }

    /// True when this queue and `other` are one queue copied, neither changed since: the same
    /// storage, so assigning one to the other would change nothing.
    func isUnchangedCopy(of other: Scheduler) -> Bool {
        nextSequence == other.nextSequence && heap.sharesStorage(with: other.heap)
    }

    /// Adds `payload`, due at `deadline`, after every item already due at the same instant.
    package mutating func schedule(_ payload: Payload, at deadline: VirtualTime) {
        schedule(payload, at: deadline, in: reservePlace())
    }

    /// When the earliest item is due, if any.
    package var nextDeadline: VirtualTime? { heap.first?.deadline }

    /// The earliest item and when it is due, if any, left in the queue.
    package var next: (deadline: VirtualTime, payload: Payload)? { heap.first.map { ($0.deadline, $0.payload) } }

    /// A place in the order of the items that share a deadline, taken now for an item scheduled
    /// later (`schedule(_:at:in:)`), which then fires as if it had been scheduled now.
    package mutating func reservePlace() -> UInt64 {
        defer { nextSequence &+= 1 }
        return nextSequence
    }

    /// Schedules `payload` at `deadline` in a place taken earlier (`reservePlace`).
    package mutating func schedule(_ payload: Payload, at deadline: VirtualTime, in place: UInt64) {
        heap.append(Entry(deadline: deadline, sequence: place, payload: payload))
        siftUp(heap.count - 1)
    }

    /// Removes and returns the earliest item if it is due at or before `limit`.
    package mutating func popDue(notAfter limit: VirtualTime) -> (deadline: VirtualTime, payload: Payload)? {
        guard let first = heap.first, first.deadline <= limit else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return (first.deadline, first.payload)
    }

    /// Removes every item for which `isStale` is true; the others come out in the same order
    /// as before, since the order is (deadline, insertion order), not the heap's shape.
    package mutating func removeAll(where isStale: (Payload) -> Bool) {
        // Looked for first: a queue with nothing to remove is left as it is, its storage shared.
        guard heap.contains(where: { isStale($0.payload) }) else { return }
        heap.removeAll { isStale($0.payload) }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    /// Each item with its deadline and place, in no particular order.
    package func forEach(_ body: (_ deadline: VirtualTime, _ place: UInt64, _ payload: Payload) -> Void) {
        for entry in heap { body(entry.deadline, entry.sequence, entry.payload) }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

/// Two queues are equal when they hold the same items in the same order, due at the same times
/// (a device's state, `Device.State`, holds its queue).
extension Scheduler.Entry: Equatable, Hashable where Payload: Hashable {}
extension Scheduler: Equatable, Hashable where Payload: Hashable {}
extension Scheduler.Entry: Sendable where Payload: Sendable {}
extension Scheduler: Sendable where Payload: Sendable {}
