extension RuleCatalogue {
    /// The sources of the groups MW, VC, SR, DOC, PS (RuleCatalogue+DeviceSystems.swift), by rule id.
    static let deviceSystemsCitations: [RuleID: [RuleCitation]] = [
        .mw1: [
            Ref.guideBackground.cite(
                "Suspended apps are purged first, and no notice is given to the app before it is purged."),
            Ref.guideStateTransitions.cite(
                "Apps that consume large amounts of memory while in the background are the first apps to be terminated."),
            Ref.jetsamMessage.cite("Jetsam will try to avoid terminating the foreground process"),
            Ref.xnuJetsam.cite(
                "jetsam_do_kill(proc_t p, int jetsam_flags, os_reason_t jetsam_reason) { … exit_with_reason(p, W_EXITCODE(0, SIGKILL), …"),
        ],
        .mw2: [
            Ref.memoryWarnings.cite(
                "It calls the applicationDidReceiveMemoryWarning(_:) method of your app delegate. It calls the didReceiveMemoryWarning() method of any active UIViewController classes."),
            Ref.memoryWarningLog.cite(),
        ],
        .mw3: [Ref.unrecordedObservation.cite()],
        .mw4: [Ref.unrecordedObservation.cite()],
        .vc1: [
            Ref.loadView.cite(
                "The view controller calls this method when its view property is requested but is currently nil."),
            Ref.viewDidLoad.cite("Called after the controller's view is loaded into memory."),
        ],
        .vc2: [
            Ref.viewDidUnload.cite(
                "Views are no longer purged under low-memory conditions and so this method is never called."),
            Ref.memoryWarningLog.cite(),
        ],
        .vc3: [Ref.memoryWarningLog.cite()],
        .vc4: [
            RuleCitation(label: .guide,
                         title: "Apple guide text on full-screen presentation; the research notes (apple-sources.md) record no quote or chapter for this rule"),
        ],
        .vc5: [Ref.memoryWarningLog.cite()],
        .sr1: [
            Ref.guideImplementing.cite(
                "Before preservation even occurs, UIKit asks your app delegate if it should occur by calling … shouldSaveApplicationState"),
        ],
        .sr2: [
            Ref.guideImplementing.cite(
                "UIKit preserves your app's state at appropriate times, such as when your app moves from the foreground to the background."),
            Ref.appLaunchSequence.cite(
                "Backgrounding the app: 1. applicationWillResignActive: Active 2. applicationDidEnterBackground: Background 3. applicationShouldSaveApplicationState: Background 4. applicationWillEncodeRestorableStateWith: Background"),
            Ref.restoringAppState.cite(
                "For scene-based apps, UIKit asks each scene to save its state information using an NSUserActivity object."),
            Ref.flutterSceneRestoration.cite(
                "After migrating to UIScene, these methods are no longer called by UIKit. This does not appear to be documented anywhere."),
        ],
        .sr3: [
            Ref.launchSequence.cite(),
            Ref.didFinishLaunching.cite(
                "In an app that doesn't support scenes: The system performs state restoration before calling this method."),
            Ref.guideImplementing.cite(
                "The next time the app is launched, UIKit loads the app's main storyboard or nib file as usual, calls the app delegate's application:willFinishLaunchingWithOptions: method, and then tries to restore the app's previous state."),
            Ref.appLaunchSequence.cite(
                "7. applicationWillFinishLaunchingWithOptions … 8. applicationShouldRestoreApplicationState: Inactive 9. applicationDidDecodeRestorableStateWith: Inactive 10. applicationDidFinishLaunchingWithOptions"),
            Ref.flutterSceneRestoration.cite(
                "After migrating to UIScene, these methods are no longer called by UIKit. This does not appear to be documented anywhere."),
        ],
        .sr4: [
            Ref.guideImplementing.cite(
                "The system automatically deletes an app's preserved state when the user force quits the app."),
            Ref.guideImplementing.cite(
                "if your app crashes during the restoration process, the system automatically throws away the state information during the next launch cycle"),
        ],
        .sr5: [
            Ref.guideImplementing.cite(
                "If a view controller does not have a restoration identifier, that view controller and all of its views and child view controllers are not preserved."),
        ],
        .doc1: [
            Ref.openingFileTypes.cite(),
            Ref.fileTransferArticle.cite(),
        ],
        .doc2: [
            Ref.willBeginSending.cite("called when the user chooses to open a document, which could occur from within a document preview."),
            Ref.didEndSending.cite("This method is called after the document information has been saved for the specified application."),
            Ref.guideInterApp.cite("it is launched and moved to the foreground so that it can open the URL."),
        ],
        .doc3: [
            Ref.fileSystemGuide.cite(
                "Your app can read and delete files in this directory but cannot create new files or write to existing files."),
        ],
        .ps1: [Ref.systemMonitorArticles.cite()],
        .ps2: [Ref.systemMonitorArticles.cite()],
        .ps3: [
            Ref.userDefaults.cite(
                "When you set a default value, it’s changed synchronously within your process, and asynchronously to persistent storage and other processes."),
            Ref.fileSystemGuide.cite(
                "During installation of a new app, the installer creates a number of container directories for the app inside the sandbox directory."),
            Ref.userDefaultsThread.cite(
                "That doesn’t mean that the user defaults system is allowed to drop the value, just that it might take a while to propagate."),
        ],
    ]
}
