/// An installed app: its configuration, lifecycle, current process and per-app settings.
///
/// Stored properties are `@exclusivity(unchecked)` for the reason `Device` gives.
final class InstalledApp {
    let index: Int
    let config: AppConfiguration
    /// Where it is in its lifecycle, with what only that place holds (ST-1, ST-2).
    @exclusivity(unchecked) var machine: AppMachine { didSet { revision &+= 1; written.insert(.machine) } }
    @exclusivity(unchecked) var process: AppProcess? { didSet { revision &+= 1; written.insert(.process) } }
    /// The per-app Background App Refresh switch (BR-1).
    @exclusivity(unchecked) var refreshOn = true { didSet { revision &+= 1; written.insert(.refreshOn) } }
    /// Swiped away since the user last launched it (TE-4).
    @exclusivity(unchecked) var forceQuit = false { didSet { revision &+= 1; written.insert(.forceQuit) } }
    /// Transfers of its background URLSession the system carries on, in or out of its process (BR-5).
    @exclusivity(unchecked) var pendingTransfers = 0 { didSet { revision &+= 1; written.insert(.pendingTransfers) } }
    /// Transfers the user's swipe cancelled, reported when the app next launches (BR-5).
    @exclusivity(unchecked) var cancelledTransfers = 0 { didSet { revision &+= 1; written.insert(.cancelledTransfers) } }
    /// A debugger is attached (DB-1); lasts across launches until detached.
    @exclusivity(unchecked) var debuggerAttached = false { didSet { revision &+= 1; written.insert(.debuggerAttached) } }
    /// The saved state-restoration archive (SR-2 … SR-4); it outlives processes.
    @exclusivity(unchecked) var archive: RestorationArchive? { didSet { revision &+= 1; written.insert(.archive) } }
    /// The controllers restored at the last launch (SR-3).
    @exclusivity(unchecked) var lastRestored: [String] = [] { didSet { revision &+= 1; written.insert(.lastRestored) } }
    /// The files in `Documents/Inbox` (DOC-2, DOC-3).
    @exclusivity(unchecked) var inbox: Set<String> = [] { didSet { revision &+= 1; written.insert(.inbox) } }
    /// Pending BGTaskScheduler requests, in submission order; they outlive processes (BT-2).
    @exclusivity(unchecked) var bgPending: [PendingBGRequest] = [] { didSet { revision &+= 1; written.insert(.bgPending) } }
    /// Scenes were discarded while the app was not running: didDiscardSceneSessions right after
    /// didFinishLaunching at the next launch (SC-8). Outlives processes.
    @exclusivity(unchecked) var discardedWhileNotRunning = false { didSet { revision &+= 1; written.insert(.discardedWhileNotRunning) } }
    /// The scenes connected when the last process ended: their windows keep cards in the switcher
    /// until the next launch (SC-8: swiping one away is heard at that launch).
    @exclusivity(unchecked) var endedScenes: [Int] = [] { didSet { revision &+= 1; written.insert(.endedScenes) } }
    /// Its container: defaults and files, kept across processes until the app is deleted (PS-3).
    @exclusivity(unchecked) var storage = AppStorage() { didSet { revision &+= 1; written.insert(.storage) } }

    /// The app's observers of UIKit's lifecycle notifications (NT-1, NT-2): they outlive processes,
    /// as a test's observers do; each process's code runs them with its own context.
    @exclusivity(unchecked) var notificationObserver: NotificationObserver?
    /// Code outside the engine that follows the app's processes (the testing library's objects
    /// built per process): told when UIApplicationMain runs in one and when one ends.
    @exclusivity(unchecked) var processObserver: (any ProcessObserver)?

    /// The last context handed to the app's code, reused while it fits.
    @exclusivity(unchecked) var lastContext: AppContext?

    /// Counts the writes to what the app's state holds (every stored property above that
    /// `InstalledApp.State` holds): the same count, nothing written in between
    /// (`InstalledApp+Standing.swift`).
    @exclusivity(unchecked) var revision: UInt64 = 0
    /// Which of those properties were written since the last restore (InstalledApp+Written.swift).
    @exclusivity(unchecked) var written: Written = []
    /// Where the app stood when a restore last made it stand as a saved state, if it can be
    /// told it has not moved since (`InstalledApp+Standing.swift`).
    @exclusivity(unchecked) var standing: AppStanding?
    /// The app's part of a situation, kept while it stands as the saved state it was written
    /// for (`Device.writeApp`).
    @exclusivity(unchecked) var situationPart: SituationPart?

    /// Its handlers, resolved once.
    let handlerTable: AppHandlerTable
    /// Its declared background modes, one bit per `BackgroundMode.ordinal` (not a set of strings
    /// hashed on every look-up), resolved once.
    let declaredModes: UInt32

    /// The app configured as `config`, installed `index`-th on a `model` device running `profile`.
    init(index: Int, config: AppConfiguration, profile: OSProfile, model: DeviceModel) {
        self.index = index
        self.config = config
        let handlerTable = AppHandlerTable(config)
        self.machine = AppMachine(traits: AppTraits(config, on: profile, model: model, handlers: handlerTable))
        self.handlerTable = handlerTable
        self.declaredModes = config.modes.reduce(UInt32(0)) { $0 | 1 << $1.ordinal }
    }
}
