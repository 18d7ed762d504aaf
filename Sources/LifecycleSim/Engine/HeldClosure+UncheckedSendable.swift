/// A closure of the app's that the system keeps to run later (a timer's body, an expiration
/// handler, a BGTaskScheduler launch handler), handed over through the Swift API, with a number
/// the device gives it when it is handed over (`Device.hold(_:)`): a device's state
/// (`Device.State`) holds the closure and its number, and two states hold the same code when they
/// hold the same number. Code written in the scenario language is kept as a value instead
/// (`HeldExpiration.handlers`, `TimerLabel.action`, `HeldLaunchHandler.handlers`), so two states
/// reached by different paths compare by what that code is.
///
/// A number and not a box of its own: a box is one more allocation for every timer and task the
/// app's code starts (W2 of BENCHMARKS.md).
///
/// `@unchecked Sendable`, the reason this file is named for it: a closure is not `Sendable`, and
/// `Device.State` is. The engine runs app code on the thread that drives the device, and a state
/// restored on another thread runs the closure there; code in the scenario language holds no
/// closure, and Swift API code that captures objects of its own must be restored where it was
/// made. `DeviceStateTests` compares states holding closures and states holding the language's code.
struct HeldClosure<Function>: Hashable, @unchecked Sendable {
    /// The number the device gave it, unique on that device and on any device restored from it.
    let number: Int
    let function: Function

    static func == (lhs: HeldClosure, rhs: HeldClosure) -> Bool { lhs.number == rhs.number }

    func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

extension Device {
    /// Keeps `function`, handed over by the app's code, with a number of its own.
    func hold<Function>(_ function: Function) -> HeldClosure<Function> {
        defer { nextHeldClosure += 1 }
        return HeldClosure(number: nextHeldClosure, function: function)
    }
}
