/// Scene sources (MODERN_LIFECYCLE.md); links checked against stored copies of the pages.
extension Ref {
    private static let uikit = "https://developer.apple.com/documentation/uikit/"

    static let sceneDelegate = RuleReference(.doc, "UISceneDelegate", uikit + "uiscenedelegate")
    static let willConnect = RuleReference(.doc, "UISceneDelegate.scene(_:willConnectTo:options:)",
                                           uikit + "uiscenedelegate/scene(_:willconnectto:options:)")
    static let sceneDidDisconnect = RuleReference(.doc, "UISceneDelegate.sceneDidDisconnect(_:)",
                                                  uikit + "uiscenedelegate/scenediddisconnect(_:)")
    static let transitioningToScenes = RuleReference(.doc, "Transitioning to the UIKit scene-based life cycle",
                                                     uikit + "transitioning-to-the-uikit-scene-based-life-cycle")
    static let sceneForumOrder = RuleReference(.obs, "Apple Developer Forums thread 732170 (scene delegate call order)",
                                               "https://forums.developer.apple.com/forums/thread/732170")
    static let configurationNotCalled = RuleReference(
        .obs, "Stack Overflow 63520008: configurationForConnecting not called reliably",
        "https://stackoverflow.com/questions/63520008/why-is-uiapplicationdelegate-method-application-configurationforconnectingop")
    static let sceneDelegateNotes = RuleReference(.obs, "onmyway133: How to work with SceneDelegate",
                                                  "https://onmyway133.com/posts/how-to-work-with-scenedelegate-in-ios-12")
}

extension RuleCatalogue {
    static let sceneCitations: [RuleID: [RuleCitation]] = [
        .sc1: [
            Ref.willResignActive.cite(
                "If you're using scenes (see Scenes), UIKit will not call this method. Use sceneWillResignActive(_:) instead"),
            Ref.managingLifeCycle.cite(
                "When you enable scene support in your app, iOS always uses your scene delegates in iOS 13 and later."),
            Ref.sceneDelegateNotes.cite("If the URL launches your app, you will get scene(_:willConnectTo:options:) instead and it's in the options."),
        ],
        .sc2: [
            Ref.transitioningToScenes.cite(
                "The UIKit scene-based life cycle separates the app process life cycle from the UI life cycle"),
        ],
        .sc3: [
            Ref.willConnect.cite("Tells the delegate about the addition of a scene to the app."),
            Ref.sceneForumOrder.cite("I observe the following sequence of debug prints"),
            Ref.configurationNotCalled.cite(),
        ],
        .sc4: [
            Ref.sceneDelegate.cite(
                "This interface defines methods for responding to state transitions that affect the scene, including when the scene enters the foreground and becomes active, and when it enters the background."),
            Ref.sceneForumOrder.cite("sceneWillResignActive"),
        ],
        .sc5: [
            Ref.uiApplicationState.cite(),
            Ref.managingLifeCycle.cite(),
        ],
        .sc9: [
            Ref.sceneDidDisconnect.cite("UIKit may also disconnect a scene in order to reclaim memory for other processes."),
        ],
    ]
}
