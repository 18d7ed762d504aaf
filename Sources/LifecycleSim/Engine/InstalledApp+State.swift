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

    /// The app as a value, its task names read in `names`. `saved`: the saved apps the last
    /// restore was handed, if any, whose value at the app's place it was made to stand as: what
    /// its process has not written since is shared with that value (InstalledApp+Written.swift).
    func value(names: TraceNames, saved: [State] = []) -> State {
        State(name: name, machine: machine, process: process.map { processValue($0, names: names, saved: saved) },
              refreshOn: refreshOn, forceQuit: forceQuit,
              pendingTransfers: pendingTransfers, cancelledTransfers: cancelledTransfers,
              debuggerAttached: debuggerAttached, archive: archive, lastRestored: lastRestored, inbox: inbox,
              bgPending: bgPending,
              discardedWhileNotRunning: discardedWhileNotRunning, endedScenes: endedScenes, storage: storage)
    }

    /// `process` as a value: its last task identifiers those of the saved process at the app's
    /// place in `saved` when it is that process, not replaced since the restore (`written`), and
    /// wrote none since (a dictionary of names, made afresh, is the dearest part of a value).
    private func processValue(_ process: AppProcess, names: TraceNames, saved: [State]) -> AppProcess.State {
        guard saved.indices.contains(index), !written.contains(.process), !process.written.contains(.lastTaskID),
              saved[index].process?.generation == process.generation else { return process.value(names: names) }
        return process.value(names: names, savedLastTaskIDs: saved[index].process!.lastTaskID)
    }
}

/// An app made to stand as its saved state says, read where the state lies in the device's
/// state: each field through the array's subscript (`states[index]`), the app's state not copied
/// as a whole first, a copy that retained and released all it holds on every restore of an
/// explorer.
extension InstalledApp {
    /// Makes the app stand as `states[index]` says, with a new process on `device` if it has one
    /// (its task names numbered in the device's names). Its observers of UIKit's notifications
    /// stay its own (they are the test's, not the app's state). `fields`: the properties to put
    /// back (`toRestore(sameSource:)`), the others standing as the state says already; a process
    /// not replaced since puts back those of its own written since.
    func restore(from states: [State], at index: Int, on device: Device, only fields: Written) {
        if fields.contains(.machine) { machine = states[index].machine }
        if fields.contains(.process) {
            // Asked through the generation: comparing the saved process with nil would copy it.
            if let generation = states[index].process?.generation {
                // The process of that generation is the one the state was taken from, or an earlier
                // restore's: it is made to stand as the state says (no new objects for the same process).
                if let process, process.generation == generation {
                    process.restore(from: states, at: index, names: device.traceNames, owner: self, on: device)
                } else {
                    process = AppProcess(from: states, at: index, names: device.traceNames, owner: self, on: device)
                }
            } else {
                process = nil
            }
        } else if let process, !process.written.isEmpty {
            process.restore(from: states, at: index, names: device.traceNames, owner: self, on: device,
                            only: process.written)
        }
        if fields.contains(.refreshOn) { refreshOn = states[index].refreshOn }
        if fields.contains(.forceQuit) { forceQuit = states[index].forceQuit }
        if fields.contains(.pendingTransfers) { pendingTransfers = states[index].pendingTransfers }
        if fields.contains(.cancelledTransfers) { cancelledTransfers = states[index].cancelledTransfers }
        if fields.contains(.debuggerAttached) { debuggerAttached = states[index].debuggerAttached }
        if fields.contains(.archive) { archive = states[index].archive }
        // A list that already holds the state's own storage is left as it is (an assignment would
        // retain one storage and release the other); so is an empty set or container, which
        // stands for any other.
        if fields.contains(.lastRestored) && !lastRestored.sharesStorage(with: states[index].lastRestored) {
            lastRestored = states[index].lastRestored
        }
        if fields.contains(.inbox) && !(inbox.isEmpty && states[index].inbox.isEmpty) { inbox = states[index].inbox }
        if fields.contains(.bgPending) && !bgPending.sharesStorage(with: states[index].bgPending) {
            bgPending = states[index].bgPending
        }
        if fields.contains(.discardedWhileNotRunning) { discardedWhileNotRunning = states[index].discardedWhileNotRunning }
        if fields.contains(.endedScenes) && !endedScenes.sharesStorage(with: states[index].endedScenes) {
            endedScenes = states[index].endedScenes
        }
        if fields.contains(.storage) && !(storage.isEmpty && states[index].storage.isEmpty) { storage = states[index].storage }
        written = []
    }
}
