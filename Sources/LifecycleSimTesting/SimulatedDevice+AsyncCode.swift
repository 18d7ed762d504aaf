import LifecycleSim

/// Driving a device whose apps run async code: the clock that code waits on, and the `advance`
/// that lets it run.
extension SimulatedDevice {
    /// The device's virtual clock as Swift's `Clock`: hand it to app code that waits, and drive
    /// it with `await device.advance(by:)`. Ask for it before launching the apps whose code waits:
    /// from then on each task their code starts remembers its process, whose end ends its waits.
    public var clock: DeviceClock { DeviceClock(waits: clockWaits) }

    /// The next instant something is due: a wait of the apps' code on `clock`, or an item of the
    /// engine's (an expiry, a timer, a deadline); nil when nothing is.
    var nextDeadline: VirtualTime? {
        [(engine.clockWatcher as? ClockWaits)?.nextWake, engine.nextScheduledDeadline].compactMap { $0 }.min()
    }

    /// True once code was handed the device's clock: its async work runs only as `advance` lets it.
    var runsAsyncCode: Bool { engine.clockWatcher is ClockWaits }

    var clockWaits: ClockWaits {
        if let waits = engine.clockWatcher as? ClockWaits { return waits }
        let waits = ClockWaits(now: engine.now)
        engine.clockWatcher = waits
        return waits
    }

    /// Advances the virtual clock by `duration`, letting the app code that waits run at its time.
    ///
    /// Before time moves, and after each instant something is due, every task that is ready
    /// (one a handler or a timer started, one whose wait on `clock` has come) runs until it waits
    /// again or ends; then the clock moves on to the next wait or scheduled item (expiries, timers;
    /// the engine's first at one instant). Throws `LifecycleSimError.advanceWithinAdvance` when
    /// called from code another advance lets run, and `codeNeverWaits` for code that never lets
    /// time move. Driven from the main actor, as UIKit's code is
    /// (`@MainActor func test…() async`, `@MainActor @Test`), the order is the same on every
    /// run: docs/EXECUTION_MODEL.md ("App code that awaits") says what is guaranteed and where
    /// it is not. Throws as the synchronous `advance(by:)` does; with `failsOnKills` or
    /// `failsOnWarnings`, the first kill or warning is also reported at this call's line, naming
    /// the app, the rule and the tasks (`expectKill(of:by:during:)` expects one instead).
    public func advance(by duration: Duration, isolation: isolated (any Actor)? = #isolation,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                        column: UInt = #column) async throws {
        let duration = VirtualDuration(roundingUp: duration)
        guard duration >= .zero else { throw LifecycleSimError.negativeDuration(duration.duration) }
        // Not through a closure: the code must run on the caller's actor, which a closure would leave.
        do { try await advanceLettingCodeRun(to: now + duration) } catch let error as LifecycleSimError {
            throw report(error, at: AssertionSite(fileID: fileID, file: filePath, line: line, column: column))
        }
    }

    /// Advances the virtual clock to `instant`, letting the app code that waits run at its time
    /// (as `advance(by:)`).
    public func advance(to instant: DeviceClock.Instant, isolation: isolated (any Actor)? = #isolation,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                        column: UInt = #column) async throws {
        let time = DeviceClock.virtualTime(instant)
        guard time >= now else { throw LifecycleSimError.timeBeforeNow(time, now: now) }
        do { try await advanceLettingCodeRun(to: time) } catch let error as LifecycleSimError {
            throw report(error, at: AssertionSite(fileID: fileID, file: filePath, line: line, column: column))
        }
    }

    /// `advance(to:)` without reporting a failure at a caller's line: the exploration of every
    /// path reads what it throws as that path's finding.
    func advanceLettingCodeRun(to time: VirtualTime, isolation: isolated (any Actor)? = #isolation) async throws {
        let waits = clockWaits
        guard waits.beginAdvancing() else { throw LifecycleSimError.advanceWithinAdvance }
        defer { waits.endAdvancing() }
        defer { stepEnded(Self.advancing) }
        let serially = runsWaitingCodeSerially && isolation === MainActor.shared
        if serially { GlobalJobsOnMainActor.begin() }
        defer { if serially { GlobalJobsOnMainActor.end() } }
        while true {
            for wait in waits.takeHeld() { end(wait, in: waits) }
            try await letReadyCodeRun(waits)
            try checkFailures()
            // The next instant something is due: a wait, or an item of the engine's (a timer, an
            // expiry), whose code may start tasks that must run at that instant too.
            let next = min(time, waits.nextWake ?? time, engine.nextScheduledDeadline ?? time)
            if next > now || engine.nextScheduledDeadline.map({ $0 <= now }) == true {
                engine.advance(to: max(next, now))
                try checkFailures()
            } else if waits.nextWake.map({ $0 > now }) ?? true {
                return
            }
            for wait in waits.takeDue(notAfter: now) { end(wait, in: waits) }
        }
    }

    /// Resumes a wait that has come due, unless its process has ended (it then stays suspended for
    /// good) or its app is suspended (it is held until the app runs again).
    private func end(_ wait: ClockWaits.Wait, in waits: ClockWaits) {
        guard let process = wait.process else { return wait.resume() }
        switch engine.codeRuns(in: process) {
        case true?: wait.resume()
        case false?: waits.hold(wait)
        case nil: waits.keepSuspended(wait)
        }
    }

    /// Yields the caller's executor until `quietYields` yields in a row saw no wait begin or end
    /// and no record written: each yield queues the caller behind every job already queued, so
    /// a task resumed or started before it runs to its next suspension first.
    private func letReadyCodeRun(_ waits: ClockWaits, isolation: isolated (any Actor)? = #isolation) async throws {
        var mark = (waits.changeCount, traceLog.entries.count)
        var quiet = 0
        var yields = 0
        while quiet < Self.quietYields {
            yields += 1
            guard yields <= Self.yieldLimit else { throw LifecycleSimError.codeNeverWaits(yields: Self.yieldLimit, now: now) }
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

    /// Yields at one instant after which app code that keeps working without waiting on the
    /// clock (a loop that logs or begins waits that end at once) is reported rather than awaited
    /// for ever.
    static var yieldLimit: Int { 100_000 }
}
