import LifecycleSim

/// The words of the scenario language, in the order suggestions and messages list them.
enum Vocabulary {
    /// First words of header lines.
    static let declarations = ["scenario", "device", "setting", "app", "on", "never", "always"]
    /// Header lines indented under an `app` line that declare its view controllers.
    static let controllerDeclarations = ["controller", "navigation", "root"]

    /// First words of user and system events.
    static let events = EventWord.allCases.map(\.rawValue)
    /// Statements that start with an app name (`APP push CHILD on NAV`): what the user does inside the front app.
    static let controllerCommands = ["push", "pop", "present", "dismiss"]
    /// Each event's word and usage line (`DiagnosticMessages.Usage.event`), found by its spelling: one
    /// look-up tells the parser a word is an event, which, and its usage (a list search, then `switch`es
    /// of string comparisons per line were a fifth of the parse, W3 in BENCHMARKS.md).
    static let eventWords = WordTable(EventWord.allCases.map {
        ($0.rawValue, ($0, DiagnosticMessages.Usage.event($0.rawValue)))
    })
    /// Every first word of a timeline statement.
    static let timelineStatements = events + ["expect", "log"]

    /// Options of the `device` line after `ios VERSION`.
    static let deviceOptions = ["model", "memory", "system", "multitasking"]
    /// Second words of `setting` lines.
    static let settings = ["background-refresh", "low-power", "debugger", "charging", "network", "notifications",
                           "incoming-calls", "always-on", "passcode"]
    /// Options of `app` lines.
    static let appOptions = [
        "id", "process", "modes", "exits-on-suspend", "memory", "restoration", "documents", "exports", "builtin",
        "version", "bgtasks", "scenes", "swiftui",
    ]
    /// App options that may be given more than once on one line.
    static let repeatableAppOptions: Set<String> = ["exports"]

    /// First words of actions.
    static let actions = [
        "begin-task", "end-task", "end-all-tasks", "work", "complete-fetch", "start-audio", "stop-audio",
        "start-location", "stop-location", "refuse", "crash", "log", "log-remaining", "log-state", "read-protected-file", "start-transfer", "complete-events",
        "set-default", "log-default",
        "bg-register", "bg-submit", "bg-cancel", "bg-cancel-all", "bg-complete",
        "request-scene",
    ]

    /// The actions an `on main` handler may have: what needs neither UIApplication nor the main
    /// run loop, which UIApplicationMain creates (LA-1, PW-1).
    static let actionsBeforeUIApplicationMain: Set<String> = ["log", "work", "crash", "read-protected-file", "set-default",
                                                                  "log-default"]
    /// Delegate callbacks recorded on the sender of a shared document (DOC-2): listed by `callbacks:`, never handled.
    static let documentSendingCallbacks: [DelegateCallback] = [.willBeginSendingToApplication,
                                                               .didEndSendingToApplication]
    /// Callbacks a handler can name, then `expire` and the BGTaskScheduler handlers (each followed by a name).
    static let callbacks = DelegateCallback.allCases.filter { !documentSendingCallbacks.contains($0) }.map(\.rawValue)
        + ["expire"] + bgTaskCallbacks
    /// Callbacks a `callbacks:` list can name, then `expire` and the BGTaskScheduler handlers.
    static let listedCallbacks = DelegateCallback.allCases.map(\.rawValue) + ["expire"] + bgTaskCallbacks
    /// `bgtask ID` (the launch handler) and `bgtask-expire ID` (its task's expiration handler) (BT-3, BT-6).
    static let bgTaskCallbacks = ["bgtask", "bgtask-expire"]
    /// The handlers whose answer `refuse` gives (SR-1).
    static let refusableCallbacks: [DelegateCallback] = [.shouldSaveState, .shouldRestoreState]
    /// The state-restoration callbacks, called only for an app with the `restoration` option (SR-1).
    static let restorationCallbacks: Set<DelegateCallback> = [.shouldSaveState, .shouldRestoreState,
                                                              .willEncodeState, .didDecodeState]
    /// View controller callbacks, as `controller-callbacks:` items name them.
    static let controllerCallbacks = ControllerCallback.allCases.map(\.rawValue)

    /// What can follow `expect APP`.
    static let expectationKinds = AppState.allCases.map(\.rawValue)
        + ["tasks", "remaining", "callbacks", "no-callbacks", "refresh-status", "launched-by", "controller-callbacks",
           "view", "archive", "restored", "inbox", "process", "bgtasks", "bgtask", "scenes", "notifications",
           "default"]
        + ["prewarmed", "phase"]
    /// What can follow `expect APP/N` (SC-1): a scene's activation state, or its callbacks.
    static let sceneExpectationKinds = SceneActivationState.allCases.map(\.rawValue) + ["callbacks", "no-callbacks", "phase"]
    /// Expectations not about one app (after `expect`).
    static let expectationSubjects = ["switcher", "front", "free-memory", "open-in"]
    /// What can follow `never APP` or `always APP` besides an expectation (docs/LANGUAGE.md, "Properties").
    static let propertyKinds = ["killed", "killed-by", "crashed", "warning"]
    /// Warning levels of `memory-warning`.
    static let memoryWarningLevels = MemoryWarningLevel.allCases.map(\.rawValue)

    /// Built-in apps whose process name the system's table gives (PS-1).
    static let builtinApps = ["Safari", "Mail", "Notes", "iTunes", "Contacts", "Maps", "GameCenter"]

    /// Words that cannot name an app, a task or a controller.
    static let keywords: Set<String> = {
        var words = Set(declarations + controllerDeclarations + events + controllerCommands + timelineStatements
            + deviceOptions + settings + appOptions + actions + expectationKinds + expectationSubjects)
        words.formUnion(["multiple", "expect", "log", "after", "for", "in", "from", "url", "to", "on", "off", "ios", "front",
                         "unlimited", "expire", "content-available", "restricted", "open", "close", "kill",
                         "accept", "decline", "expand", "end", "banner", "full-screen", "dismiss", "attach", "detach", "new-data", "no-data",
                         "failed", "conforms-to", "extension", "restoration-id", "local"])
        return words
    }()

    /// True for a name the language accepts: a letter, then letters, digits, `_` or `-`.
    static func isIdentifier(_ text: String) -> Bool {
        if let ascii = isASCIIIdentifier(text) { return ascii }
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first.properties.isAlphabetic else { return false }
        while let scalar = scalars.next() {
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
            else { return false }
        }
        return true
    }

    /// `isIdentifier` for an ASCII name, read from its bytes without Unicode property look-ups
    /// (an ASCII scalar is alphabetic exactly when it is a letter); nil when `text` is not ASCII.
    private static func isASCIIIdentifier(_ text: String) -> Bool? {
        var valid = true
        var first = true
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if first {
                valid = valid && letter
                first = false
            } else {
                let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                valid = valid && (letter || digit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-"))
            }
        }
        return valid && !first
    }

    /// True for a BGTaskScheduler identifier: a reverse-DNS word of letters, digits, `.`, `_` and `-`
    /// that starts with a letter or digit (`com.example.refresh`).
    static func isBGTaskIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isNamePart(first), first != "_", first != "-" else { return false }
        return text.unicodeScalars.allSatisfy { isNamePart($0) || $0 == "." }
    }

    /// True for a uniform type identifier: two or more dot-separated parts of letters, digits, `-` or `_`
    /// (`public.text`, `com.example.doc`, `public.utf8-plain-text`).
    static func isTypeIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy(isNamePart)
        }
    }

    /// True for a file extension written without its dot: letters, digits, `-` or `_` (`txt`, `sdoc`).
    static func isFileExtension(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isNamePart)
    }

    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }
}

/// The first word of a user or system event, in the order suggestions and messages list them.
enum EventWord: String, CaseIterable, Sendable {
    case launch, home, switcher, lock, unlock, call, alert
    case notificationCenter = "notification-center", controlCenter = "control-center"
    case memoryWarning = "memory-warning", memoryPressure = "memory-pressure"
    case fetch, push, location, open, share, crash, refresh, debugger
    case lowPower = "low-power", reboot, ps, reinstall
    case localNotification = "local-notification", tapNotification = "tap-notification"
    case disconnect, prewarm, bgtask, charging, network
    case transfersFinish = "transfers-finish"
    case openWindow = "open-window", split, closeWindow = "close-window"
}
