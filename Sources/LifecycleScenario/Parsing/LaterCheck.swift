import LifecycleSim

/// A use the parser notes as it reads a line and checks once the whole file is read, when the
/// device line, every app's options and the whole timeline are known: a header may come in any
/// order, and a use may come before what it depends on. Each gives at most a warning.
struct LaterCheck {
    /// What is checked.
    enum Kind: Equatable {
        /// A use of an app name not declared when it was read, against the `app` lines (any in the header).
        case appName
        /// `end-task NAME`, against the app's `begin-task` actions.
        case endTask(String)
        /// `on expire NAME`, against the app's `begin-task` actions.
        case expireHandler(String)
        /// A `restoration` option: nothing on a device before iOS 6.
        case restorationOption
        /// A `setting` line that exists only from iOS `since` (the setting is `feature`).
        case versionedSetting(since: Int, feature: DiagnosticNoun)
        /// A state-restoration handler of an app without `restoration`.
        case restorationHandler
        /// An `on bgtask ID` / `on bgtask-expire ID` identifier, against the app's `bgtasks` (BT-1).
        case bgTaskHandlerID
        /// An `on performFetch` handler, against the app's `bgtasks` and the device's version (BT-8).
        case performFetchHandler
        /// A `scenes` option: ignored on a device before iOS 13 (SC-1).
        case sceneOption
        /// A handler of an app-delegate method of the foreground and background (didEnterBackground,
        /// willEnterForeground, didBecomeActive, willResignActive), against the app's `scenes`
        /// and the device's version: UIKit calls a scene-based app's scene delegate instead (SC-1).
        case appDelegateLifecycleHandler(DelegateCallback)
        /// A scene callback handler or an `APP/N` name, against the app's `scenes`.
        case sceneUse
        /// A `scenes multiple` option, against the device's model (SC-6).
        case multipleSceneOption
        /// An `open-window APP` app name, against the app's `scenes multiple` (SC-6).
        case windowUse
        /// A `request-scene` action, against the app's `scenes multiple` (SC-6).
        case requestSceneUse
        /// A SwiftUI phase handler or `phase` expectation, against the app's `swiftui` (UI-1).
        case phaseUse
        /// A `notifications` expectation, against `setting notifications on` (NT-1).
        case notificationExpectation
    }

    var kind: Kind
    /// The app the use belongs to ("" for a setting of the device).
    var app: String
    var line: SourceLine
    var token: Token

    init(_ kind: Kind, app: String, line: SourceLine, token: Token) {
        self.kind = kind
        self.app = app
        self.line = line
        self.token = token
    }
}

extension ParserSession {
    /// The later checks of `kind`, in file order.
    func noted(_ kind: LaterCheck.Kind) -> [LaterCheck] { laterChecks.filter { $0.kind == kind } }
}
