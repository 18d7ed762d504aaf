/// Notifications the user sees and taps (IN-4, LA-4).
extension Device {
    /// IN-4: a local notification fires. The app in front hears it (willPresentNotification from
    /// iOS 10, didReceiveLocalNotification on iOS 4-9, when active); for any other app it is a
    /// banner or a lock-screen entry, and nothing happens to the app.
    func localNotification(for app: InstalledApp) -> EventOutcome {
        guard profile.hasLocalNotifications else {
            return refuse(.noLocalNotifications, .in4, app: app)
        }
        guard reachesActiveApp(app, elseBanner: WarningText.localNotificationAsBanner) else { return .applied }
        deliver(profile.hasUserNotifications ? .willPresentNotification : .didReceiveLocalNotification, to: app, .in4)
        return .applied
    }

    /// IN-4: a local notification or a plain push reaches only an active app; to any other it is
    /// a banner (`banner` says so in the trace) and changes nothing. True when the app hears it.
    func reachesActiveApp(_ app: InstalledApp, elseBanner banner: (_ app: String) -> WarningText) -> Bool {
        guard app.state == .active else {
            warn(app, banner(app.name), .in4)
            return false
        }
        return true
    }

    /// LA-4: the user taps a notification of `app` on a banner, in Notification Center or on the
    /// lock screen. The lock and Notification Center give way; the app in front leaves (FG-3);
    /// `app` launches or returns as for its icon, and receives the notification before
    /// didBecomeActive. An app already active (a banner over it, iOS 10+) only receives it.
    func tapNotification(of app: InstalledApp, local: Bool) -> EventOutcome {
        if local && !profile.hasLocalNotifications {
            return refuse(.noLocalNotifications, .la4, app: app)
        }
        if let overlay = overlays.first(where: { $0 != .notificationCenter }) {
            return refuse(WarningText.overlayOpenCloseFirst(overlay: overlay.phrase), .st2, app: app, api: overlay.openForAPI)
        }
        if front == app.index && app.state == .active {
            guard profile.hasUserNotifications else {
                return refuse(.noBannerBeforeIOS10, .la4, app: app)
            }
            deliver(.didReceiveNotificationResponse, to: app, .la4)
            return .applied
        }
        let wasLocked = locked
        locked = false
        lockReturn = nil
        overlays.removeAll()
        if front == app.index {
            return openInFront(app, local: local, unlocked: wasLocked)
        }
        switchTo(app, .notification(tappedCallback(local: local, coldLaunch: app.state == .notRunning)))
        return .applied
    }

    /// The app was in front but inactive under Notification Center (or, on iOS 3-4, the lock):
    /// from iOS 11 it becomes active, then receives the notification (Apple bug report 34332569:
    /// applicationState reads active there on iOS 11, inactive on iOS 10.3.3); before, the reverse.
    private func openInFront(_ app: InstalledApp, local: Bool, unlocked: Bool) -> EventOutcome {
        let rule: RuleID = unlocked ? lockRule : .in2
        let tapped = tappedCallback(local: local, coldLaunch: false)
        let activatesFirst = profile.activatesBeforeTappedNotification
        perform(on: app) { steps in
            if activatesFirst { app.machine.reading.becomeActive(rule, entering: false, into: &steps) }
            if let tapped { steps.deliver(tapped, .la4) }
            if !activatesFirst { app.machine.reading.becomeActive(rule, entering: false, into: &steps) }
        }
        return .applied
    }

    /// Which callback a tapped notification reaches (LA-4), or nil when it only rides in the
    /// launch options: from iOS 10 the notification center delegate's didReceive; before, a
    /// remote one reaches didReceiveRemoteNotification when the app was running, and on a cold
    /// launch from iOS 7; a local one didReceiveLocalNotification when the app was running.
    func tappedCallback(local: Bool, coldLaunch: Bool) -> DelegateCallback? {
        if profile.hasUserNotifications { return .didReceiveNotificationResponse }
        if local { return coldLaunch ? nil : .didReceiveLocalNotification }
        return coldLaunch && !profile.deliversTappedPushOnColdLaunch ? nil : .didReceiveRemoteNotification
    }
}
