/// The sentences of `lifesim diagram`: its title, when an arrow's callbacks come, and "no
/// callback", one case each with the values it names and one switch per language. State and
/// callback names stay as written.
public enum DiagramMessage: Hashable, Sendable, LocalizedMessage {
    case title(version: String)
    case sceneTitle(version: String)
    case exploredTitle(app: String, version: String, file: String, depth: String)
    case afterTrigger(trigger: String)
    case atOnce
    case noCallback

    /// The words in `language`.
    public func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .title(version):
            return "iOS \(version) app lifecycle, derived from LifecycleSim's engine (lifesim diagram --os \(version))"
        case let .sceneTitle(version):
            return """
                iOS \(version) scene lifecycle (UIScene.ActivationState), derived from \
                LifecycleSim's engine (lifesim diagram --scene --os \(version))
                """
        case let .exploredTitle(app, version, file, depth):
            return "\(app) on iOS \(version): the states lifesim explore reached from \(file), paths of up to \(counted(depth, "step"))"
        case let .afterTrigger(trigger): return "after \(trigger)"
        case .atOnce: return "at once"
        case .noCallback: return "no callback"
        }
    }
}

/// The labels on the diagram's arrows: the events the explorer probes and the causes it names,
/// in English (`StateMachineExplorer.probes`, `suspensionCause`, `taskExpired`), each with its
/// words in every language (`label(_:in:)`); callback names read the same in every language.
public enum DiagramLabel: CaseIterable, Sendable {
    case suspensionCause
    case taskExpired
    case launch
    case openURL
    case home
    case launchAnotherApp
    case lock
    case unlock
    case alert
    case alertDismiss
    case call
    case callAccept
    case callDecline
    case callEnd
    case notificationCenter
    case notificationCenterClose
    case controlCenter
    case controlCenterClose
    case switcher
    case switcherOpen
    case switcherKill
    case switcherClose
    case fetch
    case push
    case location
    case tapNotification
    case debuggerAttach
    case debuggerDetach
    case debuggerKill
    case crash
    case memoryPressure
    case reboot
    case timePasses
    case disconnect

    /// The label the explorer calls `english` in `language`, or `english` itself when it is no
    /// label (a callback's name).
    public static func label(_ english: String, in language: Language) -> String {
        byEnglish[english].map { $0.text(in: language) } ?? english
    }

    /// The label whose English words are `english`.
    public static func named(_ english: String) -> DiagramLabel? { byEnglish[english] }

    private static let byEnglish: [String: DiagramLabel] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.english, $0) })

    /// The words in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .en: return english
        case .ja: return japanese
        }
    }

    /// The words in English: the explorer's own names.
    var english: String {
        switch self {
        case .suspensionCause: return "nothing keeps it running (BG-2)"
        case .taskExpired: return "task expired"
        case .launch: return "launch"
        case .openURL: return "open URL"
        case .home: return "home"
        case .launchAnotherApp: return "launch another app"
        case .lock: return "lock"
        case .unlock: return "unlock"
        case .alert: return "alert"
        case .alertDismiss: return "alert dismiss"
        case .call: return "call"
        case .callAccept: return "call accept"
        case .callDecline: return "call decline"
        case .callEnd: return "call end"
        case .notificationCenter: return "notification center"
        case .notificationCenterClose: return "notification center close"
        case .controlCenter: return "control center"
        case .controlCenterClose: return "control center close"
        case .switcher: return "switcher"
        case .switcherOpen: return "switcher open"
        case .switcherKill: return "switcher kill"
        case .switcherClose: return "switcher close"
        case .fetch: return "fetch"
        case .push: return "push"
        case .location: return "location"
        case .tapNotification: return "tap notification"
        case .debuggerAttach: return "debugger attach"
        case .debuggerDetach: return "debugger detach"
        case .debuggerKill: return "debugger kill"
        case .crash: return "crash"
        case .memoryPressure: return "memory pressure"
        case .reboot: return "reboot"
        case .timePasses: return "time passes"
        case .disconnect: return "disconnect"
        }
    }
}
