/// How a `SituationNumbering` keeps a part of the words it is writing and writes it again for
/// another state (`SituationPart`): an app that stands as the same saved state writes the same
/// words, numbers and strings, wherever its part falls among the others, its times counted from
/// the clock of the state it is written for.
extension SituationNumbering {
    /// Where the walk stands: how much of each list it has written.
    struct Mark {
        fileprivate var words: Int, numbers: Int, numberedWords: Int, strings: Int, stringWords: Int
        fileprivate var places: Int, side: Int, renamedLater: Int, timeWords: Int, clockComparisons: Int
    }

    /// Where the walk stands now.
    func mark() -> Mark {
        Mark(words: words.count, numbers: numbers.count, numberedWords: numberedWords.count, strings: strings.count,
             stringWords: stringWords.count, places: places.count, side: side.count, renamedLater: renamedLater.count,
             timeWords: timeWords.count, clockComparisons: clockComparisons.count)
    }

    /// Keeps in `part` what the walk wrote since `mark`, every place counted from there: false,
    /// keeping nothing, when it kept a value beside the words (`keep`: view controllers, running
    /// BGTaskScheduler tasks, storage …), which the part does not hold, or noted a place in the
    /// scheduler's order.
    func keep(since mark: Mark, in part: SituationPart) -> Bool {
        guard collecting, side.count == mark.side, renamedLater.count == mark.renamedLater,
              places.count == mark.places else { return false }
        part.words.removeAll()
        part.words.append(contentsOf: words, from: mark.words)
        part.numbers.removeAll()
        part.numbers.append(contentsOf: numbers, from: mark.numbers)
        part.numberedWords.removeAll()
        for index in mark.numberedWords..<numberedWords.count {
            let (position, note) = numberedWords[index]
            part.numberedWords.append((position - mark.words, note == Self.placeNote ? note : note - mark.numbers))
        }
        part.strings.removeAll()
        part.strings.append(contentsOf: strings, from: mark.strings)
        part.stringWords.removeAll()
        for index in mark.stringWords..<stringWords.count {
            let position = stringWords[index]
            part.stringWords.append(position - mark.words)
            part.words[position - mark.words] -= UInt64(mark.strings)
        }
        part.timeWords.removeAll()
        for index in mark.timeWords..<timeWords.count { part.timeWords.append(timeWords[index] - mark.words) }
        part.clockComparisons.removeAll()
        part.clockComparisons.append(contentsOf: clockComparisons, from: mark.clockComparisons)
        return true
    }

    /// Writes `part` where the walk stands, as the walk that kept it wrote it, its times moved to
    /// count from this state's clock (the part must hold alike at it, `holdsAlike(at:)`).
    func write(_ part: SituationPart) {
        precondition(collecting, "a kept part is written during the walk")
        let wordsStart = words.count, numbersStart = numbers.count, stringsStart = UInt64(strings.count)
        words.append(contentsOf: part.words, from: 0)
        numbers.append(contentsOf: part.numbers, from: 0)
        for index in 0..<part.numberedWords.count {
            let (position, note) = part.numberedWords[index]
            numberedWords.append((position + wordsStart, note == Self.placeNote ? note : note + numbersStart))
        }
        strings.append(contentsOf: part.strings, from: 0)
        for index in 0..<part.stringWords.count {
            let position = part.stringWords[index] + wordsStart
            stringWords.append(position)
            words[position] += stringsStart
        }
        // A distance from the part's clock, `time - part.now`, becomes `time - origin`.
        let move = UInt64(bitPattern: origin.milliseconds &- part.now.milliseconds)
        for index in 0..<part.timeWords.count {
            let position = part.timeWords[index] + wordsStart
            timeWords.append(position)
            words[position] &-= move
        }
        clockComparisons.append(contentsOf: part.clockComparisons, from: 0)
    }
}

extension SituationPart {
    /// True when the part can be written for a state whose clock is `clock`: each instant its
    /// walk compared with its own clock compares with `clock` alike (the part holds no other word
    /// that depends on the clock; its times move).
    func holdsAlike(at clock: VirtualTime) -> Bool {
        guard clock != now else { return true }
        for index in 0..<clockComparisons.count
        where (clockComparisons[index] == now) != (clockComparisons[index] == clock) {
            return false
        }
        return true
    }
}
