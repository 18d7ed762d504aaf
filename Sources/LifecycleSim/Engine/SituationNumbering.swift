/// How `Device.Situation` rewrites a state: every time as its distance from the state's clock,
/// every number the device handed out by its rank among the numbers of its kind, and the
/// scheduler's places by their position in the order items come out.
///
/// The same walk runs twice over the state (`Device.Situation.init`): the first moves the times and
/// notes every number it meets (`collecting`), the second renames each number (after `seal()`)
/// and moves nothing. One walk for both passes, so a number the walk renames is always one it
/// noted; rewritten in place, so that the second pass writes into what the first copied.
///
/// Ranks keep order, so that whatever the engine decides by comparing two such numbers (a
/// process's timers due at one instant are dropped in the order they were made, TE-5) reads the
/// same after the renaming, and a number handed out later is still greater than every one renamed.
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
    private struct Numbered: Comparable {
        var kind: Int
        var number: Int

        static func < (lhs: Numbered, rhs: Numbered) -> Bool {
            lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.number < rhs.number
        }
    }

    /// A place in the scheduler's order that decides something (`notePlace`).
    private struct Place {
        var deadline: VirtualTime
        var place: UInt64
        /// Its position in the order items come out (deadline, then place), once sealed.
        var position: UInt64 = 0
    }

    /// The state's clock: a time becomes its distance from it.
    private let origin: VirtualTime
    /// Every number noted, of every kind; once sealed, in order and each once.
    private var numbers: [Numbered] = []
    /// The places noted between the passes; once sealed, with their positions, by place.
    private var places: [Place] = []
    /// True in the first pass, which notes the numbers and renames none.
    private(set) var collecting = true

    init(now: VirtualTime) {
        origin = now
        numbers.reserveCapacity(16)
    }

    /// Ends the first pass: from now on numbers are renamed, and times stay. The places noted
    /// are renamed by their position in the order items come out (deadline, then place): the
    /// order of items due at one instant stays, and how places compare across deadlines, which
    /// decides nothing, goes.
    func seal() {
        places.sort { ($0.deadline, $0.place) < ($1.deadline, $1.place) }
        for index in places.indices { places[index].position = UInt64(index) }
        places.sort { $0.place < $1.place }
        numbers.sort()
        var unique = 0
        for index in numbers.indices where unique == 0 || numbers[unique - 1] != numbers[index] {
            numbers[unique] = numbers[index]
            unique += 1
        }
        numbers.removeLast(numbers.count - unique)
        collecting = false
    }

    /// `time` as its distance from the state's clock (in the first pass; the second moves nothing).
    func time(_ time: VirtualTime) -> VirtualTime {
        collecting ? VirtualTime(milliseconds: time.milliseconds &- origin.milliseconds) : time
    }

    /// `number`, of `kind`: noted in the first pass, renamed in the second.
    func callAsFunction(_ kind: Kind, _ number: Int) -> Int {
        renamed(Numbered(kind: kind.rawValue, number: number))
    }

    /// `number`, of `kind`, if any.
    func callAsFunction(_ kind: Kind, _ number: Int?) -> Int? {
        number.map { self(kind, $0) }
    }

    /// A count of budgets started by app `app` (BG-5's epochs are each app's own).
    func budget(app: Int, _ count: Int) -> Int {
        renamed(Numbered(kind: Self.firstBudgetKind + app, number: count))
    }

    /// The kind of the first app's budgets, after `Kind`'s.
    private static let firstBudgetKind = Kind.allCases.count

    private func renamed(_ numbered: Numbered) -> Int {
        guard !collecting else {
            numbers.append(numbered)
            return numbered.number
        }
        let position = lowerBound(numbered)
        precondition(position < numbers.count && numbers[position] == numbered, "a number the first pass never noted")
        return position - lowerBound(Numbered(kind: numbered.kind, number: .min))
    }

    /// The position of the first number noted that is not less than `numbered`.
    private func lowerBound(_ numbered: Numbered) -> Int {
        var low = 0, high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < numbered { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Notes a place in the scheduler's order that decides something (between the passes, at
    /// its deadline moved): an item's, or one taken ahead for an item to come.
    func notePlace(_ place: UInt64, at deadline: VirtualTime) {
        places.append(Place(deadline: deadline, place: place))
    }

    /// A place in the scheduler's order: its position (`seal()`) in the second pass, or
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
