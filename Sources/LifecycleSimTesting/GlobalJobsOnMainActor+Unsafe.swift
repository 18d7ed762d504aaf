import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs every job bound for Swift's global concurrent executor on the main actor instead, one
/// at a time, while an `advance` lets waiting code run: the technique of swift-concurrency-extras'
/// `withMainSerialExecutor` (used by TCA's TestStore and swift-clocks' TestClock).
///
/// Why: `Clock.sleep(for:)` and every nonisolated async function run on the global executor, a
/// pool of threads. A wait resumed by the device finishes there and then hops back to the main
/// actor, so two waits resumed at one instant would reach the main actor in whichever order the
/// threads happen to run, and the trace would differ from run to run. With these jobs queued on
/// the main actor, which runs its jobs in the order they arrive, the order is fixed.
///
/// How, and why this file is named for it: the Swift runtime exports a hook,
/// `swift_task_enqueueGlobal_hook`, that it calls for every global job; this file finds it with
/// `dlsym` and writes a function into it: a raw pointer into the runtime, which the compiler
/// cannot check. Where the symbol is missing (Windows, a runtime without it) nothing is changed
/// and waiting code runs as `SimulatedDevice.runsWaitingCodeSerially = false` runs it: the plain
/// path, which `AsyncDeterminismTests` compares this one with (both run every job; only this one
/// fixes their order). The hook is process-wide: while it is set,
/// global jobs of other tests running in parallel queue on the main actor too (correct, only
/// serialised); it is set only while an `advance` driven from the main actor lets code run.
enum GlobalJobsOnMainActor {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    nonisolated(unsafe) private static let hook: UnsafeMutablePointer<Hook?>? = {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        return dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: Hook?.self)
        #else
        return nil
        #endif
    }()

    private static let lock = NSLock()
    /// How many `advance` calls have the hook set; guarded by `lock`.
    nonisolated(unsafe) private static var users = 0
    /// The hook as it was before the first of them; guarded by `lock`.
    nonisolated(unsafe) private static var previous: Hook?

    /// True when the runtime has the hook, so `begin()` makes the order fixed.
    static var isAvailable: Bool { hook != nil }

    /// Queues global jobs on the main actor until the matching `end()`.
    static func begin() {
        guard let hook else { return }
        lock.withLock {
            if users == 0 {
                previous = hook.pointee
                hook.pointee = { job, _ in MainActor.shared.enqueue(job) }
            }
            users += 1
        }
    }

    /// Ends one `begin()`; the last restores the runtime's own scheduling.
    static func end() {
        guard let hook else { return }
        lock.withLock {
            users -= 1
            if users == 0 { hook.pointee = previous }
        }
    }
}
