/// The parts of a state as `Device.Situation` rewrites them in each pass of a `SituationNumbering`:
/// in place, each time by `numbering.time` and each number the device handed out by its kind, or,
/// for a process's tasks and completion windows, as words (`numbering.write`), the lists then
/// left empty; what a part holds beyond those stays as it is.

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
    /// The generation, tasks, completion windows (as words), running BGTaskScheduler tasks and
    /// watchdog; the runaway guard's count kept only for the instant `now`.
    mutating func rewrite(by numbering: SituationNumbering, now: VirtualTime) {
        generation = numbering(.generation, generation)
        numbering.write(tasks.count)
        for task in tasks {
            numbering.write(numbering(.task, task.id))
            numbering.write(task.name)
            numbering.write(task.expiration)
        }
        var last = lastTaskID.values.startIndex
        while last != lastTaskID.values.endIndex {
            lastTaskID.values[last] = numbering(.task, lastTaskID.values[last])
            lastTaskID.values.formIndex(after: &last)
        }
        numbering.write(completions.count)
        for window in completions {
            numbering.write(numbering(.window, window.id))
            numbering.write(window.deadline.map(numbering.distance))
            numbering.write(window.kind.situationWord)
        }
        if !numbering.collecting {
            // Held as words from now on (`Device.Situation`).
            tasks = []
            completions = []
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
    /// The item's words: which item it is, then every number it names, renamed (four words, zeros
    /// where it names fewer; its deadline and place are the scheduler's).
    func write(by numbering: SituationNumbering) {
        switch self {
        case .budgetExpiry(let app, let generation, let epoch, let endPlace):
            numbering.write(0, app, numbering(.generation, generation), numbering.budget(app: app, epoch),
                            numbering.place(endPlace))
        case .budgetEnd(let app, let generation, let epoch):
            numbering.write(1, app, numbering(.generation, generation), numbering.budget(app: app, epoch))
        case .longLivedTaskCheck(let app, let generation, let task):
            numbering.write(2, app, numbering(.generation, generation), numbering(.task, task))
        case .completionDeadline(let app, let generation, let window):
            numbering.write(3, app, numbering(.generation, generation), numbering(.window, window))
        case .timer(let id):
            numbering.write(4, numbering(.timer, id))
        case .protectedDataLoss(let epoch):
            numbering.write(5, numbering(.protectedDataEpoch, epoch))
        case .bgTaskExpiry(let app, let generation, let serial):
            numbering.write(6, app, numbering(.generation, generation), numbering(.bgTaskSerial, serial))
        }
    }
}

extension SituationNumbering {
    /// A scheduled item's words: its case and up to four fields, zeros after them.
    fileprivate func write(_ item: Int, _ first: Int, _ second: Int = 0, _ third: Int = 0, _ fourth: UInt64 = 0) {
        write(item)
        write(first)
        write(second)
        write(third)
        write(fourth)
    }

    /// A task's expiration handler: none, the handlers' code with the completion window it holds
    /// (renamed) and its scene, or a closure by its number.
    fileprivate func write(_ expiration: HeldExpiration?) {
        switch expiration {
        case nil:
            write(0)
        case .handlers(let completion, let scene)?:
            write(1)
            write(self(.window, completion))
            write(scene)
        case .closure(let closure)?:
            write(2)
            write(closure.number)
        }
    }
}

extension Device.BackgroundEventKind {
    /// The kind as one word (`Device.Situation`).
    fileprivate var situationWord: Int {
        switch self {
        case .fetch: 0
        case .push: 1
        case .location: 2
        case .urlSession: 3
        }
    }
}
