/// A process as a value, for `Device.State`: everything it holds that decides what happens next
/// (TE-5: all of it vanishes with the process).
extension AppProcess {
    struct State: Hashable {
        var generation: Int
        var launchReason: LaunchReason
        var tasks: [BackgroundTask]
        /// The last identifier handed out per task name (BG-6), by name: a device numbers names its own way.
        var lastTaskID: [String: Int]
        var completions: [CompletionWindow]
        var audioPlaying: Bool
        var locationUpdating: Bool
        var views: ViewHierarchy.State
        var restoring: Bool
        var sendingDocument: Bool
        var pendingTimers: Int
        var firingInstant: VirtualTime
        var firingsAtInstant: Int
        var warnedRunaway: Bool
        var finishedLaunching: Bool
        var bgHandlers: [RegisteredLaunchHandler]
        var bgRunning: [RunningBGTask]
        var watchdog: Watchdog?
        var restorationVetoed: Bool
    }

    /// A BGTaskScheduler task running in the process (BT-3), as a value: the handle its launch
    /// handler got, with the context it ran in (its completion handler and scene).
    struct RunningBGTask: Hashable {
        var identifier: String
        var kind: BGTaskKind
        var serial: Int
        var requiresNetwork: Bool
        var requiresPower: Bool
        var completion: Int?
        var scene: Int?
        var expiration: HeldExpiration?
    }
}

extension AppProcess.State {
    /// True when the process holds a closure handed over through the Swift API (an expiration
    /// handler, a launch handler), which acts on the device it was handed to.
    var holdsClosures: Bool {
        tasks.contains { $0.expiration?.isClosure == true } || bgHandlers.contains { $0.handler.isClosure }
            || bgRunning.contains { $0.expiration?.isClosure == true }
    }
}

extension AppProcess {
    /// The process as a value, its task names read in `names`. Taken between events: no expiration
    /// handler is running. `savedLastTaskIDs`: those of the saved process a restore made it stand
    /// as, when it has not written its own since (InstalledApp+Written.swift): shared, not made again.
    func value(names: TraceNames, savedLastTaskIDs: [String: Int]? = nil) -> State {
        State(generation: generation, launchReason: launchReason, tasks: tasks,
              lastTaskID: savedLastTaskIDs ?? lastTaskIDsByName(names),
              completions: completions, audioPlaying: audioPlaying,
              locationUpdating: locationUpdating, views: views.value, restoring: restoring,
              sendingDocument: sendingDocument, pendingTimers: pendingTimers, firingInstant: firingInstant,
              firingsAtInstant: firingsAtInstant, warnedRunaway: warnedRunaway, finishedLaunching: finishedLaunching,
              bgHandlers: bgHandlers,
              bgRunning: bgRunning.map { task in
                  RunningBGTask(identifier: task.identifier, kind: task.kind, serial: task.serial,
                                requiresNetwork: task.requiresNetwork, requiresPower: task.requiresPower,
                                completion: task.context.completion, scene: task.context.scene,
                                expiration: task.expiration)
              },
              watchdog: watchdog, restorationVetoed: restorationVetoed)
    }

    /// The last identifier handed out per task name, by name (read in `names`): made in place,
    /// with no list of the pairs first, and no storage when there are none.
    private func lastTaskIDsByName(_ names: TraceNames) -> [String: Int] {
        guard !lastTaskID.isEmpty else { return [:] }
        var named: [String: Int] = .init(minimumCapacity: lastTaskID.count)
        for (code, id) in lastTaskID { named[names.taskName(code)] = id }
        return named
    }

    /// True when the process's tasks are `saved`, every field the same (the creation second
    /// too, which tasks' equality leaves out; the same name has the same code on one device).
    @inline(__always)
    func holdsTasks(_ saved: [BackgroundTask]) -> Bool {
        guard tasks.count == saved.count else { return false }
        for (task, other) in zip(tasks, saved) where task != other || task.begunSecond != other.begunSecond {
            return false
        }
        return true
    }

    /// True when the last identifier per task name is `saved` (by name, read in `names`).
    ///
    /// A process has a few task names: each is looked for among the saved ones by comparing
    /// names (a short name compares in a word or two), not by hashing it into `saved`, which was
    /// most of a restore's look at the process.
    @inline(__always)
    func holdsLastTaskIDs(_ saved: [String: Int], names: TraceNames) -> Bool {
        guard lastTaskID.count == saved.count else { return false }
        for (code, id) in lastTaskID {
            let name = names.taskName(code)
            let found = saved.count <= Self.namesComparedInTurn ? saved.contains { $0.key == name && $0.value == id }
                                                                : saved[name] == id
            guard found else { return false }
        }
        return true
    }

    /// Up to this many task names, `holdsLastTaskIDs` compares names in turn instead of hashing.
    private static let namesComparedInTurn = 8

    /// The running BGTaskScheduler tasks as `saved` says: a task of the process keeps its handle,
    /// a new one gets a context of `app` on `device`.
    @inline(__always)
    func restoreRunning(_ saved: [RunningBGTask], app: InstalledApp, on device: Device) {
        guard !(saved.isEmpty && bgRunning.isEmpty) else { return }
        let handles = Dictionary(uniqueKeysWithValues: bgRunning.map { ($0.serial, $0) })
        bgRunning = saved.map { saved in
            if let kept = handles[saved.serial], kept.identifier == saved.identifier {
                kept.expiration = saved.expiration
                return kept
            }
            let task = BGTaskHandle(identifier: saved.identifier, kind: saved.kind,
                                    context: app.context(on: device, generation: generation,
                                                         completion: saved.completion, scene: saved.scene),
                                    serial: saved.serial,
                                    requiresNetwork: saved.requiresNetwork, requiresPower: saved.requiresPower)
            task.expiration = saved.expiration
            return task
        }
    }
}

/// A process made to stand as its saved state says, read where the state lies: in the saved
/// apps' list (`states[index].process`), field by field through the array's subscript. A
/// process's state bound to a name, or handed to a function, is copied as a whole (everything it
/// holds retained, then released); each field read where it lies is one load, and a list is
/// retained only when it is assigned.
extension AppProcess {
    /// A new process of app `owner` standing as the process of `states[index]` says (the app's
    /// state must have one); the handles of its running BGTaskScheduler tasks get contexts (for a
    /// completion handler and a scene) on `device`, the device it is restored into.
    convenience init(from states: [InstalledApp.State], at index: Int, names: TraceNames, owner: InstalledApp,
                     on device: Device) {
        self.init(generation: states[index].process!.generation, launchReason: states[index].process!.launchReason)
        restore(from: states, at: index, names: names, owner: owner, on: device)
    }

    /// Makes this process of app `owner`, of the same generation, stand as the process of
    /// `states[index]` says (as `init(from:at:names:owner:on:)` does a new one), its task names
    /// numbered in `names`. A running BGTaskScheduler task of the process keeps its handle (the
    /// app's code may hold it). `fields`: the properties to put back, the others standing as the
    /// state says already (those written since a restore from the same saved apps,
    /// InstalledApp+Written.swift).
    func restore(from states: [InstalledApp.State], at index: Int, names: TraceNames, owner: InstalledApp,
                 on device: Device, only fields: Written = .all) {
        precondition(states[index].process!.generation == generation,
                     "a process is restored from its own generation's state")
        if fields.contains(.launchReason) { launchReason = states[index].process!.launchReason }
        // What the process already holds as the state says stays: no name is looked up, nothing copied.
        if fields.contains(.tasks) && !holdsTasks(states[index].process!.tasks) {
            tasks = states[index].process!.tasks.map { task in
                var numbered = task
                numbered.nameCode = names.code(forTaskName: task.name)
                return numbered
            }
        }
        if fields.contains(.lastTaskID) && !holdsLastTaskIDs(states[index].process!.lastTaskID, names: names) {
            lastTaskID = Dictionary(uniqueKeysWithValues: states[index].process!.lastTaskID.map {
                (names.code(forTaskName: $0.key), $0.value)
            })
        }
        if fields.contains(.completions) && !completions.sharesStorage(with: states[index].process!.completions) {
            completions = states[index].process!.completions
        }
        if fields.contains(.audioPlaying) { audioPlaying = states[index].process!.audioPlaying }
        if fields.contains(.locationUpdating) { locationUpdating = states[index].process!.locationUpdating }
        if fields.contains(.views) && !(states[index].process!.views.controllers.isEmpty && views.isEmpty) {
            views = ViewHierarchy(states[index].process!.views)
        }
        if fields.contains(.restoring) { restoring = states[index].process!.restoring }
        if fields.contains(.sendingDocument) { sendingDocument = states[index].process!.sendingDocument }
        if fields.contains(.pendingTimers) { pendingTimers = states[index].process!.pendingTimers }
        if fields.contains(.firingInstant) { firingInstant = states[index].process!.firingInstant }
        if fields.contains(.firingsAtInstant) { firingsAtInstant = states[index].process!.firingsAtInstant }
        if fields.contains(.warnedRunaway) { warnedRunaway = states[index].process!.warnedRunaway }
        if fields.contains(.finishedLaunching) { finishedLaunching = states[index].process!.finishedLaunching }
        if fields.contains(.bgHandlers) && !bgHandlers.sharesStorage(with: states[index].process!.bgHandlers) {
            bgHandlers = states[index].process!.bgHandlers
        }
        if fields.contains(.bgRunning) { restoreRunning(states[index].process!.bgRunning, app: owner, on: device) }
        if fields.contains(.watchdog) { watchdog = states[index].process!.watchdog }
        if fields.contains(.restorationVetoed) { restorationVetoed = states[index].process!.restorationVetoed }
        written = []
    }
}
