/// The settings a device starts with, as the user, a parent or Xcode left them before the test
/// begins: the Swift side of a scenario's `setting` lines.
///
/// Unlike the events that flip the same switches later (`refresh(_:app:)`, `lowPower(_:)`,
/// `charging(_:)`, `SimulatedApp.attachDebugger()`), a setting writes nothing into the trace and is
/// never refused: call these right after installing the apps, before the first event.
extension SimulatedDevice {
    /// Settings › General › Background App Refresh: the global switch (`app == nil`), which may be
    /// `.restricted` by parental controls, or one app's switch (`.on` or `.off`) (BR-1).
    ///
    /// Throws `unknownApp` for an app that is not installed.
    public func setBackgroundRefresh(_ value: RefreshSwitch, for app: String? = nil) throws {
        if let app { try requireApp(app) }
        engine.configureRefresh(value, app: app)
    }

    /// Low Power Mode is on (or off) from the start (BR-1, iOS 9+).
    public func setLowPowerMode(_ on: Bool) { engine.configureLowPower(on) }

    /// The device is on external power (or not) from the start (BT-4).
    public func setCharging(_ on: Bool) { engine.configurePower(charging: on) }

    /// The device has a network connection (or not) from the start (BT-4).
    public func setNetwork(_ on: Bool) { engine.configurePower(network: on) }

    /// Settings › Phone › Incoming Calls (IN-5, iOS 14+): Full Screen (`true`) or Banner, the
    /// default, where a call over an unlocked phone leaves the app in front active.
    public func setIncomingCallsFullScreen(_ fullScreen: Bool) { engine.configureIncomingCalls(fullScreen: fullScreen) }

    /// Settings › Display & Brightness › Always On Display (LK-3, iOS 16+, an iPhone that has it):
    /// locking dims the screen, and the app in front resigns, becomes active, then leaves.
    public func setAlwaysOnDisplay(_ on: Bool) { engine.configureAlwaysOnDisplay(on) }

    /// Settings › Face ID & Passcode (LK-4, iOS 4+): a passcode required at once. With one,
    /// protected files become unreadable 10 s after a lock, until the unlock, and the apps
    /// running hear applicationProtectedDataWillBecomeUnavailable and DidBecomeAvailable.
    public func setPasscode(_ on: Bool) { engine.configurePasscode(on) }

    /// What `UIApplication.isProtectedDataAvailable` returns now (LK-4): false from 10 s after a
    /// passcode lock until the unlock.
    public var isProtectedDataAvailable: Bool { engine.isProtectedDataAvailable }

    /// `app` is run from Xcode: a debugger is attached from its first launch on, so watchdogs are
    /// off and nothing suspends or kills it until `SimulatedApp.detachDebugger()` (DB-1).
    ///
    /// Throws `unknownApp` for an app that is not installed.
    public func setDebuggerAttached(to app: String) throws {
        try requireApp(app)
        engine.configureDebugger(app: app)
    }

    /// The trace shows the lifecycle notifications UIKit posts (NT-1, NT-2), and each app's
    /// `takeNotifications()` returns them: a scenario's `setting notifications on`.
    public func setNotificationsShown(_ on: Bool) { engine.recordNotifications(on) }

    /// Writes a note into the trace, between the events (a scenario's `log "…"` line).
    public func log(_ text: String) { engine.recordLog(text) }
}
