/// The parts of a state as `Device.Situation` rewrites them, in place, in each pass of a
/// `SituationNumbering`: each time by `numbering.time`, each number the device handed out by its
/// kind; what a part holds beyond those stays as it is.

extension InstalledApp.State {
    /// App `app`'s machine, process and pending BGTaskScheduler requests (`now`: the state's clock
    /// in this pass, for the process's runaway guard).
    mutating func rewrite(by numbering: SituationNumbering, app: Int, now: VirtualTime) {
        machine.rewrite(time: numbering.time, budget: { numbering.budget(app: app, $0) },
                        timer: { numbering(.timer, $0) })
        process?.rewrite(by: numbering, now: now)
        for index in bgPending.indices {
            if let earliest = bgPending[index].earliest { bgPending[index].earliest = numbering.time(earliest) }
        }
    }
}

extension AppProcess.State {
    /// The generation, tasks, completion windows, running BGTaskScheduler tasks and watchdog; the
    /// runaway guard's count kept only for the instant `now`.
    mutating func rewrite(by numbering: SituationNumbering, now: VirtualTime) {
        generation = numbering(.generation, generation)
        for index in tasks.indices {
            tasks[index].id = numbering(.task, tasks[index].id)
            tasks[index].expiration?.rewrite(by: numbering)
        }
        var last = lastTaskID.values.startIndex
        while last != lastTaskID.values.endIndex {
            lastTaskID.values[last] = numbering(.task, lastTaskID.values[last])
            lastTaskID.values.formIndex(after: &last)
        }
        for index in completions.indices {
            completions[index].id = numbering(.window, completions[index].id)
            if let deadline = completions[index].deadline { completions[index].deadline = numbering.time(deadline) }
        }
        if firingInstant == now {
            firingInstant = numbering.time(firingInstant)
        } else {
            // Any instant but now: the next firing starts the count again (`RunawayGuard`).
            firingInstant = VirtualTime(milliseconds: .min)
            firingsAtInstant = 0
        }
        for index in bgRunning.indices {
            bgRunning[index].serial = numbering(.bgTaskSerial, bgRunning[index].serial)
            bgRunning[index].completion = numbering(.window, bgRunning[index].completion)
            bgRunning[index].expiration?.rewrite(by: numbering)
        }
        if let deadline = watchdog?.deadline { watchdog?.deadline = numbering.time(deadline) }
    }
}

extension HeldExpiration {
    /// The completion window the handler's code holds; a closure stays as it is.
    mutating func rewrite(by numbering: SituationNumbering) {
        switch self {
        case .handlers(let completion, let scene):
            self = .handlers(completion: numbering(.window, completion), scene: scene)
        case .closure: break
        }
    }
}

extension PendingTimer {
    /// The timer's process generation, due time and completion window.
    mutating func rewrite(by numbering: SituationNumbering) {
        generation = numbering(.generation, generation)
        due = numbering.time(due)
        completion = numbering(.window, completion)
    }
}

extension ScheduledItem {
    /// Every number the item names (its deadline is the scheduler's).
    mutating func rewrite(by numbering: SituationNumbering) {
        switch self {
        case .budgetExpiry(let app, let generation, let epoch, let endPlace):
            self = .budgetExpiry(app: app, generation: numbering(.generation, generation),
                                 epoch: numbering.budget(app: app, epoch), endPlace: numbering.place(endPlace))
        case .budgetEnd(let app, let generation, let epoch):
            self = .budgetEnd(app: app, generation: numbering(.generation, generation),
                              epoch: numbering.budget(app: app, epoch))
        case .longLivedTaskCheck(let app, let generation, let task):
            self = .longLivedTaskCheck(app: app, generation: numbering(.generation, generation),
                                       task: numbering(.task, task))
        case .completionDeadline(let app, let generation, let window):
            self = .completionDeadline(app: app, generation: numbering(.generation, generation),
                                       window: numbering(.window, window))
        case .timer(let id):
            self = .timer(id: numbering(.timer, id))
        case .protectedDataLoss(let epoch):
            self = .protectedDataLoss(epoch: numbering(.protectedDataEpoch, epoch))
        case .bgTaskExpiry(let app, let generation, let serial):
            self = .bgTaskExpiry(app: app, generation: numbering(.generation, generation),
                                 serial: numbering(.bgTaskSerial, serial))
        }
    }
}
