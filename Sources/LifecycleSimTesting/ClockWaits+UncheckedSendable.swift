import Foundation
import LifecycleSim

/// The waits on one device's clock, shared by every copy of its `DeviceClock`.
///
/// `Clock` is `Sendable`: app code may wait from any task on any executor, so this state is
/// guarded by a lock, and declared `@unchecked Sendable` for it (the compiler cannot see the
/// lock), in this file named for it. Every property is read and written only inside
/// `lock.withLock`; continuations are resumed outside it. `AsyncDeterminismTests` waits from
/// many tasks a thousand times and holds the answers to the plain ordering (deadline, then the
/// order the waits began).
final class ClockWaits: ClockWatcher, @unchecked Sendable {
    /// One suspended `sleep`.
    struct Wait {
        let deadline: VirtualTime
        /// Names the wait, for its cancellation.
        let serial: Int
        /// The order waits began in: of two with one deadline, the earlier resumes first.
        let order: Int
        /// The process whose code waits; nil for the test's own code.
        let process: AppProcessID?
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var time: VirtualTime
    private var waiting: [Wait] = []
    private var nextSerial = 0
    private var nextOrder = 0
    /// Waits cancelled when not stored (before they were, or after they ended).
    private var cancelledEarly: Set<Int> = []
    /// Waits that came due while their app was suspended, in the order they came due: they
    /// resume once the app runs again, as a suspended app's timers fire then.
    private var held: [Wait] = []
    /// The waits of processes that ended: never resumed, as a killed process's code never runs
    /// again; kept so the tasks stay suspended rather than leak a continuation.
    private var ofEndedProcesses: [Wait] = []
    /// Counts waits begun and resumed: `advance` lets code run until this stops changing.
    private var changes = 0

    init(now: VirtualTime) { time = now }

    /// The device's time, as the engine last moved it.
    var now: VirtualTime { lock.withLock { time } }

    func clockMoved(to time: VirtualTime) { lock.withLock { self.time = time } }

    var nextWake: VirtualTime? { lock.withLock { waiting.lazy.map(\.deadline).min() } }

    /// How many waits have begun or been resumed so far.
    var changeCount: Int { lock.withLock { changes } }

    /// Suspends until `takeDue` hands this wait to the device, which resumes it; throws
    /// `CancellationError` when the task is cancelled first.
    func wait(until deadline: VirtualTime, process: AppProcessID?,
              isolation: isolated (any Actor)? = #isolation) async throws {
        let serial = lock.withLock {
            nextSerial += 1
            return nextSerial
        }
        try await withTaskCancellationHandler {
            // Isolated to the caller's actor, as this closure captures `isolation`: the wait begins
            // without a hop to the global executor, so waits begin in the order their code ran.
            _ = isolation
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Start { case wait, resume, cancel }
                let start: Start = lock.withLock {
                    if cancelledEarly.remove(serial) != nil { return .cancel }
                    if deadline <= time { return .resume }
                    nextOrder += 1
                    waiting.append(Wait(deadline: deadline, serial: serial, order: nextOrder, process: process,
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
            let cancelled: Wait? = lock.withLock {
                if let index = waiting.firstIndex(where: { $0.serial == serial }) { return waiting.remove(at: index) }
                cancelledEarly.insert(serial) // before it was stored, or after it ended: harmless then
                return nil
            }
            cancelled?.continuation.resume(throwing: CancellationError())
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

    /// Holds a due wait until its suspended app runs again.
    func hold(_ wait: Wait) { lock.withLock { held.append(wait) } }

    /// Removes and returns the held waits, in the order they came due.
    func takeHeld() -> [Wait] {
        lock.withLock {
            defer { held.removeAll() }
            return held
        }
    }

    /// Keeps the wait of an ended process suspended for good.
    func keepSuspended(_ wait: Wait) { lock.withLock { ofEndedProcesses.append(wait) } }
}
