/// A list a `SituationNumbering` writes a situation into (its words, the numbers it notes and
/// where, the scheduler's places), emptied before each situation and kept with its room.
///
/// Its elements sit in memory it allocates and frees itself: an append to an array held by a
/// class checks that the array's storage is uniquely held, and a situation writes a hundred-odd
/// words. With an array in its place, the depth-10 `lifesim explore` of W9's model
/// (Benchmarks/explore-model.scenario, the twelve steps of BENCHMARKS.md's W9) took 8% more
/// instructions (378.6 M against 350.5 M).
///
/// Safe because the storage is owned by the buffer alone (the type cannot be copied), freed once
/// by its `deinit`, and never handed out: every element is read and written through the
/// subscript, which checks its index against the count, copied out (`copied()`, `copy(to:)`), or
/// moved inside the count by the sort, whose comparison is handed elements, never the buffer, or copied from
/// within another buffer's count (`append(contentsOf:from:)`: two buffers never share storage,
/// and a buffer handed to its own append would be read while written, which Swift's checks of
/// exclusive access refuse, those `.ci/exclusivity-checked` turns on included). Growing moves the
/// elements to new storage of twice the room (or more, for a run appended). `SituationBufferTests`
/// runs the same appends, runs appended, writes, sorts and emptyings on a buffer and on an array
/// and compares them.
struct SituationBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Appends `element`, growing when full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends the elements of `other` from `start` on, in order (copied, not moved), growing
    /// once at most: a situation takes an app's part, written before, whole. Inlined: a part's
    /// lists are short, often empty, and a call cost as much as the copy.
    @inline(__always)
    mutating func append(contentsOf other: borrowing SituationBuffer<Element>, from start: Int) {
        precondition(start >= 0 && start <= other.count, "a situation buffer copied from past its end")
        let added = other.count - start
        guard added > 0 else { return }
        if count + added > capacity { grow(toHold: count + added) }
        if _isPOD(Element.self) {
            (base + count).initialize(from: other.base + start, count: added)
        } else {
            // One element at a time: for a type that holds references (a string), the copy of a
            // run goes through the runtime's generic copy of each element, several times dearer
            // than this specialized loop (each element retained once either way).
            for offset in 0..<added { (base + count + offset).initialize(to: other.base[start + offset]) }
        }
        count += added
    }

    /// Twice the room, the elements moved there.
    @inline(never)
    private mutating func grow() { grow(toHold: capacity * 2) }

    /// Room for `needed` elements at least, doubling, the elements moved there.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var room = capacity
        while room < needed { room *= 2 }
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: room)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = room
    }

    /// The element at `index`, which must be below the count.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "an index past a situation buffer's end")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "an index past a situation buffer's end")
            base[index] = newValue
        }
    }

    /// Removes the elements from `newCount` on, keeping the room.
    mutating func removeLast(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "a situation buffer cut past its end")
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    /// Sorts the elements by `areInIncreasingOrder`, keeping the order of equal ones: by
    /// insertion, for the lists of a situation are short and mostly in order already (then it
    /// compares each element once with the one before). Each element is moved, not copied.
    @inline(__always)
    mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        for sorted in 1..<count {
            guard areInIncreasingOrder(base[sorted], base[sorted - 1]) else { continue }
            let element = (base + sorted).move()
            var place = sorted
            repeat {
                (base + place).moveInitialize(from: base + place - 1, count: 1)
                place -= 1
            } while place > 0 && areInIncreasingOrder(element, base[place - 1])
            (base + place).initialize(to: element)
        }
    }

    /// The elements, copied into an array of their own.
    func copied() -> ContiguousArray<Element> {
        ContiguousArray(UnsafeBufferPointer(start: base, count: count))
    }

    /// The elements, copied to `destination`, which must have room for them and hold nothing
    /// that needs deinitializing there (`SituationWords.replace(with:)`).
    func copy(to destination: UnsafeMutablePointer<Element>) {
        destination.initialize(from: base, count: count)
    }
}
