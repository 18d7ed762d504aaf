import LifecycleSim

/// Messages about scenes (SC-1, SC-6 … SC-8).
extension DiagnosticMessages {
    static func splitWithItself(_ scene: String) -> String {
        "Split View shows two different scenes: \(scene) cannot be beside itself (SC-7); write split APP/N APP/M"
    }

    static func multipleScenesOffIPad(_ model: DeviceModel, app: String) -> String {
        "more than one window needs an iPad: on an \(model.rawValue) \(app) shows one scene at a time, so "
            + "open-window and request-scene are refused; write 'model ipad' on the device line (SC-6)"
    }

    static func windowUseWithoutMultiple(_ word: String, app: String) -> String {
        "'\(word)' needs an app that supports multiple scenes, and \(app) does not, so it is refused; "
            + "add 'scenes multiple' to the 'app \(app)' line (SC-6)"
    }

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
