/// SwiftUI scene phase (UI): the group "UI (UI)" of docs/RULES.md; links checked against stored copies of the pages.
extension Ref {
    static let scenePhaseActive = RuleReference(.doc, "SwiftUI ScenePhase.active",
                                                "https://developer.apple.com/documentation/swiftui/scenephase/active")
    static let squiresScenePhase = RuleReference(.obs, "Jesse Squires: SwiftUI's ScenePhase (2024)",
                                                 "https://jessesquires.com/blog/2024/06/29/swiftui-scene-phase")
    static let scenePhaseMedium = RuleReference(.obs, "ByungwookAn: How does the scene phase change in the SwiftUI app?",
                                                "https://medium.com/@frentebw/how-does-the-scene-phase-change-in-the-swiftui-app-102ed4586b50")
}

extension RuleCatalogue {
    static let swiftUIRules: [LifecycleRule] = [
        LifecycleRule(
            id: .ui1, title: "A SwiftUI scene reports its scenePhase", versions: "iOS 14+",
            sources: [.doc, .obs],
            statement: """
            A `swiftui` app (a SwiftUI App with a WindowGroup; it implies `scenes`) on iOS 14+: each scene's view
            observes `scenePhase`, foreground-active → active, foreground-inactive → inactive, background →
            background. Each change is recorded as scenePhaseActive, scenePhaseInactive or scenePhaseBackground
            with the scene's number, right after the scene callback that caused it (sceneWillResignActive and
            sceneWillEnterForeground → inactive, sceneDidBecomeActive → active, sceneDidEnterBackground →
            background). On iOS 13 the app runs as a scene-based app with a warning and no phase callbacks.
            """,
            resolution: "What we checked: Apple's ScenePhase page defines the three phases and says a view reads its own scene's phase, but gives no order against the UIKit scene-delegate callbacks; we found no published log that prints scenePhase next to sceneDidBecomeActive (the Apple Developer Forums thread 732170 logs only the scene delegate; Jesse Squires (2024) lists ScenePhase's limits and unexpected behaviour without such a log). Our reading: SwiftUI's phase follows the scene's activation state, which UIKit changes around the scene callbacks, so we record each change right after the callback that caused it, as the project's original brief says; the relative order is a modelling choice, not an observation."
        ),
        LifecycleRule(
            id: .ui2, title: "The App's scenePhase is the aggregate of its scenes", versions: "iOS 14+",
            sources: [.doc],
            statement: """
            Read in the App, `scenePhase` is the aggregate: active if any scene is active, inactive if none is
            active and any is inactive, background otherwise. Its changes are recorded as appPhaseActive,
            appPhaseInactive or appPhaseBackground (no scene number), right after the scene's phase callback.
            `expect APP phase P` checks the aggregate, `expect APP/N phase P` one scene's phase.
            """,
            resolution: "Apple's ScenePhase page: read from an App instance, the value is an aggregate; 'The app reports a value of ScenePhase.active if any scene is active, or a value of ScenePhase.inactive when no scenes are active', and ScenePhase.active says an app in this phase 'contains at least one active scene instance'. The page does not spell out background; we read it (as the project's original brief does) as: background when no scene is active or inactive."
        ),
        LifecycleRule(
            id: .ui3, title: "onChange(of: scenePhase) reports changes, not the initial phase", versions: "iOS 14+",
            sources: [.doc, .obs],
            statement: """
            A scene's phase callback reports changes only: none for the phase the scene connects in
            (inactive at a user launch), so a cold launch gives one scenePhaseActive after sceneDidBecomeActive.
            The same holds for the App's aggregate: its first value is no change.
            """,
            resolution: "onChange(of:perform:) (iOS 14) has no initial call; onChange(of:initial:_:) from iOS 17 calls at once only when initial is true, false by default (research note UI-3). A published walk-through (ByungwookAn, 2023) prints only 'Active' when the app launches with onChange(of: scenePhase), the initial inactive phase unreported, which matches."
        ),
    ]

    static let swiftUICitations: [RuleID: [RuleCitation]] = [
        .ui1: [
            Ref.scenePhase.cite("If you read the phase from inside a View instance, you obtain a value that reflects the phase of the scene that contains the view."),
            Ref.squiresScenePhase.cite("SwiftUI introduced the ScenePhase API in iOS 14 and macOS 11."),
        ],
        .ui2: [
            Ref.scenePhase.cite("The app reports a value of ScenePhase.active if any scene is active, or a value of ScenePhase.inactive when no scenes are active."),
            Ref.scenePhaseActive.cite("An app or custom scene in this phase contains at least one active scene instance."),
        ],
        .ui3: [
            Ref.onChangeInitial.cite(),
            Ref.scenePhaseMedium.cite("When you launch this app, \u{201C}Active\u{201D} is printed."),
        ],
    ]
}
