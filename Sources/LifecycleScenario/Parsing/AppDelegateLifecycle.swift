import LifecycleSim

/// SC-1: the app delegate's methods of the foreground and the background, and the scene-delegate
/// method UIKit calls in their place for a scene-based app (iOS 13+).
enum AppDelegateLifecycle {
    /// The scene delegate's counterpart of `method`, nil for a method that is not one of the four.
    static func sceneMethod(for method: DelegateCallback) -> DelegateCallback? {
        switch method {
        case .didEnterBackground: return .sceneDidEnterBackground
        case .willEnterForeground: return .sceneWillEnterForeground
        case .didBecomeActive: return .sceneDidBecomeActive
        case .willResignActive: return .sceneWillResignActive
        default: return nil
        }
    }
}
