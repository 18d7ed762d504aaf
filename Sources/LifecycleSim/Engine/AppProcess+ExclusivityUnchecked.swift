/// The running (or suspended) process of an app: everything that vanishes when it ends (TE-5).
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives.
final class AppProcess {
    /// Distinguishes this process from earlier and later ones of the same app.
    let generation: Int
    /// Why it was started (`expect APP launched-by`); a prewarmed process gets its reason when
    /// the launch completes (PW-1).
    @exclusivity(unchecked) var launchReason: LaunchReason
    /// Outstanding tasks, oldest first: the count is derived from this list, never stored (BG-1).
    @exclusivity(unchecked) var tasks: [BackgroundTask] = []
    /// The last identifier handed out per task name in this process (BG-6's `invalid-end` id).
    /// Keyed by the name's code in the trace's names (`TraceNames.taskNames`).
    @exclusivity(unchecked) var lastTaskID: [Int32: Int] = [:]
    /// Pending completion handlers, oldest first (BR-3).
    @exclusivity(unchecked) var completions: [CompletionWindow] = []
    /// `start-audio` … `stop-audio` (BM-1).
    @exclusivity(unchecked) var audioPlaying = false
    /// `start-location` … `stop-location` (BM-2).
    @exclusivity(unchecked) var locationUpdating = false
    /// Its view controllers (VC).
    @exclusivity(unchecked) var views = ViewHierarchy()
    /// Between shouldRestoreState and didDecodeState: a crash now deletes the archive (SR-4).
    @exclusivity(unchecked) var restoring = false
    /// Sending a document, until didEndSendingToApplication returns (DOC-2, BG-2).
    @exclusivity(unchecked) var sendingDocument = false
    /// Timers of this process scheduled and not yet run or dropped.
    @exclusivity(unchecked) var pendingTimers = 0
    /// Timers run at `firingInstant`, for the runaway guard.
    @exclusivity(unchecked) var firingInstant = VirtualTime(milliseconds: -1)
    @exclusivity(unchecked) var firingsAtInstant = 0
    /// The runaway guard has warned once for this process.
    @exclusivity(unchecked) var warnedRunaway = false
    /// didFinishLaunching has returned: registering a launch handler now raises (BT-1).
    @exclusivity(unchecked) var finishedLaunching = false
    /// BGTaskScheduler launch handlers registered in this process, and its running tasks, oldest first (BT-1, BT-3).
    @exclusivity(unchecked) var bgHandlers: [RegisteredLaunchHandler] = []
    @exclusivity(unchecked) var bgRunning: [BGTaskHandle] = []
    /// The watchdog armed for the callback now running, if any (LA-3, FG-2).
    @exclusivity(unchecked) var watchdog: Watchdog?
    /// Names of the expiration handlers now running, innermost last (BG-9's no-recursion rule).
    @exclusivity(unchecked) var runningExpirations: [String] = []
    /// Set by `refuse` inside shouldSaveState / shouldRestoreState (SR-1).
    @exclusivity(unchecked) var restorationVetoed = false

    init(generation: Int, launchReason: LaunchReason) {
        self.generation = generation
        self.launchReason = launchReason
    }
}
