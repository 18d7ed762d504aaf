/// A simulated iOS device: the apps installed on it, the screen, the switcher, the settings,
/// and one virtual clock.
///
/// Everything the user and the system do arrives through `handle(_:)` and `advance(to:)`;
/// everything that happens leaves as trace records sent to the sinks. The device never reads
/// a wall clock and draws no random numbers, so a run is reproducible to the byte.
///
/// Its stored properties, and those of `InstalledApp`, `AppProcess` and `ViewHierarchy`, are
/// `@exclusivity(unchecked)`, and are declared only in files named for it
/// (`+ExclusivityUnchecked.swift`): Swift's run-time check of exclusive access, made on every
/// read and write of a class's stored property, makes W1 of BENCHMARKS.md three times slower.
/// The engine is single-threaded and never changes one of these properties while a call made
/// during the change touches it (the closures passed to `removeAll(where:)` only read other
/// state), which is what the checks would catch. `.ci/exclusivity-checked` holds it to that: it
/// builds a copy without the attribute and runs every test there, where an overlapping access
/// traps.
public final class Device {
    /// What this iOS version allows (PR-1).
    public let profile: OSProfile
    /// The hardware family.
    public let model: DeviceModel
    /// This device, as a state that holds the Swift API's closures names it (`Device.State`).
    let identity = DeviceIdentity()
    /// The virtual clock.
    @exclusivity(unchecked) public internal(set) var now: VirtualTime = .zero {
        didSet { clockWatcher?.clockMoved(to: now) }
    }
    /// Told of every move of the clock, and the reason the app's code runs with its process bound
    /// for the tasks it starts (`AppProcessID.running`): app code that awaits a clock (the
    /// testing library's `DeviceClock`). Nil, the engine does neither.
    @exclusivity(unchecked) package var clockWatcher: (any ClockWatcher)?
    /// The app's code cancelled waits on the clock that BG-2's next decision resolves (`settleAll`).
    @exclusivity(unchecked) var cancelledWaitsPending = false
    /// The first bug the engine found in itself, if any; the run should stop (exit 3).
    @exclusivity(unchecked) public internal(set) var internalFailure: InternalFailure?

    @exclusivity(unchecked) var apps: [InstalledApp] = []
    @exclusivity(unchecked) var appIndex: [String: Int] = [:]
    /// Where records go: the sinks, and the records written since they were last handed over.
    @exclusivity(unchecked) var sinks: [TraceSink] = []
    /// The kinds of record some sink reads (`TraceSink.kindsRead`): the only ones gathered for them.
    /// Checked, unlike the lists around it: read once per record written, where the check costs
    /// little (BENCHMARKS.md, "Unsafe code: what stays and why").
    var kindsRead: TraceRecordKinds = []
    /// The records written since the last batch (handed to the sinks together).
    @exclusivity(unchecked) var pendingEntries: [TraceEntry] = []
    @exclusivity(unchecked) var pendingDetails: [TraceRecord] = []
    /// Empty buffers with memory, swapped in while a batch is handed over.
    @exclusivity(unchecked) var spareEntries: [TraceEntry] = []
    @exclusivity(unchecked) var spareDetails: [TraceRecord] = []
    /// A batch is being handed over: records written meanwhile wait for the next.
    @exclusivity(unchecked) var flushingTrace = false
    /// The names the trace entries refer to.
    public let traceNames = TraceNames()
    /// Where the device's situations are written (`situation`), one after another, in the room
    /// the last one took.
    let situationNumbering = SituationNumbering()
    /// The saved apps a restore last made the apps stand as (`Device.State.apps`), held so that
    /// their storage stays theirs while a later restore asks whether it is handed the same
    /// (`InstalledApp+Standing.swift`).
    @exclusivity(unchecked) var standingSource: [InstalledApp.State] = []
    /// Whether a restore that leaves an app alone, as unchanged, checks that it is (a test's
    /// setting, `Device.checkingUnchangedApps`: the check costs what leaving it alone saves).
    @exclusivity(unchecked) var checksUnchangedApps = Device.checkingUnchangedApps
    /// Whether each situation, which may write apps' parts kept from before, is checked against
    /// the snapshot's, written afresh (a test's setting, `Device.checkingKeptAppParts`).
    @exclusivity(unchecked) var checksKeptAppParts = Device.checkingKeptAppParts
    /// How many apps' parts of situations were written again from a kept part (`writeApp`).
    @exclusivity(unchecked) package var appPartsWrittenAgain = 0
    /// The trace the device keeps itself, once `keepTrace()` has asked for it.
    @exclusivity(unchecked) var keptTrace: TraceStore?
    @exclusivity(unchecked) var scheduler = Scheduler<ScheduledItem>()
    /// The queue length at which `schedule` next sweeps out stale items.
    @exclusivity(unchecked) var schedulerSweepThreshold = Device.minimumSweepThreshold
    /// The catch-up guard has warned (RunawayGuard.firingsPastLimit).
    @exclusivity(unchecked) var warnedCatchUpRunaway = false
    @exclusivity(unchecked) var timers = TimerTable()
    @exclusivity(unchecked) var nextTaskID = 1
    @exclusivity(unchecked) var nextGeneration = 1
    @exclusivity(unchecked) var nextWindowID = 1
    /// BGTaskScheduler: the next task serial, external power and network (BT-4, BT-6).
    @exclusivity(unchecked) var nextBGTaskSerial = 1
    /// The number the next closure the app's code hands over gets (`HeldClosure`).
    @exclusivity(unchecked) var nextHeldClosure = Device.firstHeldClosure
    @exclusivity(unchecked) var charging = false
    @exclusivity(unchecked) var network = true

    /// The app on screen (active or inactive), nil for the home screen; in Split View the first
    /// of the two (SC-7).
    @exclusivity(unchecked) var front: Int?
    /// Split View (SC-7, iPad): the scene beside the front app's, nil when one scene fills the screen.
    @exclusivity(unchecked) var beside: SceneSlot?
    /// `request-scene` calls waiting for the code that made them to return (SC-6).
    @exclusivity(unchecked) var sceneRequests: [(app: Int, generation: Int)] = []
    /// Continued processing requests submitted by the code that just ran, to run once it returns (BT-9).
    @exclusivity(unchecked) var continuedRequests: [(app: Int, generation: Int, request: BGTaskRequest)] = []
    /// Overlays open over the screen (IN-1): the app is inactive while any is open.
    @exclusivity(unchecked) var overlays = OverlaySet()
    @exclusivity(unchecked) var call: CallState = .none
    /// Settings › Phone › Incoming Calls is Full Screen rather than Banner (IN-5, iOS 14+).
    @exclusivity(unchecked) var fullScreenCalls = false
    /// Settings › Display & Brightness › Always On Display is on (LK-3; iPhones that have it, iOS 16+).
    @exclusivity(unchecked) var alwaysOnDisplay = false
    @exclusivity(unchecked) var locked = false
    /// Settings › Face ID & Passcode: a passcode, required at once (LK-4).
    @exclusivity(unchecked) var passcode = false
    /// `UIApplication.isProtectedDataAvailable`: false from the key discard after a passcode lock
    /// to the unlock (LK-4).
    @exclusivity(unchecked) var protectedDataAvailable = true
    /// Counts passcode locks and unlocks, so that a key discard scheduled by an earlier lock is stale (LK-4).
    @exclusivity(unchecked) var protectedDataEpoch = 0
    /// The app to return to at unlock.
    @exclusivity(unchecked) var lockReturn: Int?
    /// The two scenes of the Split View the lock ended, to show again at unlock (SC-7); set by
    /// every lock, so only the lock that unlock ends counts.
    @exclusivity(unchecked) var lockReturnSplit: [SceneSlot] = []
    /// The switcher's cards, most recent first (TE-1).
    @exclusivity(unchecked) var switcherCards: [Int] = []
    @exclusivity(unchecked) var globalRefresh: RefreshSwitch = .on
    @exclusivity(unchecked) var lowPower = false
    /// How deep inside callbacks the code now running is (0: the system).
    @exclusivity(unchecked) var depth = 0
    /// The trace shows the lifecycle notifications UIKit posts (NT-1, NT-2); off by default: a
    /// trace shows the methods UIKit calls, and the notifications only when asked for.
    @exclusivity(unchecked) public internal(set) var recordsNotifications = false
    /// The level of the last memory warning (MW-4).
    @exclusivity(unchecked) var memoryWarningLevel: MemoryWarningLevel = .normal
    /// The device's RAM and the share the system keeps (PS-2).
    public let memory: MemorySize
    public let systemMemory: MemorySize
    /// Processes seen to end since the last `ps` (PS-1): each app once, in the order its process
    /// first ended, with how many times it ended, so a long run without `ps` keeps at most one
    /// entry per app.
    @exclusivity(unchecked) var endedSinceLastProcessList: [EndedProcesses] = []
    /// False: a refused event's `EventOutcome` carries no words (its reasons are empty), while its
    /// warning in the trace keeps them. A random walk reads only the trace and the invariants,
    /// and filling every refusal's sentence for the outcome was a tenth of its time.
    @exclusivity(unchecked) package var describesRefusals = true

    /// A device running iOS `version`, with `memory` of RAM of which the system keeps `system`
    /// (a quarter of `memory` unless given).
    public init(version: OSVersion, model: DeviceModel = .iphone, multitasking: Bool = true,
                memory: MemorySize = .gigabytes(1), system: MemorySize? = nil) {
        self.profile = OSProfile(version: version, multitasking: multitasking)
        self.model = model
        self.memory = memory
        self.systemMemory = system ?? MemorySize(bytes: memory.bytes / 4)
    }
}
