extension RuleCatalogue {
    /// The sources of the groups BG, BM, BR (RuleCatalogue+Background.swift), by rule id.
    static let backgroundCitations: [RuleID: [RuleCitation]] = [
        .bg1: [
            Ref.beginBackgroundTask.cite("A unique identifier for the new background task."),
            Ref.endBackgroundTask.cite(
                "You must call this method to end a task that was started using the beginBackgroundTask(expirationHandler:) method."),
            Ref.backgroundTaskNotes.cite(
                "The background time 'clock' only starts to tick when the background task becomes effective."),
            Ref.longLivedTaskLog.cite(
                "[BackgroundTask] Background Task 1 (\"Called by Runner, from -[BackgroundTaskManager createBackgroundTask]\"), was created over 30 seconds ago. In applications running in the background, this creates a risk of termination. Remember to call UIApplication.endBackgroundTask(_:) for your task in a timely manner to avoid this."),
            Ref.longLivedTaskForeground.cite("Even though the app is in the foreground"),
        ],
        .bg2: [
            Ref.guideLifeCycle.cite(
                "The system moves apps to this state automatically and does not notify them before doing so."),
            Ref.guideBackground.cite("Calling either of these methods delays the suspension of your app temporarily"),
        ],
        .bg3: [
            Ref.backgroundTaskNotes.cite(
                "The amount of background execution time you get is a property of your app, not a property of the background tasks themselves."),
            Ref.backgroundRunnerLog.cite("permittedBackgroundDuration: 600.000000 reason: finishTask"),
        ],
        .bg4: [
            Ref.backgroundTimeRemaining.cite(
                "The value is valid only after the app enters the background and has started at least one task using beginBackgroundTask(expirationHandler:) in the foreground."),
            Ref.foregroundTimeRemaining.cite(
                "when entering the background, our task calls [UIApplication sharedApplication].backgroundTimeRemaining which we typically expect to return something like 170. on the iPhoneX it returns 1.797693134862316e+308"),
        ],
        .bg5: [
            Ref.endBackgroundTask.cite(
                "You must call this method to end a task that was started using the beginBackgroundTask(expirationHandler:) method. If you do not, the system may terminate your app."),
            Ref.beginBackgroundTask.cite(
                "If you don't call endBackgroundTask(_:) for each task before time expires, the system kills the app."),
            Ref.beginBackgroundTask.cite(
                "A handler to be called shortly before the app's remaining background time reaches 0."),
            Ref.expiredTaskStillRunningLog.cite(
                "Background task still not ended after expiration handlers were called: … taskName = Called by Jetpack, from …applicationDidEnterBackground…, creationTime = 401007 (elapsed = 26). This app will likely be terminated by the system."),
            Ref.expirationFourSecondsLeft.cite("iOS typically fires the expiration-handler when there 4-5 seconds remaining."),
            Ref.stillNotEndedIOS14Log.cite(
                "Background task still not ended after expiration handlers were called: <_UIBackgroundTaskInfo: 0x280f75cc0>: taskID = 258, taskName = Called by App, from -[GTMSessionFetcher(GTMSessionUploadFetcherMethods) parentUploadFetcher], creationTime = 194962 (elapsed = 74). This app will likely be terminated by the system. Call UIApplication.endBackgroundTask(_:) to avoid this."),
            Ref.stillNotEndedSeveralTasksLog.cite(
                "[BackgroundTask] Background task still not ended after expiration handlers were called: <_UIBackgroundTaskInfo: 0x280883b00>: taskID = 262, … (elapsed = 44). … taskID = 171, … (elapsed = 55)"),
            Ref.backgroundTaskNotes.cite("This results in a crash report with the exception code 0x8badf00d"),
        ],
        .bg6: [
            Ref.cantEndLog.cite(
                "Can't end BackgroundTask: no background task exists with identifier 3 (0x3), or it may have already been ended."),
            Ref.cantEndHarmless.cite("It's not an error, just a warning"),
        ],
        .bg7: [
            Ref.backgroundTaskNotesEarlier.cite("30 seconds, when your app was resumed in the background"),
            Ref.backgroundRunner600.cite("permittedBackgroundDuration: 600.000000 reason: finishTask"),
            Ref.iOS7BackgroundTimeAnswer.cite("in iOS 7 Apple has also reduced the time Apps can run in the background from 10 minutes (iOS 6 and older) to only 3 minutes under iOS 7"),
        ],
        .bg8: [
            Ref.backgroundTaskNotes.cite(
                "If you see a crash report with the exception code 0xbada5e47, you've hit that limit."),
        ],
        .bg9: [
            Ref.beginBackgroundTask.cite(
                "This method returns UIBackgroundTaskInvalid if running in the background isn't possible."),
            Ref.beginBackgroundTask.cite(
                "If the system is unable to grant the task assertion, it calls your expiration handler."),
        ],
        .bm1: [
            Ref.guideBackground.cite(
                "As long as it is playing audio or video content or recording audio content, the app continues to run in the background. However, if recording or playback stops, the system suspends the app."),
        ],
        .bm2: [
            Ref.guideBackground.cite(
                "Enabling this mode does not prevent the system from suspending the app, but it does tell the system that it should wake up the app whenever there is new location data to deliver."),
            Ref.allowsBackgroundLocationUpdates.cite(
                "After including the UIBackgroundModes key, set the value of allowsBackgroundLocationUpdates to true."),
        ],
        .bm3: [
            Ref.guideBackground.cite(
                "If the app does not select this mode, any audio being played or recorded by the app stops when the app moves to the background."),
        ],
        .br1: [
            Ref.backgroundRefreshStatus.cite(
                "Background App Refresh is disabled automatically when a device is operating in low-power mode."),
        ],
        .br2: [
            Ref.uiApplicationHeader.cite(
                "When background refresh is available for an application, it may launched or resumed in the background to handle significant location changes, remote notifications, background fetches, etc."),
            Ref.backgroundRefreshStatus.cite(
                "Background App Refresh—an app's ability to open in the background to perform refresh tasks"),
        ],
        .br3: [
            Ref.remoteNotificationFetch.cite(
                "Your app has up to 30 seconds of wall-clock time to process the notification and call the specified completion handler block."),
            Ref.performFetch.cite("If you do not call the completion handler in time, your app is terminated."),
            Ref.locationGuideRegions.cite(
                "if the app is suspended when the event occurs, it's woken up and given a short amount of time (around 10 seconds) to handle the event. When necessary, an app can request more background execution time using the beginBackgroundTaskWithExpirationHandler: method"),
            Ref.locationGuideSignificantChange.cite(
                "At wake-up time, the app is put into the background and you are given a small amount of time (around 10 seconds) to manually restart location services and process the location data."),
        ],
        .br4: [
            Ref.backgroundSequence.cite(
                "1. The system launches the app and follows the initialization sequence… 2. UIKit calls the app delegate's applicationDidEnterBackground(_:) method. 3. UIKit delivers the event that caused the launch."),
            Ref.batchLifecycle.cite(
                "Notification (bg refresh) with app killed: application:didFinishLaunchingWithOptions: - State: Background … application:didReceiveRemoteNotification:fetchCompletionHandler: - State: Background"),
        ],
        .br5: [
            Ref.handleEventsForBackgroundURLSession.cite(
                "If a URL session finishes its work when your app is not running, the system launches your app in the background so that it can process the event."),
            Ref.handleEventsForBackgroundURLSession.cite(
                "At launch time, the app does not call this method if there are uploads or downloads in progress but not yet finished."),
            Ref.backgroundSequence.cite(
                "System events can cause a suspended app to be returned to the background, or cause a not running app to be launched directly into the background."),
            Ref.backgroundSessionConfiguration.cite(
                "If the user terminates the app from the multitasking screen, the system cancels all of the session's background transfers. In addition, the system does not automatically relaunch apps that were force quit by the user."),
            Ref.forceQuitThread.cite(
                "the system interprets that as a strong indication that the app should do no more work in the background, and that includes URLSession background tasks"),
            Ref.urlSessionRelaunchLog.cite(
                "didFinishLaunchingWithOptions → handleEventsForBackgroundURLSession → didFinishDownloadingToURL → didCompleteWithError → URLSessionDidFinishEventsForBackgroundURLSession"),
            Ref.urlSessionHandlerNeverCalled.cite(
                "Warning: Application delegate received call to -application:handleEventsForBackgroundURLSession:completionHandler: but the completion handler was never called."),
            Ref.urlSessionCancelledAtRelaunch.cite(
                "didCompleteWithError fires when the user relaunches the app and the background session is recreated"),
        ],
    ]
}

extension Ref {
    static let handleEventsForBackgroundURLSession = RuleReference(
        .doc, "UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleeventsforbackgroundurlsession:completionhandler:)")
    static let backgroundSessionConfiguration = RuleReference(
        .doc, "URLSessionConfiguration.background(withIdentifier:)",
        "https://developer.apple.com/documentation/foundation/urlsessionconfiguration/background(withidentifier:)")
    static let urlSessionRelaunchLog = RuleReference(
        .obs, "ioswifter.com: NSURLSessionDownloadTask usage (2016 device log)",
        "http://ioswifter.com/2016/06/13/NSURLSessionDownloadTask-usage")
    static let urlSessionHandlerNeverCalled = RuleReference(
        .obs, "Alamofire/Alamofire issue 804 (UIKit's warning)", "https://github.com/Alamofire/Alamofire/issues/804")
    static let urlSessionCancelledAtRelaunch = RuleReference(
        .obs, "AFNetworking/AFNetworking issue 3976 (iOS 10)", "https://github.com/AFNetworking/AFNetworking/issues/3976")
}
