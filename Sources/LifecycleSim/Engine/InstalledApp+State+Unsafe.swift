/// An app made to stand as its saved state says, read where the state lies in the device's
/// state (`SavedApps` lends the pointer).
///
/// Each field is read through the pointer: the app's state is not copied as a whole first, a
/// copy that retained and released all it holds on every restore of an explorer. The pointer is
/// read only during the call that lends it, and nothing written here can change the saved state
/// (the app's lists share its storage only until written, then are copied).
extension InstalledApp {
    /// Makes the app stand as `saved` says, with a new process on `device` if it has one (its
    /// task names numbered in the device's names). Its observers of UIKit's notifications stay
    /// its own (they are the test's, not the app's state).
    func restore(savedIn saved: UnsafePointer<State>, on device: Device) {
        machine = saved.pointee.machine
        // Asked through the generation: comparing the saved process with nil would copy it.
        if let generation = saved.pointee.process?.generation {
            // The process of that generation is the one the state was taken from, or an earlier
            // restore's: it is made to stand as the state says (no new objects for the same process).
            if let process, process.generation == generation {
                process.restore(savedIn: saved.savedProcess, names: device.traceNames, owner: self, on: device)
            } else {
                process = AppProcess(savedIn: saved.savedProcess, names: device.traceNames, owner: self, on: device)
            }
        } else {
            process = nil
        }
        refreshOn = saved.pointee.refreshOn
        forceQuit = saved.pointee.forceQuit
        pendingTransfers = saved.pointee.pendingTransfers
        cancelledTransfers = saved.pointee.cancelledTransfers
        debuggerAttached = saved.pointee.debuggerAttached
        archive = saved.pointee.archive
        lastRestored = saved.pointee.lastRestored
        // An empty set or container stands for any other: it is left as it is.
        if !(inbox.isEmpty && saved.pointee.inbox.isEmpty) { inbox = saved.pointee.inbox }
        bgPending = saved.pointee.bgPending
        discardedWhileNotRunning = saved.pointee.discardedWhileNotRunning
        endedScenes = saved.pointee.endedScenes
        if !(storage.isEmpty && saved.pointee.storage.isEmpty) { storage = saved.pointee.storage }
    }
}
