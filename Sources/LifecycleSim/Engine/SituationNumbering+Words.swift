/// How a `SituationNumbering` writes a state as words (`Device.Situation`): each value as one
/// word or a fixed run of words, each list with its count first and each optional value with a
/// word saying whether it is there, so that two runs of words are equal exactly when the parts
/// are. A number the device handed out is written as it stands and noted, with its word, to be
/// renamed by `finish()`. The writes of one word are inlined: they run for every word of every
/// situation.
extension SituationNumbering {
    /// `value`.
    @inline(__always)
    func write(_ value: Int) { words.append(UInt64(bitPattern: Int64(value))) }

    /// `value`.
    @inline(__always)
    func write(_ value: UInt64) { words.append(value) }

    /// `value` as 0 or 1.
    @inline(__always)
    func write(_ value: Bool) { words.append(value ? 1 : 0) }

    /// Whether there is a value, then the value if there is.
    @inline(__always)
    func write(_ value: Int?) {
        guard let value else { return write(0) }
        write(1)
        write(value)
    }

    /// Whether there is a time, then its distance from the state's clock if there is.
    func write(_ time: VirtualTime?) {
        guard let time else { return write(0) }
        write(1)
        writeDistance(time)
    }

    /// `time`'s distance from the state's clock, noted as a time (`timeWords`).
    @inline(__always)
    func writeDistance(_ time: VirtualTime) {
        timeWords.append(words.count)
        write(distance(time))
    }

    /// Whether `instant` is the state's clock: noted, for a part of the words written again at
    /// another clock is the same only when `instant` compares with it alike.
    func isNow(_ instant: VirtualTime) -> Bool {
        clockComparisons.append(instant)
        return instant == origin
    }

    /// A list of numbers: its count, then each.
    func write(_ values: [Int]) {
        write(values.count)
        for value in values { write(value) }
    }

    /// A string: held apart, in order, with one word here to mark its place.
    func write(_ text: String) {
        stringWords.append(words.count)
        words.append(UInt64(strings.count))
        strings.append(text)
    }

    /// A list of strings: its count, then each.
    func write(_ texts: [String]) {
        write(texts.count)
        for text in texts { write(text) }
    }

    /// `number`, of `kind`, noted and renamed by `finish()`.
    @inline(__always)
    func write(_ kind: Kind, _ number: Int) { writeNumbered(Numbered(kind: kind.rawValue, number: number)) }

    /// Whether there is a number of `kind`, then the number if there is.
    func write(_ kind: Kind, _ number: Int?) {
        guard let number else { return write(0) }
        write(1)
        write(kind, number)
    }

    /// A count of budgets started by app `app` (BG-5's epochs are each app's own kind).
    func writeBudget(app: Int, _ count: Int) {
        writeNumbered(Numbered(kind: Self.firstBudgetKind + app, number: count))
    }

    /// A place in the scheduler's order, renamed by `finish()` to its position (`place(_:)`).
    func writePlace(_ place: UInt64) {
        numberedWords.append((words.count, Self.placeNote))
        words.append(place)
    }

    @inline(__always)
    private func writeNumbered(_ numbered: Numbered) {
        numberedWords.append((words.count, numbers.count))
        numbers.append(numbered)
        write(numbered.number)
    }

    /// A part kept beside the words as a value (`SituationSidePart`) when there is one: one word
    /// says whether there is, so the side's values line up with the words.
    func keep(_ part: @autoclosure () -> SituationSidePart, if present: Bool) {
        write(present)
        if present { side.append(part()) }
    }

    /// `value`, when there is one, kept beside the words as the part `part` makes of it (`keep`).
    func keep<Value>(_ value: Value?, as part: (Value) -> SituationSidePart) {
        write(value != nil)
        if let value { side.append(part(value)) }
    }

    /// A part kept beside the words that holds numbers the device handed out: `make` makes it
    /// now, noting them (`callAsFunction`), and again in `finish()`, renaming them.
    func keepRenamed(_ make: @escaping (SituationNumbering) -> SituationSidePart) {
        write(true)
        renamedLater.append((side.count, make))
        side.append(make(self))
    }

    /// `time`'s distance from the state's clock.
    func distance(_ time: VirtualTime) -> Int { Int(time.milliseconds &- origin.milliseconds) }

    /// `time` moved to count from the state's clock (for the parts kept as values beside the words).
    func moved(_ time: VirtualTime) -> VirtualTime { VirtualTime(milliseconds: time.milliseconds &- origin.milliseconds) }

    /// The words from `start` to the end are the scheduler's items, records of `width` words each
    /// led by the item's place: `finish()` sorts them by their places renamed.
    func writtenItems(from start: Int, width: Int) {
        itemRecords = (start, words.count, width)
    }

    /// Ends the walk: ranks the numbers noted (`seal()`), renames each numbered word, sorts the
    /// scheduler's items into the order they come out, and makes again the parts beside the words
    /// that hold numbers.
    func finish() {
        seal()
        let ranking = self.ranking
        for index in 0..<numberedWords.count {
            let (position, note) = numberedWords[index]
            let renamedWord = note == Self.placeNote ? place(words[position]) : UInt64(bitPattern: Int64(ranking.ranks[note]))
            words[position] = renamedWord
        }
        if let (start, end, width) = itemRecords { sortRecords(from: start, to: end, width: width) }
        for (index, make) in renamedLater { side[index] = make(self) }
    }

    /// Sorts the words from `start` to `end`, records of `width` words each, by their first word
    /// (a handful of records: the scheduler's items).
    private func sortRecords(from start: Int, to end: Int, width: Int) {
        var record = start + width
        while record < end {
            var place = record
            while place > start && words[place - width] > words[place] {
                for offset in 0..<width {
                    let first = words[place - width + offset]
                    words[place - width + offset] = words[place + offset]
                    words[place + offset] = first
                }
                place -= width
            }
            record += width
        }
    }
}
