/// A process as a value, for `Device.State`: everything it holds that decides what happens next
/// (TE-5: all of it vanishes with the process).
extension AppProcess {
    struct State: Hashable {
        var generation: Int
        var launchReason: LaunchReason
        var tasks: [BackgroundTask]
        var lastTaskID: [Int32: Int]
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
    /// Numbers the task names as `codes` says (the state's number → another table's).
    mutating func renumberTaskNames(_ codes: [Int32]) {
        for index in tasks.indices { tasks[index].nameCode = codes[Int(tasks[index].nameCode)] }
        lastTaskID = Dictionary(uniqueKeysWithValues: lastTaskID.map { (codes[Int($0.key)], $0.value) })
    }
}

extension AppProcess {
    /// The process as a value. Taken between events: no expiration handler is running.
    var value: State {
        State(generation: generation, launchReason: launchReason, tasks: tasks,
              lastTaskID: lastTaskID, completions: completions, audioPlaying: audioPlaying,
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

    /// A new process standing as `state` says; the handles of its running BGTaskScheduler tasks
    /// get the contexts `context` makes (for a completion handler and a scene) on the device it
    /// is restored into.
    convenience init(_ state: State, context: (_ completion: Int?, _ scene: Int?) -> AppContext) {
        self.init(generation: state.generation, launchReason: state.launchReason)
        restore(state, context: context)
    }

    /// Makes this process, of the same generation, stand as `state` says (as `init(_:context:)`
    /// does a new one).
    func restore(_ state: State, context: (_ completion: Int?, _ scene: Int?) -> AppContext) {
        precondition(state.generation == generation, "a process is restored from its own generation's state")
        launchReason = state.launchReason
        tasks = state.tasks
        lastTaskID = state.lastTaskID
        completions = state.completions
        audioPlaying = state.audioPlaying
        locationUpdating = state.locationUpdating
        if !(state.views.controllers.isEmpty && views.live.isEmpty && views.root == nil) {
            views = ViewHierarchy(state.views)
        }
        restoring = state.restoring
        sendingDocument = state.sendingDocument
        pendingTimers = state.pendingTimers
        firingInstant = state.firingInstant
        firingsAtInstant = state.firingsAtInstant
        warnedRunaway = state.warnedRunaway
        finishedLaunching = state.finishedLaunching
        bgHandlers = state.bgHandlers
        bgRunning = state.bgRunning.map { saved in
            let task = BGTaskHandle(identifier: saved.identifier, kind: saved.kind,
                                    context: context(saved.completion, saved.scene), serial: saved.serial,
                                    requiresNetwork: saved.requiresNetwork, requiresPower: saved.requiresPower)
            task.expiration = saved.expiration
            return task
        }
        watchdog = state.watchdog
        restorationVetoed = state.restorationVetoed
    }
}
