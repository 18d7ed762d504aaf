/// The one door through which the user and the system act on the device.
extension Device {
    /// Applies `event` and then everything it lets fall due; returns `.refused` (with one
    /// warning recorded, and nothing changed) when the event makes no sense in this state.
    ///
    /// BG-2 comes before what fell due while the event's callbacks worked: an app that nothing
    /// keeps running "is suspended at once, after the current callback returns", and timers and
    /// expiries that fell due meanwhile "run after the callback returns" (docs/EXECUTION_MODEL.md);
    /// `fireDue` then settles after each item, so every item finds the device settled.
    @discardableResult
    public func handle(_ event: DeviceEvent) -> EventOutcome {
        let outcome = apply(event)
        settleAll()
        catchUp()
        flushTrace()
        return outcome
    }

    private func apply(_ event: DeviceEvent) -> EventOutcome {
        switch event {
        case .launch(let name, let url):
            return withApp(name) { launch($0, url: url, opener: nil) }
        case .home:
            return pressHome()
        case .switcherShow:
            return showSwitcher()
        case .switcherOpen(let name):
            return withApp(name) { openFromSwitcher($0) }
        case .switcherKill(let name):
            return withApp(name) { killFromSwitcher($0) }
        case .switcherClose:
            return closeOverlay(.switcher)
        case .lock:
            return lock()
        case .unlock:
            return unlock()
        case .call:
            return incomingCall()
        case .callAccept:
            return acceptCall()
        case .callDecline:
            return declineCall()
        case .callExpand:
            return expandCall()
        case .callEnd:
            return endCall()
        case .alert:
            return openOverlay(.alert)
        case .alertDismiss:
            return closeOverlay(.alert)
        case .notificationCenter(let open):
            guard profile.hasNotificationCenter else {
                return refuse(.notificationCenterBeforeIOS5, .in1)
            }
            return open ? openOverlay(.notificationCenter) : closeOverlay(.notificationCenter)
        case .controlCenter(let open):
            guard profile.hasControlCenter else {
                return refuse(.controlCenterBeforeIOS7, .in1)
            }
            return open ? openOverlay(.controlCenter) : closeOverlay(.controlCenter)
        case .fetch(let name):
            return withApp(name) { backgroundEvent(.fetch, to: $0) }
        case .push(let name, let contentAvailable):
            return withApp(name) { contentAvailable ? backgroundEvent(.push, to: $0) : plainPush(to: $0) }
        case .location(let name):
            return withApp(name) { backgroundEvent(.location, to: $0) }
        case .transfersFinish(let name):
            return withApp(name) { finishTransfers($0) }
        case .localNotification(let name):
            return withApp(name) { localNotification(for: $0) }
        case .tapNotification(let name, let local):
            return withApp(name) { tapNotification(of: $0, local: local) }
        case .openURL(let url, let name, let from):
            return withApp(name) { target in
                guard let from else { return launch(target, url: url, opener: nil) }
                return withApp(from) { launch(target, url: url, opener: $0) }
            }
        case .crash(let name):
            return withApp(name) { crash($0) }
        case .refresh(let on, let name):
            guard let name else { return setGlobalRefresh(on) }
            return withApp(name) { setAppRefresh($0, on) }
        case .debuggerAttach(let name):
            return withApp(name) { attachDebugger($0) }
        case .debuggerDetach(let name):
            return withApp(name) { detachDebugger($0) }
        case .debuggerKill(let name):
            return withApp(name) { debuggerKill($0) }
        case .disconnectScene(let name, let scene):
            return withApp(name) { disconnectScene($0, scene) }
        case .openWindow(let name):
            return withApp(name) { openWindow($0) }
        case .split(let first, let second):
            return split(first, second)
        case .unsplit:
            return endSplit()
        case .closeWindow(let name, let scene):
            return withApp(name) { closeWindow($0, scene) }
        case .switcherKillScene(let name, let scene):
            return withApp(name) { killSceneFromSwitcher($0, scene) }
        case .lowPower(let on):
            return setLowPower(on)
        case .reboot:
            return reboot()
        case .memoryWarning(let level):
            return postMemoryWarning(level)
        case .memoryPressure(let size):
            return applyMemoryPressure(size)
        case .share(let file, let from, let to):
            return withApp(from) { sender in withApp(to) { share(file, from: sender, to: $0) } }
        case .ps:
            return writeProcessList()
        case .pushController(let name, let child, let navigation):
            return withApp(name) { pushController(child, on: navigation, in: $0) }
        case .popController(let name, let navigation):
            return withApp(name) { popController(navigation, in: $0) }
        case .presentController(let name, let controller, let presenter):
            return withApp(name) { presentController(controller, from: presenter, in: $0) }
        case .dismissController(let name, let controller):
            return withApp(name) { dismissController(controller, in: $0) }
        case .prewarm(let name):
            return withApp(name) { prewarm($0) }
        case .reinstall(let name):
            return withApp(name) { reinstall($0) }
        case .bgTask(let name, let id, let action):
            return withApp(name) { systemBGTask(action, id, of: $0) }
        case .charging(let on):
            return setPowerOrNetwork(power: true, on)
        case .network(let on):
            return setPowerOrNetwork(power: false, on)
        }
    }

    private func withApp(_ name: String, _ body: (InstalledApp) -> EventOutcome) -> EventOutcome {
        guard let app = app(named: name) else {
            return refuse(WarningText.noSuchApp(app: name), .st2)
        }
        return body(app)
    }

    // MARK: Launch and Home

    /// Refuses a user's action on the screen while the device is locked or something is open
    /// over it (ST-2): the user must unlock or close it first. Nil when the screen is free.
    func screenBlockedRefusal(_ app: InstalledApp?) -> EventOutcome? {
        if locked { return refuse(.lockedUnlockFirst, .st2, app: app, api: Self.lockedForAPI) }
        if let overlay = overlays.first {
            return refuse(WarningText.overlayOpenCloseFirst(overlay: overlay.phrase), .st2, app: app,
                          api: overlay.openForAPI)
        }
        return nil
    }

    /// `launch APP [url U]` and `open U in APP [from OPENER]`: the front app leaves as with
    /// Home (FG-3), then APP launches or returns; an app already on screen only gets the URL
    /// (LA-2: openURL, or scene(_:openURLContexts:) for a scene-based app, SC-1).
    func launch(_ app: InstalledApp, url: String?, opener: InstalledApp?) -> EventOutcome {
        if let refusal = screenBlockedRefusal(app) { return refusal }
        if let opener, !isOnScreen(opener) {
            return refuse(WarningText.openerNotInFront(app: opener.name), .st2, app: opener)
        }
        if isOnScreen(app) {
            guard url != nil else { return refuse(WarningText.alreadyInFront(app: app.name), .st2, app: app) }
            deliver(.url, to: app)
            return .applied
        }
        switchTo(app, url == nil ? .plain : .url)
        return .applied
    }

    /// FG-1: Home closes every overlay and sends the front app to the background (FG-5 without multitasking).
    func pressHome() -> EventOutcome {
        if locked { return refuse(.lockedUnlockFirst, .st2, api: Self.lockedForAPI) }
        guard front != nil || !overlays.isEmpty else {
            return refuse(.homeAlreadyShowing, .st2)
        }
        if case .ringing = call { call = .none }
        overlays.removeAll()
        // SC-7: Home ends Split View; both apps leave, in home-screen order.
        for app in screenApps { leaveForeground(app, .fg1) }
        return .applied
    }

    /// TE-3: a crash ends the process with no callback; the card stays. A prewarmed process
    /// ends silently too (PW-1): the app stays not-running to UIKit.
    func crash(_ app: InstalledApp) -> EventOutcome {
        guard app.state != .notRunning || app.process != nil else {
            return refuse(WarningText.appNotRunning(app: app.name), .st2, app: app)
        }
        kill(app, .te3)
        return .applied
    }
}
