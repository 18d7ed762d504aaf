/// The device's part of a situation's words (`Device.Situation`): one walk over a device or a
/// state (`DeviceSituationReading`), run by each pass of a `SituationNumbering`, that reads it and
/// changes nothing.
extension Device.State {
    /// The stored properties the walk (`writeSituation(by:)`) writes, keeps beside the words, or
    /// leaves out as it says; `SituationWordsTests` holds every stored property of the state to
    /// being here.
    static let situationProperties: Set<String> = [
        "version", "multitasking", "model", "memory", "systemMemory", "origin", "apps",
        "now",  // the origin every time is counted from
        "internalFailure", "scheduler", "schedulerSweepThreshold", "warnedCatchUpRunaway", "timers",
        "nextTaskID", "nextGeneration", "nextWindowID", "nextBGTaskSerial", "nextHeldClosure",  // counters: gone
        "charging", "network", "front", "beside", "overlays", "call", "fullScreenCalls", "alwaysOnDisplay",
        "locked", "passcode", "protectedDataAvailable", "protectedDataEpoch", "lockReturn", "lockReturnSplit",
        "switcherCards", "globalRefresh", "lowPower", "recordsNotifications", "memoryWarningLevel",
        "endedSinceLastProcessList",  // left out: only `ps`'s line of them reads it (PS-1)
    ]
}

extension DeviceSituationReading {
    /// The state as words, in `numbering`: every part, times moved and numbers noted (the clock
    /// itself, the origin, and the counters of what comes next left out), the scheduler's items
    /// with the places that decide something noted, the pending timers, an internal failure and
    /// the Swift API's device kept as values.
    func writeSituation(by numbering: SituationNumbering) {
        let apps = self.apps, names = taskNames
        numbering.write(apps.count)
        for index in apps.indices { writeApp(index, of: apps, by: numbering, names: names) }
        writeScheduler(by: numbering, apps: apps)
        if timers.isEmpty {
            numbering.write(false)
        } else {
            let timers = self.timers
            numbering.keepRenamed { numbering in
                var rewritten = timers
                rewritten.rewrite(id: { numbering(.timer, $0) }) { $0.rewrite(by: numbering) }
                return .timers(rewritten)
            }
        }
        numbering.write(.protectedDataEpoch, protectedDataEpoch)
        numbering.write(osVersion.major)
        numbering.write(osVersion.minor)
        numbering.write(model.situationWord)
        numbering.write(Int(memory.bytes))
        numbering.write(Int(systemMemory.bytes))
        numbering.keep(closureOrigin, as: SituationSidePart.origin)
        numbering.keep(internalFailure) { failure in
            var moved = failure
            moved.time = numbering.moved(failure.time)
            return .internalFailure(moved)
        }
        numbering.write(schedulerSweepThreshold)
        var switches = SituationSwitches()
        switches.add(multitasks)
        switches.add(warnedCatchUpRunaway)
        switches.add(charging)
        switches.add(network)
        switches.add(fullScreenCalls)
        switches.add(alwaysOnDisplay)
        switches.add(locked)
        switches.add(passcode)
        switches.add(protectedDataAvailable)
        switches.add(lowPower)
        switches.add(recordsNotifications)
        numbering.write(switches.word)
        numbering.write(front)
        numbering.write(beside)
        numbering.write(overlays.situationWord)
        numbering.write(call)
        numbering.write(lockReturn)
        numbering.write(lockReturnSplit.count)
        for slot in lockReturnSplit { numbering.write(slot) }
        numbering.write(switcherCards)
        numbering.write(globalRefresh.situationWord)
        numbering.write(memoryWarningLevel.value)
    }

    /// The scheduler's items, led by their count, as records of seven words (place, distance of
    /// the deadline, then the item's five), which `finish()` sorts into the order they come out.
    /// Notes the places that decide something: each item's, at its deadline, and the one a
    /// current budget took ahead for its end (BG-5), at the end's deadline, where the end will be
    /// scheduled. A budget no longer current never schedules its end.
    private func writeScheduler(by numbering: SituationNumbering, apps: [App]) {
        numbering.write(scheduler.count)
        let first = numbering.words.count
        scheduler.forEach { deadline, place, item in
            numbering.notePlace(place, at: numbering.moved(deadline))
            numbering.writePlace(place)
            numbering.writeDistance(deadline)
            item.write(by: numbering)
            guard case .budgetExpiry(let app, let generation, let epoch, let endPlace) = item,
                  apps[app].process?.generation == generation,
                  let end = apps[app].endOfBudget(ifCurrent: epoch) else { return }
            numbering.notePlace(endPlace, at: numbering.moved(end))
        }
        numbering.writtenItems(from: first, width: 7)
    }
}

extension SituationNumbering {
    /// A scene on screen: whether there is one, then its app and scene.
    fileprivate func write(_ slot: SceneSlot?) {
        guard let slot else { return write(0) }
        write(1)
        write(slot.app)
        write(slot.scene)
    }

    /// The phone: the call's case, then where an answered full-screen call returns to.
    fileprivate func write(_ call: CallState) {
        switch call {
        case .none: write(0)
        case .ringing: write(1)
        case .answered(let returnTo):
            write(2)
            write(returnTo)
        case .bannerRinging: write(3)
        case .bannerAnswered: write(4)
        }
    }
}
