/// A run of a part's true-or-false properties as the bits of one word of a situation
/// (`Device.Situation`): one word written where each would take one. Each part adds its
/// properties in a fixed order, at most 64.
struct SituationSwitches {
    /// The properties added so far, the first in the lowest bit.
    private(set) var word: UInt64 = 0
    private var count: UInt64 = 0

    /// Adds the next property.
    mutating func add(_ on: Bool) {
        precondition(count < 64, "at most 64 properties in one word")
        if on { word |= 1 << count }
        count += 1
    }
}
