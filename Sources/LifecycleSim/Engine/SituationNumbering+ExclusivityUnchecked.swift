/// How `Device.Situation` rewrites a state: every time as its distance from the state's clock,
/// every number the device handed out by its rank among the numbers of its kind, and the
/// scheduler's places by their position in the order items come out.
///
/// One walk over the state (`Device.Situation.init`) reads it, changes nothing, and writes it as
/// words (`write`), each time as its distance from the clock and each number the device handed
/// out as it stands, noting the number and where its word is; a few rare and complex parts are
/// kept beside the words as values (`keep`). `finish()` then ranks the numbers noted (`seal()`)
/// and renames each noted word in place, and remakes the few values beside the words that hold
/// numbers. (`seal()` and the calls that rename a number as they return it serve a walk in two
/// passes, the first noting, the second renaming: `DeviceSituationTests` drives a queue so.)
///
/// Ranks keep order, so that whatever the engine decides by comparing two such numbers (a
/// process's timers due at one instant are dropped in the order they were made, TE-5) reads the
/// same after the renaming, and a number handed out later is still greater than every one renamed.
///
/// Its stored properties but `origin` and `notesInOrder` (read or written once per situation, or
/// only when its numbers change), and those of the rankings it keeps (`SituationRanking`), are
/// `@exclusivity(unchecked)`
/// for the reason `Device` gives: Swift's run-time check of exclusive access, made on every read
/// and write of a class's stored property, would be made for every word a situation writes and
/// every number it notes and renames. Nothing calls back into the numbering while it changes one
/// of these; `.ci/exclusivity-checked` runs every test with the checks on.
final class SituationNumbering {
    /// The kinds of numbers a device hands out from its counters (`Device.State.nextTaskID` …),
    /// each renamed apart from the others; each app's count of budgets started (BG-5's epochs)
    /// is a kind of its own, after these.
    enum Kind: Int, CaseIterable {
        /// A background task's identifier (BG-1).
        case task
        /// A process's generation.
        case generation
        /// A completion handler's window (BR-3).
        case window
        /// A running BGTaskScheduler task's serial (BT-3).
        case bgTaskSerial
        /// A timer of an app's code.
        case timer
        /// The count of passcode locks and unlocks (LK-4).
        case protectedDataEpoch
    }

    /// A number of one kind (`Kind`'s raw value, or after them an app's budgets).
    struct Numbered: Comparable {
        var kind: Int
        var number: Int

        static func < (lhs: Numbered, rhs: Numbered) -> Bool {
            lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.number < rhs.number
        }
    }

    /// A place in the scheduler's order that decides something (`notePlace`).
    struct Place {
        var deadline: VirtualTime
        var place: UInt64
        /// Its position in the order items come out (deadline, then place), once sealed.
        var position: UInt64 = 0
    }

    /// The state's clock: a time becomes its distance from it. Checked: unchecked, it saved
    /// nothing measurable (BENCHMARKS.md, "Unsafe code: what stays and why").
    var origin: VirtualTime
    /// Every number noted, of every kind, in the order noted (each time it is noted).
    @exclusivity(unchecked) var numbers = SituationBuffer<Numbered>(capacity: 16)
    /// Once sealed, the ranking of the numbers noted (one of `rankings`; before any, an empty one).
    @exclusivity(unchecked) var ranking: SituationRanking
    /// Rankings of lists of numbers noted before, each in the slot its fingerprint picks (empty
    /// until the first list is ranked, then `rankingsKept` slots): a state that notes the numbers
    /// one of them noted, in the same order, has its ranks.
    @exclusivity(unchecked) var rankings: [SituationRanking?] = []
    /// The numbers noted, each packed with its place in `numbers` (`packed`), sorted while
    /// they are ranked.
    var notesInOrder = SituationBuffer<UInt64>(capacity: 16)
    /// The places noted; once sealed, with their positions, by place.
    @exclusivity(unchecked) var places = SituationBuffer<Place>(capacity: 16)
    /// True until sealed: numbers are noted, none renamed.
    @exclusivity(unchecked) var collecting = true
    /// The words the walk writes (`write`): the state a situation holds encoded, its times moved,
    /// its numbers renamed by `finish()`.
    @exclusivity(unchecked) var words = SituationBuffer<UInt64>(capacity: 256)
    /// The words that hold a number the device handed out or a place in the scheduler's order,
    /// each with the place of its number in `numbers` (or `placeNote`), renamed by `finish()`.
    @exclusivity(unchecked) var numberedWords = SituationBuffer<(position: Int, note: Int)>(capacity: 32)
    /// The scheduler's items in the words, records of a width, sorted by `finish()` into the
    /// order they come out once their places are renamed.
    @exclusivity(unchecked) var itemRecords: (start: Int, end: Int, width: Int)?
    /// The strings the walk writes, in order, each one word in `words` (strings compare by
    /// Unicode's canonical equivalence, which their bytes do not keep).
    @exclusivity(unchecked) var strings = SituationBuffer<String>(capacity: 8)
    /// The words that mark a string's place in `strings`, in order: a part of the words written
    /// again elsewhere (`SituationPart`) moves them.
    @exclusivity(unchecked) var stringWords = SituationBuffer<Int>(capacity: 8)
    /// The words that hold a time as its distance from the clock (`writeDistance`), in order: a
    /// part of the words written again at another clock moves them by the clock's move.
    @exclusivity(unchecked) var timeWords = SituationBuffer<Int>(capacity: 16)
    /// The instants the walk compared with the clock (`isNow`), in order: a part of the words
    /// is written again at another clock only when each compares with it as with its own.
    @exclusivity(unchecked) var clockComparisons = SituationBuffer<VirtualTime>(capacity: 4)
    /// The parts the walk keeps beside the words as values (`keep`), in order: the rare and
    /// complex ones, compared with `==`.
    @exclusivity(unchecked) var side: [SituationSidePart] = []
    /// The parts beside the words that hold numbers, by their place in `side`, each with how it
    /// is made: made again by `finish()`, with the numbers renamed.
    @exclusivity(unchecked) var renamedLater: [(index: Int, make: (SituationNumbering) -> SituationSidePart)] = []
    /// The lists of strings of the last situations finished (`finishedStrings`), a few, the
    /// oldest replaced first: the next shares one that its strings equal.
    @exclusivity(unchecked) var lastStrings: [[String]] = []
    /// Which of `lastStrings` a list not among them replaces.
    @exclusivity(unchecked) var nextStringsReplaced = 0
    /// The words handed to the last situation finished (`finishedWords`): when that situation
    /// was dropped (most steps reach a situation seen before), the numbering holds them alone and
    /// writes the next situation's words into their room.
    @exclusivity(unchecked) var handedWords: SituationWords?

    /// A numbering of a state whose clock is `now`, or of none yet (`start(now:)` begins one).
    init(now: VirtualTime = .zero) {
        origin = now
        ranking = SituationRanking()
    }

    /// How many rankings of lists of numbers are kept, at most (a power of two).
    static let rankingsKept = 512
}

/// The ranks of one list of numbers noted (`SituationNumbering.seal()`): each number's new name,
/// the numbers in order, and where each kind starts among them. Its stored properties are
/// `@exclusivity(unchecked)` for the numbering's reason: they are read for every number renamed.
final class SituationRanking {
    /// The numbers noted, in the order noted: the list these are the ranks of.
    @exclusivity(unchecked) var noted = SituationBuffer<SituationNumbering.Numbered>(capacity: 16)
    /// The new name of each number noted (its rank among the numbers of its kind), by its place
    /// in `noted`.
    @exclusivity(unchecked) var ranks = SituationBuffer<Int>(capacity: 16)
    /// The numbers noted in order, each once: where `renamed` looks a number up.
    @exclusivity(unchecked) var ranked = SituationBuffer<SituationNumbering.Numbered>(capacity: 16)
    /// Where each kind's numbers start in `ranked`, by kind (`Numbered.kind`).
    @exclusivity(unchecked) var kindStarts = SituationBuffer<Int>(capacity: 16)
    /// False until a list is ranked here.
    @exclusivity(unchecked) var holdsRanks = false
    /// The fingerprint of `noted` (`SituationBuffer.fingerprint`), once a list is ranked here.
    @exclusivity(unchecked) var fingerprint: UInt64 = 0
}
