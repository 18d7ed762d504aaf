/// The apps' and processes' part of a situation's words (`Device.Situation`): each walk reads its
/// part and changes nothing, noting numbers in a `SituationNumbering`'s first pass and writing
/// words in its second (`write`), each number by its kind and each time by its distance from the
/// state's clock; a few rare and complex parts are kept beside the words as values (`keep`).

extension InstalledApp.State {
    /// The stored properties `write(by:app:now:)` writes or keeps beside the words;
    /// `SituationWordsTests` holds every stored property of an app's state to being here.
    static let situationProperties: Set<String> = [
        "name", "machine", "process", "refreshOn", "forceQuit", "pendingTransfers", "cancelledTransfers",
        "debuggerAttached", "archive", "lastRestored", "inbox", "bgPending", "discardedWhileNotRunning",
        "endedScenes", "storage",
    ]

    /// App `app`'s machine, process and what outlives its processes (`now`: the state's clock,
    /// for the process's runaway guard).
    func write(by numbering: SituationNumbering, app: Int, now: VirtualTime) {
        numbering.write(name)
        machine.write(by: numbering, app: app)
        if let process {
            numbering.write(true)
            process.write(by: numbering, now: now)
        } else {
            numbering.write(false)
        }
        numbering.write(refreshOn)
        numbering.write(forceQuit)
        numbering.write(pendingTransfers)
        numbering.write(cancelledTransfers)
        numbering.write(debuggerAttached)
        numbering.keep(archive, as: SituationSidePart.archive)
        numbering.write(lastRestored)
        numbering.keep(.inbox(inbox), if: !inbox.isEmpty)
        numbering.keep(.bgPending(bgPending.map { request in
            var moved = request
            moved.earliest = request.earliest.map(numbering.moved)
            return moved
        }), if: !bgPending.isEmpty)
        numbering.write(discardedWhileNotRunning)
        numbering.write(endedScenes)
        numbering.keep(.storage(storage), if: !storage.isEmpty)
    }
}

extension AppProcess.State {
    /// The stored properties `write(by:now:)` writes or keeps beside the words;
    /// `SituationWordsTests` holds every stored property of a process's state to being here.
    static let situationProperties: Set<String> = [
        "generation", "launchReason", "tasks", "lastTaskID", "completions", "audioPlaying", "locationUpdating",
        "views", "restoring", "sendingDocument", "pendingTimers", "firingInstant", "firingsAtInstant",
        "warnedRunaway", "finishedLaunching", "bgHandlers", "bgRunning", "watchdog", "restorationVetoed",
    ]

    /// The process: its generation, tasks, the last identifier per task name, completion windows
    /// and watchdog as words, numbers renamed and times moved; the runaway guard's count only for
    /// the instant `now`; view controllers and BGTaskScheduler handlers and tasks beside the words.
    func write(by numbering: SituationNumbering, now: VirtualTime) {
        numbering.write(numbering(.generation, generation))
        numbering.write(launchReason.situationWord)
        numbering.write(tasks.count)
        for task in tasks {
            numbering.write(numbering(.task, task.id))
            numbering.write(task.name)
            numbering.write(task.expiration)
        }
        writeLastTaskIDs(by: numbering)
        numbering.write(completions.count)
        for window in completions {
            numbering.write(numbering(.window, window.id))
            numbering.write(window.deadline)
            numbering.write(window.kind.situationWord)
        }
        numbering.write(audioPlaying)
        numbering.write(locationUpdating)
        numbering.keep(.views(views), if: !(views.controllers.isEmpty && views.root == nil))
        numbering.write(restoring)
        numbering.write(sendingDocument)
        numbering.write(pendingTimers)
        // The count of timers run at one instant decides only at that instant (`RunawayGuard`).
        numbering.write(firingInstant == now)
        if firingInstant == now { numbering.write(firingsAtInstant) }
        numbering.write(warnedRunaway)
        numbering.write(finishedLaunching)
        numbering.keep(.bgHandlers(bgHandlers), if: !bgHandlers.isEmpty)
        if bgRunning.isEmpty {
            numbering.write(false)
        } else {
            var running = bgRunning
            for index in running.indices {
                running[index].serial = numbering(.bgTaskSerial, running[index].serial)
                running[index].completion = numbering(.window, running[index].completion)
                running[index].expiration?.rewrite(by: numbering)
            }
            numbering.keep(.bgRunning(running), if: true)
        }
        numbering.write(watchdog != nil)
        if let watchdog {
            numbering.write(numbering.distance(watchdog.deadline))
            numbering.write(watchdog.kind.situationWord)
        }
        numbering.write(restorationVetoed)
    }

    /// The last identifier handed out per task name (BG-6), renamed: the count, then each name
    /// and identifier in the order of the names (a dictionary has none of its own).
    private func writeLastTaskIDs(by numbering: SituationNumbering) {
        numbering.write(lastTaskID.count)
        if lastTaskID.count > 1 {
            for (name, id) in lastTaskID.sorted(by: { $0.key < $1.key }) {
                numbering.write(name)
                numbering.write(numbering(.task, id))
            }
        } else {
            for (name, id) in lastTaskID {
                numbering.write(name)
                numbering.write(numbering(.task, id))
            }
        }
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
    /// The timer's process generation, due time (moved) and completion window.
    mutating func rewrite(by numbering: SituationNumbering) {
        generation = numbering(.generation, generation)
        due = numbering.moved(due)
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
