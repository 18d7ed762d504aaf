/// What a `SituationNumbering` does with its lists (SituationBuffer+Unsafe.swift holds their
/// storage), through the subscript alone.
extension SituationBuffer {
    var isEmpty: Bool { count == 0 }

    /// The last element, if any.
    var last: Element? { count == 0 ? nil : self[count - 1] }

    /// Removes every element, keeping the room.
    mutating func removeAll() { removeLast(from: 0) }

    /// Sorts the elements by `areInIncreasingOrder`, keeping the order of equal ones: by
    /// insertion, for the lists of a situation are short and mostly in order already (then it
    /// compares each element once with the one before).
    mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        for sorted in 1..<count {
            let element = self[sorted]
            var place = sorted
            while place > 0 && areInIncreasingOrder(element, self[place - 1]) {
                self[place] = self[place - 1]
                place -= 1
            }
            if place != sorted { self[place] = element }
        }
    }
}
