/// Overlays, calls and the lock screen (IN-1 … IN-3, LK-1, LK-2).
extension Device {
    /// IN-1: the first overlay over an active app makes it inactive. From iOS 11, Notification
    /// Center does so twice: willResignActive, didBecomeActive, willResignActive.
    func openOverlay(_ overlay: Overlay) -> EventOutcome {
        if overlays.contains(overlay) {
            return refuse(WarningText.overlayAlreadyOpen(overlay: overlay.phrase), .st2)
        }
        if locked && overlay != .call {
            return refuse(WarningText.overlayWhileLocked(overlay: overlay.phrase), .st2)
        }
        let wasBlocked = foregroundBlocked
        overlays.insert(overlay)
        guard !wasBlocked else { return .applied }
        // SC-7: in Split View the overlay resigns both apps on screen, in home-screen order.
        for app in screenApps where app.state == .active {
            resignActive(app, .in1)
            if overlay == .notificationCenter && profile.notificationCenterResignsTwice {
                becomeActive(app, .in1)
                resignActive(app, .in1)
            }
        }
        return .applied
    }

    /// IN-2: when the last overlay closes, the front app becomes active again.
    func closeOverlay(_ overlay: Overlay) -> EventOutcome {
        guard overlays.contains(overlay) else {
            return refuse(WarningText.overlayNotOpen(overlay: overlay.phrase), .st2)
        }
        overlays.remove(overlay)
        reactivateFront(.in2)
        return .applied
    }

    /// The front app (both apps in Split View, SC-7) becomes active if nothing blocks it any more.
    private func reactivateFront(_ rule: RuleID) {
        guard !foregroundBlocked else { return }
        for app in screenApps where app.state == .inactive { becomeActive(app, rule) }
    }

    /// A double press: the switcher opens (IN-1); it needs multitasking (PR-1).
    func showSwitcher() -> EventOutcome {
        guard profile.multitasking else {
            return refuse(.noSwitcherWithoutMultitasking, .pr1,
                          api: "there is no app switcher without multitasking (iOS 3, or multitasking: false)")
        }
        return openOverlay(.switcher)
    }

    // MARK: Lock

    /// The rule the lock and unlock follow on this device: LK-2 where locking sends the app to
    /// the background (iOS 5+ with multitasking), LK-1 where it only resigns it.
    var lockRule: RuleID { profile.lockEntersBackground ? .lk2 : .lk1 }

    /// LK-1 (iOS 3-4, no multitasking): willResignActive only. LK-2 (iOS 5+): the app also
    /// enters the background. Overlays other than a call close.
    func lock() -> EventOutcome {
        if locked { return refuse(.alreadyLocked, .st2) }
        let rule = lockRule
        overlays = overlays.intersection(OverlaySet([.call]))
        locked = true
        lockReturn = front
        lockReturnSplit = beside == nil ? [] : screenScenes
        // Both apps of a Split View leave, in home-screen order; unlock shows them side by side again (SC-7).
        for app in screenApps {
            if dimsToAlwaysOn { flickerActive(app) }
            if profile.lockEntersBackground {
                leaveForeground(app, rule)
            } else {
                resignActive(app, rule)
            }
        }
        scheduleProtectedDataLoss()
        return .applied
    }

    /// LK-3: an iPhone with the Always-On display on dims rather than turning the screen off.
    private var dimsToAlwaysOn: Bool { alwaysOnDisplay && profile.hasAlwaysOnDisplay && model == .iphone }

    /// LK-3: as the screen dims to the Always-On display, the app in front resigns and becomes
    /// active once more before the lock sends it to the background (LK-2).
    private func flickerActive(_ app: InstalledApp) {
        guard app.state == .active else { return }
        resignActive(app, .lk3)
        becomeActive(app, .lk3)
    }

    /// Settings › Display & Brightness › Always On Display (LK-3): on for an iPhone that has it.
    public func configureAlwaysOnDisplay(_ on: Bool) { alwaysOnDisplay = on }

    /// Unlock returns to the app that was in front: didBecomeActive (LK-1) or
    /// willEnterForeground, didBecomeActive (LK-2).
    func unlock() -> EventOutcome {
        guard locked else { return refuse(.notLocked, .st2) }
        locked = false
        restoreProtectedData()
        expireProcessingTasksForTheUser()
        let rule = lockRule
        let target = lockReturn.map { apps[$0] }
        lockReturn = nil
        let split = lockReturnSplit
        lockReturnSplit = []
        // SC-7: both scenes of the Split View the lock ended come back, while both are still there to show.
        if split.count == 2, overlays.isEmpty,
           split.allSatisfy({ apps[$0.app].process != nil && apps[$0.app].scenes[$0.scene - 1].state == .background }) {
            let names = split.map { SceneName(app: apps[$0.app].name, scene: $0.scene) }
            return self.split(names[0], names[1])
        }
        guard let app = target else { return .applied }
        switch app.state {
        case .inactive, .active:
            reactivateFront(rule)
        case .background, .suspended:
            if overlays.isEmpty { bringToForeground(app, .plain, returnRule: rule) }
        case .notRunning:
            break
        }
        return .applied
    }

    // MARK: Calls

    /// An incoming call rings over the screen (IN-1); on an unlocked phone from iOS 14 it is a
    /// banner unless the user chose Full Screen, and the app in front is not interrupted (IN-5).
    func incomingCall() -> EventOutcome {
        guard case .none = call else { return refuse(.callInProgress, .st2) }
        if callShowsAsBanner {
            call = .bannerRinging
            return .applied
        }
        return ringFullScreen()
    }

    /// IN-1: the ringing call covers the screen, and the app in front resigns.
    private func ringFullScreen() -> EventOutcome {
        let outcome = openOverlay(.call)
        if outcome == .applied { call = .ringing }
        return outcome
    }

    /// IN-5: a call is a banner on an unlocked phone from iOS 14, with Settings › Phone ›
    /// Incoming Calls left at Banner.
    private var callShowsAsBanner: Bool { profile.hasCallBanner && !fullScreenCalls && !locked }

    /// IN-5: tapping the banner of a ringing call fills the screen with it: from here it is the
    /// full-screen call of IN-1 (the app in front resigns), answered or declined as one.
    func expandCall() -> EventOutcome {
        guard case .bannerRinging = call else { return refuse(.noCallBanner, .in5) }
        return ringFullScreen()
    }

    /// Settings › Phone › Incoming Calls (IN-5): Full Screen, or Banner (the default).
    public func configureIncomingCalls(fullScreen: Bool) { fullScreenCalls = fullScreen }

    /// IN-3: answering sends the front app to the background (iOS 4+), or terminates it
    /// without multitasking (FG-5); answered from its banner, the call stays in the banner and
    /// the app in front stays active (IN-5).
    func acceptCall() -> EventOutcome {
        if case .bannerRinging = call {
            call = .bannerAnswered
            return .applied
        }
        guard case .ringing = call else { return refuse(.noCallRinging, .st2) }
        let returnTo = front
        overlays.removeAll()
        call = .answered(returnTo: returnTo)
        for app in screenApps { leaveForeground(app, .in3) }
        return .applied
    }

    /// IN-2: declining a ringing call gives the app didBecomeActive; declining a banner gives
    /// nothing, as the app was never interrupted (IN-5).
    func declineCall() -> EventOutcome {
        if case .bannerRinging = call {
            call = .none
            return .applied
        }
        guard case .ringing = call else { return refuse(.noCallRinging, .st2) }
        call = .none
        return closeOverlay(.call)
    }

    /// `call end`: a decline while ringing; after an answered call the user returns to the app
    /// (IN-3), unless the device is locked (it stays locked) or has no multitasking (home screen).
    func endCall() -> EventOutcome {
        switch call {
        case .none:
            return refuse(.noCallInProgress, .st2)
        case .ringing, .bannerRinging:
            return declineCall()
        case .bannerAnswered:
            call = .none
            return .applied
        case .answered(let returnTo):
            call = .none
            guard let app = returnTo.map({ apps[$0] }) else { return .applied }
            if locked {
                if lockReturn == nil { lockReturn = app.index }
                return .applied
            }
            guard front == nil, overlays.isEmpty, profile.multitasking else { return .applied }
            if app.state == .background || app.state == .suspended {
                bringToForeground(app, .plain, returnRule: .in3)
            }
            return .applied
        }
    }
}
