/// BGTaskScheduler (BT-1 … BT-7, iOS 13+): registration, submission, the system's decision to
/// run a request, completion and expiry. BT-8 (the classic fetch, disabled by the app's
/// BGTaskSchedulerPermittedIdentifiers) is in Device+BackgroundEvents.swift.
extension Device {
    /// The exception an app's BGTaskScheduler misuse raises: it crashes the app (BT-1, BT-3).
    /// `reason` is the exception's own text, the same in every language.
    private func raise(_ app: InstalledApp, _ reason: String, _ rule: RuleID) {
        kill(app, rule, warning: WarningText.uncaughtException(reason: reason))
    }

    /// Before iOS 13 a BGTaskScheduler call does nothing but a warning (BT-1).
    private func lacksScheduler(_ app: InstalledApp, _ call: String) -> Bool {
        guard !profile.hasBGTaskScheduler else { return false }
        warn(app, WarningText.schedulerCallIgnored(call: call), .bt1)
        return true
    }

    // MARK: The app's calls

    /// BT-1: `register(forTaskWithIdentifier:using:launchHandler:)`: only for a permitted identifier,
    /// once, and before the app finishes launching; otherwise the app crashes with the exception.
    func registerBGTask(_ app: InstalledApp, generation: Int, id: String,
                        launchHandler: HeldLaunchHandler) {
        guard isAlive(app, generation), let process = app.process,
              !lacksScheduler(app, "register(forTaskWithIdentifier: \(id))") else { return }
        if !permits(app, id) {
            // BT-1: the words iOS writes to the console for an identifier not in BGTaskSchedulerPermittedIdentifiers.
            raise(app, "\(id) is not advertised in the application's Info.plist", .bt1)
        } else if process.bgHandlers.contains(where: { $0.id == id }) {
            raise(app, "Launch handler for task with identifier \(id) has already been registered", .bt1)
        } else if process.finishedLaunching && !permitsByWildcard(app, id) {
            raise(app, "All launch handlers must be registered before application finishes launching", .bt1)
        } else {
            process.bgHandlers.append(RegisteredLaunchHandler(id: id, handler: launchHandler))
        }
    }

    /// BT-1, BT-2: `submit(_:)`: queues the request (replacing a pending one of the same identifier),
    /// or fails with the error code the app's `catch` would log.
    func submitBGTask(_ app: InstalledApp, generation: Int, _ request: BGTaskRequest) -> BGTaskSchedulerError? {
        guard isAlive(app, generation) else { return nil }
        guard profile.hasBGTaskScheduler else {
            _ = lacksScheduler(app, "submit(\(request.identifier))")
            return BGTaskSchedulerError(.unavailable)
        }
        let id = request.identifier
        if request.kind == .continued, !profile.hasContinuedProcessing {
            warn(app, WarningText.continuedBeforeIOS26(id: id, version: "\(profile.version)"), .bt9)
            return BGTaskSchedulerError(.unavailable)
        }
        // BT-1: a permitted identifier this process registered no handler for fails BGTaskScheduler's
        // assertion at the submission itself, as crash reports of the call show.
        if permits(app, id, request.kind), let process = app.process,
           !process.bgHandlers.contains(where: { $0.id == id }) {
            raise(app, "No launch handler registered for task with identifier \(id)", .bt1)
            return nil
        }
        let replacing = app.bgPending.firstIndex { $0.request.identifier == id }
        let limit = OSProfile.pendingRequestLimits[request.kind] ?? 1
        let failure: (BGTaskSchedulerError.Code, RuleID)?
        let mode: BackgroundMode = request.kind == .refresh ? .fetch : .processing
        let kind = request.kind.rawValue
        var why: WarningText?
        if !permits(app, id, request.kind) {
            failure = (.notPermitted, .bt1)
            why = .submitNotPermittedIdentifier(id: id, code: BGTaskSchedulerError.Code.notPermitted.rawValue)
        } else if request.kind == .continued {
            // BT-9: from the foreground only, as a result of the user's action; no mode, no refresh setting.
            failure = app.state == .active ? nil : (.notPermitted, .bt9)
            why = .continuedFromBackground(id: id, code: BGTaskSchedulerError.Code.notPermitted.rawValue)
        } else if !app.declares(mode) {
            failure = (.notPermitted, .bt1)
            why = .submitModeUndeclared(id: id, code: BGTaskSchedulerError.Code.notPermitted.rawValue, kind: kind,
                                        mode: mode.rawValue, app: app.name)
        } else if refreshStatus(app) != .available {
            failure = (.unavailable, .bt2)
            why = .submitRefreshOff(id: id, code: BGTaskSchedulerError.Code.unavailable.rawValue,
                                    status: refreshStatus(app).rawValue, app: app.name)
        } else if replacing == nil, app.bgPending.filter({ $0.request.kind == request.kind }).count >= limit {
            failure = (.tooManyPendingTaskRequests, .bt2)
            let code = BGTaskSchedulerError.Code.tooManyPendingTaskRequests.rawValue
            why = limit == 1 ? .submitTooManyPendingSingular(id: id, code: code, limit: "\(limit)", kind: kind)
                : .submitTooManyPending(id: id, code: code, limit: "\(limit)", kind: kind)
        } else {
            failure = nil
        }
        if let (code, rule) = failure, let why {
            warn(app, why, rule)
            return BGTaskSchedulerError(code)
        }
        if request.kind == .continued {
            recordBGTask(app, id, request.kind, .submitted, .bt9)
            continuedRequests.append((app: app.index, generation: app.process?.generation ?? -1, request: request))
            return nil
        }
        let pending = PendingBGRequest(request: request, earliest: request.earliestDelay.map { now + $0 })
        if let replacing {
            app.bgPending[replacing] = pending
            recordBGTask(app, id, request.kind, .replaced, .bt2)
        } else {
            app.bgPending.append(pending)
            recordBGTask(app, id, request.kind, .submitted, .bt2)
        }
        return nil
    }

    /// `cancel(taskRequestWithIdentifier:)`, or with nil `cancelAllTaskRequests()`: pending requests
    /// leave the queue; running tasks go on (BT-2).
    func cancelBGTask(_ app: InstalledApp, generation: Int, id: String?) {
        guard isAlive(app, generation), !lacksScheduler(app, id.map { "cancel(taskRequestWithIdentifier: \($0))" }
            ?? "cancelAllTaskRequests()") else { return }
        let cancelled = app.bgPending.filter { id == nil || $0.request.identifier == id }
        app.bgPending.removeAll { id == nil || $0.request.identifier == id }
        for pending in cancelled { recordBGTask(app, pending.request.identifier, pending.request.kind, .cancelled, .bt2) }
    }

    /// BT-3: `setTaskCompleted(success:)`: the task ends and no longer keeps the app running (BG-2);
    /// for an identifier with no running task it raises.
    func completeBGTask(_ app: InstalledApp, generation: Int, id: String, success: Bool) {
        guard isAlive(app, generation), let process = app.process,
              !lacksScheduler(app, "setTaskCompleted(success: \(success)) for \(id)") else { return }
        guard let position = process.bgRunning.firstIndex(where: { $0.identifier == id }) else {
            raise(app, "setTaskCompleted(success:) for task \(id), which is not running", .bt3)
            return
        }
        let task = process.bgRunning.remove(at: position)
        recordBGTask(app, id, task.kind, .completed, .bt3)
    }

    /// BT-1, BT-9: the identifier is in the app's BGTaskSchedulerPermittedIdentifiers; for a
    /// continued processing request (or, not knowing the kind, any registration) a wildcard
    /// entry `PREFIX.*` also permits `PREFIX.` followed by anything.
    private func permits(_ app: InstalledApp, _ id: String, _ kind: BGTaskKind? = nil) -> Bool {
        app.config.bgTaskIdentifiers.contains(id) || ((kind ?? .continued) == .continued && permitsByWildcard(app, id))
    }

    /// BT-9: a wildcard entry of BGTaskSchedulerPermittedIdentifiers permits `id`.
    private func permitsByWildcard(_ app: InstalledApp, _ id: String) -> Bool {
        PermittedIdentifiers.wildcardPermits(app.config.bgTaskIdentifiers, id)
    }

    /// BT-9: the continued processing requests submitted by the code that just ran start now,
    /// while their app is still running: "The framework begins processing the task immediately,
    /// if possible."
    func runContinuedRequests() {
        while !continuedRequests.isEmpty {
            let (index, generation, request) = continuedRequests.removeFirst()
            guard isAlive(apps[index], generation) else {
                // The process ended before its task could start: the request goes with it.
                recordBGTask(apps[index], request.identifier, request.kind, .cancelled, .bt9)
                continue
            }
            launchBGTask(request, in: apps[index], .bt9)
        }
    }

    /// BT-9 with TE-2: the user's swipe cancels the app's running continued processing tasks,
    /// and the app hears nothing of it.
    func cancelContinuedTasksForTheUsersKill(_ app: InstalledApp) {
        guard let process = app.process, !process.bgRunning.isEmpty else { return }
        cancelContinuedTasks(of: app, process)
    }

    /// `cancelContinuedTasksForTheUsersKill` of a process running BGTaskScheduler tasks. (Never
    /// inlined: most have none, and the user's kill stays compact.)
    @inline(never)
    private func cancelContinuedTasks(of app: InstalledApp, _ process: AppProcess) {
        for task in process.bgRunning where task.kind == .continued {
            recordBGTask(app, task.identifier, task.kind, .cancelled, .bt9)
        }
    }

    // MARK: The system

    /// `bgtask run|simulate|expire APP ID`.
    func systemBGTask(_ action: BGTaskSystemAction, _ id: String, of app: InstalledApp) -> EventOutcome {
        let rule: RuleID = action == .run ? .bt3 : (action == .simulate ? .bt7 : .bt6)
        guard profile.hasBGTaskScheduler else {
            return refuse(WarningText.bgtaskUnavailable(action: action.rawValue), .bt1, app: app)
        }
        if action == .expire {
            guard let process = app.process, let task = process.bgRunning.first(where: { $0.identifier == id }) else {
                return refuse(WarningText.bgtaskExpireNotRunning(id: id, app: app.name), .bt6, app: app)
            }
            expireBGTask(app, generation: process.generation, serial: task.serial)
            return .applied
        }
        guard let position = app.bgPending.firstIndex(where: { $0.request.identifier == id }) else {
            return refuse(WarningText.bgtaskNoPendingRequest(action: action.rawValue, app: app.name, id: id), rule, app: app)
        }
        if app.process?.bgRunning.contains(where: { $0.identifier == id }) == true {
            return refuse(WarningText.bgtaskAlreadyRunning(action: action.rawValue, id: id, app: app.name), rule, app: app)
        }
        let pending = app.bgPending[position]
        if action == .run {
            if app.state.isForeground {
                return refuse(WarningText.bgtaskInForeground(id: id, app: app.name), .bt3, app: app)
            }
            if swipedAwayBlocks(app, .bgtask) {
                return refuse(WarningText.bgtaskSwipedAway(id: id, app: app.name), .bt5, app: app)
            }
            if let missing = whyNotRun(pending, app) {
                return refuse(WarningText.bgtaskNotRun(id: id, missing: missing), .bt4, app: app)
            }
        }
        app.bgPending.remove(at: position)
        runInBackground(app, for: .bgtask, .bt3) { launchBGTask(pending.request, in: app, rule) }
        return .applied
    }

    /// BT-4: what keeps the system from running `pending` now, in words, or nil.
    private func whyNotRun(_ pending: PendingBGRequest, _ app: InstalledApp) -> WarningText? {
        var missing: [WarningText] = []
        if let earliest = pending.earliest, now < earliest {
            missing.append(WarningText.conditionEarliest(earliest: "\(earliest)"))
        }
        let status = refreshStatus(app)
        if pending.request.kind == .refresh && status != .available {
            missing.append(WarningText.conditionRefreshOff(status: status.rawValue, app: app.name))
        }
        if pending.request.requiresPower && !charging { missing.append(WarningText.conditionPower) }
        if pending.request.requiresNetwork && !network { missing.append(WarningText.conditionNetwork) }
        guard let last = missing.popLast() else { return nil }
        return missing.reversed().reduce(last) { rest, first in
            WarningText.conditionsJoined(first: first, rest: rest)
        }
    }

    /// BT-3: the launch handler runs with a new task; a refresh task's 30 s start now. With no
    /// handler registered in this process, the app crashes as iOS's assertion does (BT-1).
    private func launchBGTask(_ request: BGTaskRequest, in app: InstalledApp, _ rule: RuleID) {
        guard let process = app.process else { return }
        let id = request.identifier
        guard let handler = process.bgHandlers.first(where: { $0.id == id })?.handler else {
            raise(app, "No launch handler registered for task with identifier \(id)", .bt1)
            return
        }
        let serial = nextBGTaskSerial
        nextBGTaskSerial += 1
        recordBGTask(app, id, request.kind, .launched, rule)
        if request.kind == .refresh {
            schedule(.bgTaskExpiry(app: app.index, generation: process.generation, serial: serial),
                     at: now + OSProfile.refreshTaskBudget)
        }
        let device = self
        deliver(.bgTask(id: id), to: app, rule, handlers: [{ context in
            let task = BGTaskHandle(identifier: id, kind: request.kind, context: context, serial: serial,
                                    requiresNetwork: request.requiresNetwork, requiresPower: request.requiresPower)
            guard let process = app.process, device.isAlive(app, process.generation) else { return }
            process.bgRunning.append(task)
            switch handler {
            case .closure(let held):
                held.launch?(task)
            case .handlers:
                if !app.handlers(for: .bgTaskExpire(id: id)).isEmpty {
                    task.expiration = .handlers(completion: context.completion, scene: context.scene)
                }
                for code in app.handlers(for: .bgTask(id: id)) where device.isAlive(app, process.generation) { code(context) }
            }
        }])
    }

    /// BT-6: with no expiration handler the system marks the task completed and unsuccessful
    /// (BGTask.expirationHandler: "Not setting an expiration handler results in the system
    /// marking your task as complete and unsuccessful instead of sending a warning"), and BG-2
    /// decides what follows. Otherwise the handler runs; a task still not completed then gets the
    /// app killed as BG-5 kills (setTaskCompleted(success:): "may result in the system killing
    /// your app"; a system kill, which an attached debugger prevents, DB-1; and not in the
    /// foreground, where nothing is killed for background time).
    func expireBGTask(_ app: InstalledApp, generation: Int, serial: Int) {
        guard let process = process(of: app, generation),
              let task = process.bgRunning.first(where: { $0.serial == serial }) else { return }
        recordBGTask(app, task.identifier, task.kind, .expired, .bt6)
        guard let expiration = task.expiration else {
            process.bgRunning.removeAll { $0.serial == serial }
            recordBGTask(app, task.identifier, task.kind, .completed, .bt6)
            return
        }
        deliver(expiration, as: .bgTaskExpire(id: task.identifier), to: app, .bt6, generation: generation)
        guard isAlive(app, generation), process.bgRunning.contains(where: { $0.serial == serial }) else { return }
        process.bgRunning.removeAll { $0.serial == serial }
        if app.state == .background {
            systemKill(app, .bt6, warning: WarningText.bgTaskExpiredKill(id: task.identifier))
        }
    }

    /// `charging on|off`, `network on|off`: a running processing task whose requirement ends expires (BT-6).
    func setPowerOrNetwork(power: Bool, _ on: Bool) -> EventOutcome {
        if power { charging = on } else { network = on }
        guard !on else { return .applied }
        expireRunningBGTasks { power ? $0.requiresPower : $0.requiresNetwork }
        return .applied
    }

    /// BT-6: every running processing task expires when the user starts using the device (unlock):
    /// BGProcessingTask's reference, "The system terminates any background processing tasks running
    /// when the user starts using the device. Background refresh tasks aren't affected."
    func expireProcessingTasksForTheUser() {
        expireRunningBGTasks { $0.kind == .processing }
    }

    /// BT-6: the running tasks `expiring` picks expire, app by app, in installation order.
    private func expireRunningBGTasks(where expiring: (BGTaskHandle) -> Bool) {
        for index in apps.indices {
            let app = apps[index]
            guard let process = app.process else { continue }
            for task in process.bgRunning where expiring(task) {
                expireBGTask(app, generation: process.generation, serial: task.serial)
            }
        }
    }

    // MARK: Queries and settings

    /// `setting charging on|off`, `setting network on|off`.
    public func configurePower(charging: Bool? = nil, network: Bool? = nil) {
        if let charging { self.charging = charging }
        if let network { self.network = network }
    }

    /// The identifiers with a pending request, in submission order (`expect APP bgtasks:`).
    public func bgTaskRequests(of name: String) -> [String] {
        app(named: name)?.bgPending.map(\.request.identifier) ?? []
    }

    /// `expect APP bgtask ID running|pending|none`.
    public func bgTaskStatus(of name: String, id: String) -> BGTaskStatus {
        guard let app = app(named: name) else { return .none }
        if app.process?.bgRunning.contains(where: { $0.identifier == id }) == true { return .running }
        return app.bgPending.contains { $0.request.identifier == id } ? .pending : .none
    }
}
