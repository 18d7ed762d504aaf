/// One thing a state-machine explorer can do to a device: an event of the language, an hour of
/// virtual time passing, or an event made from the device as it is (a scene's current number).
///
/// Both explorers (`StateMachineExplorer`, `SceneStateMachineExplorer`) take their probes as a
/// list of these, so a new event is one more line in a list.
struct ExplorerProbe: Sendable {
    /// How the diagrams name what the probe does (`home`, `time passes`, `disconnect`).
    let name: String
    private let action: @Sendable (Device) -> Bool

    /// The event `event`; nil: an hour of virtual time passes (for expiries and deadlines).
    init(_ name: String, _ event: DeviceEvent?) {
        self.name = name
        action = { device in
            guard let event else {
                device.advance(by: .hours(1))
                return true
            }
            return device.handle(event).isApplied
        }
    }

    /// The event `event` makes from the device when the probe is applied: for events that name
    /// something the run creates, such as a scene number. Nil: nothing to do in that situation.
    init(_ name: String, event: @escaping @Sendable (Device) -> DeviceEvent?) {
        self.name = name
        action = { device in
            guard let made = event(device) else { return false }
            return device.handle(made).isApplied
        }
    }

    /// Does what the probe does: false when the device refused it or there was nothing to do, and
    /// so nothing changed (a refused event changes nothing, docs/EXECUTION_MODEL.md).
    @discardableResult
    func apply(to device: Device) -> Bool { action(device) }
}
