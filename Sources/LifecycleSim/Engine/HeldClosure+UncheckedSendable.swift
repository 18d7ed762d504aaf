/// A closure of the app's that the system keeps to run later (a timer's body, an expiration
/// handler, a BGTaskScheduler launch handler), handed over through the Swift API, in a box that
/// gives it an identity: a device's state (`Device.State`) holds the box, and two states hold the
/// same code when they hold the same box. Code written in the scenario language is kept as a value
/// instead (`HeldExpiration.handlers`, `TimerLabel.action`, `HeldLaunchHandler.handlers`), so two
/// states reached by different paths compare by what that code is.
///
/// `@unchecked Sendable`, the reason this file is named for it: a closure is not `Sendable`, and
/// `Device.State` is. The engine runs app code on the thread that drives the device, and a state
/// restored on another thread runs the closure there; code in the scenario language holds no
/// closure, and Swift API code that captures objects of its own must be restored where it was
/// made. `HeldCodeTests` compares a state holding a box with one holding the same code as a value.
final class HeldClosure<Function>: Hashable, @unchecked Sendable {
    let function: Function

    init(_ function: Function) { self.function = function }

    static func == (lhs: HeldClosure, rhs: HeldClosure) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
