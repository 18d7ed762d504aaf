/// W9's hand-written machine: Benchmarks/explore-model.scenario as a small value of W1's enum
/// states (`HandWrittenLifecycle.State`) holding exactly what tells two of its situations apart
/// (`Device.Situation`), with the model's twelve steps (`W9Explore.events`). It knows this model
/// only: the Uploader begins a task in didEnterBackground and its expiration handler ends it,
/// each app works `work` seconds in willEnterForeground, no process ever ends.
/// Benchmarks/spin/model.pml is the same machine in Promela; BENCHMARKS.md, "W9", says why each
/// field is there, and `W9Pairing` holds its states one to one with the engine's situations.
///
/// Every time counts from now, as a situation's do: after each step the clock goes back to 0
/// and the deadlines move with it, so equal values are equal situations. The queue holds only
/// items that are not stale (`Device.isStale`): explore sweeps out the others after every step
/// (`Device.sweepStaleItems`), and the machine removes an item the moment it becomes stale,
/// which is the same, since a stale item does nothing when it fires.
struct W9Machine: Hashable {
    typealias AppState = HandWrittenLifecycle.State

    /// An app, as the screen, the lock's return and the switcher's cards name it.
    enum App: UInt8 { case uploader = 1, notes = 2 }

    /// The phone call (the device's `CallState`; no call is ever answered with an app in front here).
    enum Call: UInt8 { case none, bannerRinging, bannerAnswered, ringing, answered }

    var uploader = AppState.notRunning
    var notes = AppState.notRunning
    /// While the Uploader is in the background (its task outstanding): when its budget ends.
    var uploaderBudgetEnd: Int8 = 0
    /// The Uploader's process has begun a task: UIKit keeps its last identifier (BG-6).
    var uploaderBegan = false
    /// Both processes run, Notes' the older: the situation ranks process generations.
    var notesFirst = false
    var queue = W9Queue()
    var front: App?
    var switcherOpen = false
    var callOverlay = false
    var call = Call.none
    var locked = false
    var lockReturn: App?
    /// The switcher's cards, most recent first.
    var firstCard: App?
    var secondCard: App?

    /// The twelve steps, in `W9Explore.events` order.
    enum Step: CaseIterable {
        case launchUploader, launchNotes, home, switcher, switcherClose, lock, unlock, call, callAccept, callDecline,
             callEnd, wait
    }

    /// Every field but the queue in one word, so that a `Set` hashes and compares two words.
    private var packed: UInt64 {
        func code(_ state: AppState) -> UInt64 {
            switch state {
            case .notRunning: 0
            case .inactive: 1
            case .active: 2
            case .background: 3
            case .suspended: 4
            }
        }
        let apps = code(uploader) | code(notes) << 3 | UInt64(UInt8(bitPattern: uploaderBudgetEnd)) << 6
        let flags = (uploaderBegan ? 1 : 0) | (notesFirst ? 2 : 0) | (switcherOpen ? 4 : 0) | (callOverlay ? 8 : 0)
            | (locked ? 16 : 0) as UInt64
        let screen = UInt64(front?.rawValue ?? 0) | UInt64(lockReturn?.rawValue ?? 0) << 2 | UInt64(firstCard?.rawValue ?? 0) << 4
            | UInt64(secondCard?.rawValue ?? 0) << 6 | UInt64(call.rawValue) << 8
        return apps | flags << 14 | screen << 19
    }

    static func == (lhs: W9Machine, rhs: W9Machine) -> Bool { lhs.queue == rhs.queue && lhs.packed == rhs.packed }

    func hash(into hasher: inout Hasher) {
        hasher.combine(queue.bits)
        hasher.combine(packed)
    }

    subscript(app: App) -> AppState {
        get { app == .uploader ? uploader : notes }
        set { if app == .uploader { uploader = newValue } else { notes = newValue } }
    }

    private var overlaysOpen: Bool { switcherOpen || callOverlay }

    /// The state after `step`, or nil when the device refuses it. `work`: the seconds each app
    /// works in willEnterForeground.
    func taking(_ step: Step, work: Int) -> W9Machine? {
        var next = self
        var now = 0
        guard next.take(step, now: &now, work: work) else { return nil }
        next.fireDue(now: now)
        next.queue.move(by: now)
        if next.uploader == .background { next.uploaderBudgetEnd -= Int8(now) }
        return next
    }

    /// Takes `step` as the device does (FG-1, IN-1 … IN-5, LK-2, the launch of LA-1 and FG-3),
    /// moving `now` by the work of a return or to the item `wait` reaches; false when refused.
    private mutating func take(_ step: Step, now: inout Int, work: Int) -> Bool {
        switch step {
        case .launchUploader: return launch(.uploader, now: &now, work: work)
        case .launchNotes: return launch(.notes, now: &now, work: work)
        case .home:
            guard !locked, front != nil || overlaysOpen else { return false }
            if call == .ringing { call = .none }
            switcherOpen = false
            callOverlay = false
            leaveForeground(now: now)
        case .switcher:
            guard !switcherOpen, !locked else { return false }
            let blocked = overlaysOpen
            switcherOpen = true
            if !blocked, let front, self[front] == .active { self[front] = .inactive }
        case .switcherClose:
            guard switcherOpen else { return false }
            switcherOpen = false
            reactivateFront()
        case .lock:
            guard !locked else { return false }
            switcherOpen = false
            locked = true
            lockReturn = front
            leaveForeground(now: now)
        case .unlock:
            guard locked else { return false }
            locked = false
            let target = lockReturn
            lockReturn = nil
            guard let target else { return true }
            switch self[target] {
            case .inactive, .active: reactivateFront()
            case .background, .suspended: if !overlaysOpen { bringToForeground(target, now: &now, work: work) }
            case .notRunning: break
            }
        case .call:
            guard call == .none else { return false }
            guard locked else {
                call = .bannerRinging
                return true
            }
            callOverlay = true
            call = .ringing
        case .callAccept:
            if call == .bannerRinging {
                call = .bannerAnswered
                return true
            }
            guard call == .ringing else { return false }
            switcherOpen = false
            callOverlay = false
            call = .answered
            leaveForeground(now: now)
        case .callDecline:
            return decline()
        case .callEnd:
            switch call {
            case .none: return false
            case .ringing, .bannerRinging: return decline()
            case .bannerAnswered, .answered: call = .none
            }
        case .wait:
            guard !queue.isEmpty else { return false }
            now = queue.deadline(0)
        }
        return true
    }

    private mutating func decline() -> Bool {
        switch call {
        case .bannerRinging:
            call = .none
        case .ringing:
            call = .none
            callOverlay = false
            reactivateFront()
        default:
            return false
        }
        return true
    }

    private mutating func launch(_ app: App, now: inout Int, work: Int) -> Bool {
        guard !locked, !overlaysOpen, front != app else { return false }
        leaveForeground(now: now)
        bringToForeground(app, now: &now, work: work)
        return true
    }

    private mutating func reactivateFront() {
        guard !locked, !overlaysOpen, let front, self[front] == .inactive else { return }
        self[front] = .active
    }

    /// The app in front (if any) leaves the screen: the background, a new budget, its
    /// didEnterBackground (the Uploader's task), then BG-2 (Notes is suspended at once).
    ///
    /// The new budget makes the app's earlier expiry and end stale (no longer its current
    /// budget), and the Uploader's earlier checks name tasks its return ended. Nothing left is
    /// due at the new budget's end (an earlier budget's items come before it, and a check due then
    /// names a task begun 5 s before, ended since), so the end, scheduled in the place the budget
    /// takes now, comes before every item due then.
    private mutating func leaveForeground(now: Int) {
        guard let app = front else { return }
        front = nil
        if app == .uploader {
            queue.removeAll { $0 != .notesExpiry }
            assert(queue.count(dueAt: now + 30) == 0, "an item still to happen is due at the Uploader's budget end")
            uploaderBudgetEnd = Int8(now + 30)
            queue.schedule(.uploaderExpiry, at: now + 26)
            queue.schedule(.uploaderCheck, at: now + 35)
            uploaderBegan = true
            uploader = .background
        } else {
            queue.removeAll { $0 == .notesExpiry }
            queue.schedule(.notesExpiry, at: now + 26)
            notes = .suspended
        }
    }

    /// A card first, then a cold launch or a return (willEnterForeground: the Uploader ends its
    /// task, so its check is stale; each works `work` seconds).
    private mutating func bringToForeground(_ app: App, now: inout Int, work: Int) {
        if firstCard != app {
            secondCard = firstCard
            firstCard = app
        }
        front = app
        switch self[app] {
        case .notRunning:
            notesFirst = app == .uploader && notes != .notRunning
        case .background, .suspended:
            if app == .uploader {
                uploaderBudgetEnd = 0
                queue.removeAll { $0 == .uploaderCheck }
            }
            now += work
        case .inactive, .active:
            return
        }
        self[app] = .active
    }

    /// Fires what is due by `now`, in order: only the Uploader's expiry (always its current
    /// budget's), while it is in the background, changes anything (its end is scheduled in the
    /// place the budget took, its handler ends the task, so its check is stale, and BG-2 suspends
    /// it). The others do nothing: Notes is suspended at once (BG-2), the Uploader's end comes once
    /// its expiry has suspended it or it has returned, and its check once its task is ended.
    private mutating func fireDue(now: Int) {
        while !queue.isEmpty && queue.deadline(0) <= now {
            let expiry = queue.kind(0) == .uploaderExpiry
            queue.removeFirst()
            guard expiry, uploader == .background else { continue }
            queue.schedule(.uploaderEnd, at: Int(uploaderBudgetEnd), first: true)
            queue.removeAll { $0 == .uploaderCheck }
            uploader = .suspended
            uploaderBudgetEnd = 0
        }
    }
}
