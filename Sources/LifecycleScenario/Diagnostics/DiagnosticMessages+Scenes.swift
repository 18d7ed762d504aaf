import LifecycleSim

/// Messages about scenes (SC-1, SC-6 … SC-8).
extension DiagnosticMessages {

    static func multipleScenesOffIPad(_ model: DeviceModel, app: String) -> DiagnosticText {
        .multipleScenesOffIPad(model: "\(model.rawValue)", app: app)
    }

    static func notASceneName(_ spelling: String, usage: String) -> DiagnosticText {
        .notASceneName(spelling: spelling, usage: Usage.argument(usage))
    }

}
