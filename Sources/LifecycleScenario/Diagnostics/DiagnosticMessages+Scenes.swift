import LifecycleSim

/// Messages about scenes (SC-1).
extension DiagnosticMessages {
    static func notASceneName(_ spelling: String, usage: String) -> String {
        "'\(spelling)' is not a scene; write the app's name, a slash and the scene's number from 1, "
            + "such as Notes/1: " + usage
    }

    static func scenesBeforeIOS13(_ version: OSVersion) -> String {
        "scenes exist from iOS 13; on iOS \(version) this option is accepted and ignored, and the app delegate "
            + "gets the UI callbacks (SC-1)"
    }

    static func phaseUseWithoutSwiftUI(_ word: String, app: String) -> String {
        "'\(word)' needs a SwiftUI app, and \(app) is not one, so this never happens; "
            + "add 'swiftui' to the 'app \(app)' line (UI-1)"
    }

    static func sceneUseWithoutOption(_ word: String, app: String) -> String {
        "'\(word)' needs a scene-based app, and \(app) has no scenes, so this never happens; "
            + "add 'scenes' to the 'app \(app)' line"
    }
}
