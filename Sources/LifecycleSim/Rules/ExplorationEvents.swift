/// The events an exploration of every path tries when it is not told which (`lifesim explore`,
/// `Exploration` in the Swift API; docs/LANGUAGE.md, "Exploring every path").
public enum ExplorationEvents {
    /// Every user action, interruption and system event the apps can meet: for each app its
    /// launch, the switcher's swipe, a tapped notification, the background events of the modes it
    /// declares, its transfers finishing (refused while it has none), a run of each BGTaskScheduler
    /// identifier it registers, prewarming from iOS 15 (PW-1); then Home, the switcher, the lock,
    /// the calls, alerts, the overlays, a memory warning, memory pressure and a reboot. Left out:
    /// `crash` (the app's own failure, which explorations check for), the debugger, `reinstall`,
    /// settings and view controllers.
    public static func defaults(apps: [AppConfiguration], version: OSVersion) -> [DeviceEvent] {
        var events: [DeviceEvent] = []
        for app in apps {
            events.append(.launch(app: app.name, url: nil))
            events.append(.switcherKill(app: app.name))
            events.append(.tapNotification(app: app.name, local: false))
            if app.modes.contains(.fetch) { events.append(.fetch(app: app.name)) }
            if app.modes.contains(.remoteNotification) { events.append(.push(app: app.name, contentAvailable: true)) }
            if app.modes.contains(.location) { events.append(.location(app: app.name)) }
            events.append(.transfersFinish(app: app.name))
            for id in app.bgTaskIdentifiers { events.append(.bgTask(app: app.name, id: id, .run)) }
            if version.major >= 15 { events.append(.prewarm(app: app.name)) }
        }
        return events + [.home, .switcherShow, .switcherClose, .lock, .unlock, .call, .callAccept, .callDecline, .callEnd,
                         .alert, .alertDismiss, .notificationCenter(open: true), .notificationCenter(open: false),
                         .controlCenter(open: true), .controlCenter(open: false), .memoryWarning(.normal),
                         .memoryPressure(nil), .reboot]
    }
}
