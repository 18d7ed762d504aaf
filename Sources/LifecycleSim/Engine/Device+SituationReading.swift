/// The live device, its apps and their processes as the situation's walk reads them
/// (`DeviceSituationReading`), between events: each property as `snapshot()` would hold it, read
/// where it stands.
extension Device: DeviceSituationReading {
    var osVersion: OSVersion { profile.version }
    var multitasks: Bool { profile.multitasking }
    /// The device itself when it holds a closure handed over through the Swift API, as a
    /// snapshot names it.
    var closureOrigin: DeviceIdentity? { holdsClosures ? identity : nil }
    var taskNames: TraceNames? { traceNames }

    /// True when a timer or a process holds a closure handed over through the Swift API. Every
    /// closure a device keeps is numbered by `hold(_:)`, so none is held while no closure was ever
    /// numbered on the way to this state (`nextHeldClosure` still at its first number, as a
    /// state restored carries it): then nothing is looked through.
    private var holdsClosures: Bool {
        guard nextHeldClosure > Self.firstHeldClosure else { return false }
        return timers.holdsClosures || apps.contains { $0.process?.holdsClosures == true }
    }
}

extension InstalledApp: AppSituationReading {
    /// The machine handed over in place (`inout`, never written): a class's stored value read,
    /// even to call a method on it, is copied first, everything it holds retained and released.
    /// Handing it over counts as a write (`revision`, `written`); it is none, and both stay.
    func writeMachine(by numbering: SituationNumbering, app: Int) {
        let revisionBefore = revision, writtenBefore = written
        AppMachine.write(&machine, by: numbering, app: app)
        revision = revisionBefore
        written = writtenBefore
    }
    func endOfBudget(ifCurrent epoch: Int) -> VirtualTime? { machine.endOfBudget(ifCurrent: epoch) }
}

extension AppProcess: ProcessSituationReading {
    func forEachLastTaskID(names: TraceNames?, _ body: (_ name: () -> String, _ id: Int) -> Void) {
        for (code, id) in lastTaskID {
            body({
                guard let names else { preconditionFailure("a live process's task names are read in its device's names") }
                return names.taskName(code)
            }, id)
        }
    }

    var lastTaskIDCount: Int { lastTaskID.count }
    var holdsViews: Bool { !views.isEmpty }
    var viewsValue: ViewHierarchy.State { views.value }
    var runsBGTasks: Bool { !bgRunning.isEmpty }

    func runningBGTasks(names: TraceNames?) -> [AppProcess.RunningBGTask] {
        guard let names else { preconditionFailure("a live process's task names are read in its device's names") }
        return value(names: names).bgRunning
    }

    /// True when the process holds a closure handed over through the Swift API, as its value
    /// would (`AppProcess.State.holdsClosures`).
    var holdsClosures: Bool {
        tasks.contains { $0.expiration?.isClosure == true } || bgHandlers.contains { $0.handler.isClosure }
            || bgRunning.contains { $0.expiration?.isClosure == true }
    }
}
