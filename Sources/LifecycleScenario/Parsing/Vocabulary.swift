import LifecycleSim

/// The words of the scenario language, in the order suggestions and messages list them.
enum Vocabulary {
    /// First words of header lines.
    static let declarations = ["scenario", "device", "setting", "app", "on"]
    /// (B) header lines indented under an `app` line.
    static let deviceSystemDeclarations = ["controller", "navigation", "root"]

    /// First words of user and system events.
    static let events = [
        "launch", "home", "switcher", "lock", "unlock", "call", "alert", "notification-center", "control-center",
        "fetch", "push", "location", "open", "crash", "refresh", "debugger", "low-power", "reboot",
    ]
    /// (B) timeline statements.
    static let deviceSystemEvents = ["memory-warning", "memory-pressure", "share", "ps"]
    /// (B) statements that start with an app name (`APP push CHILD on NAV`).
    static let viewControllerCommands = ["push", "pop", "present", "dismiss"]
    /// Every first word of a timeline statement this version accepts.
    static let timelineStatements = events + ["expect", "log"]

    /// Options of the `device` line after `ios VERSION`.
    static let deviceOptions = ["model", "multitasking"]
    /// (B) options of the `device` line.
    static let deviceSystemDeviceOptions = ["memory", "system"]
    /// Second words of `setting` lines.
    static let settings = ["background-refresh", "low-power", "debugger"]
    /// Options of `app` lines.
    static let appOptions = ["id", "process", "modes", "exits-on-suspend"]
    /// (B) options of `app` lines.
    static let deviceSystemAppOptions = ["memory", "restoration", "documents", "exports", "builtin", "version"]

    /// First words of actions.
    static let actions = [
        "begin-task", "end-task", "end-all-tasks", "work", "complete-fetch", "start-audio", "stop-audio",
        "start-location", "stop-location", "crash", "log",
    ]
    /// (B) actions.
    static let deviceSystemActions = ["refuse"]

    /// Callbacks a handler or a `callbacks:` list can name (without the (B) ones), then `expire`.
    static let callbacks = DelegateCallback.allCases.filter { !$0.isDeviceSystem }.map(\.rawValue) + ["expire"]
    /// Every callback name, (B) ones included, for suggestions.
    static let allCallbacks = DelegateCallback.allCases.map(\.rawValue) + ["expire"]

    /// What can follow `expect APP`.
    static let expectationKinds = AppState.allCases.map(\.rawValue)
        + ["tasks", "remaining", "callbacks", "no-callbacks", "refresh-status", "launched-by"]
    /// (B) expectations about an app.
    static let deviceSystemExpectationKinds = ["view", "archive", "restored", "inbox", "process",
                                               "controller-callbacks"]
    /// (B) expectations not about one app.
    static let deviceSystemExpectationSubjects = ["free-memory", "open-in"]

    /// Words that cannot name an app, a task or a controller.
    static let keywords: Set<String> = {
        var words = Set(declarations + deviceSystemDeclarations + events + deviceSystemEvents
            + viewControllerCommands + timelineStatements + deviceOptions + deviceSystemDeviceOptions + settings
            + appOptions + deviceSystemAppOptions + actions + deviceSystemActions + expectationKinds
            + deviceSystemExpectationKinds + deviceSystemExpectationSubjects)
        words.formUnion(["expect", "log", "after", "for", "in", "from", "url", "to", "on", "off", "ios", "front",
                         "unlimited", "expire", "content-available", "restricted", "open", "close", "kill",
                         "accept", "decline", "end", "dismiss", "attach", "detach", "new-data", "no-data",
                         "failed", "conforms-to", "extension", "restoration-id"])
        return words
    }()

    /// True for a name the language accepts: a letter, then letters, digits, `_` or `-`.
    static func isIdentifier(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first.properties.isAlphabetic else { return false }
        while let scalar = scalars.next() {
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
            else { return false }
        }
        return true
    }
}
