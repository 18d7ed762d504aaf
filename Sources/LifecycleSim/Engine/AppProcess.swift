/// An outstanding background task: an identifier, its name and its expiration handler (BG-1).
struct BackgroundTask {
    var id: Int
    var name: String
    /// `name` in the trace's names (`TraceNames.taskNames`): looked up once, at the begin.
    var nameCode: Int32
    var expirationHandler: (() -> Void)?
}

/// A pending completion handler of a background event (BR-3): the window closes at `deadline`
/// (nil for an event delivered in the foreground, which has no deadline).
struct CompletionWindow {
    var id: Int
    var deadline: VirtualTime?
    /// Fetch and content-available pushes hand the app a completion handler, and missing the
    /// deadline kills it (BR-3). A location event has no completion handler in iOS
    /// (`locationManager(_:didUpdateLocations:)` takes none), so its window only keeps the app
    /// running until the deadline, and then BG-2 decides.
    var killsWhenMissed: Bool
}

/// The running (or suspended) process of an app: everything that vanishes when it ends (TE-5).
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives.
final class AppProcess {
    /// Distinguishes this process from earlier and later ones of the same app.
    let generation: Int
    /// Why it was started (`expect APP launched-by`); a prewarmed process gets its reason when
    /// the launch completes (PW-1).
    @exclusivity(unchecked) var launchReason: LaunchReason
    /// Started by prewarming and not yet through UIApplicationMain: no code of the app's has run (PW-1).
    @exclusivity(unchecked) var prewarmed = false
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
    let views = ViewHierarchy()
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
    @exclusivity(unchecked) var bgHandlers: [(id: String, handler: (BGTaskHandle) -> Void)] = []
    @exclusivity(unchecked) var bgRunning: [BGTaskHandle] = []

    init(generation: Int, launchReason: LaunchReason) {
        self.generation = generation
        self.launchReason = launchReason
    }
}

/// An installed app: its configuration, lifecycle, current process and per-app settings.
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives.
final class InstalledApp {
    let index: Int
    let config: AppConfiguration
    /// Where it is in its lifecycle, with what only that place holds (ST-1, ST-2).
    @exclusivity(unchecked) var machine = AppMachine()
    @exclusivity(unchecked) var process: AppProcess?
    /// The per-app Background App Refresh switch (BR-1).
    @exclusivity(unchecked) var refreshOn = true
    /// Swiped away since the user last launched it (TE-4).
    @exclusivity(unchecked) var forceQuit = false
    /// A debugger is attached (DB-1); lasts across launches until detached.
    @exclusivity(unchecked) var debuggerAttached = false
    /// The saved state-restoration archive (SR-2 … SR-4); it outlives processes.
    @exclusivity(unchecked) var archive: RestorationArchive?
    /// The controllers restored at the last launch (SR-3).
    @exclusivity(unchecked) var lastRestored: [String] = []
    /// The files in `Documents/Inbox` (DOC-2, DOC-3).
    @exclusivity(unchecked) var inbox: Set<String> = []
    /// Pending BGTaskScheduler requests, in submission order; they outlive processes (BT-2).
    @exclusivity(unchecked) var bgPending: [PendingBGRequest] = []
    /// Every scene the app has had in this run, by number − 1 (SC-5); empty for a classic app.
    @exclusivity(unchecked) var scenes: [SceneActivationState] = []
    /// UIKit keeps a scene session for the app (SC-3): made when its first scene connects, it
    /// outlives processes (kills, crashes, reboot) and ends only when the user discards the app's
    /// last scene in the switcher (SC-8, TE-2). A scene that connects to it skips
    /// configurationForConnecting.
    @exclusivity(unchecked) var hasSceneSession = false
    /// A `swiftui` app's last reported phase per scene, by number − 1 (UI-1), and its aggregate (UI-2).
    @exclusivity(unchecked) var phases: [ScenePhase?] = []
    @exclusivity(unchecked) var appPhase: ScenePhase?
    /// How far the app's recorded state trails its scenes while it comes to the foreground (SC-5):
    /// `.none` outside a launch or a return.
    @exclusivity(unchecked) var sceneLag = SceneDerivation.Lag.none
    /// The scene the app shows when it is on screen (the last one shown), if connected (SC-6).
    @exclusivity(unchecked) var shownScene: Int?
    /// Scenes were discarded while the app was not running: didDiscardSceneSessions right after
    /// didFinishLaunching at the next launch (SC-8). Outlives processes.
    @exclusivity(unchecked) var discardedWhileNotRunning = false
    /// The scenes connected when the last process ended: their windows keep cards in the switcher
    /// until the next launch (SC-8: swiping one away is heard at that launch).
    @exclusivity(unchecked) var endedScenes: [Int] = []

    /// The last context handed to the app's code, reused while it fits.
    @exclusivity(unchecked) private var lastContext: AppContext?

    /// Its handlers, resolved once.
    let handlerTable: AppHandlerTable
    /// Its declared background modes, one bit per `BackgroundMode.ordinal` (not a set of strings
    /// hashed on every look-up), resolved once.
    private let declaredModes: UInt32

    init(index: Int, config: AppConfiguration) {
        self.index = index
        self.config = config
        self.handlerTable = AppHandlerTable(config)
        self.declaredModes = config.modes.reduce(UInt32(0)) { $0 | 1 << $1.ordinal }
    }

    /// The handlers of delegate method `callback`, in the order added.
    func handlers(for callback: DelegateCallback) -> [AppHandler] { handlerTable.handlers(for: callback) }

    /// The handlers of `callback`, in the order added.
    func handlers(for callback: Callback) -> [AppHandler] { handlerTable.handlers(for: callback) }

    /// The context for code of process `generation` holding completion handler `completion`:
    /// the last one when it is for the same process and handler, else a new one.
    ///
    /// A context holds nothing but these values (and the device), so reusing one is the same as
    /// making a new one; reusing saves an allocation per delivery and per timer.
    func context(on device: Device, generation: Int, completion: Int?) -> AppContext {
        if let last = lastContext, last.generation == generation, last.completion == completion { return last }
        let context = AppContext(device: device, app: index, generation: generation, completion: completion)
        lastContext = context
        return context
    }

    var name: String { config.name }
    var state: AppState { machine.state }

    /// Moves to `state` if ST-2 allows it: the state it left, or nil (and no change) if not
    /// (suspended → background is `AppMachine.resume()`'s alone).
    func move(to state: AppState) -> AppState? { machine.move(to: state) }

    /// True when the app declared `mode`.
    func declares(_ mode: BackgroundMode) -> Bool { declaredModes & 1 << mode.ordinal != 0 }
}

/// A saved state-restoration archive: the app's version and the saved controllers, parents first (SR-2).
struct RestorationArchive {
    /// Where a saved controller sat, so restoration can rebuild the hierarchy (SR-3).
    enum Placement {
        case root
        case navigationChild(of: String)
        case presented(by: String)
    }

    var version: String?
    var controllers: [(name: String, placement: Placement)]
}

/// A timer in an app's code (`after DURATION`): it belongs to one process.
struct PendingTimer {
    var app: Int
    var generation: Int
    var due: VirtualTime
    /// What it does, for the warning when it is dropped (`end-task sync`).
    var label: TimerLabel
    /// The completion handler the code that scheduled it held (BR-3).
    var completion: Int?
    var body: AppHandler
}

/// What a timer does, in the words of the warnings that name it (TE-5): the label its code gave,
/// or the scenario action it runs, described only when a warning needs it (no string
/// built per timer).
enum TimerLabel {
    case text(String)
    case action(AppAction)

    var text: String {
        switch self {
        case .text(let text): return text
        case .action(let action): return action.description
        }
    }
}

/// What the scheduler holds.
enum ScheduledItem {
    /// BG-5: the budget of one backgrounding runs out.
    case budgetExpiry(app: Int, generation: Int, epoch: Int)
    /// BR-3: a completion window closes.
    case completionDeadline(app: Int, generation: Int, window: Int)
    /// A timer in an app's code.
    case timer(id: Int)
    /// BT-6: a refresh task's 30 s run out.
    case bgTaskExpiry(app: Int, generation: Int, serial: Int)
}
