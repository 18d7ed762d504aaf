/// What a `SituationNumbering` does with its lists (SituationBuffer+Unsafe.swift holds their
/// storage), through the subscript alone.
extension SituationBuffer {
    var isEmpty: Bool { count == 0 }

    /// The last element, if any.
    var last: Element? { count == 0 ? nil : self[count - 1] }

    /// Removes every element, keeping the room.
    mutating func removeAll() { removeLast(from: 0) }
}

extension SituationBuffer where Element: Equatable {
    /// True when the buffer holds the elements of `array`, in its order.
    func holds(_ array: [Element]) -> Bool {
        guard count == array.count else { return false }
        for index in array.indices where self[index] != array[index] { return false }
        return true
    }

    /// True when the buffer holds the elements of `other`, in its order.
    func holds(_ other: borrowing SituationBuffer<Element>) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where self[index] != other[index] { return false }
        return true
    }
}
