/// What became of an event given to the device.
public enum EventOutcome: Hashable, Sendable {
    /// The device took the event (whatever the apps then did).
    case applied
    /// The event makes no sense in the current state: a warning was recorded and nothing changed.
    ///
    /// `reason` is worded for scenarios (the trace's warning); `apiReason` says the same for the
    /// Swift API, naming its methods where `reason` names a statement (`device.showSwitcher()`
    /// for `'switcher'`).
    case refused(reason: String, rule: RuleID, apiReason: String)

    /// True when the device took the event; false when it refused it and nothing changed.
    public var isApplied: Bool { self == .applied }
}

/// A bug in the simulator itself, carrying the state it was found in (CLI exit status 3).
public struct InternalFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var time: VirtualTime

    public var description: String { "internal error at \(time)s: \(message)" }
}
