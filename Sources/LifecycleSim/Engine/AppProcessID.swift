/// One process of one app: the process whose code is running, as the tasks that code starts
/// remember it.
///
/// On a device a process's code ends with the process: a `Task` an app started and that waits
/// on a clock never resumes once its process has been killed. In a test those tasks live on in
/// the test's process, so the engine binds this value while the app's code runs (a handler, a
/// delegate method, a notification observer, a timer, an expiration handler) and `Task { }`
/// inherits it, as an unstructured task inherits every task-local value; a clock then knows
/// whose wait it is, and leaves the wait of an ended process unanswered
/// (docs/EXECUTION_MODEL.md, "App code that awaits").
package struct AppProcessID: Hashable, Sendable {
    /// The app's index on its device.
    package let app: Int
    /// The process's generation: a relaunch is a new one.
    package let generation: Int

    /// The process whose code is running, or that started the task now running; nil for the
    /// test's own code.
    @TaskLocal package static var running: AppProcessID?
}

/// What the engine tells a clock that app code awaits (the testing library's `DeviceClock`).
package protocol ClockWatcher: AnyObject {
    /// The device's clock moved to `time`.
    func clockMoved(to time: VirtualTime)
    /// The earliest time some code that can still run waits for (`canRun` says whether a
    /// process's code runs now: true, false while its app is suspended, nil once it has ended),
    /// nil when none waits: the synchronous `advance` cannot let that code run and refuses to
    /// pass it.
    func nextWake(whereCodeCanRun canRun: (AppProcessID) -> Bool?) -> VirtualTime?
    /// The app's code the device runs (a handler, an observer, a timer, an expiration handler)
    /// begins; such code nests.
    func appCodeBegins()
    /// That code returns: true when it left cancelled waits for `resolveCancellations`.
    func appCodeEnds() -> Bool
    /// After the device has decided what the app's code left it to decide (BG-2), the waits
    /// that code cancelled resume where their process's code can run (`canRun` true), wait until
    /// it runs again (false), or never (nil: the process ended). Returns the processes whose
    /// cancelled code now waits for their app to run again.
    func resolveCancellations(whereCodeCanRun canRun: (AppProcessID) -> Bool?) -> [AppProcessID]
}

extension Device {
    /// The time of the engine's next scheduled item (an expiry, a timer, a deadline), if any:
    /// an async `advance` stops there too, so that code those items start runs at their time.
    package var nextScheduledDeadline: VirtualTime? { scheduler.nextDeadline }

    /// Whether `process`'s code can run now: true while it is its app's process and the app runs
    /// code, false while the app is suspended (or only prewarmed), nil once the process has ended.
    package func codeRuns(in process: AppProcessID) -> Bool? {
        guard apps.indices.contains(process.app), let running = apps[process.app].process,
              running.generation == process.generation else { return nil }
        // A prewarmed process is not running to UIKit (PW-1): its app's state is not-running.
        return apps[process.app].state.isRunningCode
    }
}

extension Device {
    /// The waits the app's code cancelled while the device ran it resume, or wait for their app
    /// to run again, once BG-2 has decided (`settleAll`): code an expiration handler made ready
    /// does not run at the instant its app is suspended (docs/EXECUTION_MODEL.md, "The instant of
    /// suspension"). The trace notes each app whose code now waits.
    func resolveCancelledWaits(_ watcher: any ClockWatcher) {
        for process in watcher.resolveCancellations(whereCodeCanRun: codeRuns(in:)) where apps.indices.contains(process.app) {
            recordLog("code a cancelled wait resumes is held until the app runs again: it was suspended at this instant (BG-2)",
                      app: apps[process.app].name)
        }
    }
}
