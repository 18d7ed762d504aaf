/// Code outside the engine that follows an app's processes: the testing library builds the app's
/// objects for each process, as `main` and UIApplicationMain do on a device, and lets them go
/// when the process ends (docs/EXECUTION_MODEL.md, "Processes").
public protocol ProcessObserver: AnyObject {
    /// UIApplicationMain runs in a new process of the app, or in the prewarmed one a launch
    /// completes (PW-1), just before willFinishLaunching; `context` is that process's. It runs
    /// as the app's code: a task it starts belongs to the process.
    func processStarted(_ context: AppContext)
    /// The app's process `generation` ended: a kill, a crash, a termination, a reboot, memory
    /// pressure, a watchdog, a deletion. Its code runs no more.
    func processEnded(generation: Int)
    /// UIKit posts a lifecycle notification to the running process (NT-1, NT-2), as the app's
    /// code: before the observer a test set with `observeNotifications(of:_:)`, if any.
    func notificationPosted(_ posted: PostedNotification)
}

extension Device {
    /// Tells `observer` when UIApplicationMain runs in a process of the app named `name` and
    /// when one ends, from now on (nil: no observer). False when there is no such app.
    @discardableResult
    public func observeProcesses(of name: String, _ observer: (any ProcessObserver)?) -> Bool {
        guard let app = app(named: name) else { return false }
        app.processObserver = observer
        return true
    }

    /// The observer of the processes of the app named `name`, if any.
    public func processObserver(of name: String) -> (any ProcessObserver)? { app(named: name)?.processObserver }

    /// UIApplicationMain runs in `app`'s process `generation`; false when the observer's code
    /// ended the process.
    func tellProcessStarted(_ app: InstalledApp, generation: Int) -> Bool {
        app.processObserver == nil || tellObserverProcessStarted(app, generation: generation)
    }

    /// `tellProcessStarted` with an observer installed. (Never inlined: few apps have one, and a
    /// launch's common path stays compact.)
    @inline(never)
    private func tellObserverProcessStarted(_ app: InstalledApp, generation: Int) -> Bool {
        guard let observer = app.processObserver else { return true }
        return runAsApp(app, generation: generation) { observer.processStarted($0) }
    }

    /// `app`'s process `generation` has ended.
    func tellProcessEnded(_ app: InstalledApp, generation: Int) {
        app.processObserver?.processEnded(generation: generation)
    }
}
