import LifecycleSim

/// Every message text of the scenario parser, in one place.
///
/// Each message says what is wrong and how to fix it; the `Usage` forms are the syntax
/// a message quotes when an argument is missing or extra.
enum DiagnosticMessages {
    /// The syntax of each statement, as messages quote it.
    enum Usage {
        static let scenario = "scenario \"TITLE\""
        static let device = "device ios VERSION [model iphone|ipad|ipod] [memory SIZE] [system SIZE] "
            + "[multitasking on|off]"
        static let setting = "setting background-refresh|low-power|debugger ..."
        static let backgroundRefreshSetting = "setting background-refresh on|off|restricted [for APP]"
        static let lowPowerSetting = "setting low-power on|off"
        static let debuggerSetting = "setting debugger on for APP"
        static func powerSetting(_ name: String) -> String { "setting \(name) on|off" }
        static let app = "app NAME [id BUNDLE.ID] [process NAME] [modes MODE,MODE...] [exits-on-suspend] "
            + "[memory SIZE] [restoration] [documents UTI,UTI...] [exports UTI conforms-to UTI [extension EXT]] "
            + "[builtin] [version V] [scenes]"
        static let modes = "modes MODE[,MODE...]"
        static let documents = "documents UTI[,UTI...]"
        static let exports = "exports UTI conforms-to UTI [extension EXT]"
        static let controller = "controller NAME [restoration-id ID]"
        static let navigation = "navigation NAME root CHILD [restoration-id ID]"
        static let root = "root NAME"
        static let expectFreeMemory = "expect free-memory SIZE"
        static let expectOpenIn = "expect open-in FILE from APP: APP, APP, ..."
        static let handler = "on CALLBACK: ACTION; ACTION ... (or on APP.CALLBACK: ... unindented)"
        static let log = "log \"TEXT\""
        static let expect = "expect APP STATE, expect APP tasks N, expect APP callbacks: CB, ..., "
            + "expect switcher: APP, ... or expect front APP|home"
        static let expectFront = "expect front APP|home"
        static let expectScene = "expect APP/N unattached|foreground-inactive|foreground-active|background|"
            + "disconnected, or expect APP/N callbacks: CB, ..."
        static let expectSwitcher = "expect switcher: APP, APP, ..."

        /// The syntax of an action.
        static func action(_ keyword: String) -> String {
            switch keyword {
            case "begin-task": return "begin-task NAME [after DURATION]"
            case "end-task": return "end-task NAME [after DURATION]"
            case "work": return "work DURATION"
            case "complete-fetch": return "complete-fetch new-data|no-data|failed [after DURATION]"
            case "log": return "log \"TEXT\" [after DURATION]"
            case "refuse": return "refuse (in an 'on shouldSaveState:' or 'on shouldRestoreState:' line)"
            case "bg-register", "bg-cancel": return keyword + " ID [after DURATION]"
            case "bg-submit": return "bg-submit ID refresh|processing [earliest DURATION] [network] [power] [after DURATION]"
            case "bg-complete": return "bg-complete ID success|failure [after DURATION]"
            default: return keyword + " [after DURATION]"
            }
        }

        /// The syntax of a user or system event.
        static func event(_ keyword: String) -> String {
            switch keyword {
            case "launch": return "launch APP [url URL]"
            case "switcher": return "switcher, switcher open APP, switcher kill APP|APP/N or switcher close"
            case "call": return "call, call accept, call decline or call end"
            case "alert": return "alert or alert dismiss"
            case "notification-center": return "notification-center open|close"
            case "control-center": return "control-center open|close"
            case "fetch": return "fetch APP"
            case "location": return "location APP"
            case "crash": return "crash APP"
            case "push": return "push APP [content-available]"
            case "local-notification": return "local-notification APP"
            case "tap-notification": return "tap-notification APP [local|push]"
            case "open": return "open URL in APP [from APP]"
            case "refresh": return "refresh on|off [APP]"
            case "debugger": return "debugger attach|detach|kill APP"
            case "low-power": return "low-power on|off"
            case "memory-warning": return "memory-warning [normal|warning|urgent|critical]"
            case "memory-pressure": return "memory-pressure [SIZE]"
            case "share": return "share FILE from APP to APP"
            case "prewarm": return "prewarm APP"
            case "bgtask": return "bgtask run|simulate|expire APP ID"
            case "charging", "network": return keyword + " on|off"
            case "disconnect": return "disconnect APP/N"
            case "open-window": return "open-window APP"
            case "split": return "split APP/N APP/M, or split alone to end Split View"
            case "close-window": return "close-window APP/N"
            default: return keyword
            }
        }

        /// The syntax of a statement inside the front app (`APP push CHILD on NAV`).
        static func controllerCommand(_ keyword: String) -> String {
            switch keyword {
            case "push": return "APP push CHILD on NAV"
            case "pop": return "APP pop NAV"
            case "present": return "APP present CONTROLLER [from CONTROLLER]"
            default: return "APP dismiss CONTROLLER"
            }
        }

        /// The syntax of an expectation about an app.
        static func expectation(_ kind: String) -> String {
            switch kind {
            case "tasks": return "expect APP tasks N"
            case "remaining": return "expect APP remaining DURATION|unlimited"
            case "callbacks": return "expect APP callbacks: CB, CB, ..."
            case "no-callbacks": return "expect APP no-callbacks"
            case "prewarmed": return "expect APP prewarmed"
            case "refresh-status": return "expect APP refresh-status available|denied|restricted"
            case "launched-by": return "expect APP launched-by user|url|fetch|push|location"
            case "controller-callbacks": return "expect APP controller-callbacks: CONTROLLER.CB, ..."
            case "view": return "expect APP view CONTROLLER loaded|unloaded"
            case "archive": return "expect APP archive present|absent"
            case "restored": return "expect APP restored: CONTROLLER, ..."
            case "inbox": return "expect APP inbox: FILE, ..."
            case "process": return "expect APP process NAME"
            case "bgtasks": return "expect APP bgtasks: ID, ..."
            case "bgtask": return "expect APP bgtask ID running|pending|none"
            case "scenes": return "expect APP scenes N"
            default: return "expect APP not-running|inactive|active|background|suspended"
            }
        }
    }

    /// A malformed BGTaskScheduler identifier (BT-1).
    static func notABGTaskIdentifier(_ text: String) -> String {
        "'\(text)' is not a task identifier; write a reverse-DNS word of letters, digits, '.', '_' and '-' (com.example.refresh)"
    }

    /// A BGTaskScheduler handler for an identifier the app does not permit (BT-1).
    static func bgTaskHandlerNeverRuns(_ id: String, app: String, suggestion: String?) -> String {
        "\(app) does not list '\(id)' in its bgtasks, so this handler never runs (BT-1)"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "; add it to the app line: bgtasks \(id)")
    }

    // MARK: Encoding and lexing

    static let nulByte = "NUL byte 0x00 in the file; save the file as UTF-8 text"

    static func invalidUTF8(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex); save the file as UTF-8"
    }

    static let unterminatedString = "unterminated string; add the closing '\"'"

    static func unknownEscape(_ escape: String) -> String {
        "unknown escape '\\\(escape)' in a string; only \\\" and \\\\ are escapes (write \\\\ for a backslash)"
    }

    // MARK: Words

    /// `unknown event 'hom'; did you mean 'home'?`, or the list of choices when nothing is close.
    static func unknownWord(_ what: String, _ word: String, choices: [String], suggestFrom: [String]? = nil) -> String {
        if let suggestion = Suggestion.nearest(to: word, in: suggestFrom ?? choices) {
            return "unknown \(what) '\(word)'; did you mean '\(suggestion)'?"
        }
        return "unknown \(what) '\(word)'; expected \(list(choices))"
    }

    static func unknownOption(_ word: String, of declaration: String, choices: [String]) -> String {
        unknownWord("\(declaration) option", word, choices: choices)
    }

    static func unknownDeclaration(_ word: String, suggestion: String?) -> String {
        if let suggestion { return "unknown declaration '\(word)'; did you mean '\(suggestion)'?" }
        return "unknown declaration '\(word)'; a header line starts with scenario, device, setting, app or on"
    }

    static func missing(_ what: String, after keyword: String, usage: String) -> String {
        "'\(keyword)' needs \(what): \(usage)"
    }

    static func unexpected(_ spelling: String, usage: String) -> String {
        "unexpected '\(spelling)'; write \(usage)"
    }

    static func expectedWord(_ word: String, found spelling: String, usage: String) -> String {
        "expected '\(word)' here, not '\(spelling)': \(usage)"
    }

    static func missingColon(after word: String, usage: String) -> String {
        "expected ':' after '\(word)': \(usage)"
    }

    static let emptyListItem = "empty item in the list; remove the extra ','"

    // MARK: Names

    static func notAnAppName(_ spelling: String, usage: String) -> String {
        "'\(spelling)' is not an app name; app names are written bare, a letter then letters, digits, '_' or '-': "
            + usage
    }

    static func notATaskName(_ spelling: String) -> String {
        "'\(spelling)' is not a task name; write a letter, then letters, digits, '_' or '-', "
            + "and not a keyword of the language"
    }

    static func notAnIdentifier(_ spelling: String, what: String) -> String {
        "'\(spelling)' is not \(what); write a letter, then letters, digits, '_' or '-'"
    }

    static func keywordAsName(_ name: String, what: String) -> String {
        "'\(name)' is a keyword of the language and cannot name \(what); choose another name"
    }

    static func duplicateApp(_ name: String, firstLine: Int) -> String {
        "app '\(name)' is already declared at line \(firstLine); give this app another name or remove this line"
    }

    static func undeclaredApp(_ name: String, suggestion: String?) -> String {
        if let suggestion { return "app '\(name)' is not declared; did you mean '\(suggestion)'?" }
        return "app '\(name)' is not declared; add 'app \(name)' to the header"
    }

    // MARK: Declarations

    static func duplicateDeclaration(_ keyword: String, firstLine: Int) -> String {
        "a second '\(keyword)' line (the first is at line \(firstLine)); keep only one"
    }

    static let titleNeedsQuotes = "the title must be a string in double quotes: scenario \"TITLE\""

    static func badVersion(_ spelling: String) -> String {
        "'\(spelling)' is not an iOS version; write a version from 3 on, such as 7, 4.2 or 17"
    }

    static func duplicateOption(_ option: String) -> String {
        "option '\(option)' is given twice; keep only one"
    }

    static func duplicateMode(_ mode: String) -> String {
        "mode '\(mode)' is listed twice; remove the repetition"
    }

    static let restrictedIsGlobal =
        "'restricted' (parental controls) applies only to the global switch; remove 'for APP' or use on|off"

    // MARK: Handlers and actions

    static func indentedHandlerWithoutApp(_ callback: String) -> String {
        "this indented 'on' line has no 'app' line above it; indent it under its 'app' line, "
            + "or write 'on APP.\(callback):' unindented"
    }

    /// `app`: the app of the nearest `app` line above, the likeliest owner.
    static func unindentedHandlerNeedsApp(_ callback: String, app: String?) -> String {
        "this 'on' line is not indented, so it names no app; indent it under its 'app' line, "
            + "or write 'on \(app ?? "APP").\(callback):'"
    }

    /// `on Mail didEnterBackground:`: the app and the callback written apart.
    static func handlerAppNeedsDot(_ app: String, callback: String) -> String {
        "an unindented 'on' line joins its app and callback with a '.', without spaces: write 'on \(app).\(callback):'"
    }

    /// An `on` line after the first timeline line (`app`: the app it names, or the only declared app).
    static func handlerAfterTimeline(_ callback: String, app: String?, namesApp: Bool, timelineStart: Int) -> String {
        let fix = namesApp ? "move this line above line \(timelineStart)"
            : "move this line above line \(timelineStart) and indent it under its 'app' line, "
                + "or write 'on \(app ?? "APP").\(callback):' there"
        return "handlers are declarations and come before the timeline, which starts at line \(timelineStart); " + fix
    }

    /// A line indented under an `app` line that is neither a declaration nor a timeline statement.
    static func strayIndentedLine(_ word: String, app: String, appLine: Int?) -> String {
        let appText = "'app \(app)'" + (appLine.map { " (line \($0))" } ?? "")
        if Vocabulary.actions.contains(word) {
            return "'\(word)' is an action, and actions go after the ':' of an 'on' line: "
                + "join it to its 'on' line under \(appText), after a ';'"
        }
        if Vocabulary.appOptions.contains(word) {
            return "'\(word)' is an option of the 'app' line; write it on the line \(appText), after the name"
        }
        return "'\(word)' cannot start a line indented under \(appText): there only 'on', 'controller', "
            + "'navigation' and 'root' lines go; write timeline lines unindented"
    }

    static func emptyAction(after separator: String) -> String {
        separator == ":" ? "no action after ':'; write at least one action, such as begin-task NAME"
            : "empty action after ';'; write an action there or remove the ';'"
    }

    static let workCannotBeDelayed = "'work' takes no 'after': it keeps the callback busy right away; remove 'after …'"

    static let logNeedsQuotes = "the text of 'log' must be a string in double quotes: log \"TEXT\""

    // MARK: Timeline

    static func badDuration(_ text: String, _ failure: DurationParser.Failure) -> String {
        switch failure {
        case .malformed:
            return "'\(text)' is not a duration; write a number with a unit, such as 250ms, 5s, 2.5s or 1h30m"
        case .missingUnit:
            return "'\(text)' has no unit; write \(text)s or \(text)ms (units: d, h, m, s, ms)"
        case .unitOrder(let unit):
            return "in '\(text)' the unit '\(unit)' is out of order; write units from the largest to the smallest, "
                + "each at most once, such as 1h30m"
        case .fractionNotLast:
            return "in '\(text)' only the last unit may have a fraction; write whole numbers before it, such as 1m30.5s"
        case .finerThanMillisecond:
            return "'\(text)' is finer than a millisecond; the clock counts whole milliseconds, so round it"
        case .tooLarge:
            return "'\(text)' is longer than 10000 days, the longest duration a scenario may use; "
                + "write a shorter duration"
        }
    }

    static func timeRunsBackwards(_ text: String, current: VirtualTime) -> String {
        let now = VirtualDuration(milliseconds: current.milliseconds)
        return "time '\(text)' is earlier than \(now), the time of the line before; time never runs backwards: "
            + "write \(now) or later, or a relative time such as +5s"
    }

    static let timelineTooLong =
        "this time takes the timeline past 10000 days, the longest a scenario may run; write a smaller time"

    static func notAStatement(_ spelling: String) -> String {
        "expected an event, 'expect' or 'log', not '\(spelling)'; a timeline line is [TIME] STATEMENT"
    }

    static func declarationAfterTimeline(_ word: String, timelineStart: Int) -> String {
        let what = word == "app" ? "this line and the lines indented under it" : "this line"
        return "'\(word)' is a declaration, and declarations must come before the timeline, which starts at line "
            + "\(timelineStart); move \(what) above line \(timelineStart)"
    }

    static func statementStartsWithApp(_ app: String) -> String {
        "after the app name '\(app)' a timeline line needs push, pop, present or dismiss (such as '\(app) push CHILD "
            + "on NAV'); otherwise start it with an event such as 'launch \(app)', or with 'expect \(app) ...'"
    }

    static func badCount(_ spelling: String) -> String {
        "'\(spelling)' is not a number of tasks; write a whole number such as 0 or 2"
    }

    // MARK: Sizes

    static func badSize(_ text: String, _ failure: SizeParser.Failure) -> String {
        switch failure {
        case .malformed:
            return "'\(text)' is not a size; write a whole number with KB, MB or GB, such as 512KB, 20MB or 1GB"
        case .missingUnit where text.contains("."):
            return "'\(text)' has no unit, and sizes are whole numbers; write a whole number with KB, MB or GB, "
                + "such as 512KB or 20MB"
        case .missingUnit:
            return "'\(text)' has no unit; write \(text)MB, \(text)KB or \(text)GB"
        case .unitCase(let unit):
            let digits = String(text.unicodeScalars.dropLast(unit.unicodeScalars.count))
            return "in '\(text)' the unit is written in capitals; write \(digits)\(unit)"
        case .fraction(let exactly):
            if let exactly { return "'\(text)' has a fraction, and sizes are whole numbers; write \(exactly)" }
            return "'\(text)' has a fraction, and sizes are whole numbers; write a whole number of KB, MB or GB"
        case .tooLarge:
            return "'\(text)' is larger than \(SizeParser.maximum), the largest size a scenario may use; "
                + "write a smaller size"
        }
    }

    static func systemLargerThanMemory(system: MemorySize, memory: MemorySize, memoryIsDefault: Bool) -> String {
        let memoryText = memoryIsDefault ? "\(memory), the default" : "\(memory)"
        return "the system's share (\(system)) is larger than the device's memory (\(memoryText)); "
            + "write a smaller 'system' or a larger 'memory'"
    }

    static let zeroDeviceMemory = "a device needs some memory; write a size above 0, such as 1GB"

    static let zeroMemoryPressure =
        "'memory-pressure' needs a size above 0; write a size such as 20MB, or no size to purge every suspended app"

    // MARK: App options

    static func notATypeIdentifier(_ spelling: String) -> String {
        "'\(spelling)' is not a type identifier (UTI); write a dotted name such as public.text or com.example.doc"
    }

    static func duplicateDocumentType(_ type: String) -> String {
        "type '\(type)' is listed twice; remove the repetition"
    }

    static func duplicateExport(_ type: String) -> String {
        "type '\(type)' is already exported by this app; export each type once"
    }

    static func notAFileExtension(_ spelling: String) -> String {
        let bare = spelling.hasPrefix(".") ? String(spelling.dropFirst()) : ""
        if Vocabulary.isFileExtension(bare) { return "write the extension without the dot: extension \(bare)" }
        return "'\(spelling)' is not a file extension; write letters and digits without the dot, such as txt or sdoc"
    }

    // MARK: View controllers

    static func controllerDeclarationOutsideApp(_ keyword: String, indented: Bool) -> String {
        indented ? "this indented '\(keyword)' line has no 'app' line above it; put it under its app"
            : "'\(keyword)' declares a view controller of an app; indent it under its 'app' line"
    }

    static func duplicateController(_ name: String, app: String, firstLine: Int) -> String {
        "controller '\(name)' is already declared for '\(app)' at line \(firstLine); "
            + "give this controller another name or remove this line"
    }

    static func undeclaredController(_ name: String, app: String, suggestion: String?) -> String {
        if let suggestion { return "app '\(app)' has no controller '\(name)'; did you mean '\(suggestion)'?" }
        return "app '\(app)' has no controller '\(name)'; declare it with 'controller \(name)' under 'app \(app)'"
    }

    static func navigationRootIsItself(_ name: String) -> String {
        "navigation '\(name)' cannot be its own root; name a plain controller declared under the same app"
    }

    static func navigationInsideNavigation(_ child: String) -> String {
        "'\(child)' is a navigation controller, and a navigation controller cannot be the child of another; "
            + "name a plain controller"
    }

    static func controllerAlreadyRoot(_ child: String, of navigation: String, line: Int) -> String {
        "controller '\(child)' is already the root of navigation '\(navigation)' (line \(line)), "
            + "and a controller has one parent; give this navigation controller another root"
    }

    static func windowRootInsideNavigation(_ name: String, navigation: String, line: Int) -> String {
        "controller '\(name)' is the root of navigation '\(navigation)' (line \(line)), so it cannot also be "
            + "the window's root; write 'root \(navigation)'"
    }

    static func notANavigation(_ name: String, app: String, suggestion: String?, navigations: [String]) -> String {
        let fix: String
        if let suggestion {
            fix = "did you mean '\(suggestion)'?"
        } else if navigations.isEmpty {
            fix = "declare one with 'navigation NAME root CHILD' under 'app \(app)'"
        } else {
            fix = "the navigation controllers of '\(app)' are " + list(navigations)
        }
        return "'\(name)' is not a navigation controller of '\(app)', and push and pop need one; \(fix)"
    }

    static func unknownControllerCommand(_ word: String, app: String) -> String {
        let suggestion = Suggestion.nearest(to: word, in: Vocabulary.controllerCommands)
        return "unknown controller action '\(word)'; "
            + (suggestion.map { "did you mean '\($0)'?" } ?? "after an app name write push, pop, present or dismiss")
    }

    static func cannotPushNavigation(_ name: String) -> String {
        "'\(name)' is a navigation controller and cannot be pushed; push a plain controller, or present it"
    }

    static func shareWithItself(_ app: String) -> String {
        "'\(app)' cannot share a file with itself: the Open-In menu lists the other apps; name another app after 'to'"
    }

    // MARK: Callbacks

    static func sendingCallbackInHandler(_ callback: String) -> String {
        "'\(callback)' is recorded on the sender of a shared document (DOC-2) and cannot have a handler; "
            + "it may appear in an 'expect APP callbacks:' list"
    }

    static func controllerCallbackInHandler(_ callback: String) -> String {
        "'\(callback)' is a view controller callback, and handlers name app callbacks such as didBecomeActive; "
            + "check it with 'expect APP controller-callbacks: CONTROLLER.\(callback)'"
    }

    static func controllerCallbackInAppList(_ item: String) -> String {
        "'\(item)' is a view controller callback; list it in 'expect APP controller-callbacks:', not in 'callbacks:'"
    }

    static func notAControllerCallbackItem(_ spelling: String) -> String {
        if Vocabulary.listedCallbacks.contains(spelling) {
            return "'\(spelling)' is an app callback; list it in 'expect APP callbacks:', and here write "
                + "CONTROLLER.CALLBACK, such as Main.viewDidLoad"
        }
        return "'\(spelling)' is not a controller callback; write CONTROLLER.CALLBACK, such as Main.viewDidLoad"
    }

    /// A callback spelt the UIKit or Xamarin way: the short name, and where the long names are.
    static func foreignCallback(_ spelling: String, _ name: ForeignCallbackName) -> String {
        "unknown callback '\(spelling)'; did you mean '\(name.callback.rawValue)'? "
            + "(scenarios use the short names; --names swift prints UIKit's)"
    }

    /// A handler for a callback recorded on the sender of a shared document, spelt the UIKit way.
    static func foreignSendingCallbackInHandler(_ spelling: String, _ name: ForeignCallbackName) -> String {
        "'\(spelling)' is '\(name.callback.rawValue)' in a scenario, which is recorded on the sender of a shared "
            + "document (DOC-2) and cannot have a handler; it may appear in an 'expect APP callbacks:' list"
    }

    static func refuseOutsideStateHandler(_ callback: String) -> String {
        "'refuse' is the answer false of shouldSaveState or shouldRestoreState, and means nothing in "
            + "a \(callback) handler; "
            + "move it to an 'on shouldSaveState:' or 'on shouldRestoreState:' line"
    }

    static let refuseCannotBeDelayed =
        "'refuse' takes no 'after': it is the handler's answer, given when the handler returns; remove 'after …'"

    // MARK: Warnings

    static func endOfTaskNeverBegun(_ task: String, app: String, suggestion: String?) -> String {
        "no handler of '\(app)' does 'begin-task \(task)', so this end-task ends nothing; "
            + fixTaskName(task, suggestion: suggestion)
    }

    static func expiryOfTaskNeverBegun(_ task: String, app: String, suggestion: String?) -> String {
        "no handler of '\(app)' does 'begin-task \(task)', so this expiration handler never runs; "
            + fixTaskName(task, suggestion: suggestion)
    }

    static func handlersNeverRun(app: String) -> String {
        "the handlers of '\(app)' never run: the timeline never launches '\(app)' or sends it an event; "
            + "add 'launch \(app)' (or another event for it) to the timeline"
    }

    static func settingBeforeItsVersion(_ feature: String, since: Int, version: OSVersion) -> String {
        "\(feature) exists from iOS \(since); this setting has no effect (the device runs iOS \(version))"
    }

    static func restorationBeforeIOS6(_ version: OSVersion) -> String {
        "state restoration exists from iOS 6; this option has no effect (the device runs iOS \(version))"
    }

    static func restorationHandlerWithoutOption(_ callback: String, app: String) -> String {
        "'\(callback)' is called only for an app that opts in to state restoration, so this handler never runs; "
            + "add 'restoration' to the 'app \(app)' line"
    }

    static func unknownBuiltin(_ name: String, suggestion: String?) -> String {
        let fix = suggestion.map { "did you mean '\($0)'?" }
            ?? "the system's table knows " + list(Vocabulary.builtinApps)
        return "'\(name)' is not in the system's table of built-in apps, so its process name stays '\(name)'; \(fix)"
    }

    static func controllerNeverShown(_ name: String, app: String) -> String {
        "controller '\(name)' of '\(app)' is never shown: it is not the window's root nor a navigation's root, "
            + "and the timeline never pushes or presents it; add 'root \(name)', show it in the timeline, or remove it"
    }

    // MARK: Helpers

    private static func fixTaskName(_ task: String, suggestion: String?) -> String {
        if let suggestion { return "did you mean '\(suggestion)'?" }
        return "add 'begin-task \(task)' to a handler or correct the name"
    }

    /// `a, b or c`.
    private static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
