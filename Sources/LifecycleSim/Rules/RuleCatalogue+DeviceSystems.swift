extension RuleCatalogue {
    /// Rules of the groups MW, VC, SR, DOC, PS.
    static let deviceSystemsRules: [LifecycleRule] = [
        LifecycleRule(
            id: .mw1, title: "Memory pressure reclaims in order", versions: "all",
            sources: [.guide, .dts, .obs],
            statement: """
            Memory pressure (`memory-pressure`, or a launch that does not fit): first terminate suspended apps,
            largest footprint first, silently, until enough memory is free; only then warn running apps (MW-2);
            then terminate background-running apps, with no callback either (TE-3); the front app last (it looks
            like a crash). GUIDE ("suspended apps are purged first"), DTS, OBS.
            """,
            resolution: """
            Ties between equal footprints go in home-screen order. A background-running app gets no \
            willTerminate: the kernel's memory-pressure kill, \
            jetsam, ends the process with SIGKILL (XNU's kern_memorystatus.c, jetsam_do_kill, the same in every \
            published version), which no code of the app can answer, and Apple's WWDC20 session 10078 counts \
            a "memory pressure exit" apart from a normal exit.
            """
        ),
        LifecycleRule(
            id: .mw2, title: "Memory warnings to running apps", versions: "all",
            sources: [.doc, .obs],
            statement: """
            A memory warning to a running app: applicationDidReceiveMemoryWarning first, then every live view
            controller's didReceiveMemoryWarning in the order the controllers were created (VC-2). DOC, OBS.
            """
        ),
        LifecycleRule(
            id: .mw3, title: "Warnings held for suspended apps", versions: "iOS 4+",
            sources: [.obs],
            statement: """
            A suspended app receives no warning while suspended; the warning is held and delivered when the app
            next runs, before any other callback. OBS.
            """
        ),
        LifecycleRule(
            id: .mw4, title: "Memory warning levels", versions: "all",
            sources: [.obs],
            statement: """
            `memory-warning LEVEL` sets the level the app reads (`normal` 0, `warning` 1, `urgent` 2, `critical`
            3); the callbacks are the same at every level. OBS.
            """
        ),
        LifecycleRule(
            id: .vc1, title: "Views load on first use", versions: "all",
            sources: [.doc],
            statement: """
            A view controller's view is loaded on first use: loadView, then viewDidLoad. A controller on screen
            has a loaded view.
            """
        ),
        LifecycleRule(
            id: .vc2, title: "Memory warnings and view unloading", versions: "all (unloading iOS 3-5)",
            sources: [.doc, .obs],
            statement: """
            On a memory warning every live controller (containers such as navigation controllers included) gets
            didReceiveMemoryWarning, in creation order. On iOS 3-5 its default implementation unloads the view
            when the view is loaded and not in the window (VC-3 names the one exception): viewWillUnload (iOS
            5), viewDidUnload, nested inside the didReceiveMemoryWarning (the trace's `depth` shows the
            nesting). From iOS 6 views are never unloaded and viewDidUnload is never called. DOC, OBS.
            """,
            resolution: "Apple documents no order among the controllers that hear one warning (each hears it from the notification center, whose order of observers is not documented): creation order is our choice. \"Not in the window\" is our wording: Apple's reference of the time has the default implementation release a view that has no superview, which picks the same views but for a container's content, which VC-3 covers."
        ),
        LifecycleRule(
            id: .vc3, title: "Container content unloads with its container", versions: "iOS 3-5",
            sources: [.obs],
            statement: """
            A controller whose view is the content of a container (the top of a navigation stack, a tab's
            selected child) is not unloaded by its own didReceiveMemoryWarning; it is unloaded when its
            container's view is unloaded, right after the container's viewDidUnload, nested in the container's
            didReceiveMemoryWarning. OBS (memory-warning logs of a navigation stack with presented modals, iOS 5
            simulator).
            """
        ),
        LifecycleRule(
            id: .vc4, title: "Full-screen presentation", versions: "all",
            sources: [.guide],
            statement: """
            A full-screen modal presentation takes the presenting controller's view hierarchy out of the window;
            dismissing it puts it back (reloading any unloaded view: loadView, viewDidLoad). GUIDE.
            """
        ),
        LifecycleRule(
            id: .vc5, title: "Unloaded controllers only get the warning", versions: "iOS 3-5",
            sources: [.obs],
            statement: """
            A controller that was already unloaded gets didReceiveMemoryWarning only.
            """
        ),
        LifecycleRule(
            id: .sr1, title: "Opting in to state restoration", versions: "iOS 6+",
            sources: [.guide],
            statement: """
            An app opts in (`restoration`) by answering shouldSaveState and shouldRestoreState; `refuse` in
            either vetoes that step. A scene-based app (iOS 13+) has no such restoration (SR-2, SR-3): the option
            has no effect, and installing it writes a warning. GUIDE.
            """
        ),
        LifecycleRule(
            id: .sr2, title: "Saving state", versions: "iOS 6-12; iOS 13+ for apps without scenes",
            sources: [.guide, .obs, .doc],
            statement: """
            Saving happens after didEnterBackground returns: shouldSaveState, willEncodeState, then
            encodeRestorableState of each controller with a restoration identifier whose ancestors all have one,
            parents first. The archive is kept with the app's version. OBS (iOS 11 trace), GUIDE. A scene-based
            app (iOS 13+) is never asked: UIKit asks each scene for its stateRestorationActivity instead (SC-4).
            DOC, OBS.
            """,
            resolution: "Apple ties view-controller restoration to apps without scenes (the didFinishLaunching page: restoration before it \"In an app that doesn't support scenes\"; the restoration sample: \"For scene-based apps, UIKit asks each scene to save its state information using an NSUserActivity object\"), and Flutter's iOS team found UIKit calling none of these methods once an app adopted scenes (issue 174402, pull request 176305, 2025). One report from an iOS 13 beta (Stack Overflow question 57129668, 2019) saw them still called in an app with a scene delegate; no later report does, and no source dates a change, so we follow Apple's documentation and the later reports for every version from iOS 13. \"About the app launch sequence\" lists view-controller restoration before a scene connects without saying which apps get it; we read it with the didFinishLaunching page, as the sequence of an app without scenes followed by a scene's."
        ),
        LifecycleRule(
            id: .sr3, title: "Restoring state",
            versions: "iOS 6-12; iOS 13+ for apps without scenes (applicationFinishedRestoringState iOS 7+)",
            sources: [.doc, .guide, .obs],
            statement: """
            Restoring happens on a cold launch with an archive, between willFinishLaunching and
            didFinishLaunching: shouldRestoreState, each saved controller's decodeRestorableState (parents
            first), didDecodeState; then didFinishLaunching, then applicationFinishedRestoringState of each
            restored controller (iOS 7+), then didBecomeActive. The archive is discarded after use. GUIDE, DOC,
            OBS. A scene-based app (iOS 13+) gets none of these: UIKit hands a reconnecting scene the activity it
            saved (not simulated). DOC, OBS.
            """,
            resolution: "As for SR-2: Apple documents view-controller restoration for apps without scenes only, and Flutter's iOS team observed none of its methods called once an app adopted scenes (2025); an iOS 13 beta report of the contrary has no later confirmation."
        ),
        LifecycleRule(
            id: .sr4, title: "When the archive is kept", versions: "iOS 6+",
            sources: [.guide],
            statement: """
            A user kill from the switcher deletes the archive. A crash during restoration deletes it (the guide
            also says "crashes twice during launch"; we follow "during restoration"). System termination
            (memory, reboot, a debugger kill) keeps it. GUIDE.
            """,
            resolution: "The guide says both \"crashes twice during launch\" and \"crashes during restoration\"; we delete the archive on a crash during restoration."
        ),
        LifecycleRule(
            id: .sr5, title: "The restoration-identifier chain", versions: "iOS 6+",
            sources: [.guide],
            statement: """
            A controller without a restoration identifier, and all its children, are neither saved nor restored.
            GUIDE.
            """
        ),
        LifecycleRule(
            id: .doc1, title: "The Open-In menu", versions: "all",
            sources: [.doc, .obs],
            statement: """
            The Open-In menu that APP shows for FILE lists the other installed apps whose `documents` contain
            the file's type or a type it conforms to (by the exported declarations: `exports UTI conforms-to UTI
            extension EXT`). Declaring conformance to `public.text` lets every app that opens `public.text`
            appear; `public.item` does not. OBS (a published inter-app file-transfer article), DOC.
            """,
            resolution: "Conformance that reaches only public.item, the root of every type, lists nobody."
        ),
        LifecycleRule(
            id: .doc2, title: "Sending a document", versions: "all",
            sources: [.doc, .guide],
            statement: """
            Choosing an app, in this order: the sender gets willBeginSendingToApplication; the file is copied
            into the receiver's `Documents/Inbox/` (a name clash gets a numbered copy `name-1.ext`); the sender
            leaves the foreground (willResignActive, didEnterBackground, FG-3); the sender gets
            didEndSendingToApplication, and only then may BG-2 suspend it; the receiver is launched or resumed
            with the file URL (LA-2). Apple does not document the sender's interleaving; this is our choice.
            DOC, GUIDE.
            """,
            resolution: "Apple does not document the sender's interleaving; the order given is our choice."
        ),
        LifecycleRule(
            id: .doc3, title: "The Inbox", versions: "all",
            sources: [.guide],
            statement: """
            The Inbox is read-and-delete only for the receiver. GUIDE.
            """
        ),
        LifecycleRule(
            id: .ps1, title: "Process names and the process list", versions: "all (device suffixes from iOS 4.2)",
            sources: [.obs],
            statement: """
            Every running or suspended app is a process with a name: its `process` option, or for built-in apps
            the system's process name, which can differ from the home-screen name (Safari → MobileSafari, Notes
            → MobileNotes) and from iOS 4.2 carries a device suffix for some apps (`Contacts~iphone`,
            `Maps~ipad`). `ps` writes the process list into the trace; it also lists the processes seen to end
            since the previous `ps`. Names longer than 16 characters are cut to 16, as the kernel's process
            table stores them (`Game Center~ipho`). OBS (a published system-monitor app's articles). Built-in
            apps (`builtin`) and their process names:
              app | process name before iOS 4.2 | from iOS 4.2
              Safari | MobileSafari | MobileSafari
              Mail | MobileMail | MobileMail
              Notes | MobileNotes | MobileNotes
              iTunes | MobileStore | MobileStore
              Contacts | Contacts | Contacts~iphone / Contacts~ipad
              Maps | Maps | Maps~iphone / Maps~ipad
              GameCenter | Game Center | Game Center~iphone / Game Center~ipad (shown cut to 16 characters)
            (`ipod` devices take the `~iphone` suffix.)
            """
        ),
        LifecycleRule(
            id: .ps2, title: "Free memory", versions: "all",
            sources: [.obs],
            statement: """
            Free memory = device memory − the system's share − the footprint of every running or suspended
            process. Killing a process frees its footprint at once. OBS (the same articles: free memory grows by
            the killed app's size).
            """
        ),
        LifecycleRule(
            id: .ps3, title: "The app's container outlives its processes", versions: "all",
            sources: [.doc, .guide, .obs],
            statement: """
            An app's container, its defaults (`UserDefaults.standard`) and its files, outlives its processes: what
            one process wrote, the next reads, after a kill, a crash, a termination, memory pressure or a reboot.
            A value set is kept at once: the defaults database lives outside the process. Deleting the app
            (`reinstall()` in the Swift API) ends a running process at once with no callback and empties the
            container; its restoration archive, Inbox, BGTaskScheduler requests, scene session and switcher card
            go too. A file keeps the protection it was written with (LK-4). DOC, GUIDE, OBS.
            """,
            resolution: """
            Apple's UserDefaults page says a value set changes "asynchronously to persistent storage"; an answer \
            in forums thread 728044 reads that as a delay before other processes see it, not leave to drop it. \
            No source times the write, so a value set in the process's last instant is kept here. The first \
            unlock after a boot (files protected until first authentication) is not modelled: the simulated \
            device is unlocked after a reboot.
            """
        ),
    ]
}
