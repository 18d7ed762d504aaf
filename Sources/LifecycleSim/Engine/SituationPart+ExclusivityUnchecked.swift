/// An app's part of a situation as its walk wrote it (`AppSituationReading.writeSituation`),
/// kept to be written again while the app stands as the same saved state (`Device.writeApp`):
/// its words before the renaming, times moved from the clock `now`, and what the numbering noted
/// about them, every place counted from the part's start. Written again at another clock, its
/// times move by as much (`SituationNumbering.write(_:)`), when every instant it compared with
/// its clock compares with that one alike (`holdsAlike(at:)`).
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives: a part is read
/// whole for an app of most situations an exploration writes.
final class SituationPart {
    /// The saved apps the app stood as (`Device.standingSource`, held so that its storage, which
    /// tells it apart, is not taken by another), and the clock the times count from; nothing kept
    /// while `source` is empty.
    @exclusivity(unchecked) var source: [InstalledApp.State] = []
    @exclusivity(unchecked) var now = VirtualTime.zero
    /// The words, numbers and strings still as written, not renamed.
    @exclusivity(unchecked) var words = SituationBuffer<UInt64>(capacity: 64)
    /// The numbers noted, in the order noted.
    @exclusivity(unchecked) var numbers = SituationBuffer<SituationNumbering.Numbered>(capacity: 8)
    /// The words holding a number, each with its number's place in `numbers`.
    @exclusivity(unchecked) var numberedWords = SituationBuffer<(position: Int, note: Int)>(capacity: 8)
    /// The strings, in order, and the words that mark their places in `strings`.
    @exclusivity(unchecked) var strings = SituationBuffer<String>(capacity: 4)
    @exclusivity(unchecked) var stringWords = SituationBuffer<Int>(capacity: 4)
    /// The words that hold a time's distance from `now`.
    @exclusivity(unchecked) var timeWords = SituationBuffer<Int>(capacity: 8)
    /// The instants the walk compared with `now`, in order.
    @exclusivity(unchecked) var clockComparisons = SituationBuffer<VirtualTime>(capacity: 2)
}
