/// One app's lifecycle state and the transitions rule ST-2 allows between states.
///
/// A value type with no clock, no I/O and no knowledge of the device: the device asks it to
/// move, and it refuses any move that ST-2 does not list, so an impossible sequence can
/// never reach a trace. The transition table is public so the invariant checker and the
/// diagrams read the same table the engine obeys.
public struct AppLifecycle: Hashable, Sendable {
    /// The current state (ST-1).
    public private(set) var state: AppState = .notRunning

    /// A fresh, not-running app.
    public init() {}

    /// A legal transition of ST-2 and what causes it.
    public struct Edge: Hashable, Sendable {
        public var from: AppState
        public var to: AppState
        /// The causes, in words, as ST-2's table gives them.
        public var cause: String
    }

    /// Every legal transition of ST-2. Any other move is an internal error.
    ///
    /// `background/suspended → inactive` of ST-2 is recorded as `suspended → background`
    /// followed by `background → inactive` (docs/EXECUTION_MODEL.md, "Records and their order").
    public static let legalEdges: [Edge] = [
        Edge(from: .notRunning, to: .inactive, cause: "user launch"),
        Edge(from: .notRunning, to: .background, cause: "launch for a background event"),
        Edge(from: .active, to: .inactive, cause: "interruption, lock, leaving"),
        Edge(from: .inactive, to: .active, cause: "launch done, interruption over, return"),
        Edge(from: .inactive, to: .background, cause: "Home, lock (iOS 5+), switch, call answered"),
        Edge(from: .background, to: .suspended, cause: "nothing keeps it running"),
        Edge(from: .suspended, to: .background, cause: "background event, return"),
        Edge(from: .background, to: .inactive, cause: "user returns"),
        Edge(from: .suspended, to: .notRunning, cause: "memory pressure, user kill, crash, reboot"),
        Edge(from: .background, to: .notRunning, cause: "system or user termination, crash, watchdog"),
        Edge(from: .inactive, to: .notRunning, cause: "Home without multitasking, exits-on-suspend, crash"),
        Edge(from: .active, to: .notRunning, cause: "crash, reboot, watchdog"),
    ]

    /// True when ST-2 allows moving from `from` to `to`.
    public static func isLegal(from: AppState, to: AppState) -> Bool {
        legalMask & bit(from, to) != 0
    }

    /// `legalEdges` as one bit per (from, to) pair (`bit`), so the engine's check on every
    /// transition is a mask test rather than a scan of the table (W1 of BENCHMARKS.md). Written
    /// as a constant: a mask computed from the table is computed once but checked for on every
    /// read. `StateRuleTests.test_ST2_legalTable` holds it to the table.
    static let legalMask: UInt64 = 0x9_1303_0D0A

    /// `legalEdges` as a mask, computed: what `legalMask` must equal.
    static var legalEdgesMask: UInt64 { legalEdges.reduce(0) { $0 | bit($1.from, $1.to) } }

    private static func bit(_ from: AppState, _ to: AppState) -> UInt64 {
        1 << (ordinal(from) * 8 + ordinal(to))
    }

    private static func ordinal(_ state: AppState) -> Int {
        switch state {
        case .notRunning: return 0
        case .inactive: return 1
        case .active: return 2
        case .background: return 3
        case .suspended: return 4
        }
    }

    /// Moves to `next`, or returns false (and stays) when ST-2 does not allow it.
    @discardableResult
    public mutating func move(to next: AppState) -> Bool {
        guard Self.isLegal(from: state, to: next) else { return false }
        state = next
        return true
    }
}
