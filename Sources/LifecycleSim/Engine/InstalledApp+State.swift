/// An installed app as a value, for `Device.State`: its place in its lifecycle, its process, and
/// what outlives its processes. Its configuration (the code) is not part of it: a state is
/// restored into a device with the same apps installed.
extension InstalledApp {
    struct State: Hashable {
        /// The app's name, which `Device.restore(_:)` checks against the app installed in its place.
        var name: String
        var machine: AppMachine
        var process: AppProcess.State?
        var refreshOn: Bool
        var forceQuit: Bool
        var pendingTransfers: Int
        var cancelledTransfers: Int
        var debuggerAttached: Bool
        var archive: RestorationArchive?
        var lastRestored: [String]
        var inbox: Set<String>
        var bgPending: [PendingBGRequest]
        var discardedWhileNotRunning: Bool
        var endedScenes: [Int]
        var storage: AppStorage
    }

    /// The app as a value, its task names read in `names`.
    func value(names: TraceNames) -> State {
        State(name: name, machine: machine, process: process?.value(names: names), refreshOn: refreshOn, forceQuit: forceQuit,
              pendingTransfers: pendingTransfers, cancelledTransfers: cancelledTransfers,
              debuggerAttached: debuggerAttached, archive: archive, lastRestored: lastRestored, inbox: inbox,
              bgPending: bgPending,
              discardedWhileNotRunning: discardedWhileNotRunning, endedScenes: endedScenes, storage: storage)
    }

    /// Makes the app stand as `state` says, with a new process on `device` if it has one (its task
    /// names numbered in the device's names). Its observers of UIKit's notifications stay its own
    /// (they are the test's, not the app's state).
    func restore(_ state: State, on device: Device) {
        machine = state.machine
        if let saved = state.process {
            let generation = saved.generation
            let context = { (completion: Int?, scene: Int?) in
                self.context(on: device, generation: generation, completion: completion, scene: scene)
            }
            // The process of that generation is the one the state was taken from, or an earlier
            // restore's: it is made to stand as the state says (no new objects for the same process).
            if let process, process.generation == saved.generation {
                process.restore(saved, names: device.traceNames, context: context)
            } else {
                process = AppProcess(saved, names: device.traceNames, context: context)
            }
        } else {
            process = nil
        }
        refreshOn = state.refreshOn
        forceQuit = state.forceQuit
        pendingTransfers = state.pendingTransfers
        cancelledTransfers = state.cancelledTransfers
        debuggerAttached = state.debuggerAttached
        archive = state.archive
        lastRestored = state.lastRestored
        inbox = state.inbox
        bgPending = state.bgPending
        discardedWhileNotRunning = state.discardedWhileNotRunning
        endedScenes = state.endedScenes
        storage = state.storage
    }
}
