/// An app's machine in a situation's words (`Device.Situation`): its traits, its phase with what
/// the phase holds (a budget's end moved, the timers a suspension holds renamed), its count of
/// budgets started renamed, and its scenes as they are (the language names them by number).

extension AppMachine {
    /// The stored properties `write(by:app:)` writes; `SituationWordsTests` holds every stored
    /// property of a machine to being here.
    static let situationProperties: Set<String> = [
        "traits", "phase", "budgetsStarted", "scenes", "sceneLag", "hasSceneSession", "shownScene",
    ]

    /// `machine.write(by:app:)`, for a machine that lies in a class's stored property: handed
    /// over in place, it is read where it lies, not copied. Nothing is written.
    static func write(_ machine: inout AppMachine, by numbering: SituationNumbering, app: Int) {
        machine.write(by: numbering, app: app)
    }

    /// App `app`'s machine (its count of budgets started is of the app's own kind).
    func write(by numbering: SituationNumbering, app: Int) {
        numbering.writeBudget(app: app, budgetsStarted)
        switch phase {
        case .notRunning: numbering.write(0)
        case .prewarmed: numbering.write(1)
        case .inactive: numbering.write(2)
        case .active: numbering.write(3)
        case .background(let backgrounding):
            numbering.write(4)
            backgrounding.write(by: numbering)
        case .suspended(let held):
            numbering.write(5)
            held.write(by: numbering)
        }
        traits.write(by: numbering)
        numbering.write(scenes.count)
        for scene in scenes {
            numbering.write(scene.state.situationWord)
            numbering.write(scene.scenePhase?.situationWord)
        }
        numbering.write(sceneLag.situationWord)
        numbering.write(hasSceneSession)
        numbering.write(shownScene)
    }
}

extension AppTraits {
    /// The stored properties `write(by:)` writes; `SituationWordsTests` holds every stored
    /// property of the traits to being here.
    static let situationProperties: Set<String> = [
        "sceneBased", "multitasking", "optsOutOfBackground", "backgroundBudget", "backgroundLaunchBudget",
        "asksForRestorationActivity", "hasWillFinishLaunching", "sceneLaunchReadsInactiveOnceForeground",
        "swipeDisconnectsScenes",
    ]

    /// The traits: the switches as the bits of one word (`SituationSwitches`), then the two budgets.
    func write(by numbering: SituationNumbering) {
        var switches = SituationSwitches()
        switches.add(sceneBased)
        switches.add(multitasking)
        switches.add(optsOutOfBackground)
        switches.add(asksForRestorationActivity)
        switches.add(hasWillFinishLaunching)
        switches.add(sceneLaunchReadsInactiveOnceForeground)
        switches.add(swipeDisconnectsScenes)
        numbering.write(switches.word)
        numbering.write(backgroundBudget.map { Int($0.milliseconds) })
        numbering.write(Int(backgroundLaunchBudget.milliseconds))
    }
}

extension Backgrounding {
    /// The stage, then its budget's end moved, where the stage has one.
    func write(by numbering: SituationNumbering) {
        switch self {
        case .unbudgeted: numbering.write(0)
        case .entering(let end):
            numbering.write(1)
            numbering.write(end)
        case .running(let end):
            numbering.write(2)
            numbering.writeDistance(end)
        case .expired(let end):
            numbering.write(3)
            numbering.writeDistance(end)
        case .ended(let end):
            numbering.write(4)
            numbering.writeDistance(end)
        case .returning(let end):
            numbering.write(5)
            numbering.write(end)
        case .foregroundTime: numbering.write(6)
        }
    }
}

extension Suspension {
    /// What the suspension holds, each kind's list apart, as its equality compares them: the scenes
    /// disconnected, those discarded, and the timers fallen due, renamed.
    func write(by numbering: SituationNumbering) {
        numbering.write(protectedDataAvailable)
        numbering.write(memoryWarning)
        guard holdsLists else {
            for _ in 0..<3 { numbering.write(0) }  // three empty lists
            return
        }
        numbering.write(sceneDisconnects)
        numbering.write(sceneDiscards)
        let timers = self.timers
        numbering.write(timers.count)
        for timer in timers { numbering.write(.timer, timer) }
    }
}

extension AppMachine {
    /// When the budget begun as count `epoch` ends (BG-5), if it is the current one and running.
    func endOfBudget(ifCurrent epoch: Int) -> VirtualTime? {
        isCurrentBudget(epoch) ? backgrounding?.budgetEnd : nil
    }
}
