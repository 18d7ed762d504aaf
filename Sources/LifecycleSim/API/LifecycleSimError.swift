/// Misuse of the Swift API, with what to do instead.
public enum LifecycleSimError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No app of that name is installed.
    case unknownApp(String, installed: [String])
    /// An app of that name is already installed.
    case duplicateApp(String)
    /// The device cannot take the event in its current state (the same events a scenario warns about).
    case refused(event: String, reason: String, rule: RuleID)
    /// `moveTo(_:)` cannot make the app hold the requested state.
    case unreachable(app: String, state: AppState, reason: String)

    public var description: String {
        switch self {
        case .unknownApp(let name, let installed):
            let hint = Suggestion.nearest(to: name, in: installed).map { "; did you mean '\($0)'?" } ?? ""
            let list = installed.isEmpty ? "no app is installed: call install(_:) first" : "installed: \(installed.joined(separator: ", "))"
            return "no app named '\(name)'\(hint) (\(list))"
        case .duplicateApp(let name):
            return "an app named '\(name)' is already installed: give each app a unique name"
        case .refused(let event, let reason, let rule):
            return "'\(event)' refused: \(reason) (\(rule))"
        case .unreachable(let app, let state, let reason):
            return "cannot move \(app) to \(state): \(reason)"
        }
    }
}
