extension RuleCatalogue {
    /// The sources of the groups TE, DB, SC (RuleCatalogue+Termination.swift), by rule id.
    static let terminationCitations: [RuleID: [RuleCitation]] = [
        .te1: [
            Ref.guideLifeCycle.cite(
                "In addition to the system terminating your app, the user can terminate your app explicitly using the multitasking UI."),
            Ref.closeAppArticle.cite(),
        ],
        .te2: [
            Ref.guideLifeCycle.cite(
                "User-initiated termination has the same effect as terminating a suspended app. The app's process is killed and no notification is sent to the app."),
            Ref.willTerminateAnswer.cite(
                "applicationWillTerminate is called when a user terminates the app without switching it to background mode: the app is active, the user makes double press on Home button and throws out the app."),
            Ref.pseudoTaskGist.cite(),
            Ref.swipeUpEvents.cite("sceneDidEnterBackground"),
            Ref.sceneForumOrder.cite("sceneDidDisconnect"),
            Ref.firefoxDiscardOrder.cite(
                "The scene disconnection & discard events will always happen before a UIApplication.willTerminateNotification event is posted."),
            Ref.didDiscardSceneSessions.cite("If your app isn't running, UIKit calls this method the next time your app launches."),
            Ref.discardTermination.cite(
                "Swipe up from the multitasking switcher to close the first window, and observe that the app delegate is sent application:didDiscardSceneSessions:"),
            Ref.forceQuitKeepsRestoration.cite(
                "quitting the app by swiping up on app switcher will not have the system delete the restoration preserved state. … The app restores its state because it relaunched with a `restorationActivity` instance."),
            Ref.lastWindowRestored.cite(
                "Discard (by flicking up) first the main window and then the detail window. The app is now killed. … At this point I do not get a call to configurationForConnectingSceneSession. I get the detail scene back, restored from its user activity"),
            Ref.restoringAppState.cite(
                "the system automatically deletes its preserved state when the user force quits the app"),
            Ref.swipeWithoutDiscardBlog.cite(
                "if it is closed, as in the picture below, discardScene(AppDelegate) is not called, but sceneDidDisconnect(Scene Delegate) is called."),
        ],
        .te3: [
            Ref.willTerminate.cite(
                "However, this method may be called in situations where the app is running in the background (not suspended) and the system needs to terminate it for some reason."),
            Ref.guideLifeCycle.cite(
                "Suspended apps receive no notification when they are terminated; the system kills the process and reclaims the corresponding memory."),
            Ref.guideLifeCycle.cite("The system does not call this method when the device reboots."),
            Ref.shutdownTest.cite(
                "An app will receive applicationWillTerminate if it is in foreground and the user selects to shut down the device while your app is running."),
            Ref.xnuJetsam.cite(
                "jetsam_do_kill(proc_t p, int jetsam_flags, os_reason_t jetsam_reason) { … exit_with_reason(p, W_EXITCODE(0, SIGKILL), …"),
            Ref.whyKilledSession.cite(
                "Memory pressure exit (aka Jetsam) … cumulativeMemoryPressureExitCount … cumulativeNormalExitCount"),
        ],
        .te4: [
            Ref.guideBackground.cite(
                "In most cases, the system does not relaunch apps after they are force quit by the user. One exception is location apps, which in iOS 8 and later are relaunched after being force quit by the user."),
            Ref.forceQuitThread.cite(
                "When you remove an app from the multitasking UI (aka force quit it), the system interprets that as a strong indication that the app should do no more work in the background"),
            Ref.backgroundStatesThread.cite(
                "You get into state 5 when the user removes your app from the multitasking UI."),
        ],
        .te5: [
            Ref.guideLifeCycle.cite("the system kills the process and reclaims the corresponding memory."),
            Ref.systemMonitorArticles.cite(),
        ],
        .db1: [
            Ref.qa1592.cite("When Xcode launches an application, the watchdog timer is disabled"),
            Ref.forceQuitThread.cite("Xcode's debugger prevents the system from suspending your app"),
        ],
    ]
}
