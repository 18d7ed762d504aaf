import LifecycleSim

/// Driving a device whose apps run async code: the clock that code waits on, and the `advance`
/// that lets it run.
extension SimulatedDevice {
    /// The device's virtual clock as Swift's `Clock`: hand it to app code that waits, and drive
    /// it with `await device.advance(by:)`.
    public var clock: DeviceClock { DeviceClock(waits: clockWaits) }

    var clockWaits: ClockWaits {
        if let waits = engine.clockWatcher as? ClockWaits { return waits }
        let waits = ClockWaits(now: engine.now)
        engine.clockWatcher = waits
        return waits
    }

    /// Advances the virtual clock by `duration`, letting the app code that waits run at its time.
    ///
    /// Before time moves, and after each instant some code waits for, every task that is ready
    /// (one a handler started, one whose wait on `clock` has come) runs until it waits again or
    /// ends; then the clock moves on to the next wait or scheduled item (expiries, timers, the
    /// engine's first at one instant). Driven from the main actor, as UIKit's code is
    /// (`@MainActor func test…() async`, `@MainActor @Test`), the order is the same on every
    /// run: docs/EXECUTION_MODEL.md ("App code that awaits") says what is guaranteed and where
    /// it is not. Throws as the synchronous `advance(by:)` does, and `LifecycleSimError.killed`
    /// with `failsOnKills` at the first kill.
    public func advance(by duration: VirtualDuration, isolation: isolated (any Actor)? = #isolation) async throws {
        guard duration >= .zero else { throw LifecycleSimError.negativeDuration(duration) }
        try await advanceLettingCodeRun(to: now + duration)
    }

    /// Advances the virtual clock to `time`, letting the app code that waits run at its time (as
    /// `advance(by:)`).
    public func advance(to time: VirtualTime, isolation: isolated (any Actor)? = #isolation) async throws {
        guard time >= now else { throw LifecycleSimError.timeBeforeNow(time, now: now) }
        try await advanceLettingCodeRun(to: time)
    }

    private func advanceLettingCodeRun(to time: VirtualTime, isolation: isolated (any Actor)? = #isolation) async throws {
        let waits = clockWaits
        let serially = runsWaitingCodeSerially && isolation === MainActor.shared
        if serially { GlobalJobsOnMainActor.begin() }
        defer { if serially { GlobalJobsOnMainActor.end() } }
        while true {
            for wait in waits.takeHeld() { end(wait, in: waits) }
            await letReadyCodeRun(waits)
            try checkKills()
            if let wake = waits.nextWake, wake <= time {
                engine.advance(to: wake)
                try checkKills()
                for wait in waits.takeDue(notAfter: engine.now) { end(wait, in: waits) }
            } else if now < time {
                engine.advance(to: time)
            } else {
                return
            }
        }
    }

    /// Resumes a wait that has come due, unless its process has ended (it then stays suspended for
    /// good) or its app is suspended (it is held until the app runs again).
    private func end(_ wait: ClockWaits.Wait, in waits: ClockWaits) {
        guard let process = wait.process else { return wait.continuation.resume() }
        switch engine.codeRuns(in: process) {
        case true?: wait.continuation.resume()
        case false?: waits.hold(wait)
        case nil: waits.keepSuspended(wait)
        }
    }

    /// Yields the caller's executor until `quietYields` yields in a row saw no wait begin or end
    /// and no record written: each yield queues the caller behind every job already queued, so
    /// a task resumed or started before it runs to its next suspension first.
    private func letReadyCodeRun(_ waits: ClockWaits, isolation: isolated (any Actor)? = #isolation) async {
        var mark = (waits.changeCount, traceLog.entries.count)
        var quiet = 0
        while quiet < Self.quietYields {
            await Task.yield()
            let next = (waits.changeCount, traceLog.entries.count)
            if next == mark {
                quiet += 1
            } else {
                mark = next
                quiet = 0
            }
        }
    }

    /// Yields in a row with nothing new before time moves: a task may hop between executors
    /// this many times between two things the device sees.
    static var quietYields: Int { 16 }
}
