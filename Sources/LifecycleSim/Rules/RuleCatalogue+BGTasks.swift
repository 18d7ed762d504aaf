extension RuleCatalogue {
    /// Rules of the group BT (BGTaskScheduler, docs/RULES.md).
    static let bgTaskRules: [LifecycleRule] = [
        LifecycleRule(
            id: .bt1, title: "Launch handlers are registered during launch, for permitted identifiers", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            `bg-register ID` (`register(forTaskWithIdentifier:using:launchHandler:)`) must run before the app
            finishes launching (in willFinishLaunching or didFinishLaunching), once per identifier, for an
            identifier listed in the app's `bgtasks` (BGTaskSchedulerPermittedIdentifiers); otherwise it raises
            NSInternalInconsistencyException and the app crashes: a scene's willConnect comes after
            didFinishLaunching, so registering there crashes too, and `lifesim check` warns about a
            `bg-register` in any later handler or one that waits (`after`). Submitting an identifier not listed, or a
            refresh request without the `fetch` mode or a processing request without the `processing` mode,
            fails with `notPermitted`. Submitting a listed identifier for which the process registered no
            handler raises at the submission and the app crashes ("No launch handler registered for task with
            identifier ..."); so does a request the system runs in a process that registered no handler for it.
            Before iOS 13 the option is
            ignored with a warning and every BGTaskScheduler statement is refused. DOC, OBS (the exception texts).
            """,
            resolution: """
            The exception reasons are quoted from published crash logs: "Launch handler for task with identifier \
            ID has already been registered" (flutter_workmanager issue 427, transistor-background-fetch issue 14), \
            "All launch handlers must be registered before application finishes launching" \
            (flutter_background_fetch issue 414 and pull request 415), "No launch handler registered for task \
            with identifier ID" (WordPress-iOS issue 18156). For registering an identifier missing from \
            Info.plist we found no published exception text; we quote the console message iOS writes for such an \
            identifier ("ID is not advertised in the application's Info.plist", flutter_workmanager issue 660) \
            as the reason, and crash as the project's original brief says. Added (2026-11-26): the same \
            reason raised at the submission. Crash reports show the stack `-[BGTaskScheduler \
            submitTaskRequest:error:]` → `_unsafe_submitTaskRequest:error:` → \
            `_handleSubmissionWithoutRegistrationForTaskRequest:error:` (expo/expo pull request 39769, 2025), and \
            Firefox for iOS fixed a crash where "the app is backgrounded we call into \
            submitBackgroundTaskRequest" without having registered (pull request 19054, 2024). Those reports are \
            of iOS 17 and later; we found none of iOS 13 to 16 either way and apply it from iOS 13. An \
            identifier that is not listed is not affected: it fails with `notPermitted`.
            """
        ),
        LifecycleRule(
            id: .bt2, title: "Submitting requests and its errors", versions: "iOS 13+",
            sources: [.doc],
            statement: """
            `bg-submit` queues a request; a request with the identifier of a pending one replaces it. At most 1
            pending refresh request and 10 pending processing requests per app: one more fails with
            `tooManyPendingTaskRequests`. With Background App Refresh off, restricted or in Low Power Mode (BR-1)
            submitting fails with `unavailable`, for refresh and processing requests alike. A failed submission
            changes nothing and writes a warning naming the error code. `bg-cancel ID` and `bg-cancel-all`
            remove pending requests. DOC (`submit(_:)`, `BGTaskScheduler.Error.Code`).
            """,
            resolution: """
            Does `unavailable` apply to processing requests too? Apple's documentation of the code gives "A \
            person disabled background refresh in settings" as its first cause without naming a kind of request, \
            and the documentation of submitTaskRequest lists "unavailable: Background refresh disabled or app not \
            permitted" for every request. No source exempts processing requests, so we fail both kinds; at run \
            time (BT-4) the switch gates refresh requests only, as the project's original brief says.
            """
        ),
        LifecycleRule(
            id: .bt3, title: "The system runs a request: background launch, the task keeps the app running", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            When the system runs a request (`bgtask run APP ID`), a non-running app is launched into the
            background (willFinishLaunching, didFinishLaunching, no scene, as BR-3's background launch;
            `launched-by bgtask`), a suspended one is resumed, and the launch handler `bgtask ID` runs; the
            request leaves the queue. The task keeps the app running (BG-2) until `bg-complete` or expiry. A
            refresh task has 30 s; a processing task has no fixed limit and runs until completed or expired
            (BT-6). `bg-complete` for an identifier with no running task raises an exception and crashes the
            app. The system runs a refresh or processing request only by launching or resuming the app in the
            background: `bgtask run` for an app in the foreground (active or inactive) is refused with a warning and the request
            stays queued (`bgtask simulate`, the debugger's command, runs it in any state: BT-7). DOC (WWDC
            2019 session 707, the launch handler's and BGProcessingTask's references), OBS.
            """
        ),
        LifecycleRule(
            id: .bt4, title: "When the system will run a request", versions: "iOS 13+",
            sources: [.doc],
            statement: """
            The system runs a request only at or after its `earliest` time, with Background App Refresh
            available for the app (refresh requests), with external power if it asks for `power` and a network
            if it asks for `network`. `bgtask run` that breaks one of these is refused with a warning naming
            everything missing. DOC (`earliestBeginDate`, `requiresExternalPower`, `requiresNetworkConnectivity`).
            """
        ),
        LifecycleRule(
            id: .bt5, title: "No requests run after a swipe-away until the user launches the app", versions: "iOS 13+",
            sources: [.dts],
            statement: """
            After the user swipes an app away in the switcher (TE-2), its requests are not run until the user
            launches it again: the same rule as TE-4. The requests stay queued. DTS.
            """,
            resolution: """
            An Apple engineer answered on the Developer Forums (thread 793189, 2025) that BGProcessingTaskRequests \
            may still run after a force quit on recent iOS versions, "an intentional choice by the engineering \
            team" for a specific usage pattern, under tighter limits. That exception is undocumented and \
            version-specific; we follow the general rule for both kinds, as TE-4 does for background fetch.
            """
        ),
        LifecycleRule(
            id: .bt6, title: "Expiry: completed as unsuccessful without a handler; with one, a kill if not completed",
            versions: "iOS 13+",
            sources: [.doc],
            statement: """
            At expiry (a refresh task's 30 s, `bgtask expire APP ID`, a processing task whose `power`
            requirement ends with `charging off` or whose `network` requirement ends with `network off`, every
            processing task when the user starts using the device: `unlock`), a
            task with no expiration handler is marked completed and unsuccessful by the system (a `completed`
            record citing BT-6), with no warning and no kill. Otherwise its expiration handler
            `bgtask-expire ID` runs; if the task is then still not completed, the app is killed as BG-5 kills
            (not under a debugger, DB-1). Once the task is completed (by `bg-complete`, in the handler or
            before, or by the system) the app is suspended if nothing else keeps it running (BG-2). DOC.
            """,
            resolution: """
            Until this change a task with no expiration handler got its app killed at expiry, like one whose \
            handler left it running. Apple's documentation of BGTask.expirationHandler says "Not setting an \
            expiration handler results in the system marking your task as complete and unsuccessful instead of \
            sending a warning", and the page of setTaskCompleted(success:) says the same; that page's "Not \
            calling setTaskCompleted(success:) before the time for the task expires may result in the system \
            killing your app" is left for a task whose expiration handler ran and did not complete it. A handler \
            that calls `bg-complete` ends the task as before. Added (2026-11-26): BGProcessingTask's reference \
            says "The system terminates any background processing tasks running when the user starts using the \
            device. Background refresh tasks aren't affected."; this rule quoted it and did not model it. We \
            read `unlock` as the user starting to use the device (processing tasks run while it is idle), and \
            end the tasks through their expiration handlers (BGTask's expirationHandler is "called shortly \
            before the task's background time expires", which includes an early end); no log of this case \
            was found.
            """
        ),
        LifecycleRule(
            id: .bt7, title: "Simulating a launch from the debugger", versions: "iOS 13+",
            sources: [.doc],
            statement: """
            `bgtask simulate APP ID` is the debugger's `_simulateLaunchForTaskWithIdentifier:`: it runs a pending
            request at once, ignoring its earliest date and its requirements (and the Background App Refresh
            switch); there must be a pending request, and a registered handler or the app crashes (BT-1).
            `bgtask expire` is `_simulateExpirationForTaskWithIdentifier:` (BT-6). DOC ("Starting and
            Terminating Tasks During Development").
            """
        ),
        LifecycleRule(
            id: .bt8, title: "The classic background fetch: still works, unless the app declares bgtasks",
            versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            The classic `fetch` mode (`setMinimumBackgroundFetchInterval`, `performFetch`, BR-3) is deprecated
            from iOS 13 in favour of BGAppRefreshTask. For an app that declares no `bgtasks`
            (BGTaskSchedulerPermittedIdentifiers) it still works: `fetch APP` behaves as on iOS 7-12. Declaring
            `bgtasks` disables it: `fetch APP` is refused with a warning, and such an app's `on performFetch`
            handler gets a warning from the checker and when the app is installed. Before iOS 13 the key is
            ignored (BT-1) and the classic fetch works. DOC ("Using background tasks to update your app", the
            deprecation), OBS.
            """,
            resolution: """
            Until this change the rule said `fetch APP` behaves on iOS 13+ as on iOS 7-12 whatever the app \
            declares. Apple's article "Using background tasks to update your app" says "In iOS 13 and later, \
            adding a BGTaskSchedulerPermittedIdentifiers key to the Info.plist disables the \
            application(_:performFetchWithCompletionHandler:) and setMinimumBackgroundFetchInterval(_:) \
            methods", and the workaround posted in dotnet/macios issue 7456 (2020) says the same from use: the \
            deprecated fetch "still works on iOS 13", once BGTaskSchedulerPermittedIdentifiers is removed from \
            Info.plist. No source says the fetch stopped for an app without the key, so it keeps working there.
            """
        ),
        LifecycleRule(
            id: .bt9, title: "A continued processing task goes on in the background (iOS 26)", versions: "iOS 26+",
            sources: [.doc, .dts, .obs],
            statement: """
            `bg-submit ID continued` submits a BGContinuedProcessingTaskRequest: only while the app is active,
            the result of the user's action (from the background it fails with notPermitted), for an identifier
            that BGTaskSchedulerPermittedIdentifiers lists or a wildcard entry `PREFIX.*` covers (`bgtasks
            com.example.export.*`), with no background mode and whatever the Background App Refresh setting. Its
            launch handler may be registered after launch (BT-1's deadline does not apply to a wildcard
            identifier), and must be registered before the submission (BT-1's crash). The task starts as soon as
            the submitting code returns, while the app is still in front, and runs with no fixed time limit: it
            keeps the app running in the background (BG-2) until the app completes it (BT-3, then BG-2), the
            user cancels it in its Live Activity (`bgtask expire APP ID`: the expiration handler, BT-6), or the
            user swipes the app away (TE-2: the task is cancelled and the app hears nothing of it). Before iOS 26
            the request does not exist (unavailable). DOC, DTS, OBS.
            """,
            resolution: """
            Apple's reference for BGContinuedProcessingTaskRequest: "The app submits this request from the \
            foreground. Submission needs to occur as a result of a person's action"; the framework "begins \
            processing the task immediately, if possible"; the header: tasks are "allowed to continue running \
            even if the app is backgrounded", identifiers "ought to use wildcard notation", and continued task \
            registrations are "exempt" from registering before launch ends. "Performing long-running tasks on \
            iOS and iPadOS": a person's cancel in the interface "invokes the task's expiration handler", and "The \
            system cancels any running tasks if a person closes the app in the app switcher, but the app \
            doesn't receive an indication of cancellation". An Apple engineer (forums thread 808756): "you're \
            not going to be able to start new tasks once you enter the background"; no source names the error \
            a background submission gets, and we give notPermitted. Not modelled: the `.fail` strategy and \
            the queue when the system runs too many tasks at once (the task always starts), the GPU resource, \
            and the expiry of a task that reports no progress ("Tasks that appear stalled may be forcibly \
            expired", with no published delay): `bgtask expire` stands for every such end. Device logs \
            published so far (OpenReader's, iOS 27) show the same sequence: submitted, running at once, \
            "killed from app switcher" followed by the task's cancellation.
            """
        ),
    ]
}
