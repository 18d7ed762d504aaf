/// The apps' and processes' part of a situation's words (`Device.Situation`): each walk reads its
/// part, live or a value (`AppSituationReading`, `ProcessSituationReading`), changes nothing, and
/// writes it in a `SituationNumbering` (`write`), each number the device handed out noted by its
/// kind and each time by its distance from the state's clock; a few rare and complex parts are
/// kept beside the words as values (`keep`).

extension InstalledApp.State {
    /// The stored properties `writeSituation(by:app:names:)` writes or keeps beside the words;
    /// `SituationWordsTests` holds every stored property of an app's state to being here.
    static let situationProperties: Set<String> = [
        "name", "machine", "process", "refreshOn", "forceQuit", "pendingTransfers", "cancelledTransfers",
        "debuggerAttached", "archive", "lastRestored", "inbox", "bgPending", "discardedWhileNotRunning",
        "endedScenes", "storage",
    ]
}

extension AppSituationReading {
    /// App `app`'s machine, process and what outlives its processes (`names`: the device's, where
    /// task names are codes).
    func writeSituation(by numbering: SituationNumbering, app: Int, names: TraceNames?) {
        writeMachine(by: numbering, app: app)
        if let process {
            numbering.write(true)
            process.writeSituation(by: numbering, names: names)
        } else {
            numbering.write(false)
        }
        numbering.write(name)
        var switches = SituationSwitches()
        switches.add(refreshOn)
        switches.add(forceQuit)
        switches.add(debuggerAttached)
        switches.add(discardedWhileNotRunning)
        numbering.write(switches.word)
        numbering.write(pendingTransfers)
        numbering.write(cancelledTransfers)
        numbering.keep(archive, as: SituationSidePart.archive)
        numbering.write(lastRestored)
        numbering.keep(.inbox(inbox), if: !inbox.isEmpty)
        numbering.keep(.bgPending(bgPending.map { request in
            var moved = request
            moved.earliest = request.earliest.map(numbering.moved)
            return moved
        }), if: !bgPending.isEmpty)
        numbering.write(endedScenes)
        numbering.keep(.storage(storage), if: !storage.isEmpty)
    }
}

extension AppProcess.State {
    /// The stored properties `writeSituation(by:names:)` writes or keeps beside the words;
    /// `SituationWordsTests` holds every stored property of a process's state to being here.
    static let situationProperties: Set<String> = [
        "generation", "launchReason", "tasks", "lastTaskID", "completions", "audioPlaying", "locationUpdating",
        "views", "restoring", "sendingDocument", "pendingTimers", "firingInstant", "firingsAtInstant",
        "warnedRunaway", "finishedLaunching", "bgHandlers", "bgRunning", "watchdog", "restorationVetoed",
    ]
}

extension ProcessSituationReading {
    /// The process: its generation, tasks, the last identifier per task name, completion windows
    /// and watchdog as words, numbers renamed and times moved; the runaway guard's count only for
    /// the state's clock (`isNow`); view controllers and BGTaskScheduler handlers and tasks beside
    /// the words.
    func writeSituation(by numbering: SituationNumbering, names: TraceNames?) {
        numbering.write(.generation, generation)
        numbering.write(tasks.count)
        for task in tasks {
            numbering.write(.task, task.id)
            numbering.write(task.name)
            numbering.write(task.expiration)
        }
        writeLastTaskIDs(by: numbering, names: names)
        numbering.write(completions.count)
        for window in completions {
            numbering.write(.window, window.id)
            numbering.write(window.deadline)
            numbering.write(window.kind.situationWord)
        }
        if !runsBGTasks {
            numbering.write(false)
        } else {
            let tasks = runningBGTasks(names: names)
            numbering.keepRenamed { numbering in
                var running = tasks
                for index in running.indices {
                    running[index].serial = numbering(.bgTaskSerial, running[index].serial)
                    running[index].completion = numbering(.window, running[index].completion)
                    running[index].expiration?.rewrite(by: numbering)
                }
                return .bgRunning(running)
            }
        }
        numbering.write(launchReason.situationWord)
        var switches = SituationSwitches()
        switches.add(audioPlaying)
        switches.add(locationUpdating)
        switches.add(restoring)
        switches.add(sendingDocument)
        switches.add(warnedRunaway)
        switches.add(finishedLaunching)
        switches.add(restorationVetoed)
        // The count of timers run at one instant decides only at that instant (`RunawayGuard`).
        let firingNow = numbering.isNow(firingInstant)
        switches.add(firingNow)
        numbering.write(switches.word)
        if firingNow { numbering.write(firingsAtInstant) }
        numbering.write(pendingTimers)
        numbering.keep(.views(viewsValue), if: holdsViews)
        numbering.keep(.bgHandlers(bgHandlers), if: !bgHandlers.isEmpty)
        numbering.write(watchdog != nil)
        if let watchdog {
            numbering.writeDistance(watchdog.deadline)
            numbering.write(watchdog.kind.situationWord)
        }
    }

    /// The last identifier handed out per task name (BG-6), renamed: the count, then each name
    /// and identifier in the order of the names (a dictionary has none of its own).
    private func writeLastTaskIDs(by numbering: SituationNumbering, names: TraceNames?) {
        numbering.write(lastTaskIDCount)
        guard lastTaskIDCount > 1 else {
            return forEachLastTaskID(names: names) { name, id in
                numbering.write(name())
                numbering.write(.task, id)
            }
        }
        var sorted: [(name: String, id: Int)] = []
        forEachLastTaskID(names: names) { name, id in sorted.append((name(), id)) }
        sorted.sort { $0.name < $1.name }
        for (name, id) in sorted {
            numbering.write(name)
            numbering.write(.task, id)
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
    /// The item's words: which item it is, then every number it names, noted (four words, zeros
    /// where it names fewer; its deadline and place are the scheduler's).
    func write(by numbering: SituationNumbering) {
        switch self {
        case .budgetExpiry(let app, let generation, let epoch, let endPlace):
            numbering.write(0)
            numbering.write(app)
            numbering.write(.generation, generation)
            numbering.writeBudget(app: app, epoch)
            numbering.writePlace(endPlace)
        case .budgetEnd(let app, let generation, let epoch):
            numbering.write(1)
            numbering.write(app)
            numbering.write(.generation, generation)
            numbering.writeBudget(app: app, epoch)
            numbering.write(0)
        case .longLivedTaskCheck(let app, let generation, let task):
            numbering.writeItem(2, app: app, generation: generation, .task, task)
        case .completionDeadline(let app, let generation, let window):
            numbering.writeItem(3, app: app, generation: generation, .window, window)
        case .timer(let id):
            numbering.write(4)
            numbering.write(.timer, id)
            for _ in 0..<3 { numbering.write(0) }
        case .protectedDataLoss(let epoch):
            numbering.write(5)
            numbering.write(.protectedDataEpoch, epoch)
            for _ in 0..<3 { numbering.write(0) }
        case .bgTaskExpiry(let app, let generation, let serial):
            numbering.writeItem(6, app: app, generation: generation, .bgTaskSerial, serial)
        }
    }
}

extension SituationNumbering {
    /// A scheduled item of an app's process that names one more number: its case, the app, the
    /// generation and the number, then a zero.
    fileprivate func writeItem(_ item: Int, app: Int, generation: Int, _ kind: Kind, _ number: Int) {
        write(item)
        write(app)
        write(.generation, generation)
        write(kind, number)
        write(0)
    }

    /// A task's expiration handler: none, the handlers' code with the completion window it holds
    /// and its scene, or a closure by its number.
    fileprivate func write(_ expiration: HeldExpiration?) {
        switch expiration {
        case nil:
            write(0)
        case .handlers(let completion, let scene)?:
            write(1)
            write(.window, completion)
            write(scene)
        case .closure(let closure)?:
            write(2)
            write(closure.number)
        }
    }
}
