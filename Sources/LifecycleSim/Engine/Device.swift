/// A simulated iOS device: the apps installed on it, the screen, the switcher, the settings,
/// and one virtual clock.
///
/// Everything the user and the system do arrives through `handle(_:)` and `advance(to:)`;
/// everything that happens leaves as trace records sent to the sinks. The device never reads
/// a wall clock and draws no random numbers, so a run is reproducible to the byte.
public final class Device {
    /// What this iOS version allows (PR-1).
    public let profile: OSProfile
    /// The hardware family.
    public let model: DeviceModel
    /// The virtual clock.
    public internal(set) var now: VirtualTime = .zero
    /// The first bug the engine found in itself, if any; the run should stop (exit 3).
    public internal(set) var internalFailure: InternalFailure?

    var apps: [InstalledApp] = []
    var appIndex: [String: Int] = [:]
    var sinks: [TraceSink] = []
    var scheduler = Scheduler<ScheduledItem>()
    /// The queue length at which `schedule` next sweeps out stale items.
    var schedulerSweepThreshold = Device.minimumSweepThreshold
    /// The catch-up guard has warned (RunawayGuard.firingsPastLimit).
    var warnedCatchUpRunaway = false
    var timers: [Int: PendingTimer] = [:]
    var nextTimerID = 1
    var nextTaskID = 1
    var nextGeneration = 1
    var nextWindowID = 1
    /// BGTaskScheduler: the next task serial, external power and network (BT-4, BT-6).
    var nextBGTaskSerial = 1
    var charging = false
    var network = true

    /// The app on screen (active or inactive), nil for the home screen; in Split View the first
    /// of the two (SC-7).
    var front: Int?
    /// Split View (SC-7, iPad): the scene beside the front app's, nil when one scene fills the screen.
    var beside: SceneSlot?
    /// `request-scene` calls waiting for the code that made them to return (SC-6).
    var sceneRequests: [(app: Int, generation: Int)] = []
    /// Overlays open over the screen (IN-1): the app is inactive while any is open.
    var overlays = OverlaySet()
    var call: CallState = .none
    var locked = false
    /// The app to return to at unlock.
    var lockReturn: Int?
    /// The two scenes of the Split View the lock ended, to show again at unlock (SC-7); set by
    /// every lock, so only the lock that unlock ends counts.
    var lockReturnSplit: [SceneSlot] = []
    /// The switcher's cards, most recent first (TE-1).
    var switcherCards: [Int] = []
    var globalRefresh: RefreshSwitch = .on
    var lowPower = false
    /// How deep inside callbacks the code now running is (0: the system).
    var depth = 0
    /// The watchdog armed for the callback now running, if any (LA-3, FG-2).
    var watchdog: Watchdog?
    /// Names of the expiration handlers now running, innermost last (BG-9's no-recursion rule).
    var runningExpirations: [String] = []
    /// The completion window of the background event whose callback is about to run (BR-3).
    var deliveringCompletion: Int?
    /// Set by `refuse` inside shouldSaveState / shouldRestoreState (SR-1).
    var restorationVetoed = false
    /// The level of the last memory warning (MW-4).
    var memoryWarningLevel: MemoryWarningLevel = .normal
    /// The device's RAM and the share the system keeps (PS-2).
    public let memory: MemorySize
    public let systemMemory: MemorySize
    /// Processes seen to end since the last `ps` (PS-1): each app once, in the order its process
    /// first ended, with how many times it ended, so a long run without `ps` keeps at most one
    /// entry per app.
    var endedSinceLastProcessList: [(app: Int, times: Int)] = []

    /// A device running iOS `version`, with `memory` of RAM of which the system keeps `system`
    /// (a quarter of `memory` unless given).
    public init(version: OSVersion, model: DeviceModel = .iphone, multitasking: Bool = true,
                memory: MemorySize = .gigabytes(1), system: MemorySize? = nil) {
        self.profile = OSProfile(version: version, multitasking: multitasking)
        self.model = model
        self.memory = memory
        self.systemMemory = system ?? MemorySize(bytes: memory.bytes / 4)
    }

    /// Sends every future record to `sink` as well.
    public func addSink(_ sink: TraceSink) { sinks.append(sink) }

    /// Installs an app (installation order is home-screen order); false if the name is taken.
    @discardableResult
    public func install(_ config: AppConfiguration) -> Bool {
        guard appIndex[config.name] == nil else { return false }
        let app = InstalledApp(index: apps.count, config: config)
        appIndex[config.name] = app.index
        apps.append(app)
        if config.restoration && !profile.hasStateRestoration {
            warn(app, .restorationBeforeIOS6, .sr1)
        }
        if !config.bgTaskIdentifiers.isEmpty && !profile.hasBGTaskScheduler {
            warn(app, .bgTaskIdentifiersBeforeIOS13, .bt1)
        }
        if config.scenes && !profile.hasScenes {
            warn(app, .scenesBeforeIOS13, .sc1)
        }
        if config.swiftUI && profile.hasScenes && profile.version.major < 14 {
            warn(app, .swiftUIBeforeIOS14, .ui1)
        }
        if config.exitsOnSuspend && !profile.honoursExitsOnSuspend {
            warn(app, .exitsOnSuspendIgnored, .fg5)
        }
        // PR-1 (TN3187): UIKit's log line for an app that has not adopted the scene lifecycle.
        if !config.scenes, let message = profile.sceneLifecycleWarning {
            warn(app, .sceneLifecycleNotAdopted, ["message": message], .pr1)
        }
        return true
    }

    /// The names of the installed apps, in home-screen order.
    public var appNames: [String] { apps.map(\.name) }

    func app(named name: String) -> InstalledApp? {
        // A handful of apps: comparing names beats hashing one, and every launch and kill looks
        // one up (W1 of BENCHMARKS.md). Names are unique, so both ways find the same app.
        if apps.count <= Self.linearLookupLimit {
            for index in apps.indices where apps[index].name == name { return apps[index] }
            return nil
        }
        return appIndex[name].map { apps[$0] }
    }

    /// Up to this many installed apps, `app(named:)` compares names instead of hashing.
    static let linearLookupLimit = 8

    // MARK: Recording

    func emit(_ record: TraceRecord) {
        // Records are the engine's most frequent operation (issue #5): the array is read into a
        // local once, rather than checked for exclusive access before every sink (issue #14), and
        // indexed rather than iterated (an iterator would retain each sink as well).
        let sinks = self.sinks
        for index in sinks.indices { sinks[index].receive(record) }
    }

    ///
    /// The words come from the warnings catalogue (a key, never a plain string), so the text
    /// trace can show them in the reader's language (#13).
    func warn(_ app: InstalledApp?, _ text: WarningText, _ rule: RuleID) {
        emit(.warning(WarningRecord(time: now, app: app?.name, warning: text, rule: rule)))
    }

    /// Records the warning `key` with no values to fill in.
    func warn(_ app: InstalledApp?, _ key: WarningKey, _ rule: RuleID) {
        warn(app, WarningText(key), rule)
    }

    /// Records the warning `key` with its `{name}` placeholders filled by `arguments`.
    func warn(_ app: InstalledApp?, _ key: WarningKey, _ arguments: [String: String], _ rule: RuleID) {
        warn(app, WarningText(key, arguments), rule)
    }

    /// Records a timeline statement (`line` 0 for the Swift API).
    public func recordEvent(_ text: String, line: Int) {
        emit(.event(EventRecord(time: now, line: line, event: text)))
    }

    /// Records a note (`log "TEXT"`), optionally on behalf of an app.
    public func recordLog(_ text: String, app: String? = nil) {
        emit(.log(LogRecord(time: now, app: app, text: text)))
    }

    /// Records the result of an expectation.
    public func recordExpectation(line: Int, ok: Bool, expected: String, actual: String, note: ExpectNote? = nil) {
        emit(.expect(ExpectRecord(time: now, line: line, ok: ok, expected: expected, actual: actual, note: note)))
    }

    func fail(_ message: String) {
        if internalFailure == nil { internalFailure = InternalFailure(message: message, time: now) }
    }

    /// Refuses an event: one warning citing `rule`, and nothing changes.
    ///
    /// `api`: the reason worded for the Swift API, where `reason` names a scenario statement.
    /// The reason comes from the warnings catalogue; `EventOutcome` carries its English words.
    func refuse(_ reason: WarningText, _ rule: RuleID, app: InstalledApp? = nil, api: String? = nil) -> EventOutcome {
        warn(app, reason, rule)
        return .refused(reason: reason.english, rule: rule, apiReason: api ?? reason.english)
    }

    /// Refuses with the warning `key`, which has no values to fill in.
    func refuse(_ key: WarningKey, _ rule: RuleID, app: InstalledApp? = nil, api: String? = nil) -> EventOutcome {
        refuse(WarningText(key), rule, app: app, api: api)
    }

    /// Refuses with the warning `key`, its `{name}` placeholders filled by `arguments`.
    func refuse(_ key: WarningKey, _ arguments: [String: String], _ rule: RuleID, app: InstalledApp? = nil,
                api: String? = nil) -> EventOutcome {
        refuse(WarningText(key, arguments), rule, app: app, api: api)
    }
}

/// Something drawn over the screen that makes the front app inactive (IN-1).
enum Overlay: Int, CaseIterable {
    case call, alert, notificationCenter, controlCenter, switcher

    /// The overlay's name in the warnings catalogue, for warnings that name it.
    var phrase: WarningText {
        switch self {
        case .call: return WarningText(.overlayCall)
        case .alert: return WarningText(.overlayAlert)
        case .notificationCenter: return WarningText(.overlayNotificationCenter)
        case .controlCenter: return WarningText(.overlayControlCenter)
        case .switcher: return WarningText(.overlaySwitcher)
        }
    }

    /// The overlay's name in English (the Swift API's words).
    var name: String { phrase.english }
}

/// The phone: nothing, a ringing call, or an answered one and where it returns to (IN-3).
enum CallState {
    case none
    case ringing
    case answered(returnTo: Int?)
}

/// A scene on screen: the app's index and the scene's number.
struct SceneSlot: Equatable {
    var app: Int
    var scene: Int
}

/// A watchdog armed for a callback: past `deadline` the app is killed (LA-3, FG-2).
struct Watchdog {
    var app: Int
    var generation: Int
    var deadline: VirtualTime
    var rule: RuleID
    var message: WarningText
}
