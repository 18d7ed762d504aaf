/// Data protection with a passcode (LK-4): shortly after a passcode lock the keys of protected
/// files are discarded, and the unlock brings them back.
extension Device {
    /// Settings › Face ID & Passcode: a passcode, required at once (LK-4). Without one the
    /// device has no data protection and its files stay readable.
    public func configurePasscode(_ on: Bool) { passcode = on }

    /// `UIApplication.isProtectedDataAvailable` as every app reads it now (LK-4).
    public var isProtectedDataAvailable: Bool { protectedDataAvailable }

    /// LK-4: how long after a passcode lock the keys are discarded ("10 seconds, if the Require
    /// Password setting is Immediately", Apple Platform Security).
    static let protectedDataGrace = VirtualDuration.seconds(10)

    /// `lock`: with a passcode, the keys go `protectedDataGrace` later, unless an unlock comes first.
    func scheduleProtectedDataLoss() {
        guard passcode, profile.hasDataProtection, protectedDataAvailable else { return }
        protectedDataEpoch += 1
        schedule(.protectedDataLoss(epoch: protectedDataEpoch), at: now + Self.protectedDataGrace)
    }

    /// The keys are discarded: protected files can no longer be read, and every app running
    /// code hears applicationProtectedDataWillBecomeUnavailable, in home-screen order; a
    /// suspended app hears nothing, and what an earlier unlock held for it is moot.
    func loseProtectedData(epoch: Int) {
        guard epoch == protectedDataEpoch, locked, protectedDataAvailable else { return }
        protectedDataAvailable = false
        tellApps(.protectedDataWillBecomeUnavailable, holding: false)
    }

    /// `unlock`, before the app in front returns, and `reboot`, once every process has ended: a
    /// pending discard is cancelled; if the keys were gone, every app running code hears
    /// applicationProtectedDataDidBecomeAvailable, in home-screen order, and a suspended one when
    /// it next runs, after a held memory warning (MW-3) and before anything else.
    func restoreProtectedData() {
        protectedDataEpoch += 1
        guard !protectedDataAvailable else { return }
        protectedDataAvailable = true
        tellApps(.protectedDataDidBecomeAvailable, holding: true)
    }

    /// Every app running code hears `callback` now, in home-screen order; a suspended one holds
    /// `holding` for its next run (what it holds from an earlier change is replaced).
    private func tellApps(_ callback: DelegateCallback, holding: Bool) {
        for index in apps.indices {
            let app = apps[index]
            switch app.state {
            case .background, .inactive, .active:
                deliver(callback, to: app, .lk4)
            case .suspended:
                app.machine.holdProtectedData(holding)
            case .notRunning:
                break
            }
        }
    }
}
