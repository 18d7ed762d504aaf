/// Which stored properties of an app, and of its process, were written since the last restore:
/// a restore from the very saved apps the last one was handed puts back only those.
///
/// An explorer restores one state before each step it takes from it, and a step writes a few of
/// the app's properties (its machine, its tasks, a timer's count), so the app, made to stand as
/// the state says by the restore before, differs from it in those alone. Every stored property
/// that the states hold notes its write here as it counts it (`revision`,
/// InstalledApp+Standing.swift), and what the counts do not see (view controllers, running
/// BGTaskScheduler tasks) makes the restore put back everything, as it makes it leave nothing
/// alone. `UnchangedAppRestoreTests` holds every such property to noting its own write, and
/// `ExploreUnchangedAppsTests` checks every app so restored against the state in an exploration
/// of the whole library.
extension InstalledApp {
    /// The app's stored properties that `InstalledApp.State` holds, one each.
    struct Written: OptionSet {
        let rawValue: UInt32

        static let machine = Written(rawValue: 1 << 0)
        static let process = Written(rawValue: 1 << 1)
        static let refreshOn = Written(rawValue: 1 << 2)
        static let forceQuit = Written(rawValue: 1 << 3)
        static let pendingTransfers = Written(rawValue: 1 << 4)
        static let cancelledTransfers = Written(rawValue: 1 << 5)
        static let debuggerAttached = Written(rawValue: 1 << 6)
        static let archive = Written(rawValue: 1 << 7)
        static let lastRestored = Written(rawValue: 1 << 8)
        static let inbox = Written(rawValue: 1 << 9)
        static let bgPending = Written(rawValue: 1 << 10)
        static let discardedWhileNotRunning = Written(rawValue: 1 << 11)
        static let endedScenes = Written(rawValue: 1 << 12)
        static let storage = Written(rawValue: 1 << 13)
        /// Every property: what a restore from other saved apps puts back.
        static let all = Written(rawValue: (1 << 14) - 1)
    }

    /// What a restore must put back: from the saved apps the last restore was handed
    /// (`sameSource`), what was written since, unless the app holds, or held then, what the counts
    /// do not see; otherwise everything.
    func toRestore(sameSource: Bool) -> Written {
        sameSource && standing != nil && standingNow != nil ? written : .all
    }
}

extension AppProcess {
    /// The process's stored properties that `AppProcess.State` holds, one each (its generation,
    /// never written, aside).
    struct Written: OptionSet {
        let rawValue: UInt32

        static let launchReason = Written(rawValue: 1 << 0)
        static let tasks = Written(rawValue: 1 << 1)
        static let lastTaskID = Written(rawValue: 1 << 2)
        static let completions = Written(rawValue: 1 << 3)
        static let audioPlaying = Written(rawValue: 1 << 4)
        static let locationUpdating = Written(rawValue: 1 << 5)
        static let views = Written(rawValue: 1 << 6)
        static let restoring = Written(rawValue: 1 << 7)
        static let sendingDocument = Written(rawValue: 1 << 8)
        static let pendingTimers = Written(rawValue: 1 << 9)
        static let firingInstant = Written(rawValue: 1 << 10)
        static let firingsAtInstant = Written(rawValue: 1 << 11)
        static let warnedRunaway = Written(rawValue: 1 << 12)
        static let finishedLaunching = Written(rawValue: 1 << 13)
        static let bgHandlers = Written(rawValue: 1 << 14)
        static let bgRunning = Written(rawValue: 1 << 15)
        static let watchdog = Written(rawValue: 1 << 16)
        static let restorationVetoed = Written(rawValue: 1 << 17)
        /// Every property: what a new process, or a restore from other saved apps, puts back.
        static let all = Written(rawValue: (1 << 18) - 1)
    }
}
