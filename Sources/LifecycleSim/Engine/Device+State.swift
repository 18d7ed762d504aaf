/// The device's state as one value: everything that decides what happens next, taken between
/// events (`snapshot()`) and put back (`restore(_:)`) into this device or a fresh one with the same
/// apps installed. A restored device runs on exactly as the one it was taken from would have, record
/// for record (`DeviceStateTests` holds every library scenario to it, snapshot at every line), and
/// no event is replayed: a snapshot copies the state, and copying costs what the state holds.
///
/// What is not in it: the device's sinks and kept trace (where its records go), the observers a
/// test added (`onNotification`), the clock watcher of async code, and the apps' configurations,
/// their code, which stays with the device the state is restored into. Code the system keeps
/// for later (a timer, an expiration handler, a launch handler) is in it: the language's as a
/// value, the Swift API's closures with the number their device gave them (`HeldClosure`); a
/// closure acts on the device it was handed to, so a state holding one names that device
/// (`origin`) and goes back into it alone.
extension Device {
    /// Everything that decides what happens next on a device (docs/ENGINE.md, "The device's state").
    public struct State: Hashable, Sendable {
        // What the device is: a state is restored only into the same kind of device.
        let version: OSVersion
        let multitasking: Bool
        let model: DeviceModel
        let memory: MemorySize
        let systemMemory: MemorySize
        /// The device it was taken from, when it holds a closure handed over through the Swift API
        /// (which acts on that device alone): it goes back into that device only. Nil: any device
        /// of the same kind with the same apps.
        private(set) var origin: DeviceIdentity?

        /// The installed apps, in home-screen order, each with its machine and process.
        var apps: [InstalledApp.State]

        var now: VirtualTime
        var internalFailure: InternalFailure?
        var scheduler: Scheduler<ScheduledItem>
        var schedulerSweepThreshold: Int
        var warnedCatchUpRunaway: Bool
        var timers: TimerTable
        var nextTaskID: Int
        var nextGeneration: Int
        var nextWindowID: Int
        var nextBGTaskSerial: Int
        var nextHeldClosure: Int
        var charging: Bool
        var network: Bool
        var front: Int?
        var beside: SceneSlot?
        var overlays: OverlaySet
        var call: CallState
        var fullScreenCalls: Bool
        var alwaysOnDisplay: Bool
        var locked: Bool
        var passcode: Bool
        var protectedDataAvailable: Bool
        var protectedDataEpoch: Int
        var lockReturn: Int?
        var lockReturnSplit: [SceneSlot]
        var switcherCards: [Int]
        var globalRefresh: RefreshSwitch
        var lowPower: Bool
        var recordsNotifications: Bool
        var memoryWarningLevel: MemoryWarningLevel
        var endedSinceLastProcessList: [EndedProcesses]

        /// The virtual time the state was taken at.
        public var time: VirtualTime { now }

        /// The same state as if taken from no device in particular: two devices built alike and
        /// driven alike, whose apps' code handed over closures, then stand in equal states.
        package var anyDevice: State {
            var state = self
            state.origin = nil
            return state
        }
    }

    /// The configurations of the installed apps, in home-screen order.
    package var installedConfigurations: [AppConfiguration] { apps.map(\.config) }

    /// The device's stored properties that `State` leaves out, each for a reason: where records
    /// go, who watches, what lasts only inside an event, what is derived, and what a restore
    /// checks instead of copying (`DeviceStateTests` holds every other stored property to being
    /// in the state).
    static let propertiesOutsideState: Set<String> = [
        "profile",  // the version and multitasking it stands for are in the state, checked by `restore`
        "identity",  // the state's origin, when it holds the Swift API's closures
        "clockWatcher", "cancelledWaitsPending",  // async code's watcher of the clock; false between events
        "appIndex",  // derived from the apps
        "sinks", "kindsRead", "pendingEntries", "pendingDetails", "spareEntries", "spareDetails", "flushingTrace", "keptTrace",
        "traceNames",  // how this device numbers names in its records: the state holds the names
        "sceneRequests", "continuedRequests", "depth",  // empty (zero) between events
        "describesRefusals",  // how refusals are worded for the caller
        "situationNumbering",  // where the situations are written, emptied before each
        "standingSource", "checksUnchangedApps",  // what the last restore was handed, to leave apps alone
        "checksKeptAppParts", "appPartsWrittenAgain",  // how situations write again the parts of apps left alone
    ]

    /// The device's state now, between events: records written so far are handed to the sinks
    /// first. Not to be called from the app's code (a callback, a handler).
    public func snapshot() -> State {
        precondition(depth == 0 && sceneRequests.isEmpty && continuedRequests.isEmpty,
                     "snapshot() is taken between events, not inside the app's code")
        flushTrace()
        // An app that stands as the last restore made it stand (InstalledApp+Standing.swift) is
        // the value that restore was handed: it is shared, not made again, and when every app
        // stands so, so is the list of them.
        let saved = apps.indices.allSatisfy(standsUnchanged) ? standingSource : apps.indices.map { index in
            standsUnchanged(index) ? standingSource[index] : apps[index].value(names: traceNames, saved: standingSource)
        }
        if checksUnchangedApps {
            for index in apps.indices {
                precondition(saved[index] == apps[index].value(names: traceNames),
                             "\(apps[index].name)'s value shares with the saved apps what it does not hold")
            }
        }
        return State(
            version: profile.version, multitasking: profile.multitasking, model: model, memory: memory,
            systemMemory: systemMemory, origin: closureOrigin, apps: saved,
            now: now, internalFailure: internalFailure, scheduler: scheduler,
            schedulerSweepThreshold: schedulerSweepThreshold, warnedCatchUpRunaway: warnedCatchUpRunaway,
            timers: timers, nextTaskID: nextTaskID, nextGeneration: nextGeneration, nextWindowID: nextWindowID,
            nextBGTaskSerial: nextBGTaskSerial, nextHeldClosure: nextHeldClosure, charging: charging, network: network, front: front, beside: beside,
            overlays: overlays, call: call, fullScreenCalls: fullScreenCalls, alwaysOnDisplay: alwaysOnDisplay,
            locked: locked, passcode: passcode, protectedDataAvailable: protectedDataAvailable,
            protectedDataEpoch: protectedDataEpoch, lockReturn: lockReturn, lockReturnSplit: lockReturnSplit,
            switcherCards: switcherCards, globalRefresh: globalRefresh, lowPower: lowPower,
            recordsNotifications: recordsNotifications, memoryWarningLevel: memoryWarningLevel,
            endedSinceLastProcessList: endedSinceLastProcessList)
    }

    /// Why a state cannot be restored into this device.
    public struct StateMismatch: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// True when `saved` are the states of the apps installed here, in their order.
    private func installs(_ saved: borrowing [InstalledApp.State]) -> Bool {
        guard apps.count == saved.count else { return false }
        for (app, state) in zip(apps, saved) where app.name != state.name { return false }
        return true
    }

    /// Makes the device stand exactly as `state` says: what happens next is what would have
    /// happened next on the device it was taken from. The device must be of the same kind (iOS
    /// version, model, multitasking, memory) with the same apps installed in the same order (their
    /// code is the device's own), and be the very device the state was taken from when the state
    /// holds a closure handed over through the Swift API; its sinks and observers stay. Between
    /// events only.
    public func restore(_ state: State) throws(StateMismatch) {
        precondition(depth == 0, "restore(_:) is called between events, not inside the app's code")
        guard state.version == profile.version, state.multitasking == profile.multitasking, state.model == model,
              state.memory == memory, state.systemMemory == systemMemory else {
            throw StateMismatch(description: "the state was taken on another kind of device (iOS \(state.version), "
                                + "\(state.model)); this one is iOS \(profile.version), \(model)")
        }
        if let origin = state.origin, origin !== identity {
            throw StateMismatch(description: "the state holds code handed over through the Swift API (a closure), which "
                                + "acts on the device it was taken from: restore it into that device")
        }
        // Saved apps the last restore was handed (one per app installed) were checked then: apps
        // are only ever installed after the others, never removed or reordered, so the same count
        // is the same apps.
        let sameSource = standingSource.count == apps.count && standingSource.sharesStorage(with: state.apps)
        guard sameSource || installs(state.apps) else {
            throw StateMismatch(description: "the state's apps are \(state.apps.map(\.name)); this device has "
                                + "\(apps.map(\.name)) installed")
        }
        flushTrace()
        // An app that stands as the state says, untouched since the last restore from these
        // very saved apps, is left as it is (InstalledApp+Standing.swift).
        for index in apps.indices {
            if sameSource && standsUnchanged(index) { continue }
            // From the same saved apps, only what was written since (InstalledApp+Written.swift).
            apps[index].restore(from: state.apps, at: index, on: self, only: apps[index].toRestore(sameSource: sameSource))
            apps[index].standing = apps[index].standingNow
            if checksUnchangedApps {
                precondition(apps[index].value(names: traceNames) == state.apps[index],
                             "\(apps[index].name) was restored from what was written since the last restore but does not stand as the state says")
            }
        }
        standingSource = state.apps
        now = state.now
        if internalFailure != nil || state.internalFailure != nil { internalFailure = state.internalFailure }
        // A list the last step left as this state holds it is not assigned again (each assignment
        // retains the state's storage and releases the device's).
        if !scheduler.isUnchangedCopy(of: state.scheduler) { scheduler = state.scheduler }
        schedulerSweepThreshold = state.schedulerSweepThreshold
        warnedCatchUpRunaway = state.warnedCatchUpRunaway
        if !timers.isUnchangedCopy(of: state.timers) { timers = state.timers }
        nextTaskID = state.nextTaskID
        nextGeneration = state.nextGeneration
        nextWindowID = state.nextWindowID
        nextBGTaskSerial = state.nextBGTaskSerial
        nextHeldClosure = state.nextHeldClosure
        charging = state.charging
        network = state.network
        front = state.front
        beside = state.beside
        overlays = state.overlays
        call = state.call
        fullScreenCalls = state.fullScreenCalls
        alwaysOnDisplay = state.alwaysOnDisplay
        locked = state.locked
        passcode = state.passcode
        protectedDataAvailable = state.protectedDataAvailable
        protectedDataEpoch = state.protectedDataEpoch
        lockReturn = state.lockReturn
        if !lockReturnSplit.sharesStorage(with: state.lockReturnSplit) { lockReturnSplit = state.lockReturnSplit }
        if !switcherCards.sharesStorage(with: state.switcherCards) { switcherCards = state.switcherCards }
        globalRefresh = state.globalRefresh
        lowPower = state.lowPower
        recordsNotifications = state.recordsNotifications
        memoryWarningLevel = state.memoryWarningLevel
        if !endedSinceLastProcessList.sharesStorage(with: state.endedSinceLastProcessList) {
            endedSinceLastProcessList = state.endedSinceLastProcessList
        }
    }
}
