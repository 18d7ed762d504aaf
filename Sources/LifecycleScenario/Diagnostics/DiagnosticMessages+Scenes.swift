import LifecycleSim

/// Messages about scenes (SC-1, SC-6 … SC-8).
extension DiagnosticMessages {
    static func splitWithItself(_ scene: String) -> DiagnosticText {
        DiagnosticText(.splitWithItself, ["scene": "\(scene)"])
    }

    static func multipleScenesOffIPad(_ model: DeviceModel, app: String) -> DiagnosticText {
        DiagnosticText(.multipleScenesOffIPad, ["model": "\(model.rawValue)", "app": "\(app)"])
    }

    static func windowUseWithoutMultiple(_ word: String, app: String) -> DiagnosticText {
        DiagnosticText(.windowUseWithoutMultiple, ["word": "\(word)", "app": "\(app)"])
    }

    static func notASceneName(_ spelling: String, usage: String) -> DiagnosticText {
        DiagnosticText(.notASceneName, ["spelling": "\(spelling)", "usage": Usage.argument(usage)])
    }

    static func scenesBeforeIOS13(_ version: OSVersion) -> DiagnosticText {
        DiagnosticText(.scenesBeforeIOS13, ["version": "\(version)"])
    }

    static func phaseUseWithoutSwiftUI(_ word: String, app: String) -> DiagnosticText {
        DiagnosticText(.phaseUseWithoutSwiftUI, ["word": "\(word)", "app": "\(app)"])
    }

    static func sceneUseWithoutOption(_ word: String, app: String) -> DiagnosticText {
        DiagnosticText(.sceneUseWithoutOption, ["word": "\(word)", "app": "\(app)"])
    }
}
