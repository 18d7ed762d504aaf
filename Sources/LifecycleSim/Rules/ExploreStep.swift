/// One step of an exploration of every path (`lifesim explore`, `Exploration` in the Swift API;
/// docs/LANGUAGE.md, "Exploring every path"): an event of the language, or time passing, to the
/// next thing the device has scheduled (an expiry, a timer, a deadline) or by a given duration.
public enum ExploreStep: Hashable, Sendable, CustomStringConvertible {
    case event(DeviceEvent)
    /// Time passes to the device's next scheduled item; nothing to do when none is scheduled.
    case nextDeadline
    /// Time passes by this much.
    case wait(VirtualDuration)

    /// True for an event; false for time passing.
    public var isEvent: Bool {
        if case .event = self { return true }
        return false
    }

    /// How the step is named in `--events` and in the report (`home`, `wait`, `+30s`).
    public var description: String {
        switch self {
        case .event(let event): return event.description
        case .nextDeadline: return "wait"
        case .wait(let duration): return "+\(duration)"
        }
    }

    /// Does the step on `device`: the time it took, or nil when the device refused it or there
    /// was nothing to do (and so nothing changed: a refused event changes nothing,
    /// docs/EXECUTION_MODEL.md).
    package func apply(to device: Device) -> VirtualDuration? {
        switch self {
        case .event(let event):
            return device.handle(event).isApplied ? .zero : nil
        case .nextDeadline:
            guard let deadline = device.nextScheduledDeadline, deadline > device.now else { return nil }
            let waited = deadline - device.now
            device.advance(to: deadline)
            return waited
        case .wait(let duration):
            device.advance(by: duration)
            return duration
        }
    }
}
