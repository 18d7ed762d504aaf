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
    /// docs/EXECUTION_MODEL.md). After a step, the device sweeps out the scheduled items that
    /// can never act (`Device.sweepStaleItems`): the next `wait` never stops at one. A state an
    /// exploration starts from is swept the same way.
    package func apply(to device: Device) -> VirtualDuration? {
        let taken = take(on: device)
        if taken != nil { device.sweepStaleItems() }
        return taken
    }

    private func take(on device: Device) -> VirtualDuration? {
        if case .event(let event) = self { return device.handle(event).isApplied ? .zero : nil }
        guard let waited = timePassing(now: device.now, next: device.nextScheduledDeadline) else { return nil }
        device.advance(by: waited)
        return waited
    }

    /// How long the step lets time pass on a device whose clock reads `now` and whose next
    /// scheduled item is due at `next`: nil for an event, and for time passing to the next
    /// deadline when nothing is due later; a fixed wait passes its duration.
    package func timePassing(now: VirtualTime, next: VirtualTime?) -> VirtualDuration? {
        switch self {
        case .event: return nil
        case .nextDeadline:
            guard let next, next > now else { return nil }
            return next - now
        case .wait(let duration): return duration
        }
    }
}

extension Device {
    /// The state an exploration starts from: the device's snapshot, the scheduled items that can
    /// never act swept out first, as after every step (`ExploreStep.apply`).
    package func explorationStart() -> State {
        sweepStaleItems()
        return snapshot()
    }
}
