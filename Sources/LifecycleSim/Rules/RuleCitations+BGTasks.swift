extension RuleCatalogue {
    /// The sources of the group BT (RuleCatalogue+BGTasks.swift), by rule id.
    static let bgTaskCitations: [RuleID: [RuleCitation]] = [
        .bt1: [
            BGRef.register.cite("Registration of all launch handlers must be complete before the end of"),
            BGRef.alreadyRegistered.cite(
                "reason: 'Launch handler for task with identifier VideoTask has already been registered'"),
            BGRef.registeredTooLate.cite("All launch handlers must be registered before application finishes launching"),
            BGRef.noLaunchHandler.cite("No launch handler registered for task with identifier org.wordpress.bgtask.weeklyroundup"),
            BGRef.submitWithoutHandler.cite("-[BGTaskScheduler _handleSubmissionWithoutRegistrationForTaskRequest:error:]"),
            BGRef.firefoxSubmitCrash.cite(
                "This never registers a BG task handler, which means that when the app is backgrounded we call into `submitBackgroundTaskRequest` which causes a crash."),
            BGRef.notAdvertised.cite("com.yourapp.YOUR_TASK_NAME is not advertised in the application's Info.plist"),
            BGRef.notPermitted.cite("The app didn’t set the appropriate mode in the UIBackgroundModes array."),
        ],
        .bt2: [
            BGRef.submit.cite(
                "There can be a total of 1 refresh task and 10 processing tasks scheduled at any time. Trying to schedule more tasks returns BGTaskScheduler.Error.Code.tooManyPendingTaskRequests."),
            BGRef.unavailable.cite("A person disabled background refresh in settings."),
        ],
        .bt3: [
            BGRef.wwdc707.cite(),
            BGRef.appRefreshTask.cite("An object representing a short task typically used to refresh content"),
            BGRef.processingTask.cite("Although processing tasks can run for minutes, the system can interrupt the process."),
            BGRef.wwdc707Notes.cite("works as before – 30 seconds of runtime"),
            BGRef.register.cite("The system runs the block of code for the launch handler when it launches the app in the background."),
            BGRef.processingTask.cite(
                "Processing tasks run only when the device is idle. The system terminates any background processing tasks running when the user starts using the device."),
        ],
        .bt4: [
            BGRef.processingRequest.cite(),
            BGRef.taskRequest.cite(),
            BGRef.scheduler.cite(),
        ],
        .bt5: [
            Ref.forceQuitThread.cite(
                "When you remove an app from the multitasking UI (aka force quit it), the system interprets that as a strong indication that the app should do no more work in the background"),
            BGRef.forceQuitForum.cite(
                "the behavior here is an intentional choice by the engineering team to work around a very specific (and common) usage pattern"),
        ],
        .bt6: [
            BGRef.expirationHandler.cite(
                "Not setting an expiration handler results in the system marking your task as complete and unsuccessful instead of sending a warning."),
            BGRef.setTaskCompleted.cite(
                "Not calling setTaskCompleted(success:) before the time for the task expires may result in the system killing your app."),
            BGRef.processingTask.cite("Add an expiration handler by setting expirationHandler for any required cleanup."),
            BGRef.processingTask.cite("The system terminates any background processing tasks running when the user starts using the device."),
        ],
        .bt7: [
            BGRef.simulating.cite(
                "Resume your app. The system calls the launch handler for the desired task."),
        ],
        .bt8: [
            BGRef.usingBackgroundTasks.cite(
                "In iOS 13 and later, adding a BGTaskSchedulerPermittedIdentifiers key to the Info.plist disables the application(_:performFetchWithCompletionHandler:) and setMinimumBackgroundFetchInterval(_:) methods."),
            BGRef.performFetchDeprecated.cite("iOS: 7.0.0 - 13.0.0"),
            BGRef.wwdc707Notes.cite("old API (setMinimumBackgroundFetchInterval, performFetchWithCompletionHandler) is deprecated"),
            BGRef.classicFetchWorkaround.cite(
                "Apple marked it as deprecated, but it still works on iOS 13. Note that you'll have to remove BGTaskSchedulerPermittedIdentifiers from Info.plist."),
        ],
        .bt9: [
            BGRef.continuedRequest.cite(
                "The app submits this request from the foreground. Submission needs to occur as a result of a person's action, such as tapping a button."),
            BGRef.continuedRequest.cite("The framework begins processing the task immediately, if possible."),
            BGRef.longRunningTasks.cite(
                "If a person cancels a task through the interface, the framework invokes the task's expiration handler."),
            BGRef.longRunningTasks.cite(
                "The system cancels any running tasks if a person closes the app in the app switcher, but the app doesn't receive an indication of cancellation in that case."),
            BGRef.continuedNoBackgroundStart.cite("you're not going to be able to start new tasks once you enter the background"),
            BGRef.continuedDeviceLog.cite("killed from app switcher"),
        ],
    ]
}

/// The BGTaskScheduler sources (checked against stored copies of the pages).
enum BGRef {
    private static let docs = "https://developer.apple.com/documentation/backgroundtasks/"

    static let scheduler = RuleReference(.doc, "BGTaskScheduler", docs + "bgtaskscheduler")
    static let register = RuleReference(.doc, "BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)",
                                        docs + "bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)")
    static let submit = RuleReference(.doc, "BGTaskScheduler.submit(_:)", docs + "bgtaskscheduler/submit(_:)")
    static let notPermitted = RuleReference(.doc, "BGTaskScheduler.Error.Code.notPermitted",
                                            docs + "bgtaskscheduler/error/code/notpermitted")
    static let unavailable = RuleReference(.doc, "BGTaskScheduler.Error.Code.unavailable",
                                           docs + "bgtaskscheduler/error/code/unavailable")
    static let appRefreshTask = RuleReference(.doc, "BGAppRefreshTask", docs + "bgapprefreshtask")
    static let processingTask = RuleReference(.doc, "BGProcessingTask", docs + "bgprocessingtask")
    static let processingRequest = RuleReference(.doc, "BGProcessingTaskRequest", docs + "bgprocessingtaskrequest")
    static let taskRequest = RuleReference(.doc, "BGTaskRequest.earliestBeginDate", docs + "bgtaskrequest/earliestbegindate")
    static let expirationHandler = RuleReference(.doc, "BGTask.expirationHandler", docs + "bgtask/expirationhandler")
    static let setTaskCompleted = RuleReference(.doc, "BGTask.setTaskCompleted(success:)",
                                                docs + "bgtask/settaskcompleted(success:)")
    static let usingBackgroundTasks = RuleReference(
        .doc, "Using background tasks to update your app",
        "https://developer.apple.com/documentation/uikit/using-background-tasks-to-update-your-app")
    static let simulating = RuleReference(.doc, "Starting and Terminating Tasks During Development",
                                          docs + "starting-and-terminating-tasks-during-development")
    static let wwdc707 = RuleReference(.doc, "WWDC 2019 session 707: Advances in App Background Execution",
                                       "https://developer.apple.com/videos/play/wwdc2019/707/")
    static let performFetchDeprecated = RuleReference(
        .doc, "UIApplicationDelegate.application(_:performFetchWithCompletionHandler:) (deprecated)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performfetchwithcompletionhandler:)")
    static let forceQuitForum = RuleReference(
        .dts, "Apple Developer Forums thread 793189: BGProcessingTaskRequest executing even after force-quit from App Switcher",
        "https://developer.apple.com/forums/thread/793189")
    static let alreadyRegistered = RuleReference(
        .obs, "flutter_workmanager issue 427: Getting task already registered on iOS",
        "https://github.com/fluttercommunity/flutter_workmanager/issues/427")
    static let registeredTooLate = RuleReference(
        .obs, "flutter_background_fetch issue 414: BGTaskScheduler registration happens after application finished launching",
        "https://github.com/transistorsoft/flutter_background_fetch/issues/414")
    static let submitWithoutHandler = RuleReference(
        .obs, "expo/expo pull request 39769: a crash report of submit(_:) without a registered handler (2025)",
        "https://github.com/expo/expo/pull/39769")
    static let firefoxSubmitCrash = RuleReference(
        .obs, "mozilla-mobile/firefox-ios pull request 19054: BG task crash when backgrounding the app (2024)",
        "https://github.com/mozilla-mobile/firefox-ios/pull/19054")
    static let noLaunchHandler = RuleReference(
        .obs, "WordPress-iOS issue 18156: No launch handler registered for task with identifier",
        "https://github.com/wordpress-mobile/WordPress-iOS/issues/18156")
    static let notAdvertised = RuleReference(
        .obs, "flutter_workmanager issue 660: iOS - Task scheduled before it's registered",
        "https://github.com/fluttercommunity/flutter_workmanager/issues/660")
    static let classicFetchWorkaround = RuleReference(
        .obs, "dotnet/macios issue 7456: BGTaskScheduler crash (the classic fetch as a workaround)",
        "https://github.com/dotnet/macios/issues/7456")
    static let continuedRequest = RuleReference(
        .doc, "BGContinuedProcessingTaskRequest (iOS 26.0+)",
        "https://developer.apple.com/documentation/backgroundtasks/bgcontinuedprocessingtaskrequest")
    static let longRunningTasks = RuleReference(
        .doc, "Performing long-running tasks on iOS and iPadOS",
        "https://developer.apple.com/documentation/backgroundtasks/performing-long-running-tasks-on-ios-and-ipados")
    static let continuedNoBackgroundStart = RuleReference(
        .dts, "Apple Developer Forums thread 808756 (Apple DTS)", "https://developer.apple.com/forums/thread/808756")
    static let continuedDeviceLog = RuleReference(
        .obs, "xujialiu/OpenReader ADR 0053 (device log, iOS 27)",
        "https://github.com/xujialiu/OpenReader/blob/main/docs/adr/0053-a-download-runs-as-a-continued-processing-task.md")
    static let wwdc707Notes = RuleReference(
        .obs, "Kuba Suder's notes on WWDC 2019 session 707", "https://mackuba.eu/notes/wwdc19/advances-in-background-execution/")
}
