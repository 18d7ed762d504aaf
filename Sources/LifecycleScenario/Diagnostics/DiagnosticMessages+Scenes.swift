import LifecycleSim

/// Messages about scenes (SC-1).
extension DiagnosticMessages {
    static func notASceneName(_ spelling: String, usage: String) -> DiagnosticText {
        DiagnosticText(.notASceneName, ["spelling": "\(spelling)", "usage": "\(usage)"])
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
