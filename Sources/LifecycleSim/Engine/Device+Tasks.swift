/// Background tasks (BG-1 … BG-9) and the predicate that keeps an app running (BG-2).
extension Device {
    /// BG-1: begins a task; BG-9: returns the invalid identifier when background execution is
    /// impossible; BG-8: more than 1000 outstanding tasks kills the app from iOS 11 (a system
    /// kill, which an attached debugger prevents: the task is then granted, DB-1).
    func beginTask(_ app: InstalledApp, generation: Int, name: String,
                   expiration: HeldExpiration?) -> BackgroundTaskIdentifier {
        guard isAlive(app, generation), let process = app.process else { return .invalid }
        if !profile.multitasking || optsOutOfBackground(app) || app.machine.backgrounding?.budgetExpired == true {
            let why: WarningText = !profile.multitasking ? .beginTaskInvalidNoMultitasking(task: name)
                : optsOutOfBackground(app) ? .beginTaskInvalidOptsOut(task: name) : .beginTaskInvalidBudgetExpired(task: name)
            warn(app, why, .bg9)
            if let expiration, !process.runningExpirations.contains(name) {
                runExpiration(app, task: name, rule: .bg9, expiration)
            }
            return .invalid
        }
        if profile.limitsTaskAssertions && process.tasks.count >= OSProfile.taskAssertionLimit,
           systemKill(app, .bg8, warning: WarningText.tooManyTasksKill(limit: "\(OSProfile.taskAssertionLimit)")) {
            return .invalid
        }
        let id = nextTaskID
        nextTaskID += 1
        let nameCode = traceNames.code(forTaskName: name)
        process.tasks.append(BackgroundTask(id: id, name: name, nameCode: nameCode,
                                            begunSecond: Int32(clamping: now.milliseconds / 1000), expiration: expiration))
        process.lastTaskID[nameCode] = id
        recordTask(app, .begin, id: id, nameCode: nameCode, .bg1)
        if profile.warnsOfLongLivedTasks {
            schedule(.longLivedTaskCheck(app: app.index, generation: generation, task: id),
                     at: now + OSProfile.longLivedTaskWarningAge)
        }
        return BackgroundTaskIdentifier(rawValue: id)
    }

    /// BG-1: UIKit's warning of task `id`, still outstanding `OSProfile.longLivedTaskWarningAge`
    /// after its begin, once, whatever the app's state. (Its timer runs on the main run loop, so a
    /// suspended process would log it when it next ran; but a suspended app has no outstanding
    /// task: tasks keep it running until the budget's end, which kills it, BG-2, BG-5.)
    func warnOfLongLivedTask(_ app: InstalledApp, generation: Int, id: Int) {
        guard let process = process(of: app, generation), app.state.isRunningCode,
              let task = process.tasks.first(where: { $0.id == id }) else { return }
        warn(app, .taskOutstandingOver30Seconds(message: OSProfile.longLivedTaskWarning(id: id, name: task.name),
                                                task: task.name), .bg1)
    }

    /// BG-1: ends the task `id`; BG-6: an unknown or ended identifier only writes a warning.
    func endTask(_ app: InstalledApp, generation: Int, id: Int, name: String?) {
        guard isAlive(app, generation), let process = app.process else { return }
        if let position = process.tasks.firstIndex(where: { $0.id == id }) {
            let task = process.tasks.remove(at: position)
            recordTask(app, .end, id: id, nameCode: task.nameCode, .bg1)
            return
        }
        recordTask(app, .invalidEnd, id: id, nameCode: traceNames.code(forTaskName: name ?? ""), .bg6)
        warn(app, WarningText.endUnknownTask(id: "\(id)"), .bg6)
    }

    /// `end-task NAME`: ends the oldest outstanding task of that name.
    func endTask(_ app: InstalledApp, generation: Int, named name: String) {
        guard isAlive(app, generation), let process = app.process else { return }
        let id = process.tasks.first(where: { $0.name == name })?.id
            ?? process.lastTaskID[traceNames.code(forTaskName: name)] ?? 0
        endTask(app, generation: generation, id: id, name: name)
    }

    /// `end-all-tasks`: ends every outstanding task, oldest first.
    func endAllTasks(_ app: InstalledApp, generation: Int) {
        guard isAlive(app, generation), let process = app.process else { return }
        for task in process.tasks {
            endTask(app, generation: generation, id: task.id, name: task.name)
        }
    }

    private func recordTask(_ app: InstalledApp, _ action: TaskAction, id: Int, nameCode: Int32, _ rule: RuleID) {
        recordTask(app, action, id: id, nameCode: nameCode, outstanding: app.outstandingTaskCount, rule)
    }

    /// Runs one expiration handler as an `expire NAME` callback.
    private func runExpiration(_ app: InstalledApp, task: String, rule: RuleID, _ expiration: HeldExpiration) {
        guard let process = app.process else { return }
        let generation = process.generation
        process.runningExpirations.append(task)
        deliver(expiration, as: .expire(task: task), to: app, rule, generation: generation)
        process.runningExpirations.removeLast()
    }

    /// Delivers `callback` (a task's or a BGTask's expiry) to process `generation` of `app`, running
    /// the expiration handler the system kept: the language's handlers of `callback` with the
    /// context of the code that handed them over (they stop once the process has ended), or the
    /// Swift API's closure.
    func deliver(_ expiration: HeldExpiration, as callback: Callback, to app: InstalledApp, _ rule: RuleID,
                 generation: Int) {
        deliver(callback, to: app, rule, handlers: [{ [self] _ in
            switch expiration {
            case .closure(let held):
                held.expiration?()
            case .handlers(let completion, let scene):
                let context = app.context(on: self, generation: generation, completion: completion, scene: scene)
                for handler in app.handlers(for: callback) where isAlive(app, generation) { handler(context) }
            }
        }])
    }

    // MARK: The budget

    /// Starts the background budget of a new backgrounding (BG-3, BG-4) or of a background
    /// launch or resume (BG-7), scheduling its expiry before anything the app does next.
    /// The expiration handlers are scheduled `Backgrounding.expirationLead` before the end (never
    /// before the start); the end takes its place in the order now, and is scheduled in it when
    /// the handlers run (`expireBudget`), so a budget the app leaves early costs one item.
    func startBudget(_ app: InstalledApp, _ budget: VirtualDuration) {
        guard let generation = app.process?.generation, let epoch = app.machine.startBudget(until: now + budget) else { return }
        let lead = min(Backgrounding.expirationLead, budget)
        let expiry = now + VirtualDuration(milliseconds: budget.milliseconds - lead.milliseconds)
        let endPlace = scheduler.reservePlace()
        schedule(.budgetExpiry(app: app.index, generation: generation, epoch: epoch, endPlace: endPlace), at: expiry)
    }

    /// BG-5: the budget that started `epoch` is about to run out (`AppMachine.expireBudget`, then
    /// its steps, BG-2's decision last: suspended if every task was ended). Its end is scheduled
    /// now, in the place `endPlace` the budget's start took for it.
    func expireBudget(_ app: InstalledApp, generation: Int, epoch: Int, endPlace: UInt64) {
        guard let process = process(of: app, generation), app.machine.expireBudget(epoch: epoch) else { return }
        if let end = app.machine.backgrounding?.budgetEnd {
            schedule(.budgetEnd(app: app.index, generation: generation, epoch: epoch), at: end, in: endPlace)
        }
        let tasks = process.tasks.map(\.id)
        perform(on: app) { AppMachine.expirations(of: tasks, into: &$0) }
    }

    /// BG-5: the budget that started `epoch` has run out (`AppMachine.endBudget`, then its steps:
    /// killed with a task left, or kept running by an attached debugger that prevented the kill, DB-1).
    func endBudget(_ app: InstalledApp, generation: Int, epoch: Int) {
        guard isAlive(app, generation), app.machine.endBudget(epoch: epoch) else { return }
        perform(on: app) { AppMachine.budgetEndSteps(into: &$0) }
    }

    /// BG-5: the outstanding task `id` expires: recorded, then its expiration handler; nothing
    /// for a task an earlier handler has ended.
    func expireTask(_ app: InstalledApp, id: Int) {
        guard let task = app.process?.tasks.first(where: { $0.id == id }) else { return }
        recordTask(app, .expire, id: task.id, nameCode: task.nameCode, .bg5)
        if let expiration = task.expiration { runExpiration(app, task: task.name, rule: .bg5, expiration) }
    }

    /// BG-5: right after the expiration handlers, UIKit logs each task still outstanding, oldest
    /// first, from iOS 14 (`OSProfile.warnsOfTasksLeftAfterExpiry`).
    func warnOfTasksLeftAfterExpiry(_ app: InstalledApp) {
        guard profile.warnsOfTasksLeftAfterExpiry, let process = app.process else { return }
        for task in process.tasks {
            let message = OSProfile.taskLeftAfterExpiryWarning(id: task.id, name: task.name, begunSecond: Int(task.begunSecond),
                                                               now: now)
            warn(app, .taskNotEndedAfterExpiration(message: message, task: task.name), .bg5)
        }
    }

    /// BG-5: tasks still outstanding once every expiration handler has run get the app killed; the
    /// warning names them, oldest first, so the code that forgot one can be found.
    func killIfTasksRemain(_ app: InstalledApp, _ rule: RuleID) {
        guard let process = app.process, !process.tasks.isEmpty else { return }
        let names = process.tasks.map { "'\($0.name)'" }.joined(separator: ", ")
        _ = systemKill(app, rule, warning: WarningText.assertionsBeyondTime(count: "\(process.tasks.count)", tasks: names))
    }

    // MARK: BG-2

    /// The one predicate of docs/EXECUTION_MODEL.md: what keeps a background app running.
    func keepsRunning(_ app: InstalledApp) -> Bool {
        guard let backgrounding = app.machine.backgrounding, let process = app.process else { return false }
        // DB-1: a debugged app is never suspended. This is BG-2's part of DB-1; the kills a
        // debugger prevents are decided by `systemKill`.
        if app.debuggerAttached { return true }
        if !process.tasks.isEmpty && !backgrounding.budgetEnded { return true }
        if process.completions.contains(where: { $0.deadline != nil }) { return true }
        if activityCounts(.audio, running: process.audioPlaying, in: app) { return true }
        if activityCounts(.location, running: process.locationUpdating, in: app) { return true }
        if process.sendingDocument { return true }
        if !process.bgRunning.isEmpty { return true }
        return false
    }

    /// BG-2: a background app that nothing keeps running is suspended at once.
    func settle(_ app: InstalledApp, _ rule: RuleID = .bg2) {
        guard depth == 0, app.state == .background, !keepsRunning(app) else { return }
        transition(app, to: .suspended, rule)
    }

    /// Applies BG-2 to every app, in home-screen order (only background apps can change, and
    /// looking at the others by index touches no reference count).
    func settleAll() {
        // SC-6: scene requests run once the code that made them has returned, before BG-2 decides.
        if !sceneRequests.isEmpty { runSceneRequests() }
        // BT-9: a continued processing task starts once the code that submitted it has returned.
        if !continuedRequests.isEmpty { runContinuedRequests() }
        for index in apps.indices where apps[index].state == .background { settle(apps[index]) }
        if cancelledWaitsPending && depth == 0, let clockWatcher {
            cancelledWaitsPending = false
            resolveCancelledWaits(clockWatcher)
        }
    }
}
