/// A process made to stand as its saved state says, read where the state lies (`SavedApps`).
///
/// The saved process is read field by field through a pointer into its app's saved state: a
/// process's state bound to a name, or handed to a function, is copied as a whole (everything it
/// holds retained, then released), which was a fifth of an explorer's restore. The pointer is
/// read only during the call that lends it, and nothing written here can change the saved state
/// (the device's lists share its storage only until written, then are copied).
extension AppProcess {
    /// A new process of app `owner` standing as `saved` says; the handles of its running
    /// BGTaskScheduler tasks get contexts (for a completion handler and a scene) on `device`, the
    /// device it is restored into.
    convenience init(savedIn saved: UnsafePointer<State>, names: TraceNames, owner: InstalledApp,
                     on device: Device) {
        self.init(generation: saved.pointee.generation, launchReason: saved.pointee.launchReason)
        restore(savedIn: saved, names: names, owner: owner, on: device)
    }

    /// Makes this process of app `owner`, of the same generation, stand as `saved` says (as
    /// `init(savedIn:names:owner:on:)` does a new one), its task names numbered in `names`. A
    /// running BGTaskScheduler task of the process keeps its handle (the app's code may hold it).
    func restore(savedIn saved: UnsafePointer<State>, names: TraceNames, owner: InstalledApp,
                 on device: Device) {
        precondition(saved.pointee.generation == generation,
                     "a process is restored from its own generation's state")
        launchReason = saved.pointee.launchReason
        // What the process already holds as the state says stays: no name is looked up, nothing copied.
        if !holdsTasks(saved.pointee.tasks) {
            tasks = saved.pointee.tasks.map { task in
                var numbered = task
                numbered.nameCode = names.code(forTaskName: task.name)
                return numbered
            }
        }
        if !holdsLastTaskIDs(saved.pointee.lastTaskID, names: names) {
            lastTaskID = Dictionary(uniqueKeysWithValues: saved.pointee.lastTaskID.map {
                (names.code(forTaskName: $0.key), $0.value)
            })
        }
        completions = saved.pointee.completions
        audioPlaying = saved.pointee.audioPlaying
        locationUpdating = saved.pointee.locationUpdating
        if !(saved.pointee.views.controllers.isEmpty && views.live.isEmpty && views.root == nil) {
            views = ViewHierarchy(saved.pointee.views)
        }
        restoring = saved.pointee.restoring
        sendingDocument = saved.pointee.sendingDocument
        pendingTimers = saved.pointee.pendingTimers
        firingInstant = saved.pointee.firingInstant
        firingsAtInstant = saved.pointee.firingsAtInstant
        warnedRunaway = saved.pointee.warnedRunaway
        finishedLaunching = saved.pointee.finishedLaunching
        bgHandlers = saved.pointee.bgHandlers
        restoreRunning(saved.pointee.bgRunning, app: owner, on: device)
        watchdog = saved.pointee.watchdog
        restorationVetoed = saved.pointee.restorationVetoed
    }
}

extension UnsafePointer<InstalledApp.State> {
    /// The saved app's process state, where it lies in the app's state: the app's state must
    /// have one. An optional's value is laid out at the optional's own address (Swift's ABI,
    /// docs/ABI/TypeLayout.rst: a single-payload enum's payload is at offset 0), so the pointer
    /// is the address of the `process` field; read through it, each field is one load, where
    /// `pointee.process!` checked the case again on every read.
    var savedProcess: UnsafePointer<AppProcess.State> {
        precondition(pointee.process?.generation != nil, "the saved app has a process")
        let process = UnsafeRawPointer(self) + InstalledApp.State.processOffset
        return process.assumingMemoryBound(to: AppProcess.State.self)
    }
}

extension InstalledApp.State {
    /// Where `process` lies in an app's state, in bytes from its start.
    static let processOffset = MemoryLayout<Self>.offset(of: \.process)!
}
