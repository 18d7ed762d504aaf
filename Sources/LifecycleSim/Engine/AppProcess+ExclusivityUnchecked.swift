/// The running (or suspended) process of an app: everything that vanishes when it ends (TE-5).
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives.
final class AppProcess {
    /// Distinguishes this process from earlier and later ones of the same app.
    let generation: Int
    /// Why it was started (`expect APP launched-by`); a prewarmed process gets its reason when
    /// the launch completes (PW-1).
    @exclusivity(unchecked) var launchReason: LaunchReason { didSet { revision &+= 1; written.insert(.launchReason) } }
    /// Outstanding tasks, oldest first: the count is derived from this list, never stored (BG-1).
    @exclusivity(unchecked) var tasks: [BackgroundTask] = [] { didSet { revision &+= 1; written.insert(.tasks) } }
    /// The last identifier handed out per task name in this process (BG-6's `invalid-end` id).
    /// Keyed by the name's code in the trace's names (`TraceNames.taskNames`).
    @exclusivity(unchecked) var lastTaskID: [Int32: Int] = [:] { didSet { revision &+= 1; written.insert(.lastTaskID) } }
    /// Pending completion handlers, oldest first (BR-3).
    @exclusivity(unchecked) var completions: [CompletionWindow] = [] { didSet { revision &+= 1; written.insert(.completions) } }
    /// `start-audio` … `stop-audio` (BM-1).
    @exclusivity(unchecked) var audioPlaying = false { didSet { revision &+= 1; written.insert(.audioPlaying) } }
    /// `start-location` … `stop-location` (BM-2).
    @exclusivity(unchecked) var locationUpdating = false { didSet { revision &+= 1; written.insert(.locationUpdating) } }
    /// Its view controllers (VC).
    @exclusivity(unchecked) var views = ViewHierarchy() { didSet { revision &+= 1; written.insert(.views) } }
    /// Between shouldRestoreState and didDecodeState: a crash now deletes the archive (SR-4).
    @exclusivity(unchecked) var restoring = false { didSet { revision &+= 1; written.insert(.restoring) } }
    /// Sending a document, until didEndSendingToApplication returns (DOC-2, BG-2).
    @exclusivity(unchecked) var sendingDocument = false { didSet { revision &+= 1; written.insert(.sendingDocument) } }
    /// Timers of this process scheduled and not yet run or dropped.
    @exclusivity(unchecked) var pendingTimers = 0 { didSet { revision &+= 1; written.insert(.pendingTimers) } }
    /// Timers run at `firingInstant`, for the runaway guard.
    @exclusivity(unchecked) var firingInstant = VirtualTime(milliseconds: -1) { didSet { revision &+= 1; written.insert(.firingInstant) } }
    @exclusivity(unchecked) var firingsAtInstant = 0 { didSet { revision &+= 1; written.insert(.firingsAtInstant) } }
    /// The runaway guard has warned once for this process.
    @exclusivity(unchecked) var warnedRunaway = false { didSet { revision &+= 1; written.insert(.warnedRunaway) } }
    /// didFinishLaunching has returned: registering a launch handler now raises (BT-1).
    @exclusivity(unchecked) var finishedLaunching = false { didSet { revision &+= 1; written.insert(.finishedLaunching) } }
    /// BGTaskScheduler launch handlers registered in this process, and its running tasks, oldest first (BT-1, BT-3).
    @exclusivity(unchecked) var bgHandlers: [RegisteredLaunchHandler] = [] { didSet { revision &+= 1; written.insert(.bgHandlers) } }
    @exclusivity(unchecked) var bgRunning: [BGTaskHandle] = [] { didSet { revision &+= 1; written.insert(.bgRunning) } }
    /// The watchdog armed for the callback now running, if any (LA-3, FG-2).
    @exclusivity(unchecked) var watchdog: Watchdog? { didSet { revision &+= 1; written.insert(.watchdog) } }
    /// Names of the expiration handlers now running, innermost last (BG-9's no-recursion rule).
    @exclusivity(unchecked) var runningExpirations: [String] = []
    /// Set by `refuse` inside shouldSaveState / shouldRestoreState (SR-1).
    @exclusivity(unchecked) var restorationVetoed = false { didSet { revision &+= 1; written.insert(.restorationVetoed) } }
    /// Counts the writes to what the process's state holds (every stored property above that
    /// `AppProcess.State` holds; `InstalledApp+Standing.swift`).
    @exclusivity(unchecked) var revision: UInt64 = 0
    /// Which of those properties were written since the last restore (InstalledApp+Written.swift).
    @exclusivity(unchecked) var written: Written = []

    init(generation: Int, launchReason: LaunchReason) {
        self.generation = generation
        self.launchReason = launchReason
    }
}
