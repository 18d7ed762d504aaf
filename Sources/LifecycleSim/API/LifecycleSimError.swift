/// Misuse of the Swift API, with what to do instead.
public enum LifecycleSimError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No app of that name is installed.
    case unknownApp(String, installed: [String])
    /// An app of that name is already installed.
    case duplicateApp(String)
    /// The device cannot take the event in its current state (the same events a scenario warns about):
    /// `event` is the Swift call (`device.home()`), `reason` says why in the Swift API's words.
    case refused(event: String, reason: String, rule: RuleID)
    /// `moveTo(_:)` cannot make the app hold the requested state.
    case unreachable(app: String, state: AppState, reason: String)
    /// `SimulatedDevice(ios:)` with a version the simulator does not have (before iOS 3).
    case unsupportedVersion(OSVersion)
    /// `SimulatedDevice(ios:memory:)` with no memory (zero or less).
    case noMemory(MemorySize)
    /// `SimulatedDevice(ios:memory:system:)` with a system share larger than the memory, or negative.
    case badSystemShare(system: MemorySize, memory: MemorySize)
    /// `advance(by:)` with a negative duration.
    case negativeDuration(Duration)
    /// `advance(to:)` with a time before the device's clock.
    case timeBeforeNow(VirtualTime, now: VirtualTime)
    /// With `SimulatedDevice.failsOnKills`, the call ended `app` by a watchdog or an assertion
    /// (`RuleID.watchdogAndAssertionKills`) at `time`: `reason` is what the device logged.
    case killed(app: String, rule: RuleID, time: VirtualTime, reason: String)
    /// With `SimulatedDevice.failsOnWarnings`, the call wrote a warning of `rule` about `app` (nil:
    /// the device's) at `time`, in these words.
    case warned(app: String?, rule: RuleID, time: VirtualTime, message: String)
    /// The synchronous `advance` would pass `wake`, when code waits on the device's clock: it
    /// cannot let that code run at its time (`await device.advance` can).
    case codeAwaitsClock(wake: VirtualTime, now: VirtualTime)
    /// `await device.advance` was called while another was letting code run (from that code).
    case advanceWithinAdvance
    /// App code kept running at one instant for `yields` yields without waiting on the clock.
    case codeNeverWaits(yields: Int, now: VirtualTime)

    public var description: String {
        switch self {
        case .unknownApp(let name, let installed):
            let hint = Suggestion.nearest(to: name, in: installed).map { "; did you mean '\($0)'?" } ?? ""
            let list = installed.isEmpty ? "no app is installed: call install(_:) first" : "installed: \(installed.joined(separator: ", "))"
            return "no app named '\(name)'\(hint) (\(list))"
        case .duplicateApp(let name):
            return "an app named '\(name)' is already installed: give each app a unique name"
        case .refused(let event, let reason, let rule):
            return "\(event) refused: \(reason) (\(rule))"
        case .unreachable(let app, let state, let reason):
            return "cannot move \(app) to \(state): \(reason)"
        case .unsupportedVersion(let version):
            return "iOS \(version) does not exist in the simulator: pass a version from 3 to "
                + "\(OSProfile.newestKnownVersion), such as SimulatedDevice(ios: 7) or SimulatedDevice(ios: 4, minor: 2)"
        case .noMemory(let memory):
            return "a device needs some memory, not \(memory): pass memory: above zero, such as .gigabytes(1)"
        case .badSystemShare(let system, let memory):
            return "the system's share (\(system)) must be between zero and the device's memory (\(memory)): "
                + "pass a smaller system: or a larger memory:"
        case .negativeDuration(let duration):
            return "advance(by: \(VirtualDuration(roundingUp: duration))) would run the clock backwards: pass a duration of zero or more"
        case .killed(let app, let rule, let time, let reason):
            return "\(app) was killed at \(time)s by \(rule): \(reason) (lifesim rules \(rule) says why; "
                + "a test that expects the kill wraps the call in expectKill(of: \"\(app)\", by: .\(rule.caseName)))"
        case .warned(let app, let rule, let time, let message):
            return "\(app.map { "\($0) got a warning" } ?? "the device warned") at \(time)s (\(rule)): \(message) "
                + "(lifesim rules \(rule) says why; a test that expects it wraps the call in expectWarning(by: .\(rule.caseName)))"
        case .codeAwaitsClock(let wake, let now):
            return "code waits on device.clock until \(wake)s (now \(now)s), and a synchronous advance cannot let it run: "
                + "write `try await device.advance(by:)` in an async test (LifecycleSimTesting)"
        case .advanceWithinAdvance:
            return "device.advance was called from code an advance lets run: only the test drives the device's clock"
        case .codeNeverWaits(let yields, let now):
            return "app code kept running at \(now)s for \(yields) yields without waiting on device.clock: "
                + "a loop that never waits, or waits that end at once, keeps time from moving"
        case .timeBeforeNow(let time, let now):
            return "advance(to: \(time)s) is before the device's clock (\(now)s), and the clock never runs backwards: "
                + "pass \(now)s or later"
        }
    }
}
