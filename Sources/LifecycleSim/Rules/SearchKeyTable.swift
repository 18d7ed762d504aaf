/// The keys a breadth-first search has met (`BreadthFirstSearch`), each once, in the order added,
/// looked up by a hash the caller takes once per key (`Key.hashValue`) and hands to every look-up
/// and insertion of it.
///
/// An open-addressing table of its own rather than a `Set`: the search is generic over its key and
/// called from other modules, where a set's code runs unspecialised and hashes the key again for
/// each look-up, and a key a step reaches is looked up three times (among the keys seen, those the
/// device reached at this depth, and the keys seen as the depth is merged). The table probes
/// hashes and places, plain integers, and compares two keys (`==`) only when their hashes are
/// equal. `SearchKeyTableTests` adds the same keys to a table and to a set, some with equal
/// hashes, and compares them.
@usableFromInline
struct SearchKeyTable<Key: Hashable> {
    /// The keys, in the order added.
    @usableFromInline var keys: [Key] = []
    /// The hash of each key, by its place in `keys`.
    @usableFromInline var hashes: [Int] = []
    /// The slots probed, linearly from a hash's low bits: 0 for none, or a key's place in `keys`
    /// plus one. At most half are taken.
    @usableFromInline var slots: [Int]

    /// An empty table with room for `capacity` keys before it grows.
    @inlinable
    init(capacity: Int = 16) {
        var room = 16
        while room < capacity * 2 { room *= 2 }
        slots = Array(repeating: 0, count: room)
        keys.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    @inlinable
    var count: Int { keys.count }

    /// True when `key`, whose hash is `hash`, is in the table.
    @inlinable @inline(__always)
    func contains(_ key: Key, hash: Int) -> Bool {
        if case .found = find(key, hash: hash) { return true }
        return false
    }

    /// Adds `key`, whose hash is `hash`, unless it is in the table already: true when added.
    @discardableResult
    @inlinable @inline(__always)
    mutating func insert(_ key: Key, hash: Int) -> Bool {
        guard case .free(let slot) = find(key, hash: hash) else { return false }
        slots[slot] = keys.count + 1
        keys.append(key)
        hashes.append(hash)
        if keys.count * 2 > slots.count { grow() }
        return true
    }

    /// Removes every key, keeping the room.
    @inlinable
    mutating func removeAll() {
        guard !keys.isEmpty else { return }
        keys.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
        for slot in slots.indices { slots[slot] = 0 }
    }

    /// Where a look-up of a key ended: the slot holding it, or the free slot it would take.
    @usableFromInline
    enum Probe {
        case found
        case free(Int)
    }

    /// Probes from `hash`'s slot until the key or a free slot.
    @inlinable @inline(__always)
    func find(_ key: Key, hash: Int) -> Probe {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let taken = slots[slot]
            if taken == 0 { return .free(slot) }
            if hashes[taken - 1] == hash && keys[taken - 1] == key { return .found }
            slot = (slot + 1) & mask
        }
    }

    /// Twice the slots, every key placed again by its hash.
    @inlinable
    mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for place in hashes.indices {
            var slot = hashes[place] & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = place + 1
        }
    }
}
