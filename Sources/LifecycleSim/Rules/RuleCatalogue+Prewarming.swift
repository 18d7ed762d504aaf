extension RuleCatalogue {
    /// Rules of the group PW (docs/RULES.md).
    static let prewarmingRules: [LifecycleRule] = [
        LifecycleRule(
            id: .pw1, title: "Prewarming starts a process that stops short of UIApplicationMain", versions: "iOS 15+",
            sources: [.doc, .obs],
            statement: """
            `prewarm APP` starts the process of an app that is not running and runs it up to, not including,
            `UIApplicationMain`: no app or scene callback, the app stays `not-running` to UIKit, no card in the
            switcher; the process counts for memory (PS-2, `free-memory`) and shows in `ps` as
            `not-running (prewarmed)`; it happens on a locked device too. The next launch of any kind, by the user
            or the system, completes the launch from there with that launch's callbacks at that time (a user
            launch: LA-1, `launched-by user`; a background event: BR-3). Memory pressure reclaims a prewarmed
            process silently, as it does a suspended one (MW-1: with the suspended apps, largest first).
            `expect APP prewarmed` holds while the process was started by prewarming and has not yet run
            `UIApplicationMain`. Refused with a warning: before iOS 15, for an app that is running or already
            prewarmed, and when the app does not fit in free memory. DOC, OBS.
            """,
            resolution: """
            Apple's article says prewarming stops before `UIApplicationMain`; logs published for iOS 15.0 \
            (Stack Overflow, Apple forums) show `didFinishLaunching`, sometimes, during prewarming, and those \
            threads report that it stopped in iOS 15.4. We follow the documentation: no callback while \
            prewarmed. The article has the system remove a prewarmed app "from memory to reclaim resources": \
            MW-1 takes it with the suspended apps, largest first (the order is ours). Where no source speaks \
            we chose: a prewarmed process has no card (the user never launched it); a reboot and a `crash` \
            end it silently; swiping away a card left \
            from an earlier launch ends it too (TE-2's force-quit mark is set as usual); `debugger kill` is \
            refused (to UIKit the app is not running). A background event (`fetch`, `push content-available`, \
            `location`) for a prewarmed app is BR-3's launch into the background, which completes the \
            prewarmed process (`launched-by fetch` …): the article speaks of the time until "the user, or \
            system, fully launches the app", and nothing says the system drops or delays the event. The \
            system prewarms "depending on device conditions", so prewarming never ends another app to make \
            room: it is refused when the app does not fit.
            """
        ),
    ]
}
