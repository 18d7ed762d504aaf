/// How the second pass of a `SituationNumbering` writes a state as words (`Device.Situation`):
/// each value as one word or a fixed run of words, each list with its count first and each
/// optional value with a word saying whether it is there, so that two runs of words are equal
/// exactly when the parts are. The first pass writes nothing (its numbers are not yet renamed);
/// the numbers it meets are noted by the same calls.
extension SituationNumbering {
    /// `value`, in the second pass.
    func write(_ value: Int) {
        if !collecting { words.append(UInt64(bitPattern: Int64(value))) }
    }

    /// `value`, in the second pass.
    func write(_ value: UInt64) {
        if !collecting { words.append(value) }
    }

    /// `value` as 0 or 1, in the second pass.
    func write(_ value: Bool) {
        if !collecting { words.append(value ? 1 : 0) }
    }

    /// Whether there is a value, then the value if there is.
    func write(_ value: Int?) {
        guard let value else { return write(0) }
        write(1)
        write(value)
    }

    /// Whether there is a time, then its distance from the state's clock if there is.
    func write(_ time: VirtualTime?) {
        guard let time else { return write(0) }
        write(1)
        write(distance(time))
    }

    /// A list of numbers: its count, then each.
    func write(_ values: [Int]) {
        write(values.count)
        for value in values { write(value) }
    }

    /// A string, in the second pass: held apart, in order, with one word here to mark its place.
    func write(_ text: String) {
        guard !collecting else { return }
        words.append(UInt64(strings.count))
        strings.append(text)
    }

    /// A list of strings: its count, then each.
    func write(_ texts: [String]) {
        write(texts.count)
        for text in texts { write(text) }
    }

    /// A part kept beside the words as a value (`SituationSidePart`), in the second pass, when
    /// there is one: one word says whether there is, so the side's values line up with the words.
    func keep(_ part: @autoclosure () -> SituationSidePart, if present: Bool) {
        write(present)
        if present && !collecting { side.append(part()) }
    }

    /// `value`, when there is one, kept beside the words as the part `part` makes of it (`keep`).
    func keep<Value>(_ value: Value?, as part: (Value) -> SituationSidePart) {
        write(value != nil)
        if let value, !collecting { side.append(part(value)) }
    }

    /// `time`'s distance from the state's clock, whichever the pass.
    func distance(_ time: VirtualTime) -> Int { Int(time.milliseconds &- origin.milliseconds) }

    /// `time` moved to count from the state's clock, whichever the pass (for the parts kept as
    /// values beside the words).
    func moved(_ time: VirtualTime) -> VirtualTime { VirtualTime(milliseconds: time.milliseconds &- origin.milliseconds) }

    /// Sorts the words from `start` to `end`, records of `width` words each, by their first word
    /// (a handful of records: the scheduler's items).
    func sortRecords(from start: Int, to end: Int, width: Int) {
        guard !collecting else { return }
        var record = start + width
        while record < end {
            var place = record
            while place > start && words[place - width] > words[place] {
                for offset in 0..<width { words.swapAt(place - width + offset, place + offset) }
                place -= width
            }
            record += width
        }
    }
}
