/// W9Machine's scheduler: the items still to happen that the device's scheduler holds in W9's
/// model (the stale ones are swept out, `Device.sweepStaleItems`), each item one byte of a word,
/// its deadline in seconds from now (1 … 63) and its kind, earliest first; items due at one
/// instant in the order they were scheduled, as the device's `Scheduler` keeps them. Up to eight
/// items (`schedule` stops at more); the model holds at most three.
struct W9Queue: Hashable {
    enum Kind: UInt8 {
        /// BG-5: the Uploader's or Notes' budget is about to run out (26 s after it began).
        case uploaderExpiry, notesExpiry
        /// BG-5: the Uploader's budget ends (30 s), scheduled when its expiry fires.
        case uploaderEnd
        /// BG-1: UIKit's check of the Uploader's task, 35 s after its begin.
        case uploaderCheck
    }

    /// Item i in byte i: deadline << 2 | kind; 0 past the last (every deadline is at least 1).
    private(set) var bits: UInt64 = 0

    var isEmpty: Bool { bits == 0 }

    var count: Int { (64 - bits.leadingZeroBitCount + 7) / 8 }

    func deadline(_ index: Int) -> Int { (Int(truncatingIfNeeded: bits >> (8 * index)) & 0xFF) >> 2 }

    func kind(_ index: Int) -> Kind { Kind(rawValue: UInt8(truncatingIfNeeded: bits >> (8 * index)) & 0x3)! }

    /// Schedules an item after every item due at or before `deadline`; with `first`, before the
    /// items due at `deadline` (the place a budget's end took when its budget began, BG-5, when
    /// every item due then was still to come: `W9Machine.leaveForeground`).
    mutating func schedule(_ kind: Kind, at deadline: Int, first: Bool = false) {
        precondition(deadline >= 1 && deadline < 64 && count < 8, "W9's queue holds eight items due within 63 s")
        var position = 0
        while position < count {
            let due = self.deadline(position)
            if due > deadline || (due == deadline && first) { break }
            position += 1
        }
        let shift = 8 * position
        let below = bits & ~(UInt64.max << shift)
        let item = UInt64(deadline << 2) | UInt64(kind.rawValue)
        bits = below | item << shift | (bits >> shift) << (shift + 8)
    }

    mutating func removeFirst() { bits >>= 8 }

    /// Removes every item whose kind is `stale` (items that would do nothing when they fired,
    /// `Device.isStale`); the others keep their order.
    mutating func removeAll(where stale: (Kind) -> Bool) {
        var kept: UInt64 = 0
        var shift = 0
        for index in 0..<count where !stale(kind(index)) {
            kept |= (bits >> (8 * index) & 0xFF) << shift
            shift += 8
        }
        bits = kept
    }

    /// How many items fall due at `deadline`.
    func count(dueAt deadline: Int) -> Int {
        var due = 0
        for index in 0..<count where self.deadline(index) == deadline { due += 1 }
        return due
    }

    /// Every deadline `seconds` earlier (all of them are later than that).
    mutating func move(by seconds: Int) {
        var moved: UInt64 = 0
        for index in 0..<count {
            moved |= UInt64(((deadline(index) - seconds) << 2) | Int(kind(index).rawValue)) << (8 * index)
        }
        bits = moved
    }
}
