/// One thing a state-machine explorer can do to a device: an event of the language, an hour of
/// virtual time passing, or an event made from the device as it is (a scene's current number).
///
/// Both explorers (`StateMachineExplorer`, `SceneStateMachineExplorer`) take their probes as a
/// list of these, so a new event is one more line in a list.
struct ExplorerProbe: Sendable {
    /// How the diagrams name what the probe does (`home`, `time passes`, `disconnect`).
    let name: String
    private let action: @Sendable (Device) -> Void

    /// The event `event`; nil: an hour of virtual time passes (for expiries and deadlines).
    init(_ name: String, _ event: DeviceEvent?) {
        self.name = name
        action = { device in
            if let event { device.handle(event) } else { device.advance(by: .hours(1)) }
        }
    }

    /// The event `event` makes from the device when the probe is applied: for events that name
    /// something the run creates, such as a scene number. Nil: nothing to do in that situation.
    init(_ name: String, event: @escaping @Sendable (Device) -> DeviceEvent?) {
        self.name = name
        action = { device in
            if let made = event(device) { device.handle(made) }
        }
    }

    func apply(to device: Device) { action(device) }
}
