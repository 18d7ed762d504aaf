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
        // was a sixth of its time.
        var violations: [String] = []
        if let failure = internalFailure { violations.append("internal failure: \(failure)") }
        if depth != 0 { violations.append("checked inside a callback (depth \(depth))") }
        screenViolations(into: &violations)
        var footprints = MemorySize.zero
        // A handful of tasks at most: a list looked through costs less than a set made per step.
        var taskIDs: [Int] = []
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
    ///
    /// One pass over the apps finds what to look at; the apps are gone through again, and lists
    /// made, only to put a violation in words: a walk asks after every step.
    private func screenViolations(into violations: inout [String]) {
        var foregroundCount = 0
        var onScreenCount = 0
        var misplaced = false
        var sceneViolations: [String] = []
        var slots: [SceneSlot]?
        for app in apps {
            let foreground = app.state.isForeground
            let shown = isOnScreen(app)
            if foreground { foregroundCount += 1 }
            if shown { onScreenCount += 1 }
            if foreground != shown { misplaced = true }
            guard isSceneBased(app) else { continue }
            // The app's foreground scenes (`foregroundScenes`), in number order, each on screen.
            for (index, scene) in app.scenes.enumerated() where scene.state == .foregroundActive || scene.state == .foregroundInactive {
                if slots == nil { slots = screenScenes }
                guard slots?.contains(SceneSlot(app: app.index, scene: index + 1)) == false else { continue }
                sceneViolations.append("\(app.name)/\(index + 1) is \(scene.state) but not on screen (SC-6, SC-7)")
            }
        }
        if foregroundCount > onScreenCount {
            violations.append("several apps in the foreground: \(apps.filter { $0.state.isForeground }.map(\.name).joined(separator: ", "))")
        }
        if misplaced {
            for app in apps where app.state.isForeground && !isOnScreen(app) {
                let onScreen = screenApps
                violations.append("\(app.name) is \(app.state) but the screen shows \(onScreen.isEmpty ? "home" : onScreen.map(\.name).joined(separator: ", "))")
            }
            // The apps on screen, in home-screen order, each once (as `screenApps` lists them).
            for app in apps where isOnScreen(app) && !app.state.isForeground {
                violations.append("the screen shows \(app.name), which is \(app.state)")
            }
        }
        if let beside {
            if front == nil { violations.append("Split View with nothing in front") }
            if model != .ipad { violations.append("Split View on an \(model.rawValue) (SC-7)") }
            if !apps[beside.app].scenes[beside.scene - 1].state.isConnected {
                violations.append("Split View shows \(apps[beside.app].name)/\(beside.scene), which is not connected")
            }
        }
        if !sceneViolations.isEmpty { violations += sceneViolations }
    }

    private func processViolations(_ app: InstalledApp, taskIDs: inout [Int], into violations: inout [String]) {
        sceneViolations(app, into: &violations)
        if !app.bgPending.isEmpty {
            for kind in BGTaskKind.allCases {
                let limit = OSProfile.pendingRequestLimits[kind] ?? 1
                guard app.bgPending.count(where: { $0.request.kind == kind }) > limit else { continue }
                violations.append("\(app.name) has more than \(limit) pending \(kind.rawValue) requests (BT-2)")
            }
        }
        let process = app.process
        for task in process?.bgRunning ?? [] where !(process?.bgHandlers.contains { $0.id == task.identifier } ?? false) {
            violations.append("\(app.name) runs BGTask \(task.identifier) with no launch handler registered (BT-1)")
        }
        guard let process else {
            if app.state != .notRunning { violations.append("\(app.name) is \(app.state) without a process") }
            if app.machine.isPrewarmed { violations.append("\(app.name) is prewarmed without a process (PW-1)") }
            return
        }
        if app.machine.isPrewarmed {
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
            if taskIDs.contains(task.id) { violations.append("task \(task.id) is outstanding twice") } else { taskIDs.append(task.id) }
            if task.id <= 0 || task.id >= nextTaskID { violations.append("task \(task.id) was never handed out") }
        }
        if app.state == .background && !keepsRunning(app) {
            violations.append("\(app.name) is running in the background with nothing keeping it running (BG-2)")
        }
        if let backgrounding = app.machine.backgrounding, !process.tasks.isEmpty, !backgrounding.budgetEnded,
           !debuggerPreventsSystemKills(app), let end = backgrounding.budgetEnd, now > end {
            violations.append("\(app.name) runs a task \(now - end) past its budget (BG-5)")
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
        if app.scenes.count(where: \.state.isConnected) > 1 && (!app.config.multipleScenes || model != .ipad) {
            violations.append("\(app.name) has several scenes on one window (SC-6: only `scenes multiple` on an iPad)")
        }
        if app.sceneLag != .none { violations.append("\(app.name)'s state still trails its scenes after the event (SC-5)") }
        let derived = derivedState(app)
        if derived != app.state { violations.append("\(app.name) is \(app.state) but its scenes give \(derived) (SC-5)") }
    }

    /// UI-1: only a `swiftui` app on iOS 14+ has phases, and between events each connected scene's
    /// is its state's. (The App's, UI-2, is their aggregate by construction: `AppMachine.appPhase`.)
    private func phaseViolations(_ app: InstalledApp, into violations: inout [String]) {
        guard hasScenePhase(app) else {
            if app.scenes.contains(where: { $0.scenePhase != nil }) {
                violations.append("\(app.name) has a scene phase but is not a swiftui app on iOS 14+ (UI-1)")
            }
            return
        }
        for (index, scene) in app.scenes.enumerated() where scene.state.isConnected {
            if let phase = scene.scenePhase, phase != ScenePhase(scene.state) {
                violations.append("\(app.name)/\(index + 1) is \(scene.state) but its phase is \(phase) (UI-1)")
            }
        }
    }
}
