/// The rules the whole device must satisfy between steps, checked from its inner state
/// (robustness issue: one function that any test, walk or run can call).
extension Device {
    /// Every invariant that does not hold now, in words; empty when the device is consistent.
    ///
    /// Call it between steps (not from inside a callback): processes exist exactly for running
    /// or suspended apps, and for not-running apps that are prewarmed and have run none of their
    /// code (PW-1: no tasks, completions, timers or controllers); the apps in the foreground are
    /// exactly those on screen, and there are at most as many foreground scenes as the screen shows
    /// (one, two in Split View on an iPad: SC-7); a background app is running only while something keeps it running
    /// (BG-2); no budget is overrun (BG-3, BG-5); task identifiers are unique and below the next
    /// one (BG-1); the switcher shows no swiped-away app (TE-1, TE-2) and nothing without
    /// multitasking; free memory is memory − system − the footprints of running, suspended and
    /// prewarmed processes (PS-2); no internal failure.
    public func invariantViolations() -> [String] {
        // Each check appends to one list: a walk asks after every step, and a list per check
        // was a sixth of its time (issue #14).
        var violations: [String] = []
        if let failure = internalFailure { violations.append("internal failure: \(failure)") }
        if depth != 0 { violations.append("checked inside a callback (depth \(depth))") }
        screenViolations(into: &violations)
        var footprints = MemorySize.zero
        var taskIDs = Set<Int>()
        for app in apps {
            processViolations(app, taskIDs: &taskIDs, into: &violations)
            if app.process != nil { footprints = footprints + app.config.memory }
            if app.forceQuit && switcherCards.contains(app.index) {
                violations.append("the switcher shows \(app.name), which the user swiped away")
            }
        }
        if !profile.multitasking && !switcherCards.isEmpty { violations.append("a switcher without multitasking") }
        if switcherCards.indices.contains(where: { switcherCards[..<$0].contains(switcherCards[$0]) }) {
            violations.append("a card shown twice")
        }
        if freeMemory != memory - systemMemory - footprints {
            violations.append("free memory \(freeMemory) is not memory − system − footprints (\(memory - systemMemory - footprints))")
        }
        return violations
    }

    /// The screen (SC-7): the foreground apps are the apps on screen, Split View only on an iPad
    /// beside an app in front, and no more foreground scenes than the screen shows, each one of the
    /// scenes on screen.
    private func screenViolations(into violations: inout [String]) {
        let onScreen = screenApps
        guard apps.contains(where: { $0.state.isForeground && !isOnScreen($0) })
                || onScreen.contains(where: { !$0.state.isForeground }) || beside != nil
                || apps.contains(where: isSceneBased) else { return }
        let foreground = apps.filter { $0.state.isForeground }
        if foreground.count > onScreen.count {
            violations.append("several apps in the foreground: \(foreground.map(\.name).joined(separator: ", "))")
        }
        for app in foreground where !isOnScreen(app) {
            violations.append("\(app.name) is \(app.state) but the screen shows \(onScreen.isEmpty ? "home" : onScreen.map(\.name).joined(separator: ", "))")
        }
        for app in onScreen where !app.state.isForeground {
            violations.append("the screen shows \(app.name), which is \(app.state)")
        }
        if let beside {
            if front == nil { violations.append("Split View with nothing in front") }
            if model != .ipad { violations.append("Split View on an \(model.rawValue) (SC-7)") }
            if !apps[beside.app].scenes[beside.scene - 1].isConnected {
                violations.append("Split View shows \(apps[beside.app].name)/\(beside.scene), which is not connected")
            }
        }
        let slots = screenScenes
        for app in apps where isSceneBased(app) {
            for scene in foregroundScenes(app) where !slots.contains(SceneSlot(app: app.index, scene: scene)) {
                violations.append("\(app.name)/\(scene) is \(app.scenes[scene - 1]) but not on screen (SC-6, SC-7)")
            }
        }
    }

    private func processViolations(_ app: InstalledApp, taskIDs: inout Set<Int>, into violations: inout [String]) {
        sceneViolations(app, into: &violations)
        for kind in BGTaskKind.allCases where !app.bgPending.isEmpty {
            let limit = OSProfile.pendingRequestLimits[kind] ?? 1
            guard app.bgPending.filter({ $0.request.kind == kind }).count > limit else { continue }
            violations.append("\(app.name) has more than \(limit) pending \(kind.rawValue) requests (BT-2)")
        }
        for task in app.process?.bgRunning ?? [] where !(app.process?.bgHandlers.contains { $0.id == task.identifier } ?? false) {
            violations.append("\(app.name) runs BGTask \(task.identifier) with no launch handler registered (BT-1)")
        }
        guard let process = app.process else {
            if app.state != .notRunning { violations.append("\(app.name) is \(app.state) without a process") }
            return
        }
        if process.prewarmed {
            // PW-1: a prewarmed process stays not-running to UIKit and has run none of the app's code.
            if app.state != .notRunning { violations.append("\(app.name) is \(app.state) with a prewarmed process") }
            if !process.tasks.isEmpty || !process.completions.isEmpty || process.pendingTimers > 0
                || !process.views.live.isEmpty {
                violations.append("\(app.name)'s prewarmed process ran app code (tasks, completions, timers or controllers)")
            }
            return
        }
        if app.state == .notRunning { violations.append("\(app.name) is not running but has a process") }
        for task in process.tasks {
            if !taskIDs.insert(task.id).inserted { violations.append("task \(task.id) is outstanding twice") }
            if task.id <= 0 || task.id >= nextTaskID { violations.append("task \(task.id) was never handed out") }
        }
        if app.state == .background && !keepsRunning(app) {
            violations.append("\(app.name) is running in the background with nothing keeping it running (BG-2)")
        }
        if app.state == .background, !process.tasks.isEmpty, !process.budgetExpired, !app.debuggerAttached,
           let end = process.budgetEnd, now > end {
            violations.append("\(app.name) runs a task \(now - end) past its budget (BG-5)")
        }
        if app.state.isForeground && process.budgetEnd != nil {
            violations.append("\(app.name) is in the foreground with a background budget")
        }
    }

    /// SC-1, SC-5: only a scene-based app on iOS 13+ has scenes, and its state is SC-5's derivation.
    private func sceneViolations(_ app: InstalledApp, into violations: inout [String]) {
        phaseViolations(app, into: &violations)
        guard isSceneBased(app) else {
            if !app.scenes.isEmpty {
                violations.append("\(app.name) has scenes but is not scene-based on iOS \(profile.version) (SC-1)")
            }
            return
        }
        if app.scenes.filter(\.isConnected).count > 1 && (!app.config.multipleScenes || model != .ipad) {
            violations.append("\(app.name) has several scenes on one window (SC-6: only `scenes multiple` on an iPad)")
        }
        let derived = derivedState(app)
        if derived != app.state { violations.append("\(app.name) is \(app.state) but its scenes give \(derived) (SC-5)") }
    }

    /// UI-1, UI-2: only a `swiftui` app on iOS 14+ has phases; each connected scene's is its state's,
    /// and the App's is their aggregate.
    private func phaseViolations(_ app: InstalledApp, into violations: inout [String]) {
        guard hasScenePhase(app) else {
            if !app.phases.isEmpty || app.appPhase != nil {
                violations.append("\(app.name) has a scene phase but is not a swiftui app on iOS 14+ (UI-1)")
            }
            return
        }
        for (index, state) in app.scenes.enumerated() where state.isConnected && index < app.phases.count {
            let expected: ScenePhase = state == .foregroundActive ? .active : state == .background ? .background : .inactive
            if let phase = app.phases[index], phase != expected {
                violations.append("\(app.name)/\(index + 1) is \(state) but its phase is \(phase) (UI-1)")
            }
        }
        let aggregate = ScenePhase.aggregate(app.phases.compactMap { $0 })
        if aggregate != app.appPhase {
            violations.append("\(app.name)'s App phase is \(app.appPhase.map(\.rawValue) ?? "none") but its scenes give \(aggregate.map(\.rawValue) ?? "none") (UI-2)")
        }
    }
}
