/// Whether two arrays are one and the same storage, for `Device.restore(_:)`: a restore writes a
/// list the device holds only when it is not already the saved list itself. An explorer restores
/// the same state after every step, and most lists a step leaves alone still share the saved
/// list's storage; writing each again retained the saved storage and released the device's.
///
/// Only the storage's address is compared, never read through: both arrays are alive for the
/// comparison, so two live storages cannot share an address, and the same storage holds the same
/// elements (neither array can change it in place while the other shares it).
extension Array {
    /// True when `other` is this array's own storage (so the two are equal, element for element).
    /// False when unsure: two equal arrays kept apart answer false.
    func sharesStorage(with other: [Element]) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress } }
    }

    /// Makes this array the saved list `saved`, unless it already is that very storage: the same
    /// result as `self = saved` (`SameStorageTests` compares the two), without retaining and
    /// releasing.
    @inline(__always)
    mutating func restore(to saved: [Element]) {
        if !sharesStorage(with: saved) { self = saved }
    }
}
