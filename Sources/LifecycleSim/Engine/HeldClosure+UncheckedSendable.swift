/// A closure of the app's that the system keeps to run later (a timer's body, an expiration
/// handler, a BGTaskScheduler launch handler), handed over through the Swift API, with a number
/// the device gives it when it is handed over (`Device.hold(_:)`): a device's state
/// (`Device.State`) holds the closure and its number, and two states hold the same code when they
/// hold the same number. Code written in the scenario language is kept as a value instead
/// (`HeldExpiration.handlers`, `TimerLabel.action`, `HeldLaunchHandler.handlers`), so two states
/// reached by different paths compare by what that code is.
///
/// A number and not a box of its own, and one case per shape of closure rather than a generic
/// parameter: a box is one more allocation for every timer and task the app's code starts, and a
/// closure stored as a generic value is wrapped in a thunk, another (W2 of BENCHMARKS.md).
///
/// A closure acts on the device it was handed to (the context it captured names that device), so
/// a state that holds one names its device (`Device.State`'s origin) and is restored into that
/// device alone; the language's code names none and goes anywhere.
///
/// `@unchecked Sendable`, the reason this file is named for it: a closure is not `Sendable`, and
/// `Device.State` is. The engine runs app code on the thread that drives the device; a state that
/// holds a closure goes back only into its own device, on the thread that drives it. `DeviceStateTests` compares states holding closures and states holding the language's code.
struct HeldClosure: Hashable, @unchecked Sendable {
    /// The closure, by the shape of code it is.
    enum Function {
        /// A timer's body (`AppContext.after(_:label:_:)`).
        case appCode(AppHandler)
        /// An expiration handler (`beginBackgroundTask(withName:expirationHandler:)`, a BGTask's).
        case expiration(() -> Void)
        /// A BGTaskScheduler launch handler (`register(forTaskWithIdentifier:launchHandler:)`).
        case launch((BGTaskHandle) -> Void)
    }

    /// The number the device gave it, unique on that device and on any device restored from it.
    let number: Int
    let function: Function

    /// The timer's body it holds, if it is one.
    var appCode: AppHandler? { if case .appCode(let body) = function { body } else { nil } }

    /// The expiration handler it holds, if it is one.
    var expiration: (() -> Void)? { if case .expiration(let body) = function { body } else { nil } }

    /// The launch handler it holds, if it is one.
    var launch: ((BGTaskHandle) -> Void)? { if case .launch(let body) = function { body } else { nil } }

    static func == (lhs: HeldClosure, rhs: HeldClosure) -> Bool { lhs.number == rhs.number }

    func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

/// Which device a state was taken from, when it must be restored into that device alone: a closure
/// handed over through the Swift API acts on the device it was handed to (through the context it
/// captured), never on another. Compared by identity; a state holding it keeps it alive, so no
/// other device can have it.
public final class DeviceIdentity: Hashable, Sendable {
    init() {}

    public static func == (lhs: DeviceIdentity, rhs: DeviceIdentity) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension HeldExpiration {
    /// A closure handed over through the Swift API, not the language's handlers.
    var isClosure: Bool { if case .closure = self { true } else { false } }
}

extension HeldLaunchHandler {
    /// A closure handed over through the Swift API, not the language's handlers.
    var isClosure: Bool { if case .closure = self { true } else { false } }
}

extension Device {
    /// Keeps `function`, handed over by the app's code, with a number of its own.
    func hold(_ function: HeldClosure.Function) -> HeldClosure {
        defer { nextHeldClosure += 1 }
        return HeldClosure(number: nextHeldClosure, function: function)
    }

    /// The number of the first closure a device holds.
    static let firstHeldClosure = 1
}
