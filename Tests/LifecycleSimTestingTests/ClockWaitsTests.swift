import LifecycleSim
@testable import LifecycleSimTesting
import XCTest

/// `ClockWaits` under contention (its file is `+UncheckedSendable`: the lock is what makes it safe):
/// waits begun from many detached tasks at once, half of them cancelled while others are resumed,
/// all end, each the way it should (cancelled ones throw, the others return), and none is lost.
final class ClockWaitsTests: XCTestCase {
    private actor Outcomes {
        var returned = 0, cancelled = 0
        func record(_ ok: Bool) { if ok { returned += 1 } else { cancelled += 1 } }
        var total: Int { returned + cancelled }
    }

    func test_waitsBegunCancelledAndResumedFromManyThreadsAllEnd() async throws {
        let waits = ClockWaits(now: .zero)
        let outcomes = Outcomes()
        let count = 400
        var tasks: [Task<Void, Never>] = []
        for index in 0..<count {
            let wait = Task.detached {
                try await waits.wait(until: VirtualTime(milliseconds: Int64(index % 7 + 1)), process: nil)
            }
            tasks.append(Task.detached {
                do { try await wait.value; await outcomes.record(true) } catch { await outcomes.record(false) }
            })
            if index.isMultiple(of: 2) { wait.cancel() }
        }
        var rounds = 0
        while await outcomes.total < count {
            for due in waits.takeDue(notAfter: VirtualTime(milliseconds: 100)) { due.continuation.resume() }
            rounds += 1
            XCTAssertLessThan(rounds, 1_000_000, "a wait was lost")
            await Task.yield()
        }
        for task in tasks { await task.value }
        let cancelled = await outcomes.cancelled
        XCTAssertGreaterThan(cancelled, 0)
        XCTAssertLessThanOrEqual(cancelled, count / 2, "only the cancelled half can throw")
        XCTAssertNil(waits.nextWake, "nothing is left waiting")
    }
}
