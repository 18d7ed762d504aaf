extension RuleCatalogue {
    /// Rules of the groups BG, BM, BR.
    static let backgroundRules: [LifecycleRule] = [
        LifecycleRule(
            id: .bg1, title: "Background task identifiers", versions: "iOS 4+",
            sources: [.doc, .dts, .obs],
            statement: """
            `beginBackgroundTask` returns a new identifier (1, 2, 3 … per device, never reused) and adds it to
            the app's set of outstanding tasks; `endBackgroundTask` removes it. The outstanding count is the
            size of that set. A task may be begun in the foreground; it is dormant until the app enters the
            background. From iOS 13.4 UIKit checks each task 35 s after it was begun and, if it is still
            outstanding, logs once, in the foreground or the background: `Background Task N ("NAME"), was
            created over 30 seconds ago. In applications running in the background, this creates a risk of
            termination. …` (a warning in the trace; nothing else happens then). DOC, DTS, OBS.
            """,
            resolution: "The warning (added 2026-12-02), from device logs and UIKit's code: the WWDC20 session 10078 notes call it a new console message in iOS 13.4, and the earliest dated logs are of April-June 2020 (wikimedia/wikipedia-ios pull request 3548; transistorsoft flutter_background_geolocation issue 285, iOS 13.4.1), with the same words through iOS 16 (OneSignal-iOS-SDK issue 1205), 18.4 (AppLovin-MAX-SDK-iOS issue 446) and an iOS 26 simulator. When: UIKit 26.1 (as decompiled) arms a 35 s timer when a task is created and, when it fires, logs each task at least 34 s old not yet warned, then marks it; it never asks the app's state, and SDK issues report the line with the app in the foreground (ocetnik/react-native-background-timer issue 373; firebase-ios-sdk issue 14935); the flutter_background_geolocation log shows it 35.1 s after the begin. So: once, 35 s after the begin, whatever the state. Its timer runs on the main run loop, so a suspended process would print it when it ran again, but no suspended app holds a task (BG-2, BG-5). A task begun as the app enters the background on iOS 13.4+ is killed at 30 s if never ended (BG-5), before the check: the warning shows a task begun in the foreground, or under a debugger. An unnamed task is logged by a name UIKit makes (\"Called by PROCESS, from FUNCTION\"); every task of a scenario has a name. The other UIKit line BG-5 implies, \"Background task still not ended after expiration handlers were called …\", is not yet written."
        ),
        LifecycleRule(
            id: .bg2, title: "Suspended at once when nothing keeps the app running", versions: "iOS 4+",
            sources: [.guide],
            statement: """
            An app in the background that nothing keeps running (an outstanding task within its budget, a
            background event's completion window, an active mode, a debugger, a document being sent: the
            predicate in docs/EXECUTION_MODEL.md) is suspended at once, after its current callback returns. GUIDE.
            """,
            resolution: "\"At once\" comes before whatever fell due while the callback worked: an app that ends its last task and then keeps the main thread busy past its budget is suspended (BG-2) when the callback returns, and the overdue expiry then finds it suspended. (Until an earlier review the engine let overdue items fire first, so the outcome depended on how many stale items happened to be queued.) When one statement calls several apps in turn (memory-warning), each is settled when its own callback returns, before the next app's."
        ),
        LifecycleRule(
            id: .bg3, title: "The budget belongs to the app", versions: "iOS 4+",
            sources: [.dts, .obs],
            statement: """
            The background budget belongs to the app, not to the tasks: it is the profile's figure (PR-1),
            counted from the moment the app enters the background. Beginning more tasks never extends it. DTS
            ("starting two background tasks in a row won't give you 60 seconds"), OBS.
            """
        ),
        LifecycleRule(
            id: .bg4, title: "Tasks survive a return to the foreground", versions: "iOS 4+",
            sources: [.doc, .obs],
            statement: """
            Tasks survive a return to the foreground: a task begun and never ended keeps the app running at the
            next backgrounding, and the budget starts afresh at each backgrounding. In the foreground
            `backgroundTimeRemaining` is unlimited (`Double.greatestFiniteMagnitude`, DBL_MAX), and it still
            reads DBL_MAX inside didEnterBackground: the value is valid only once the app is in the background,
            after didEnterBackground has returned (a timer, an expiration handler, a later callback). OBS (a
            published task-completion sample shows the tasks surviving; a forum report of DBL_MAX on entering the
            background), DOC (valid only after the app enters the background). `log-remaining` writes what a
            handler reads.
            """,
            resolution: """
            Apple documents backgroundTimeRemaining as "valid only after the app enters the background and has \
            started at least one task ... in the foreground"; Apple Developer Forums message 391799 reports \
            DBL_MAX (1.797693134862316e+308) on an iPhone X read "when entering the background" where the \
            poster expected about 170, and the reply suggests logging it in applicationDidEnterBackground to see \
            this. We model the documented "not valid yet" as DBL_MAX for the whole of didEnterBackground, on \
            every version: an app must not compute with the value there. After didEnterBackground returns it \
            reads the budget left, whether or not a task is outstanding (no source says what it reads with no \
            task; we keep the budget).
            """
        ),
        LifecycleRule(
            id: .bg5, title: "When the budget runs out", versions: "iOS 4+",
            sources: [.doc, .dts, .obs],
            statement: """
            4 s before the budget runs out (`remaining` reads 4 s), the expiration handler of every outstanding
            task runs, oldest first, and BG-9 refuses new tasks. If every task has then been ended, BG-2 decides
            (suspended, unless audio or another mode keeps the app running); the trace cites BG-5 for that
            suspension, the expiry that brought it, as it does for the kill. From iOS 14, right after the
            handlers, UIKit logs each task still outstanding, oldest first: "Background task still not ended
            after expiration handlers were called: <_UIBackgroundTaskInfo: 0x…>: taskID = N, taskName = NAME,
            creationTime = N (elapsed = N). This app will likely be terminated by the system. Call
            UIApplication.endBackgroundTask(_:) to avoid this." (elapsed: seconds since the task's begin). A
            task still outstanding keeps the app running until the budget's end; then the app is killed (no
            willTerminate; trace warning "has active assertions beyond permitted time", 0x8badf00d). DOC (the handler is "called shortly
            before the app's remaining background time reaches 0"; "If you don't call endBackgroundTask for
            each task before time expires, the system kills the app"), OBS (UIKit's log, the handlers 26 s
            into a 30 s background), DTS.
            """,
            resolution: """
            Apple's reference puts the handler "shortly before the app's remaining background time reaches 0" \
            and the kill at the time's end. How shortly: UIKit's own console line in WordPress-iOS pull \
            request 21254 says a task begun in applicationDidEnterBackground was still running when the \
            expiration handlers had been called with "elapsed = 26" (of iOS 13's 30 s), and the author of \
            transistorsoft's background plugins writes that "iOS typically fires the expiration-handler when \
            there 4-5 seconds remaining". We call the handlers 4 s before the end on every version (no source \
            gives the lead for iOS 4-12; the kill stays at 600 s, 180 s, 30 s) and kill at the end. A vendor's \
            write-up (Embrace, "expired task crashes") tells it the other way round, the handlers at 30 s and \
            one more second before the kill; the reference and UIKit's log outweigh it. BGTaskScheduler's \
            tasks (BT-6) expire when the scenario says, with no lead: their time is the system's to choose. \
            The line after the handlers: the earliest published logs are iOS 14's (gtm-session-fetcher issue \
            217, iOS 14.1, with "elapsed = 74" for a task begun well before the backgrounding; WWDC 2020's \
            session on background terminations); none from iOS 13 shows it, so we print it from iOS 14. \
            Logs print one line per outstanding task within a millisecond (OneSignal-iOS-SDK issue 1205, \
            iOS 16.1.1, three tasks, not in the order they began); we print them oldest first, one fixed \
            order. The object's address and UIKit's creationTime (the device's uptime) are written "0x…" \
            and the begin's second on the simulated clock.
            """
        ),
        LifecycleRule(
            id: .bg6, title: "Ending an unknown task", versions: "iOS 4+",
            sources: [.obs],
            statement: """
            Ending an unknown or already ended identifier changes nothing and writes a warning: "Can't end
            BackgroundTask: no background task exists with identifier N, or it may have already been ended".
            OBS.
            """
        ),
        LifecycleRule(
            id: .bg7, title: "30 seconds after a background launch", versions: "iOS 7+",
            sources: [.dts, .obs],
            statement: """
            An app launched or resumed in the background for an event (BR-3) that begins a task gets a 30 s
            budget. DTS (earlier revision). Before iOS 7, where only location events launch or resume an
            app in the background, such an app has the era's ordinary budget, 600 s (PR-1).
            """,
            resolution: "The 30 s is DTS's figure for an app 'resumed in the background' (UIApplication Background Task Notes, 2017), and Apple documents 'up to 30 seconds' for the handlers of a background fetch and a content-available push, both iOS 7+. No source gives iOS 4-6 location launches a window of their own: crash logs of iOS 6 and earlier show a task's limit of 600 s (permittedBackgroundDuration: 600), and a published answer says background time went 'from 10 minutes (iOS 6 and older) to only 3 minutes under iOS 7'. So before iOS 7 a background launch starts the 600 s budget. Open: a task begun after a location wake was observed to last about 180 s on iOS 7-9, against DTS's 30 s; the simulator keeps 30 s for every background launch from iOS 7."
        ),
        LifecycleRule(
            id: .bg8, title: "At most 1000 outstanding tasks", versions: "iOS 11+",
            sources: [.dts],
            statement: """
            From iOS 11, more than 1000 outstanding tasks kills the app (0xbada5e47). DTS.
            """,
            resolution: "With a debugger attached nothing kills the app (docs/EXECUTION_MODEL.md, DB-1), so the 1000-task kill is off while attached."
        ),
        LifecycleRule(
            id: .bg9, title: "The invalid task identifier", versions: "all",
            sources: [.doc],
            statement: """
            `beginBackgroundTask` when background execution is impossible returns the invalid identifier and its
            expiration handler is called at once. It is impossible without multitasking, for an app that opts
            out (exits-on-suspend, FG-5), and in the background once BG-5's expiration handlers have run (4 s
            before this backgrounding's budget ends): from that moment until a new budget starts (the next backgrounding, BG-4, or a background launch
            or resume from suspension, BG-7), however long the app keeps running meanwhile (an audio app, a
            debugger, an event's completion window), with or without a task outstanding. A task begun in the
            foreground, willEnterForeground included, is an ordinary one. DOC.
            """,
            resolution: """
            Apple's documentation says the method "returns UIBackgroundTaskInvalid if running in the background \
            isn't possible" and, in its current text, "If the system is unable to grant the task assertion, it \
            calls your expiration handler". Neither says when that is. BG-3's source (Apple DTS: the time "is a \
            property of your app, not a property of the background tasks themselves") means a spent budget is \
            not refilled by beginning another task, so we refuse every begin until a new budget starts, even \
            long after the expiry. The documentation does not say the handler is called at once; we call it at \
            once so the trace shows the refusal where it happens.
            """
        ),
        LifecycleRule(
            id: .bm1, title: "Audio and VoIP keep the app running", versions: "iOS 4+",
            sources: [.guide],
            statement: """
            `audio` keeps the app running in the background while it plays (`start-audio` … `stop-audio`),
            without a time limit; when playback stops and no task is outstanding, BG-2 suspends it. `voip`
            during a call likewise. GUIDE.
            """
        ),
        LifecycleRule(
            id: .bm2, title: "Location and the wake-up modes", versions: "iOS 4+",
            sources: [.guide, .doc],
            statement: """
            `location` with continuous updates running (`start-location`) keeps the app running; otherwise
            location, `fetch`, `remote-notification`, `newsstand-content`, `external-accessory`, `bluetooth-*`
            and `processing` only wake the app for an event (BR-3). GUIDE, DOC.
            """,
            resolution: "From iOS 9 an app must also set CLLocationManager's allowsBackgroundLocationUpdates to true for its updates to go on in the background (Apple's page for the property, iOS 9.0+: \"After including the UIBackgroundModes key, set the value of allowsBackgroundLocationUpdates to true\"); the iOS 9 header made it false by default for apps built with the iOS 9 SDK or later. `start-location` stands for updates started with it set, on every version: an app that leaves it false is suspended as BG-2 says, which a scenario cannot write yet."
        ),
        LifecycleRule(
            id: .bm3, title: "Undeclared modes have no effect", versions: "iOS 4+",
            sources: [.guide],
            statement: """
            A mode the app did not declare has no effect: `start-audio` without `audio` stops at backgrounding
            (trace warning). GUIDE.
            """
        ),
        LifecycleRule(
            id: .br1, title: "Background App Refresh switches and status", versions: "iOS 7+ (low power iOS 9+)",
            sources: [.doc],
            statement: """
            A global switch and a per-app switch (iOS 7+), both on by default. `backgroundRefreshStatus` is
            `restricted` when set so (parental controls), `denied` when either switch is off or Low Power Mode
            is on (iOS 9+; Low Power Mode disables refresh, DOC), else `available`. Versions before 7 have no
            such setting (always available).
            """
        ),
        LifecycleRule(
            id: .br2, title: "What refresh gates", versions: "iOS 7+",
            sources: [.doc],
            statement: """
            Refresh gates background launches and resumes: `fetch`, a push with `content-available`,
            significant-location relaunches (`location APP`, for an app with the `location` mode). It does not
            gate finite background tasks, audio or VoIP. DOC (UIApplication.h comment); the rest is observed
            practice.
            """
        ),
        LifecycleRule(
            id: .br3, title: "Background launches and resumes", versions: "iOS 7+ (location iOS 4+)",
            sources: [.doc, .guide],
            statement: """
            A background event for an app that declares the mode and has refresh available: a not-running app is
            launched into the background (LA-1, ST-2, no didEnterBackground); a suspended app is resumed into
            the background; then `performFetch`, `didReceiveRemoteNotification` or `didUpdateLocations` is
            delivered. The app has 30 s to call its completion handler; then, with no task outstanding, it is
            suspended (BG-2). Not calling it in time kills the app. DOC. A location event gives the app about
            10 s to handle it, with no completion handler; then BG-2 decides. GUIDE. An event for a running app
            is delivered at once. An event the app cannot receive (mode not declared, refresh not available,
            force-quit per TE-4) is dropped with a trace note saying why.
            """,
            resolution: "A location event has no completion handler in iOS (locationManager(_:didUpdateLocations:) takes none). Apple's Location and Maps Programming Guide gives an app woken for a region crossing or a significant change \"a short amount of time (around 10 seconds) to handle the event\", and more through a background task: so its window keeps the app running for 10 s (not the 30 s of a fetch or a push) and then BG-2 decides; a task begun there runs on within BG-7's budget. No device log times the window. Only fetch and content-available pushes are killed for missing the deadline. Returning to the foreground disarms pending completion deadlines. complete-fetch completes the handler of the event whose callback (or timer scheduled there) runs it; elsewhere it completes the oldest pending fetch or push. A plain push delivered to the active app is tagged BR-3 (an event for a running app is delivered at once); to any other app it is a banner (IN-4)."
        ),
        LifecycleRule(
            id: .br4, title: "No didEnterBackground on a background launch", versions: "iOS 7+",
            sources: [.doc, .obs],
            statement: """
            Apple's current article says didEnterBackground is called before the event on a background launch;
            published traces of real apps do not show it. We follow the traces (no didEnterBackground) and say
            so in `lifesim rules BR-4`.
            """,
            resolution: "Apple's current article says didEnterBackground comes before the event on a background launch; published traces of real apps do not show it. We follow the traces."
        ),
        LifecycleRule(
            id: .br5, title: "Background URLSession transfers finish outside the app", versions: "iOS 7+",
            sources: [.doc, .dts, .obs],
            statement: """
            `start-transfer` hands a transfer to the app's background URLSession: the system carries it on in
            its own process, through suspensions and system kills, and needs no background mode. At
            `transfers-finish APP` every pending transfer finishes. An app running code (in front or in the
            background) hears urlSessionTaskDidComplete for each at once. A suspended app is resumed in the
            background, and one the system ended is launched there (BG-7's 30 s, `launched-by urlsession`, no
            scene, BR-4's launch callbacks): handleEventsForBackgroundURLSession, urlSessionTaskDidComplete for
            each, urlSessionDidFinishEvents; the completion handler it gave (`complete-events`) keeps the app
            running until it is called, 30 s at most, when UIKit warns "the completion handler was never
            called", and BG-2 decides. Swiping the app away (TE-2) cancels its transfers and the system does not
            launch it for them: at its next launch, after didFinishLaunching, each completes with
            NSURLErrorCancelled. DOC, DTS, OBS.
            """,
            resolution: """
            Apple's reference for application(_:handleEventsForBackgroundURLSession:completionHandler:): "If a \
            URL session finishes its work when your app is not running, the system launches your app in the \
            background"; the session, made again with the identifier, then "calls the appropriate delegate \
            methods", and urlSessionDidFinishEvents comes once "all messages previously enqueued … have been \
            delivered". The order handleEvents, each task's completion, didFinishEvents is a published log's \
            (ioswifter.com, 2016, for a relaunch and for a resume); a running app's delegate is called \
            directly (the reference: the method is not called "if there are uploads or downloads in progress \
            but not yet finished" at launch; a gist and the same log). UIKit's warning for a handler never \
            called is quoted in Alamofire issue 804; no source says what the system does then, so we only \
            warn and let BG-2 decide after the 30 s of a background event (BG-7: no source gives a URLSession \
            wake its own figure). URLSessionConfiguration.background(withIdentifier:): "If the user terminates \
            the app from the multitasking screen, the system cancels all of the session's background \
            transfers" and "does not automatically relaunch apps that were force quit by the user" (TE-4); \
            the cancelled tasks report error -999 when the app makes the session again (AFNetworking issue \
            3976, aws-sdk-ios issue 1047). Whether a relaunch connects a scene is logged nowhere: none, as \
            SC-2 reads a fetch. Not modelled: nsurlsessiond's delay, which doubles with each background \
            relaunch and resets in the foreground (Quinn, forums thread 14854), and Background App Refresh, \
            which no source ties to these transfers.
            """
        ),
    ]
}
