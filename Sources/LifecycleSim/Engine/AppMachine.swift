/// One app's place in its lifecycle (ST-1), holding what only that place has: a value the
/// device moves along ST-2's edges.
///
/// A budget exists only for a backgrounding (BG-3 … BG-5, BG-9), so it lives in the background
/// phase and is gone when the app leaves it; what arrives for a suspended process (a memory
/// warning, MW-3; scene disconnects and discards, SC-8, SC-9; timers falling due) lives in the
/// suspended phase, and the one way out of suspension into the background, `resume()`, hands it
/// over, so a wake cannot forget part of it and nothing held outlives the suspension.
struct AppMachine {
    /// Where the app is, with what that place holds.
    enum Phase {
        /// No process, or a prewarmed one that has not run UIApplicationMain (PW-1).
        /// Next: inactive (a user launch, LA-1) or background (a background launch, BR-3, BT-3;
        /// a scene-based app's user launch, which reads background until its scene is up, SC-5).
        case notRunning
        /// On screen, not receiving events. Next: active, background (FG-2), not running.
        case inactive
        /// On screen, receiving events. Next: inactive, not running.
        case active
        /// Running off screen. Next: suspended (BG-2), inactive (a return, FG-4), not running.
        case background(Backgrounding)
        /// In memory, running no code. Next: background (`resume()`), not running.
        case suspended(Suspension)
    }

    /// The current phase; the state is derived from it, never stored beside it.
    private(set) var phase: Phase = .notRunning
    /// Counts the budgets started, so that an expiry scheduled for an earlier one is recognised
    /// as stale (BG-5): a budget expiry names the count at its start.
    private(set) var budgetsStarted = 0

    /// The state of ST-1 the phase stands for.
    var state: AppState {
        switch phase {
        case .notRunning: return .notRunning
        case .inactive: return .inactive
        case .active: return .active
        case .background: return .background
        case .suspended: return .suspended
        }
    }

    /// Moves to `next` if ST-2 allows it and returns the state left, or nil (and no change).
    /// Entering the background starts a backgrounding with no budget yet; suspended → background
    /// is `resume()`'s alone, and is refused here.
    mutating func move(to next: AppState) -> AppState? {
        let from = state
        guard AppLifecycle.isLegal(from: from, to: next), from != .suspended || next != .background else { return nil }
        switch next {
        case .notRunning: phase = .notRunning
        case .inactive: phase = .inactive
        case .active: phase = .active
        case .background: phase = .background(Backgrounding())
        case .suspended: phase = .suspended(Suspension())
        }
        return from
    }

    /// A suspended app runs again in the background: what its suspension held, to deliver now.
    /// Nil (and no change) when the app is not suspended.
    mutating func resume() -> Suspension? {
        guard case .suspended(let held) = phase else { return nil }
        phase = .background(Backgrounding())
        return held
    }

    /// The current backgrounding, nil outside the background.
    var backgrounding: Backgrounding? {
        guard case .background(let backgrounding) = phase else { return nil }
        return backgrounding
    }

    /// What the current suspension holds, nil when the app is not suspended.
    var suspension: Suspension? {
        guard case .suspended(let held) = phase else { return nil }
        return held
    }

    /// Changes the current backgrounding; nothing outside the background.
    mutating func updateBackgrounding(_ change: (inout Backgrounding) -> Void) {
        guard case .background(var backgrounding) = phase else { return }
        change(&backgrounding)
        phase = .background(backgrounding)
    }

    /// Holds something for the suspended app's next run; nothing when it is not suspended.
    mutating func hold(_ change: (inout Suspension) -> Void) {
        guard case .suspended(var held) = phase else { return }
        change(&held)
        phase = .suspended(held)
    }

    /// Starts the budget of the current backgrounding, ending at `end` (BG-3, BG-7): the count
    /// its expiry must name to be current, or nil outside the background.
    mutating func startBudget(until end: VirtualTime) -> Int? {
        guard backgrounding != nil else { return nil }
        budgetsStarted += 1
        updateBackgrounding {
            $0.budgetEnd = end
            $0.budgetExpired = false
        }
        return budgetsStarted
    }

    /// True while the budget whose expiry names `count` is the app's current one (BG-5).
    func isCurrentBudget(_ count: Int) -> Bool { budgetsStarted == count }
}

/// One stay in the background: its budget and where it stands (BG-3 … BG-5, BG-9).
struct Backgrounding {
    /// When the budget runs out (BG-3, BG-7); nil before one starts (a scene-based launch that
    /// reads background, SC-5) and once the app is on its way back to the foreground (BG-4).
    var budgetEnd: VirtualTime?
    /// BG-5 has fired: BG-9 refuses new tasks until the app returns or a new budget starts.
    var budgetExpired = false
    /// didEnterBackground is running: backgroundTimeRemaining is not valid yet (BG-4).
    var enteringBackground = false
}

/// What arrived for a suspended app, delivered when it next runs, in this order (MW-3, SC-9,
/// SC-8), then its timers.
struct Suspension {
    /// A memory warning (MW-3).
    var memoryWarning = false
    /// Scenes the system disconnected (SC-9): sceneDidDisconnect each.
    var sceneDisconnects: [Int] = []
    /// Scenes the user discarded in the switcher (SC-8): sceneDidDisconnect each, then one
    /// didDiscardSceneSessions; if the process ends first, heard at the next launch.
    var sceneDiscards: [Int] = []
    /// Timers that fell due, in due order.
    var timers: [Int] = []
}
