/// An app's container (PS-3) and what data protection lets its code do with it (LK-4).
extension Device {
    /// What `name` keeps in its container now; nil when there is no such app.
    public func storage(of name: String) -> AppStorage? { app(named: name)?.storage }

    /// LK-4: whether a file of `protection` opens now, to read an existing file or to create a
    /// new one. While the keys are gone, a complete file opens for neither and a
    /// complete-unless-open one for creating only; the others always open (the first unlock after
    /// a boot is not modelled: a rebooted device here is unlocked).
    func fileOpens(_ protection: FileProtection, creating: Bool) -> Bool {
        if protectedDataAvailable { return true }
        switch protection {
        case .none, .completeUntilFirstUserAuthentication: return true
        case .complete: return false
        case .completeUnlessOpen: return creating
        }
    }

    /// The contents of the app's file `name`, or why it cannot be read.
    func readFile(_ name: String, of app: InstalledApp) -> Result<[UInt8], StorageError> {
        guard let file = app.storage.files[name] else { return .failure(.noSuchFile(name)) }
        guard fileOpens(file.protection, creating: false) else { return .failure(.notPermitted(name)) }
        return .success(file.contents)
    }

    /// Writes the app's file `name` (replacing one of that name), or says why it cannot.
    func writeFile(_ name: String, _ contents: [UInt8], protection: FileProtection, of app: InstalledApp) -> StorageError? {
        let existing = app.storage.files[name]
        guard fileOpens(existing?.protection ?? protection, creating: existing == nil),
              fileOpens(protection, creating: true) else { return .notPermitted(name) }
        app.storage.files[name] = StoredFile(contents: contents, protection: protection)
        return nil
    }

    /// Removes the app's file `name`; deleting a file needs no key.
    func removeFile(_ name: String, of app: InstalledApp) { app.storage.files[name] = nil }

    /// Sets (or, with nil, removes) the app's default `key`: kept at once (PS-3).
    func setDefault(_ value: StoredValue?, forKey key: String, of app: InstalledApp) {
        app.storage.defaults[key] = value
    }

    /// `reinstall APP` (PS-3): the user deletes the app and installs it again. A running process
    /// ends at once with no callback, as a kill does; the container, the restoration archive, the
    /// Inbox, the pending BGTaskScheduler requests, the scene session and the switcher card go with
    /// the old installation. The app's settings (Background App Refresh) stay the device's.
    func reinstall(_ app: InstalledApp) -> EventOutcome {
        kill(app, .ps3)
        switcherCards.removeAll { $0 == app.index }
        app.machine.endSceneSession()
        app.storage = AppStorage()
        app.archive = nil
        app.lastRestored = []
        app.inbox = []
        app.bgPending = []
        app.discardedWhileNotRunning = false
        app.endedScenes = []
        app.forceQuit = false
        app.pendingTransfers = 0
        app.cancelledTransfers = 0
        return .applied
    }
}
