@testable import LifecycleSim

/// An iOS 17 device with Sync (a view controller; on entering the background a task, a default
/// written and a timer 20 s later; the task's expiration handler ends it) and Notes (writes a
/// default each time it returns to the foreground), nothing run: every part of a device's state
/// can be given something by a few steps, which the state and restore tests take.
func syncAndNotesDevice() -> Device {
    let device = Device(version: OSVersion(17, 0))
    var sync = AppConfiguration(name: "Sync", modes: [.fetch])
    sync.controllers = [ControllerDefinition(name: "Root", kind: .plain)]
    sync.rootController = "Root"
    sync.on(.didEnterBackground) { context in
        context.perform(.beginTask("upload"))
        context.perform(.setDefault(key: "left", value: "background"))
        context.after(.seconds(20), perform: .log("tick"))
    }
    sync.onExpire("upload") { $0.perform(.endTask("upload")) }
    device.install(sync)
    var notes = AppConfiguration(name: "Notes")
    notes.on(.willEnterForeground) { $0.perform(.setDefault(key: "returned", value: "yes")) }
    device.install(notes)
    return device
}
