import Foundation
import LifecycleSim

/// The waits on one device's clock, shared by every copy of its `DeviceClock`.
///
/// `Clock` is `Sendable`: app code may wait from any task on any executor, so this state is
/// guarded by a lock, and declared `@unchecked Sendable` for it (the compiler cannot see the
/// lock), in this file named for it, with `WaitTicket`, whose one field the same lock guards.
/// Every property is read and written only inside `lock.withLock`; continuations are resumed
/// outside it. `ClockWaitsTests` begins and cancels waits from many detached tasks at once;
/// `AsyncDeterminismTests` holds the order to the plain one (deadline, then the order the waits
/// began) a thousand times.
final class ClockWaits: ClockWatcher, @unchecked Sendable {
    /// One suspended `sleep`.
    struct Wait {
        let deadline: VirtualTime
        /// The order waits began in: of two with one deadline, the earlier resumes first.
        let order: Int
        /// The process whose code waits; nil for the test's own code.
        let process: AppProcessID?
        let ticket: WaitTicket
        let continuation: CheckedContinuation<Void, any Error>
        /// Cancelled by the app's own code: it resumes by throwing `CancellationError`, when
        /// its app runs code (docs/EXECUTION_MODEL.md, "The instant of suspension").
        var cancelled = false

        /// Resumes the waiting code: with `CancellationError` when the wait was cancelled.
        func resume() {
            if cancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
        }
    }

    private let lock = NSLock()
    private var time: VirtualTime
    private var waiting: [Wait] = []
    private var nextOrder = 0
    /// Waits that came due while their app was suspended, in the order they came due: they
    /// resume once the app runs again, as a suspended app's timers fire then.
    private var held: [Wait] = []
    /// Waits the app's own code cancelled while the device ran it (an expiration handler, say):
    /// the device resumes them once BG-2 has decided, in the state it left the app in.
    private var cancelledByAppCode: [Wait] = []
    /// How deep the app code the device runs now is nested (a handler, an observer inside it …).
    private var appCodeDepth = 0
    /// The waits of processes that ended: never resumed, as a killed process's code never runs
    /// again; kept so the tasks stay suspended rather than leak a continuation.
    private var ofEndedProcesses: [Wait] = []
    /// Counts waits begun and resumed: `advance` lets code run until this stops changing.
    private var changes = 0
    /// An `advance` is letting code run: a second one, from that code, would share the engine.
    private var advancing = false

    init(now: VirtualTime) { time = now }

    /// The device's time, as the engine last moved it.
    var now: VirtualTime { lock.withLock { time } }

    func clockMoved(to time: VirtualTime) { lock.withLock { self.time = time } }

    var nextWake: VirtualTime? { lock.withLock { waiting.lazy.map(\.deadline).min() } }

    func nextWake(whereCodeCanRun canRun: (AppProcessID) -> Bool?) -> VirtualTime? {
        lock.withLock {
            // A held wait of an app that runs again is due now; a wait of an ended process never is.
            if held.contains(where: { wait in wait.process.map { canRun($0) == true } ?? true }) { return time }
            return waiting.filter { wait in wait.process.map { canRun($0) != nil } ?? true }.map(\.deadline).min()
        }
    }

    /// How many waits have begun or been resumed so far.
    var changeCount: Int { lock.withLock { changes } }

    /// Marks an `advance` as running; false when one already is.
    func beginAdvancing() -> Bool {
        lock.withLock {
            guard !advancing else { return false }
            advancing = true
            return true
        }
    }

    func endAdvancing() { lock.withLock { advancing = false } }

    /// Suspends until the device resumes this wait (`takeDue`, `takeHeld`); throws
    /// `CancellationError` when the task is cancelled first, whether the wait is waiting or held.
    func wait(until deadline: VirtualTime, process: AppProcessID?,
              isolation: isolated (any Actor)? = #isolation) async throws {
        try Task.checkCancellation()
        let ticket = WaitTicket()
        try await withTaskCancellationHandler {
            // Isolated to the caller's actor, as this closure captures `isolation`: the wait begins
            // without a hop to the global executor, so waits begin in the order their code ran.
            _ = isolation
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Start { case wait, resume, cancel }
                let start: Start = lock.withLock {
                    if ticket.cancelled { return .cancel }
                    if deadline <= time { return .resume }
                    nextOrder += 1
                    waiting.append(Wait(deadline: deadline, order: nextOrder, process: process, ticket: ticket,
                                        continuation: continuation))
                    changes += 1
                    return .wait
                }
                switch start {
                case .wait: break
                case .resume: continuation.resume()
                case .cancel: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            // Cancelled by app code the device is running (a handler, an observer), the wait resumes
            // once the device has decided whether the app still runs code; cancelled by any other
            // code (a task, the test), at once.
            let cancelled: Wait? = lock.withLock {
                ticket.cancelled = true
                var wait: Wait
                if let index = waiting.firstIndex(where: { $0.ticket === ticket }) {
                    wait = waiting.remove(at: index)
                } else if let index = held.firstIndex(where: { $0.ticket === ticket }) {
                    wait = held.remove(at: index)
                } else {
                    return nil
                }
                wait.cancelled = true
                guard appCodeDepth > 0, wait.process != nil else { return wait }
                cancelledByAppCode.append(wait)
                changes += 1
                return nil
            }
            cancelled?.resume()
        }
    }

    /// Removes and returns the waits due by `time`, earliest deadline first, then in the order
    /// they began.
    func takeDue(notAfter time: VirtualTime) -> [Wait] {
        lock.withLock {
            let due = waiting.filter { $0.deadline <= time }
                .sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
            waiting.removeAll { $0.deadline <= time }
            changes += due.count
            return due
        }
    }

    func appCodeBegins() { lock.withLock { appCodeDepth += 1 } }

    func appCodeEnds() -> Bool {
        lock.withLock {
            appCodeDepth -= 1
            return !cancelledByAppCode.isEmpty
        }
    }

    func resolveCancellations(whereCodeCanRun canRun: (AppProcessID) -> Bool?) -> [AppProcessID] {
        let cancelled: [Wait] = lock.withLock {
            defer { cancelledByAppCode.removeAll() }
            return cancelledByAppCode
        }
        var waiting: [AppProcessID] = []
        for wait in cancelled {
            guard let process = wait.process else { wait.resume(); continue }
            switch canRun(process) {
            case true?: wait.resume()
            case false?:
                hold(wait)
                if !waiting.contains(process) { waiting.append(process) }
            case nil: keepSuspended(wait)
            }
        }
        return waiting
    }

    /// Holds a due wait until its suspended app runs again.
    func hold(_ wait: Wait) { lock.withLock { held.append(wait) } }

    /// Removes and returns the held waits, in the order they came due.
    func takeHeld() -> [Wait] {
        lock.withLock {
            defer { held.removeAll() }
            return held
        }
    }

    /// Keeps the wait of an ended process suspended for good; its task is never resumed, not even
    /// by a cancellation (the process's code never runs again).
    func keepSuspended(_ wait: Wait) { lock.withLock { ofEndedProcesses.append(wait) } }
}

/// Whether one wait was cancelled: read and written only under its `ClockWaits`' lock, by the
/// wait as it begins and by its cancellation handler, whichever comes first.
final class WaitTicket: @unchecked Sendable {
    var cancelled = false
}
