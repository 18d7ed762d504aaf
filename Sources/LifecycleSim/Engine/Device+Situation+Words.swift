/// The device's part of a situation's words (`Device.Situation`): one walk over a state, run by
/// each pass of a `SituationNumbering`, that reads the state and changes nothing.
extension Device.State {
    /// The stored properties the walk (`write(by:)`) writes, keeps beside the words, or leaves
    /// out as it says; `SituationWordsTests` holds every stored property of the state to being here.
    static let situationProperties: Set<String> = [
        "version", "multitasking", "model", "memory", "systemMemory", "origin", "apps",
        "now",  // the origin every time is counted from
        "internalFailure", "scheduler", "schedulerSweepThreshold", "warnedCatchUpRunaway", "timers",
        "nextTaskID", "nextGeneration", "nextWindowID", "nextBGTaskSerial", "nextHeldClosure",  // counters: gone
        "charging", "network", "front", "beside", "overlays", "call", "fullScreenCalls", "alwaysOnDisplay",
        "locked", "passcode", "protectedDataAvailable", "protectedDataEpoch", "lockReturn", "lockReturnSplit",
        "switcherCards", "globalRefresh", "lowPower", "recordsNotifications", "memoryWarningLevel",
        "endedSinceLastProcessList",
    ]

    /// One pass of `numbering` over the state: in the first, every number noted; in the second,
    /// every part written as words, numbers renamed and times moved (the clock itself, the origin,
    /// and the counters of what comes next left out), the scheduler's items in the order they come
    /// out, the pending timers, an internal failure and the Swift API's device kept as values.
    func write(by numbering: SituationNumbering) {
        numbering.write(version.major)
        numbering.write(version.minor)
        numbering.write(multitasking)
        numbering.write(model.situationWord)
        numbering.write(Int(memory.bytes))
        numbering.write(Int(systemMemory.bytes))
        numbering.keep(origin, as: SituationSidePart.origin)
        numbering.write(apps.count)
        for index in apps.indices { apps[index].write(by: numbering, app: index, now: now) }
        numbering.keep(internalFailure) { failure in
            var moved = failure
            moved.time = numbering.moved(failure.time)
            return .internalFailure(moved)
        }
        writeScheduler(by: numbering)
        numbering.write(schedulerSweepThreshold)
        numbering.write(warnedCatchUpRunaway)
        if timers.isEmpty {
            numbering.write(false)
        } else {
            var rewritten = timers
            rewritten.rewrite(id: { numbering(.timer, $0) }) { $0.rewrite(by: numbering) }
            numbering.keep(.timers(rewritten), if: true)
        }
        numbering.write(charging)
        numbering.write(network)
        numbering.write(front)
        numbering.write(beside)
        numbering.write(overlays.situationWord)
        numbering.write(call)
        numbering.write(fullScreenCalls)
        numbering.write(alwaysOnDisplay)
        numbering.write(locked)
        numbering.write(passcode)
        numbering.write(protectedDataAvailable)
        numbering.write(numbering(.protectedDataEpoch, protectedDataEpoch))
        numbering.write(lockReturn)
        numbering.write(lockReturnSplit.count)
        for slot in lockReturnSplit { numbering.write(slot) }
        numbering.write(switcherCards)
        numbering.write(globalRefresh.situationWord)
        numbering.write(lowPower)
        numbering.write(recordsNotifications)
        numbering.write(memoryWarningLevel.value)
        numbering.write(endedSinceLastProcessList.count)
        for ended in endedSinceLastProcessList {
            numbering.write(ended.app)
            numbering.write(ended.times)
        }
    }

    /// The scheduler's items, led by their count, as records of seven words (position, distance
    /// of the deadline, then the item's five) sorted into the order they come out.
    private func writeScheduler(by numbering: SituationNumbering) {
        numbering.write(scheduler.count)
        let first = numbering.words.count
        scheduler.forEach { deadline, place, item in
            numbering.write(numbering.place(place))
            numbering.write(numbering.distance(deadline))
            item.write(by: numbering)
        }
        numbering.sortRecords(from: first, to: numbering.words.count, width: 7)
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
