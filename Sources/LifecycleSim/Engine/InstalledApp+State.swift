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
}
