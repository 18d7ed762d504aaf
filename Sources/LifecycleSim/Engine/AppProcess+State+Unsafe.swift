/// A process made to stand as its saved state says, read where the state lies (`SavedApps`).
///
/// The saved process is read field by field through the pointer its app's state is lent by: a
/// process's state bound to a name, or handed to a function, is copied as a whole (everything it
/// holds retained, then released), which was a fifth of an explorer's restore. The pointer is
/// read only during the call that lends it, and nothing written here can change the saved state
/// (the device's lists share its storage only until written, then are copied).
extension AppProcess {
    /// A new process of app `owner` standing as the process in `saved` says; the handles of its
    /// running BGTaskScheduler tasks get contexts (for a completion handler and a scene) on
    /// `device`, the device it is restored into.
    convenience init(savedIn saved: UnsafePointer<InstalledApp.State>, names: TraceNames, owner: InstalledApp,
                     on device: Device) {
        self.init(generation: saved.pointee.process!.generation, launchReason: saved.pointee.process!.launchReason)
        restore(savedIn: saved, names: names, owner: owner, on: device)
    }

    /// Makes this process of app `owner`, of the same generation, stand as the process in `saved`
    /// says (as `init(savedIn:names:owner:on:)` does a new one), its task names numbered in
    /// `names`. A running BGTaskScheduler task of the process keeps its handle (the app's code may
    /// hold it).
    func restore(savedIn saved: UnsafePointer<InstalledApp.State>, names: TraceNames, owner: InstalledApp,
                 on device: Device) {
        precondition(saved.pointee.process!.generation == generation,
                     "a process is restored from its own generation's state")
        launchReason = saved.pointee.process!.launchReason
        // What the process already holds as the state says stays: no name is looked up, nothing copied.
        if !holdsTasks(saved.pointee.process!.tasks) {
            tasks = saved.pointee.process!.tasks.map { task in
                var numbered = task
                numbered.nameCode = names.code(forTaskName: task.name)
                return numbered
            }
        }
        if !holdsLastTaskIDs(saved.pointee.process!.lastTaskID, names: names) {
            lastTaskID = Dictionary(uniqueKeysWithValues: saved.pointee.process!.lastTaskID.map {
                (names.code(forTaskName: $0.key), $0.value)
            })
        }
        completions.restore(to: saved.pointee.process!.completions)
        audioPlaying = saved.pointee.process!.audioPlaying
        locationUpdating = saved.pointee.process!.locationUpdating
        if !(saved.pointee.process!.views.controllers.isEmpty && views.live.isEmpty && views.root == nil) {
            views = ViewHierarchy(saved.pointee.process!.views)
        }
        restoring = saved.pointee.process!.restoring
        sendingDocument = saved.pointee.process!.sendingDocument
        pendingTimers = saved.pointee.process!.pendingTimers
        firingInstant = saved.pointee.process!.firingInstant
        firingsAtInstant = saved.pointee.process!.firingsAtInstant
        warnedRunaway = saved.pointee.process!.warnedRunaway
        finishedLaunching = saved.pointee.process!.finishedLaunching
        bgHandlers.restore(to: saved.pointee.process!.bgHandlers)
        restoreRunning(saved.pointee.process!.bgRunning, app: owner, on: device)
        watchdog = saved.pointee.process!.watchdog
        restorationVetoed = saved.pointee.process!.restorationVetoed
    }
}
