/// The primitives every rule is built from: state transitions, callbacks, kills.
extension Device {
    /// Moves `app` to `state`, recording the transition; an illegal move is an internal failure.
    @inline(__always)
    func transition(_ app: InstalledApp, to state: AppState, _ rule: RuleID) {
        guard let from = app.move(to: state) else {
            fail("illegal transition \(app.state) → \(state) for \(app.name) (rule \(rule))")
            return
        }
        recordMove(app, from: from, to: state, rule)
    }

    /// Records the move `app` has just made, and checks that a scene-based app's state is only
    /// ever what its scenes and process give it (SC-5). Inlined: every transition of every app
    /// passes here (W1 of BENCHMARKS.md: a call per transition measured ~25 instructions each).
    @inline(__always)
    func recordMove(_ app: InstalledApp, from: AppState, to state: AppState, _ rule: RuleID) {
        recordTransition(app, from: from, to: state, rule)
        if state != .notRunning, isSceneBased(app), derivedState(app) != state {
            fail("\(app.name) moved to \(state) but its scenes give \(derivedState(app)) (SC-5, rule \(rule))")
        }
    }

    /// True while the process of generation `generation` is still alive.
    func isAlive(_ app: InstalledApp, _ generation: Int) -> Bool {
        app.process?.generation == generation
    }

    /// `app`'s process while it is still the one of generation `generation`, else nil.
    func process(of app: InstalledApp, _ generation: Int) -> AppProcess? {
        guard let process = app.process, process.generation == generation else { return nil }
        return process
    }

    /// Calls a delegate callback on `app`: records it, runs the app's handlers for it, then posts
    /// its notification (NT-1, `Device.post`).
    ///
    /// Returns false when the process did not survive the callback or its notification's observers
    /// (a crash or a watchdog).
    ///
    /// `completion`: the completion handler of the background event the callback delivers (BR-3),
    /// which its code holds.
    @discardableResult
    func deliver(_ callback: DelegateCallback, to app: InstalledApp, _ rule: RuleID, completion: Int? = nil) -> Bool {
        // A method the app has no handler for (most) is delivered with the empty list, a constant:
        // a list read out of the app's table would be retained and released around the delivery.
        app.hasHandlers(for: callback)
            ? deliver(.delegate(callback), to: app, rule, handlers: app.handlers(for: callback), completion: completion)
            : deliver(.delegate(callback), to: app, rule, handlers: [], completion: completion)
    }

    /// Records `callback` on `app` at the current depth, runs `handlers` one level deeper, then,
    /// for a method with a notification (NT-1) when the trace shows notifications or the app
    /// observes them, posts it. False when the process did not survive.
    @discardableResult
    func deliver(_ callback: Callback, to app: InstalledApp, _ rule: RuleID, handlers: [AppHandler],
                 scene: Int? = nil, completion: Int? = nil) -> Bool {
        guard let generation = app.process?.generation else { return false }
        let depth = self.depth
        recordCallback(callback, on: app, state: app.state, depth: depth, rule, scene: scene)
        if !handlers.isEmpty {
            let alive = runAsApp(app, generation: generation, completion: completion, scene: scene) { context in
                for handler in handlers {
                    guard isAlive(app, generation) else { break }
                    handler(context)
                }
            }
            guard alive else { return false }
        }
        // NT-1: the method's notification follows it.
        if recordsNotifications || app.notificationObserver != nil || app.processObserver != nil, case .delegate(let method) = callback,
           let notification = LifecycleNotification.after(method) {
            return post(notification, to: app, scene: scene, .nt1)
        }
        return true
    }

    /// Runs `body` as the code of `app`'s process `generation`, one level deeper than the code now
    /// running, with the process's context (a handler, an observer, a timer). False when the
    /// process did not survive it.
    @inline(__always) @discardableResult
    func runAsApp(_ app: InstalledApp, generation: Int, completion: Int? = nil, scene: Int? = nil,
                  _ body: (AppContext) -> Void) -> Bool {
        let context = app.context(on: self, generation: generation, completion: completion, scene: scene)
        let depth = self.depth
        self.depth = depth + 1
        defer { self.depth = depth }
        if let clockWatcher {
            clockWatcher.appCodeBegins()
            AppProcessID.$running.withValue(AppProcessID(app: app.index, generation: generation)) { body(context) }
            if clockWatcher.appCodeEnds() { cancelledWaitsPending = true }
        } else {
            body(context)
        }
        return isAlive(app, generation)
    }

    /// Ends `app`'s process with no callback: a crash, a watchdog, a user or system kill.
    ///
    /// Its tasks vanish, and each pending timer is dropped with a warning (TE-5); its memory is
    /// free at once (PS-2). A kill during state restoration deletes the archive: SR-4's crash
    /// during restoration (its other deletion, the user's kill, is `userKill`).
    func kill(_ app: InstalledApp, _ rule: RuleID, warning: WarningText? = nil) {
        guard let process = app.process else { return }
        // A prewarmed process ends silently (PW-1); one whose code before UIApplicationMain ended it
        // gets its warning (LA-1). Neither ran UIApplicationMain: the app stays not-running, with no
        // transition.
        let prewarmed = isPrewarmed(app)
        if let warning, !prewarmed { warn(app, warning, rule) }
        if app.state == .notRunning {
            app.machine.endPrewarm()
            app.process = nil
            noteProcessEnded(app)
            tellProcessEnded(app, generation: process.generation)
            if prewarmed {
                recordActivity(.prewarm, .stopped, of: app, .pw1)
            } else if process.launchReason == .prewarm {
                recordActivity(.prewarm, .stopped, of: app, .pw2)
            }
            return
        }
        if process.restoring { app.archive = nil }
        endScenes(app, rule)
        transition(app, to: .notRunning, rule)
        app.process = nil
        noteProcessEnded(app)
        clearScreen(of: app)
        dropTimers(of: app, process: process)
        tellProcessEnded(app, generation: process.generation)
    }

    /// An orderly termination: willTerminate in the current state, then the end of the process.
    func terminate(_ app: InstalledApp, _ rule: RuleID) {
        guard let generation = app.process?.generation else { return }
        deliver(.willTerminate, to: app, rule)
        if isAlive(app, generation) { kill(app, rule) }
    }

    /// The main thread is busy for `duration` inside a callback: the clock moves, unless a
    /// watchdog fires first, which kills the app at its exact time (LA-3, FG-2, a system kill).
    func work(_ app: InstalledApp, generation: Int, _ duration: VirtualDuration) {
        guard duration > .zero else { return }
        let end = now + duration
        if let dog = process(of: app, generation)?.watchdog, end > dog.deadline {
            now = max(now, dog.deadline)
            if systemKill(app, dog.kind.rule, warning: dog.kind.message) { return }
        }
        now = end
    }
}
