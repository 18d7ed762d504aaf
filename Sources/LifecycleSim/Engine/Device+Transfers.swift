/// Background URLSession transfers (BR-5): the system carries them on outside the app's process,
/// and tells the app when they finish, launching or resuming it in the background if need be.
extension Device {
    /// `start-transfer`: the app's code hands a transfer to its background session; it outlives
    /// the process (a suspension, a system kill) but not the user's swipe.
    func startTransfer(_ app: InstalledApp, generation: Int) {
        guard isAlive(app, generation) else { return }
        if !profile.hasBackgroundURLSession {
            return warn(app, WarningText.transferUnavailable(version: "\(profile.version)"), .br5)
        }
        app.pendingTransfers += 1
        recordActivity(.transfer, .started, of: app, .br5)
    }

    /// `transfers-finish APP`: every pending transfer of the app finishes. A running app's session
    /// delegate hears each at once (urlSessionTaskDidComplete); a suspended app is resumed and
    /// one not running launched in the background (BG-7's budget, no scene: SC-2's reading), then
    /// handleEventsForBackgroundURLSession hands it a completion handler, the session delivers
    /// each transfer and urlSessionDidFinishEvents; the handler keeps the app running until it
    /// is called (`complete-events`) or 30 s pass, when UIKit warns that it never was.
    func finishTransfers(_ app: InstalledApp) -> EventOutcome {
        guard app.pendingTransfers > 0 else {
            return refuse(WarningText.noPendingTransfers(app: app.name), .br5, app: app)
        }
        if let (reason, rule, mode) = whyDropped(.urlSession, for: app) {
            return refuse(reason, rule, app: app, api: undeclaredModeForAPI(.urlSession, app, mode))
        }
        if app.state.isRunningCode {
            reportFinishedTransfers(app, window: nil)
            settle(app)
            return .applied
        }
        runInBackground(app, for: .urlSession, .br5) {
            let window = openCompletion(app, deadline: now + OSProfile.backgroundEventWindow, .urlSession)
            guard deliver(.handleEventsForBackgroundURLSession, to: app, .br5, completion: window),
                  reportFinishedTransfers(app, window: window) else { return }
            deliver(.urlSessionDidFinishEvents, to: app, .br5, completion: window)
        }
        return .applied
    }

    /// The session delegate hears each pending transfer complete, one by one; a transfer the
    /// app did not live to hear stays pending (the system tells it again), and one its code starts
    /// meanwhile waits for the next `transfers-finish`. False when the process ended.
    @discardableResult
    private func reportFinishedTransfers(_ app: InstalledApp, window: Int?) -> Bool {
        for _ in 0..<app.pendingTransfers {
            guard deliver(.urlSessionTaskDidComplete, to: app, .br5, completion: window) else { return false }
            app.pendingTransfers -= 1
        }
        return true
    }

    /// `complete-events`: calls the completion handler handleEventsForBackgroundURLSession gave
    /// the code that runs it (`window`), or, from other code, the oldest one pending.
    func completeEvents(_ app: InstalledApp, generation: Int, window: Int?) {
        guard isAlive(app, generation), let process = app.process else { return }
        switch process.completion(for: window, urlSession: true) {
        case .found(let position): process.completions.remove(at: position)
        case .anotherKind: warn(app, .completeEventsInAnotherHandler, .br5)
        case .none: warn(app, .completeEventsNonePending, .br5)
        }
    }

    /// TE-2 with BR-5: the user's swipe cancels the app's transfers, and no launch reports it now.
    func cancelTransfersForTheUsersKill(_ app: InstalledApp) {
        guard app.pendingTransfers > 0 else { return }
        app.cancelledTransfers += app.pendingTransfers
        app.pendingTransfers = 0
        recordActivity(.transfer, .stopped, of: app, .br5)
    }

    /// BR-5: at the launch after a swipe, once didFinishLaunching has made the session again,
    /// each cancelled transfer completes with NSURLErrorCancelled (the user force quit the app).
    func hearTransfersFromBefore(_ app: InstalledApp) {
        guard app.cancelledTransfers > 0 else { return }
        completeTransfersCancelledBefore(app)
    }

    /// `hearTransfersFromBefore` with transfers to complete. (Never inlined: rare, it stays out of
    /// every launch's path.)
    @inline(never)
    private func completeTransfersCancelledBefore(_ app: InstalledApp) {
        guard app.cancelledTransfers > 0, app.process != nil else { return }
        warn(app, WarningText.transfersCancelledByForceQuit(count: "\(app.cancelledTransfers)"), .br5)
        while app.cancelledTransfers > 0 {
            app.cancelledTransfers -= 1
            guard deliver(.urlSessionTaskDidComplete, to: app, .br5) else { return }
        }
    }
}
