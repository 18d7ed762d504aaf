/// The words of `lifesim diagram`: its title, the events on its arrows, how a suspension
/// follows them, and "no callback". State and callback names stay as written.
///
/// The explorer names its probes and causes in English (`StateMachineExplorer.probes`,
/// `suspensionCause`, `taskExpired`); `label(_:in:)` gives each its text in a language.
public enum DiagramMessage: String, CaseIterable, Sendable {
    case title, sceneTitle, afterTrigger, atOnce, noCallback, suspensionCause, taskExpired
    case launch, openURL, home, launchAnotherApp, lock, unlock, alert, alertDismiss
    case call, callAccept, callDecline, callEnd, notificationCenter, notificationCenterClose
    case controlCenter, controlCenterClose, switcher, switcherOpen, switcherKill, switcherClose
    case fetch, push, location, tapNotification, debuggerAttach, debuggerDetach, debuggerKill
    case crash, memoryPressure, reboot, timePasses, disconnect

    /// Every text of the diagram in every language.
    public static let catalogue = MessageCatalogue<DiagramMessage>(english: english, japanese: japanese)

    /// The text of `key` in `language` with its placeholders filled.
    public static func text(_ key: DiagramMessage, in language: Language, _ arguments: [String: String] = [:]) -> String {
        catalogue.text(key, in: language, arguments)
    }

    /// The key whose English text is `english` (a probe's name, a cause, `task expired`); nil
    /// for the rest (callback names), which read the same in every language.
    public static func key(forLabel english: String) -> DiagramMessage? {
        labels[english]
    }

    /// A label of the explorer (probe name, cause, callback) in `language`.
    public static func label(_ english: String, in language: Language) -> String {
        key(forLabel: english).map { text($0, in: language) } ?? english
    }

    private static let labels: [String: DiagramMessage] = {
        var byText: [String: DiagramMessage] = [:]
        for key in allCases where ![.title, .sceneTitle, .afterTrigger, .atOnce, .noCallback].contains(key) {
            if let english = english[key] { byText[english] = key }
        }
        return byText
    }()

    static let english: [DiagramMessage: String] = [
        .title: "iOS {version} app lifecycle, derived from LifecycleSim's engine (lifesim diagram --os {version})",
        .sceneTitle: "iOS {version} scene lifecycle (UIScene.ActivationState), derived from LifecycleSim's engine (lifesim diagram --scene --os {version})",
        .afterTrigger: "after {trigger}",
        .atOnce: "at once",
        .noCallback: "no callback",
        .suspensionCause: "nothing keeps it running (BG-2)",
        .taskExpired: "task expired",
        .launch: "launch",
        .openURL: "open URL",
        .home: "home",
        .launchAnotherApp: "launch another app",
        .lock: "lock",
        .unlock: "unlock",
        .alert: "alert",
        .alertDismiss: "alert dismiss",
        .call: "call",
        .callAccept: "call accept",
        .callDecline: "call decline",
        .callEnd: "call end",
        .notificationCenter: "notification center",
        .notificationCenterClose: "notification center close",
        .controlCenter: "control center",
        .controlCenterClose: "control center close",
        .switcher: "switcher",
        .switcherOpen: "switcher open",
        .switcherKill: "switcher kill",
        .switcherClose: "switcher close",
        .fetch: "fetch",
        .push: "push",
        .location: "location",
        .tapNotification: "tap notification",
        .debuggerAttach: "debugger attach",
        .debuggerDetach: "debugger detach",
        .debuggerKill: "debugger kill",
        .crash: "crash",
        .memoryPressure: "memory pressure",
        .reboot: "reboot",
        .timePasses: "time passes",
        .disconnect: "disconnect",
    ]
}
