/// How the second pass of a `SituationNumbering` writes the parts of a state a situation holds
/// as words (`Device.Situation`): each value as one word or a fixed run of words, each list with
/// its count first, so that two runs of words are equal exactly when the parts are. The first
/// pass writes nothing (its numbers are not yet renamed); the numbers it meets are noted by the
/// same calls.
extension SituationNumbering {
    /// `value`, in the second pass.
    func write(_ value: Int) {
        if !collecting { words.append(UInt64(bitPattern: Int64(value))) }
    }

    /// `value`, in the second pass.
    func write(_ value: UInt64) {
        if !collecting { words.append(value) }
    }

    /// Whether there is a value, then the value if there is.
    func write(_ value: Int?) {
        guard let value else { return write(0) }
        write(1)
        write(value)
    }

    /// A string, in the second pass: held apart, in order, with one word here to mark its place.
    func write(_ text: String) {
        guard !collecting else { return }
        words.append(UInt64(strings.count))
        strings.append(text)
    }

    /// `time`'s distance from the state's clock, whichever the pass.
    func distance(_ time: VirtualTime) -> Int { Int(time.milliseconds &- origin.milliseconds) }

    /// Sorts the words from `start` on, records of `width` words each, by their first word (a
    /// handful of records: the scheduler's items).
    func sortRecords(from start: Int, width: Int) {
        guard !collecting else { return }
        var record = start + width
        while record < words.count {
            var place = record
            while place > start && words[place - width] > words[place] {
                for offset in 0..<width { words.swapAt(place - width + offset, place + offset) }
                place -= width
            }
            record += width
        }
    }
}
