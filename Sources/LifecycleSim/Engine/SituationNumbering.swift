/// What a `SituationNumbering` does: numbers noted, sealed, renamed, and places by their
/// position; its stored properties are in SituationNumbering+ExclusivityUnchecked.swift. A
/// situation's walk notes every number as it writes it; once sealed, `finish()` renames the
/// words, and the parts kept beside them as values are renamed through the numbering.
extension SituationNumbering {
    /// Ends the noting (the walk): from now on numbers are renamed. The places noted are renamed by their position in the order items come out
    /// (deadline, then place): the order of items due at one instant stays, and how places
    /// compare across deadlines, which decides nothing, goes.
    func seal() {
        places.sort { ($0.deadline, $0.place) < ($1.deadline, $1.place) }
        for index in 0..<places.count { places[index].position = UInt64(index) }
        places.sort { $0.place < $1.place }
        rankNumbers()
        collecting = false
    }

    /// Gives each number noted its rank among the numbers of its kind (`SituationRanking.ranks`), and lists the
    /// numbers in order, each once (`ranked`, `kindStarts`): one sort of the numbers as noted,
    /// each packed with its place in the notes into one word (`packed`), then one pass over them.
    /// The states of one exploration mostly note numbers noted for a state before (the state a
    /// step was taken from, its siblings, a state that differs from them in what holds no
    /// number): then the ranks are those kept, found by the numbers' fingerprint in a table of
    /// rankings (`rankings`), a list replacing another of its slot.
    private func rankNumbers() {
        let fingerprint = numbers.fingerprint
        if ranking.isRanking(of: numbers, fingerprint: fingerprint) { return }
        if rankings.isEmpty { rankings = Array(repeating: nil, count: Self.rankingsKept) }
        let slot = Self.slot(of: fingerprint)
        let ranking: SituationRanking
        if let kept = rankings[slot] {
            if kept.isRanking(of: numbers, fingerprint: fingerprint) {
                self.ranking = kept
                return
            }
            ranking = kept
        } else {
            ranking = SituationRanking()
            rankings[slot] = ranking
        }
        // `notesInOrder` handed over once for the whole ranking: one check of exclusive access,
        // not one per number.
        Self.rank(numbers, keeping: &ranking.noted, sortedIn: &notesInOrder, ranks: &ranking.ranks,
                  ranked: &ranking.ranked, kindStarts: &ranking.kindStarts)
        ranking.holdsRanks = true
        ranking.fingerprint = fingerprint
        self.ranking = ranking
    }

    /// The slot of `rankings` a list of numbers with `fingerprint` takes: the top bits of the
    /// fingerprint mixed once more, as many as pick one of `rankingsKept` slots.
    static func slot(of fingerprint: UInt64) -> Int {
        Int(truncatingIfNeeded: (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> slotShift)
    }

    /// The shift that leaves a fingerprint's top bits, as many as pick one of `rankingsKept` slots
    /// (a power of two).
    private static let slotShift: UInt64 = {
        precondition(SituationNumbering.rankingsKept.nonzeroBitCount == 1, "the rankings kept are a power of two")
        return UInt64(64 - SituationNumbering.rankingsKept.trailingZeroBitCount)
    }()

    /// `rankNumbers()`'s work on the lists it is handed: the notes sorted packed into words when
    /// every one fits (`fitsPacking`), else, rarely, sorted as pairs.
    private static func rank(_ numbers: borrowing SituationBuffer<Numbered>, keeping last: inout SituationBuffer<Numbered>,
                             sortedIn notes: inout SituationBuffer<UInt64>, ranks: inout SituationBuffer<Int>,
                             ranked: inout SituationBuffer<Numbered>, kindStarts: inout SituationBuffer<Int>) {
        last.removeAll()
        notes.removeAll()
        ranks.removeAll()
        var packable = true
        for note in 0..<numbers.count {
            let numbered = numbers[note]
            last.append(numbered)
            packable = packable && fitsPacking(numbered, note: note)
            if packable { notes.append(packed(numbered, note: note)) }
            ranks.append(0)
        }
        ranked.removeAll()
        if packable {
            notes.sort(by: <)
            assignRanks(count: notes.count, ranks: &ranks, ranked: &ranked) { index in
                let packed = notes[index]
                return (Numbered(kind: Int(packed >> kindShift), number: Int((packed >> noteBits) & numberMask)),
                        Int(packed & noteMask))
            }
        } else {
            var order = Array(0..<numbers.count)
            order.sort { numbers[$0] < numbers[$1] || (numbers[$0] == numbers[$1] && $0 < $1) }
            assignRanks(count: order.count, ranks: &ranks, ranked: &ranked) { index in (numbers[order[index]], order[index]) }
        }
        kindStarts.removeAll()
        for _ in 0..<(ranked.last?.kind ?? 0) + 2 { kindStarts.append(0) }
        for index in (0..<ranked.count).reversed() { kindStarts[ranked[index].kind] = index }
    }

    /// Lists the numbers in order, each once (`ranked`), and gives each note its number's rank
    /// among those of its kind (`ranks`), reading the notes in order through `sorted` (the
    /// number and the note's place).
    @inline(__always)
    private static func assignRanks(count: Int, ranks: inout SituationBuffer<Int>, ranked: inout SituationBuffer<Numbered>,
                                    sorted: (Int) -> (Numbered, Int)) {
        var kindStart = 0
        for index in 0..<count {
            let (numbered, note) = sorted(index)
            if ranked.last != numbered {
                if ranked.last?.kind != numbered.kind { kindStart = ranked.count }
                ranked.append(numbered)
            }
            ranks[note] = ranked.count - 1 - kindStart
        }
    }

    /// Bits of a packed note (`packed`): the note's place, the number, then the kind, highest.
    private static let noteBits: UInt64 = 16, numberBits: UInt64 = 36
    private static let kindShift = noteBits + numberBits
    private static let noteMask: UInt64 = (1 << noteBits) - 1, numberMask: UInt64 = (1 << numberBits) - 1

    /// True when `numbered`, noted at place `note`, packs into one word (`packed`): a state
    /// mostly holds a few dozen numbers, each far below 2^36, of a few kinds (six, and one per
    /// app). A timer's identifier carries its serial above its slot's 24 bits
    /// (`TimerTable`), past 2^36 once a device has made 4 096 timers.
    private static func fitsPacking(_ numbered: Numbered, note: Int) -> Bool {
        note <= noteMask && numbered.number >= 0 && UInt64(numbered.number) <= numberMask
            && numbered.kind >= 0 && numbered.kind < 1 << (64 - kindShift)
    }

    /// `numbered`, noted at place `note`, as one word ordered as the numbers are (kind, then
    /// number), then by place; it must fit (`fitsPacking`).
    private static func packed(_ numbered: Numbered, note: Int) -> UInt64 {
        UInt64(numbered.kind) << kindShift | UInt64(numbered.number) << noteBits | UInt64(note)
    }

    /// `number`, of `kind`: noted during the walk, renamed once sealed.
    func callAsFunction(_ kind: Kind, _ number: Int) -> Int {
        renamed(Numbered(kind: kind.rawValue, number: number))
    }

    /// `number`, of `kind`, if any.
    func callAsFunction(_ kind: Kind, _ number: Int?) -> Int? {
        number.map { self(kind, $0) }
    }

    /// The kind of the first app's budgets, after `Kind`'s.
    static let firstBudgetKind = Kind.allCases.count
    /// What `numberedWords` holds for a place in the scheduler's order (no number's place).
    static let placeNote = -1

    /// `numbered`: noted until sealed, then renamed to its rank among the numbers of its kind.
    func renamed(_ numbered: Numbered) -> Int {
        guard !collecting else {
            numbers.append(numbered)
            return numbered.number
        }
        let position = lowerBound(numbered)
        precondition(position < ranking.ranked.count && ranking.ranked[position] == numbered, "a number never noted")
        return position - ranking.kindStarts[numbered.kind]
    }

    /// The position in `ranked` of the first number not less than `numbered`.
    private func lowerBound(_ numbered: Numbered) -> Int {
        let current = ranking
        var low = 0, high = current.ranked.count
        while low < high {
            let middle = (low + high) / 2
            if current.ranked[middle] < numbered { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Notes a place in the scheduler's order that decides something (between the passes, at
    /// its deadline moved): an item's, or one taken ahead for an item to come.
    func notePlace(_ place: UInt64, at deadline: VirtualTime) {
        places.append(Place(deadline: deadline, place: place))
    }

    /// A place in the scheduler's order: its position (`seal()`) once sealed, or
    /// `UInt64.max` for a place taken ahead for an item that will never be scheduled.
    func place(_ place: UInt64) -> UInt64 {
        guard !collecting else { return place }
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if places[middle].place < place { low = middle + 1 } else { high = middle }
        }
        return low < places.count && places[low].place == place ? places[low].position : .max
    }
}

/// A numbering used for one state after another (a device's, `Device.situation`): each begins
/// afresh in the room the last took, and hands what it made to the situation it is for.
extension SituationNumbering {
    /// Begins the numbering of a state whose clock is `now`: what was noted and written for
    /// another goes, and the room it took stays.
    func start(now: VirtualTime) {
        origin = now
        numbers.removeAll()
        places.removeAll()
        collecting = true
        words.removeAll()
        numberedWords.removeAll()
        itemRecords = nil
        strings.removeAll()
        stringWords.removeAll()
        timeWords.removeAll()
        clockComparisons.removeAll()
        if !side.isEmpty { side.removeAll(keepingCapacity: true) }
        if !renamedLater.isEmpty { renamedLater.removeAll(keepingCapacity: true) }
    }

    /// The words finished, copied out: the numbering keeps its own for the next state. They go
    /// where the words handed out last went when nothing else holds those any more, and never
    /// where a situation kept holds them.
    func finishedWords() -> SituationWords {
        if !isKnownUniquelyReferenced(&handedWords) { handedWords = SituationWords(capacity: words.count) }
        handedWords!.replace(with: words)
        return handedWords!
    }

    /// The strings finished: those of one of the last situations when equal (the states of one
    /// exploration hold the same few strings, the apps' and their tasks' names, and share a few
    /// lists of them). Strings equal as Swift compares them stand for each other in every
    /// comparison.
    func finishedStrings() -> [String] {
        for index in lastStrings.indices where strings.holds(lastStrings[index]) { return lastStrings[index] }
        let finished = Array(strings.copied())
        if lastStrings.count < Self.stringListsKept {
            lastStrings.append(finished)
        } else {
            lastStrings[nextStringsReplaced] = finished
            nextStringsReplaced = (nextStringsReplaced + 1) % Self.stringListsKept
        }
        return finished
    }

    /// How many lists of strings `finishedStrings()` keeps for the next situations to share.
    static let stringListsKept = 4

    /// The side values finished: none (held by no storage) for most states.
    func finishedSide() -> [SituationSidePart] {
        side.isEmpty ? [] : side
    }
}

extension SituationRanking {
    /// True when these are the ranks of `numbers`, noted in that order, whose fingerprint is
    /// `fingerprint` (the numbers compared only when the fingerprints agree).
    @inline(__always)
    func isRanking(of numbers: borrowing SituationBuffer<SituationNumbering.Numbered>, fingerprint: UInt64) -> Bool {
        holdsRanks && self.fingerprint == fingerprint && numbers.holds(noted)
    }
}

extension SituationBuffer where Element == SituationNumbering.Numbered {
    /// The numbers folded into one word (`NumberMix`), each kind with its number, in order: equal
    /// lists have equal fingerprints, and unequal ones mostly differ.
    var fingerprint: UInt64 {
        var mix = NumberMix()
        mix.add(count)
        for index in 0..<count {
            let numbered = self[index]
            mix.add(numbered.kind << 40 ^ numbered.number)
        }
        return mix.value
    }
}
