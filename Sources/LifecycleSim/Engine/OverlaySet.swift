/// The overlays open over the screen, as bits: the engine asks "is any open?" on nearly every
/// event, and a `Set` hashes for each question (a tenth of W1's time in BENCHMARKS.md went to hashing).
struct OverlaySet: Sequence, Hashable {
    private var bits: UInt8 = 0

    init() {}

    init(_ overlays: [Overlay]) {
        for overlay in overlays { insert(overlay) }
    }

    var isEmpty: Bool { bits == 0 }

    /// The open overlays as one word, a bit each (`Device.Situation`).
    var situationWord: Int { Int(bits) }

    func contains(_ overlay: Overlay) -> Bool { bits & Self.bit(overlay) != 0 }

    mutating func insert(_ overlay: Overlay) { bits |= Self.bit(overlay) }

    mutating func remove(_ overlay: Overlay) { bits &= ~Self.bit(overlay) }

    mutating func removeAll() { bits = 0 }

    /// Only the overlays also in `other`.
    func intersection(_ other: OverlaySet) -> OverlaySet {
        var result = OverlaySet()
        result.bits = bits & other.bits
        return result
    }

    /// The open overlay that comes first in declaration order, if any (named in refusals).
    var first: Overlay? { Overlay.allCases.first(where: contains) }

    /// The open overlays in declaration order (`Overlay`'s raw values).
    func makeIterator() -> IndexingIterator<[Overlay]> {
        Overlay.allCases.filter(contains).makeIterator()
    }

    private static func bit(_ overlay: Overlay) -> UInt8 { 1 << UInt8(overlay.rawValue) }
}
