/// BGTaskScheduler (BT-1 … BT-8, iOS 13+): the kinds of request, what a request asks for, and
/// what the system does with them.

/// `BGAppRefreshTaskRequest`, `BGProcessingTaskRequest` or `BGContinuedProcessingTaskRequest`.
public enum BGTaskKind: String, Hashable, Sendable, CaseIterable {
    case refresh, processing
    /// iOS 26: work the user started in the app, which goes on in the background with the
    /// system's progress UI (BT-9).
    case continued
}

/// The app's `BGTaskSchedulerPermittedIdentifiers` (BT-1, BT-9).
public enum PermittedIdentifiers {
    /// BT-9: a wildcard entry `PREFIX.*` among `entries` permits `id`, `PREFIX.` followed by
    /// anything (the identifiers of continued processing tasks, iOS 26).
    public static func wildcardPermits(_ entries: [String], _ id: String) -> Bool {
        entries.contains { entry in isWildcard(entry) && id.hasPrefix(entry.dropLast()) && id.count >= entry.count }
    }

    /// BT-9: `text` is a wildcard entry, a task identifier followed by `.*`.
    public static func isWildcard(_ text: String) -> Bool { text.hasSuffix(".*") && text.count > 2 }
}

/// A task request as `submit(_:)` receives it (BT-2).
public struct BGTaskRequest: Hashable, Sendable {
    /// The identifier; it must be in the app's `BGTaskSchedulerPermittedIdentifiers` (BT-1).
    public var identifier: String
    public var kind: BGTaskKind
    /// `earliestBeginDate`, counted from the moment of the submission; nil for none.
    public var earliest: Duration? {
        get { earliestDelay?.duration }
        set { earliestDelay = newValue.map { VirtualDuration(roundingUp: $0) } }
    }
    /// `earliest` on the device's clock.
    package var earliestDelay: VirtualDuration?
    /// `requiresNetworkConnectivity` (processing requests).
    public var requiresNetwork: Bool
    /// `requiresExternalPower` (processing requests).
    public var requiresPower: Bool

    public init(identifier: String, kind: BGTaskKind, earliest: Duration? = nil,
                requiresNetwork: Bool = false, requiresPower: Bool = false) {
        self.identifier = identifier
        self.kind = kind
        self.earliestDelay = earliest.map { VirtualDuration(roundingUp: $0) }
        self.requiresNetwork = requiresNetwork
        self.requiresPower = requiresPower
    }

    /// `com.example.refresh refresh earliest 15m network power`, as `bg-submit` writes it.
    public var description: String {
        var text = "\(identifier) \(kind.rawValue)"
        if let earliestDelay { text += " earliest \(earliestDelay)" }
        if requiresNetwork { text += " network" }
        if requiresPower { text += " power" }
        return text
    }
}

/// What the system does with an identifier's request on the timeline (`bgtask run|simulate|expire APP ID`).
public enum BGTaskSystemAction: String, Hashable, Sendable, CaseIterable {
    /// The system decides to run the pending request now (BT-3, BT-4, BT-5).
    case run
    /// The debugger's `_simulateLaunchForTaskWithIdentifier:` (BT-7).
    case simulate
    /// The system ends the running task early (`_simulateExpirationForTaskWithIdentifier:`, BT-6).
    case expire
}

/// `BGTaskScheduler.Error.Code`: why `submit(_:)` threw (BT-1, BT-2).
public struct BGTaskSchedulerError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: String, Hashable, Sendable, CaseIterable {
        case unavailable, tooManyPendingTaskRequests, notPermitted
    }

    public var code: Code

    public init(_ code: Code) { self.code = code }

    public var description: String { "BGTaskScheduler.Error.Code.\(code.rawValue)" }
}

/// Where one identifier stands (`expect APP bgtask ID running|pending|none`).
public enum BGTaskStatus: String, Hashable, Sendable, CaseIterable {
    case running, pending, none
}

/// The task a launch handler receives (`BGTask`): its identifier, its expiration handler, and
/// `setTaskCompleted(success:)` (BT-3, BT-6).
public final class BGTaskHandle {
    public let identifier: String
    public let kind: BGTaskKind
    /// The code of the process the task runs in.
    public let context: AppContext
    /// Runs at expiry (BT-6); set it in the launch handler.
    public var expirationHandler: (() -> Void)? {
        get {
            guard case .closure(let held) = expiration else { return nil }
            return held.expiration
        }
        set { expiration = newValue.map { .closure(context.hold(.expiration($0))) } }
    }
    /// What runs at expiry: the closure set as `expirationHandler`, or the language's handlers.
    var expiration: HeldExpiration?
    let serial: Int
    let requiresNetwork: Bool
    let requiresPower: Bool

    init(identifier: String, kind: BGTaskKind, context: AppContext, serial: Int, requiresNetwork: Bool,
         requiresPower: Bool) {
        self.identifier = identifier
        self.kind = kind
        self.context = context
        self.serial = serial
        self.requiresNetwork = requiresNetwork
        self.requiresPower = requiresPower
    }

    /// `setTaskCompleted(success:)`: the task ends; the app is suspended if nothing else keeps it running (BG-2).
    public func setTaskCompleted(success: Bool) {
        context.setTaskCompleted(identifier, success: success)
    }
}

/// A pending request and the moment it may first run (BT-4).
struct PendingBGRequest: Hashable {
    var request: BGTaskRequest
    var earliest: VirtualTime?
}

/// What happened to a BGTaskScheduler request or task (the `bgtask` record's `change`).
public enum BGTaskChange: String, Hashable, Sendable, CaseIterable {
    case submitted, replaced, cancelled, launched, completed, expired
}

/// A change to an app's BGTaskScheduler requests or tasks (BT-2, BT-3, BT-6, BT-7).
public struct BGTaskRecord: Hashable, Sendable {
    public var time: VirtualTime
    public var app: String
    public var id: String
    public var kind: BGTaskKind
    public var change: BGTaskChange
    public var rule: RuleID

    public init(time: VirtualTime, app: String, id: String, kind: BGTaskKind, change: BGTaskChange, rule: RuleID) {
        self.time = time
        self.app = app
        self.id = id
        self.kind = kind
        self.change = change
        self.rule = rule
    }
}
