/// What the walk that writes a situation (`Device.Situation`) reads of a device, an app and a
/// process: the live objects between events (`Device.situation`, read where they stand, with no
/// snapshot taken) or their values (`Device.State.situation`). One walk over either, written
/// once against these protocols, so the situation of a device is that of its snapshot: the
/// requirements are the state's stored properties, and the few that a live object holds in
/// another form (the Swift API's device, task names by their codes, view controllers, running
/// BGTaskScheduler tasks) are read as the snapshot would hold them.
protocol DeviceSituationReading {
    associatedtype App: AppSituationReading
    /// The device's iOS version and multitasking (`Device.State.version`, `.multitasking`).
    var osVersion: OSVersion { get }
    var multitasks: Bool { get }
    var model: DeviceModel { get }
    var memory: MemorySize { get }
    var systemMemory: MemorySize { get }
    /// The device a state holding the Swift API's closures goes back into (`Device.State.origin`).
    var closureOrigin: DeviceIdentity? { get }
    /// Where a live device's processes read their task names' codes; nil for a state, which
    /// holds the names.
    var taskNames: TraceNames? { get }
    var apps: [App] { get }
    var now: VirtualTime { get }
    var internalFailure: InternalFailure? { get }
    var scheduler: Scheduler<ScheduledItem> { get }
    var schedulerSweepThreshold: Int { get }
    var warnedCatchUpRunaway: Bool { get }
    var timers: TimerTable { get }
    var charging: Bool { get }
    var network: Bool { get }
    var front: Int? { get }
    var beside: SceneSlot? { get }
    var overlays: OverlaySet { get }
    var call: CallState { get }
    var fullScreenCalls: Bool { get }
    var alwaysOnDisplay: Bool { get }
    var locked: Bool { get }
    var passcode: Bool { get }
    var protectedDataAvailable: Bool { get }
    var protectedDataEpoch: Int { get }
    var lockReturn: Int? { get }
    var lockReturnSplit: [SceneSlot] { get }
    var switcherCards: [Int] { get }
    var globalRefresh: RefreshSwitch { get }
    var lowPower: Bool { get }
    var recordsNotifications: Bool { get }
    var memoryWarningLevel: MemoryWarningLevel { get }
    /// Writes app `index` of `apps` (`self.apps`, read once), as `AppSituationReading.writeSituation`
    /// does: a live device writes again the part of an app that stands as a saved state it wrote
    /// before (`Device.writeApp`).
    func writeApp(_ index: Int, of apps: [App], by numbering: SituationNumbering, names: TraceNames?)
}

/// What the situation's walk reads of an installed app (`InstalledApp.State`'s properties).
protocol AppSituationReading {
    associatedtype Process: ProcessSituationReading
    var name: String { get }
    /// Writes the app's machine (`AppMachine.write(by:app:)`) where it lies: a machine handed out
    /// by a getter is a copy, everything it holds retained and released, for each app of every
    /// situation.
    func writeMachine(by numbering: SituationNumbering, app: Int)
    /// When the budget the app began as count `epoch` ends (BG-5), if it is the app's current one
    /// and running: read where the machine lies, as `writeMachine`.
    func endOfBudget(ifCurrent epoch: Int) -> VirtualTime?
    var process: Process? { get }
    var refreshOn: Bool { get }
    var forceQuit: Bool { get }
    var pendingTransfers: Int { get }
    var cancelledTransfers: Int { get }
    var debuggerAttached: Bool { get }
    var archive: RestorationArchive? { get }
    var lastRestored: [String] { get }
    var inbox: Set<String> { get }
    var bgPending: [PendingBGRequest] { get }
    var discardedWhileNotRunning: Bool { get }
    var endedScenes: [Int] { get }
    var storage: AppStorage { get }
}

/// What the situation's walk reads of a process (`AppProcess.State`'s properties).
protocol ProcessSituationReading {
    var generation: Int { get }
    var launchReason: LaunchReason { get }
    var tasks: [BackgroundTask] { get }
    /// The last identifier handed out per task name (BG-6), in no particular order, each with its
    /// name, read (in `names`, where the process holds codes) only when asked.
    func forEachLastTaskID(names: TraceNames?, _ body: (_ name: () -> String, _ id: Int) -> Void)
    /// The number of task names with a last identifier.
    var lastTaskIDCount: Int { get }
    var completions: [CompletionWindow] { get }
    var audioPlaying: Bool { get }
    var locationUpdating: Bool { get }
    /// True when the process has view controllers (its `ViewHierarchy.State` is not empty).
    var holdsViews: Bool { get }
    /// The view controllers as a value (`ViewHierarchy.State`).
    var viewsValue: ViewHierarchy.State { get }
    var restoring: Bool { get }
    var sendingDocument: Bool { get }
    var pendingTimers: Int { get }
    var firingInstant: VirtualTime { get }
    var firingsAtInstant: Int { get }
    var warnedRunaway: Bool { get }
    var finishedLaunching: Bool { get }
    var bgHandlers: [RegisteredLaunchHandler] { get }
    /// True when BGTaskScheduler tasks run in the process.
    var runsBGTasks: Bool { get }
    /// The running BGTaskScheduler tasks as values (`AppProcess.RunningBGTask`), task names read
    /// in `names` where the process holds codes.
    func runningBGTasks(names: TraceNames?) -> [AppProcess.RunningBGTask]
    var watchdog: Watchdog? { get }
    var restorationVetoed: Bool { get }
}

extension Device.State: DeviceSituationReading {
    var osVersion: OSVersion { version }
    var multitasks: Bool { multitasking }
    var closureOrigin: DeviceIdentity? { origin }
    var taskNames: TraceNames? { nil }
    func writeApp(_ index: Int, of apps: [InstalledApp.State], by numbering: SituationNumbering, names: TraceNames?) {
        apps[index].writeSituation(by: numbering, app: index, names: names)
    }
}

extension InstalledApp.State: AppSituationReading {
    func writeMachine(by numbering: SituationNumbering, app: Int) { machine.write(by: numbering, app: app) }
    func endOfBudget(ifCurrent epoch: Int) -> VirtualTime? { machine.endOfBudget(ifCurrent: epoch) }
}

extension AppProcess.State: ProcessSituationReading {
    func forEachLastTaskID(names: TraceNames?, _ body: (_ name: () -> String, _ id: Int) -> Void) {
        for (name, id) in lastTaskID { body({ name }, id) }
    }

    var lastTaskIDCount: Int { lastTaskID.count }
    var holdsViews: Bool { !(views.controllers.isEmpty && views.root == nil) }
    var viewsValue: ViewHierarchy.State { views }
    var runsBGTasks: Bool { !bgRunning.isEmpty }
    func runningBGTasks(names: TraceNames?) -> [AppProcess.RunningBGTask] { bgRunning }
}
