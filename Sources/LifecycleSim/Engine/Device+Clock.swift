/// Moving the virtual clock and firing what falls due.
extension Device {
    /// Advances the clock to `time`, firing in order everything due at or before it.
    ///
    /// Idle time costs nothing: the clock jumps from one scheduled item to the next.
    /// A `time` earlier than `now` (callbacks did work past it) fires everything due by `now`
    /// first: what fell due while the main thread was busy runs when it is free, before the
    /// next line (docs/EXECUTION_MODEL.md, "Callbacks are atomic").
    public func advance(to time: VirtualTime) {
        fireDue(notAfter: time)
        if time > now { now = time }
        flushTrace()
    }

    /// Advances the clock by `duration`.
    public func advance(by duration: VirtualDuration) {
        advance(to: now + duration)
    }

    /// Fires every scheduled item due at or before `limit`, or before `now` when callbacks
    /// worked past it, each at `max(now, deadline)`.
    ///
    /// Items that fall due only because earlier ones worked past `limit` are bounded by the
    /// runaway guard: an app whose timers each work and schedule the next one (possible under
    /// a debugger, where nothing kills it) would otherwise keep the next line from ever coming.
    /// A stale item (`isStale`) does nothing when it fires and is not counted: whether stale
    /// items were swept out beforehand changes nothing (`sweepStaleItems`).
    func fireDue(notAfter limit: VirtualTime) {
        // After most events nothing is due: one look at the queue and the clock answers that
        // before the loop, whose entry checks exclusive access to all five properties it
        // touches (three dynamic checks fewer per event).
        guard let next = scheduler.nextDeadline, next <= max(limit, now) else { return }
        var firedPastLimit = 0
        while internalFailure == nil, let (deadline, item) = scheduler.next, deadline <= max(limit, now) {
            if deadline > limit && !isStale(item) {
                firedPastLimit += 1
                guard firedPastLimit <= RunawayGuard.firingsPastLimit else {
                    warnCatchUpRunaway()
                    return
                }
            }
            guard scheduler.popDue(notAfter: deadline) != nil else { return }  // the item just read
            if deadline > now { now = deadline }
            fire(item)
            settleAll()
        }
    }

    /// The one warning of the catch-up guard (TE-5, the simulator's guard).
    private func warnCatchUpRunaway() {
        guard !warnedCatchUpRunaway else { return }
        warnedCatchUpRunaway = true
        warn(nil, WarningText.catchUpRunaway(count: "\(RunawayGuard.firingsPastLimit)"), .te5)
    }

    /// Fires what the work of the last callbacks let fall due (timers wait for callbacks to return).
    func catchUp() {
        fireDue(notAfter: now)
    }

    /// Schedules `item`, sweeping out stale items first when the queue has doubled since the
    /// last sweep: Home and return at one instant, over and over, each leave a budget expiry
    /// behind that would otherwise wait its 180 s, so the queue stays proportional
    /// to what is live, at an amortised constant cost per item.
    func schedule(_ item: ScheduledItem, at deadline: VirtualTime) {
        schedule(item, at: deadline, in: scheduler.reservePlace())
    }

    /// `schedule(_:at:)` in a place taken earlier (`Scheduler.reservePlace`).
    func schedule(_ item: ScheduledItem, at deadline: VirtualTime, in place: UInt64) {
        if scheduler.count >= schedulerSweepThreshold {
            sweepStaleItems()
            schedulerSweepThreshold = max(Self.minimumSweepThreshold, 2 * scheduler.count)
        }
        scheduler.schedule(item, at: deadline, in: place)
    }

    /// The queue length below which stale items are simply left to fall due.
    static let minimumSweepThreshold = 1024

    /// Removes every scheduled item that can never act (`isStale`): what the device does next
    /// stays the same, record for record (SchedulerSweepTests). An exploration sweeps after every
    /// step (`ExploreStep.apply`), so its `wait` never stops at such an item, and two states that
    /// differ only in such items are one situation (docs/ENGINE.md, "The device's state"). An item
    /// `isStale` does not name can still do nothing when it fires (the expiry of the budget a
    /// suspended app began last): it stays.
    package func sweepStaleItems() {
        scheduler.removeAll(where: isStale)
    }

    /// True when `item` would do nothing when it fires: its process ended, its backgrounding is
    /// over (epochs only grow), its completion window closed or was disarmed (windows are
    /// never re-armed), or its timer ran or was dropped. Firing one changes nothing either:
    /// the device is settled before every item (`handle`, `fireDue`), so sweeping stale items
    /// out early leaves the trace as it was (SchedulerSweepTests).
    func isStale(_ item: ScheduledItem) -> Bool {
        switch item {
        case .budgetExpiry(let index, let generation, let epoch, _), .budgetEnd(let index, let generation, let epoch):
            return !isAlive(apps[index], generation) || !apps[index].machine.isCurrentBudget(epoch)
        case .completionDeadline(let index, let generation, let window):
            guard let process = process(of: apps[index], generation) else { return true }
            return !process.completions.contains { $0.id == window && $0.deadline != nil }
        case .timer(let id):
            return !timers.contains(id)
        case .longLivedTaskCheck(let index, let generation, let task):
            guard let process = process(of: apps[index], generation) else { return true }
            return !process.tasks.contains { $0.id == task }
        case .bgTaskExpiry(let index, let generation, let serial):
            guard let process = process(of: apps[index], generation) else { return true }
            return !process.bgRunning.contains { $0.serial == serial }
        case .protectedDataLoss(let epoch):
            return epoch != protectedDataEpoch
        }
    }

    private func fire(_ item: ScheduledItem) {
        switch item {
        case .budgetExpiry(let index, let generation, let epoch, let endPlace):
            expireBudget(apps[index], generation: generation, epoch: epoch, endPlace: endPlace)
        case .budgetEnd(let index, let generation, let epoch):
            endBudget(apps[index], generation: generation, epoch: epoch)
        case .completionDeadline(let index, let generation, let window):
            closeCompletionWindow(apps[index], generation: generation, window: window)
        case .timer(let id):
            fireTimer(id)
        case .longLivedTaskCheck(let index, let generation, let task):
            warnOfLongLivedTask(apps[index], generation: generation, id: task)
        case .bgTaskExpiry(let index, let generation, let serial):
            expireBGTask(apps[index], generation: generation, serial: serial)
        case .protectedDataLoss(let epoch):
            loseProtectedData(epoch: epoch)
        }
    }

    // MARK: Timers in the app's code

    /// Schedules `body` to run `delay` from now in `app`'s process (an `after` action).
    func scheduleTimer(_ app: InstalledApp, generation: Int, after delay: VirtualDuration, label: TimerLabel,
                       completion: Int? = nil, _ closure: HeldClosure?) {
        guard let process = process(of: app, generation) else { return }
        guard !process.warnedRunaway else { return }
        guard process.pendingTimers < RunawayGuard.pendingTimerLimit else {
            process.warnedRunaway = true
            warn(app, WarningText.timerNotScheduledRunaway(timer: label.text, limit: "\(RunawayGuard.pendingTimerLimit)"), .te5)
            return
        }
        process.pendingTimers += 1
        let due = now + delay
        let id = timers.insert(PendingTimer(app: app.index, generation: generation, due: due, label: label,
                                            completion: completion, closure: closure))
        schedule(.timer(id: id), at: due)
    }

    private func fireTimer(_ id: Int) {
        guard let owner = timers.owner(of: id) else { return }
        let app = apps[owner.app]
        guard let process = app.process, process.generation == owner.generation else {
            timers.remove(id)
            return
        }
        if app.state == .suspended {
            app.machine.holdTimer(id)
            return
        }
        runTimer(id)
    }

    /// Runs a timer's body in its app (the app is running).
    func runTimer(_ id: Int) {
        guard let timer = timers.remove(id) else { return }
        let app = apps[timer.app]
        guard isAlive(app, timer.generation), let process = app.process else { return }
        process.pendingTimers -= 1
        guard RunawayGuard.allowsFiring(process, at: now) else {
            if !process.warnedRunaway {
                process.warnedRunaway = true
                warn(app, WarningText.timerNotRunRunaway(timer: timer.label.text, limit: "\(RunawayGuard.firingsPerInstantLimit)"), .te5)
            }
            return
        }
        runAsApp(app, generation: timer.generation, completion: timer.completion, timer.body)
    }

    /// Timers that fell due while the app was suspended fire, in due order, once it runs again.
    func runHeldTimers(_ held: [Int], of app: InstalledApp) {
        guard let generation = app.process?.generation else { return }
        for id in held where isAlive(app, generation) {
            runTimer(id)
        }
    }

    /// TE-5: the pending timers of an ended process are dropped, each with a warning.
    func dropTimers(of app: InstalledApp, process: AppProcess) {
        guard process.pendingTimers > 0 else { return }
        dropPendingTimers(of: app, process: process)
    }

    /// `dropTimers` of a process with pending timers. (Never inlined: most processes end with
    /// none, and a kill stays compact.)
    @inline(never)
    private func dropPendingTimers(of app: InstalledApp, process: AppProcess) {
        let dropped = timers.all { $0.app == app.index && $0.generation == process.generation }
            .sorted { ($0.timer.due, $0.id) < ($1.timer.due, $1.id) }
        for (id, timer) in dropped {
            timers.remove(id)
            warn(app, WarningText.timerDroppedProcessEnded(timer: timer.label.text), .te5)
        }
    }
}
