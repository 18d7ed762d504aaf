/// The timers in apps' code that are scheduled and not yet run or dropped, by identifier.
///
/// A slot table rather than a dictionary: a timer's identifier holds its slot, so finding,
/// adding and removing one hashes nothing (W2 in BENCHMARKS.md schedules and fires a timer every
/// backgrounding). Identifiers grow with each timer made, so their order is creation order.
struct TimerTable: Hashable {
    /// A pending timer and its identifier.
    private struct Slot: Hashable {
        var id: Int
        var timer: PendingTimer
    }

    private var slots: [Slot?] = []
    private var freeSlots: [Int] = []
    private var nextSerial = 1
    /// The identifier's low bits are the slot: at most 1 000 timers per process (RunawayGuard)
    /// keeps the live ones far below 2^24.
    private static let slotBits = 24

    /// Keeps `timer`: its identifier.
    mutating func insert(_ timer: PendingTimer) -> Int {
        let slot = freeSlots.popLast() ?? slots.count
        precondition(slot < 1 << Self.slotBits, "more than 2^24 timers pending")
        let id = nextSerial << Self.slotBits | slot
        nextSerial += 1
        if slot == slots.count { slots.append(Slot(id: id, timer: timer)) } else { slots[slot] = Slot(id: id, timer: timer) }
        return id
    }

    /// The slot of timer `id`, if it is still pending.
    private func slot(of id: Int) -> Int? {
        let slot = id & (1 << Self.slotBits - 1)
        return slot < slots.count && slots[slot]?.id == id ? slot : nil
    }

    /// True when this table and `other` are one table copied, neither changed since: the same
    /// storage, so assigning one to the other would change nothing.
    func isUnchangedCopy(of other: TimerTable) -> Bool {
        nextSerial == other.nextSerial && slots.sharesStorage(with: other.slots)
            && freeSlots.sharesStorage(with: other.freeSlots)
    }

    /// True when no timer is pending.
    var isEmpty: Bool { slots.count == freeSlots.count }

    /// True while timer `id` is pending.
    func contains(_ id: Int) -> Bool { slot(of: id) != nil }

    /// The process timer `id` belongs to, if it is still pending: read in place, without
    /// copying the timer's label and body (W2 in BENCHMARKS.md asks on every firing).
    func owner(of id: Int) -> (app: Int, generation: Int)? {
        guard let slot = slot(of: id), let timer = slots[slot]?.timer else { return nil }
        return (timer.app, timer.generation)
    }

    /// Removes the timer `id`: the timer, if it was pending (moved out of its slot, not copied).
    @discardableResult
    mutating func remove(_ id: Int) -> PendingTimer? {
        guard let slot = slot(of: id) else { return nil }
        var entry: Slot?
        swap(&entry, &slots[slot])
        freeSlots.append(slot)
        return entry?.timer
    }

    /// True when a pending timer runs a closure handed over through the Swift API.
    var holdsClosures: Bool { slots.contains { $0?.timer.closure != nil } }

    /// Rewrites each pending timer's identifier and timer in place (`Device.Situation`), then keeps
    /// the timers in the order of their identifiers, with no free slot and no next serial: two
    /// tables holding the same timers compare equal whatever slots they sit in. `id` must keep the
    /// order of the identifiers it renames (their creation order).
    mutating func rewrite(id: (Int) -> Int, timer: (inout PendingTimer) -> Void) {
        if !freeSlots.isEmpty {
            slots.removeAll { $0 == nil }
            freeSlots = []
        }
        nextSerial = 0
        for index in slots.indices {
            guard var slot = slots[index] else { continue }
            slots[index] = nil
            slot.id = id(slot.id)
            timer(&slot.timer)
            slots[index] = slot
        }
        slots.sort { lhs, rhs in
            guard let lhs, let rhs else { return false }  // no slot is free any more
            return lhs.id < rhs.id
        }
    }

    /// The pending timers `matching`, in no particular order (sort them by `id` for creation order).
    func all(matching: (PendingTimer) -> Bool) -> [(id: Int, timer: PendingTimer)] {
        slots.compactMap { $0 }.filter { matching($0.timer) }.map { ($0.id, $0.timer) }
    }
}
