import Dispatch

/// Runs `body(0)` … `body(count - 1)` at once, one per core, and returns when all have: each call
/// must touch only what is its own (the state-machine search gives each its own device and its
/// own run of situations). Nothing here checks that, which is why this file is named for it; the
/// search's one-worker run is the plain path `StateMachineSearchTests` compares it with.
@usableFromInline
func concurrently(_ count: Int, _ body: (Int) -> Void) {
    guard count > 1 else {
        if count == 1 { body(0) }
        return
    }
    withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let body = body
        DispatchQueue.concurrentPerform(iterations: count) { body($0) }
    }
}
