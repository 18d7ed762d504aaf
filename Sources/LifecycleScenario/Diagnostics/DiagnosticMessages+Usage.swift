/// The syntax forms messages quote: the language's own words, the same in every language.
extension DiagnosticMessages {
    /// The syntax of each statement, as messages quote it.
    enum Usage {
        /// `usage` as the `usage:` value of a message: the syntax as written, the same in every
        /// language, except the forms that also hold words ("or split alone to end Split View"),
        /// which are `DiagnosticText` cases of their own, so a Japanese message does not end in English.
        static func argument(_ usage: String) -> DiagnosticText {
            withWords[usage] ?? .verbatim(usage)
        }

        /// The forms `argument` gives as messages of their own (each one's English text is the form itself).
        private static let withWords: [String: DiagnosticText] = [
            event("split"): .usageSplit, handler: .usageHandler, action("refuse"): .usageRefuse, expect: .usageExpect,
            expectScene: .usageExpectScene, event("switcher"): .usageSwitcher, event("call"): .usageCall,
            event("alert"): .usageAlert,
        ]

        static let scenario = "scenario \"TITLE\""
        static let property = "never|always CONDITION [while CONDITION]"
        static let device = "device ios VERSION [model iphone|ipad|ipod] [memory SIZE] [system SIZE] "
            + "[multitasking on|off]"
        static let setting = "setting background-refresh|low-power|debugger ..."
        static let backgroundRefreshSetting = "setting background-refresh on|off|restricted [for APP]"
        static let lowPowerSetting = "setting low-power on|off"
        static let notificationsSetting = "setting notifications on|off"
        static let incomingCallsSetting = "setting incoming-calls banner|full-screen"
        static let alwaysOnSetting = "setting always-on on|off"
        static let passcodeSetting = "setting passcode on|off"
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
        static let expectScenePhase = "expect APP/N phase active|inactive|background"

        /// The syntax of an action.
        static func action(_ keyword: String) -> String {
            switch keyword {
            case "begin-task": return "begin-task NAME [after DURATION]"
            case "end-task": return "end-task NAME [after DURATION]"
            case "work": return "work DURATION"
            case "complete-fetch": return "complete-fetch new-data|no-data|failed [after DURATION]"
            case "log": return "log \"TEXT\" [after DURATION]"
            case "set-default": return "set-default KEY \"VALUE\" [after DURATION]"
            case "log-default": return "log-default KEY [after DURATION]"
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
            case "call": return "call, call accept, call decline, call expand or call end"
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
            case "transfers-finish": return "transfers-finish APP"
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
            case "launched-by": return "expect APP launched-by user|url|fetch|push|location|notification|bgtask|urlsession|prewarm"
            case "controller-callbacks": return "expect APP controller-callbacks: CONTROLLER.CB, ..."
            case "view": return "expect APP view CONTROLLER loaded|unloaded"
            case "archive": return "expect APP archive present|absent"
            case "restored": return "expect APP restored: CONTROLLER, ..."
            case "inbox": return "expect APP inbox: FILE, ..."
            case "default": return "expect APP default KEY \"VALUE\" or expect APP default KEY unset"
            case "process": return "expect APP process NAME"
            case "bgtasks": return "expect APP bgtasks: ID, ..."
            case "bgtask": return "expect APP bgtask ID running|pending|none"
            case "scenes": return "expect APP scenes N"
            case "phase": return "expect APP phase active|inactive|background"
            default: return "expect APP not-running|inactive|active|background|suspended"
            }
        }
    }
}
