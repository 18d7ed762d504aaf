import LifecycleSim
import XCTest

/// BT-1 … BT-8 (docs/RULES.md): BGTaskScheduler from iOS 13. Expected values come
/// from the rules, Apple's documentation (1 refresh and 10 processing requests, 30 s for a refresh
/// task) and the exception texts of published crash logs (`lifesim rules BT-1`).
final class BGTaskRuleTests: RuleTestCase {
    static let refresh = "com.example.refresh"
    static let work = "com.example.work"

    /// An app permitted `refresh` and `work` that registers both in didFinishLaunching and submits
    /// `submits` in didEnterBackground; `launch` and `expire` are its handlers' actions.
    static func feed(_ name: String = "Feed", submits: [BGTaskRequest] = [BGTaskRequest(identifier: refresh, kind: .refresh)],
                     launch: [AppAction] = [], expire: [AppAction] = [], register: [String] = [refresh, work],
                     extra: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var handlers: [(Callback, [AppAction])] = [
            (.delegate(.didFinishLaunching), register.map(AppAction.bgRegister)),
            (.delegate(.didEnterBackground), submits.map(AppAction.bgSubmit)),
        ]
        for id in [refresh, work] {
            if !launch.isEmpty { handlers.append((.bgTask(id: id), launch)) }
            if !expire.isEmpty { handlers.append((.bgTaskExpire(id: id), expire)) }
        }
        var config = AppConfiguration.app(name, modes: [.fetch, .processing], handlers + extra)
        config.bgTaskIdentifiers = [refresh, work]
        return config
    }

    // MARK: BT-1

    func test_BT1_registeringAfterLaunchTwiceOrUnpermitted_crashesWithTheExceptionReason() {
        // The launch (LA-1) up to the callback that registers, which crashes: no callback after it,
        // no willTerminate (TE-3).
        let cases: [(Callback, [AppAction], [String], String, AppState)] = [
            (.delegate(.didBecomeActive), [.bgRegister(Self.refresh)], [
                "Feed not-running → inactive [LA-1]",
                "Feed • willFinishLaunching (inactive) [LA-1]",
                "Feed • didFinishLaunching (inactive) [LA-1]",
                "Feed inactive → active [LA-1]",
                "Feed • didBecomeActive (active) [LA-1]",
            ], "All launch handlers must be registered before application finishes launching", .active),
            (.delegate(.willFinishLaunching), [.bgRegister(Self.refresh), .bgRegister(Self.refresh)], [
                "Feed not-running → inactive [LA-1]",
                "Feed • willFinishLaunching (inactive) [LA-1]",
            ], "Launch handler for task with identifier com.example.refresh has already been registered", .inactive),
            // An unlisted identifier: the reason is the console message BT-1 quotes.
            (.delegate(.didFinishLaunching), [.bgRegister("com.example.other")], [
                "Feed not-running → inactive [LA-1]",
                "Feed • willFinishLaunching (inactive) [LA-1]",
                "Feed • didFinishLaunching (inactive) [LA-1]",
            ], "com.example.other is not advertised in the application's Info.plist", .inactive),
        ]
        for (callback, actions, heard, reason, state) in cases {
            let t = makeDevice(ios: 15, apps: [Self.feed(register: [], extra: [(callback, actions)])])
            t.send(.launch(app: "Feed", url: nil), expecting: heard + [
                "Feed ⚠ crashed: uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)' [BT-1]",
                "Feed \(state) → not-running [BT-1]",
            ])
        }
    }

    func test_BT1_submittingAnUnlistedIdentifier_throwsNotPermitted() throws {
        let device = try SimulatedDevice(ios: 13)
        var thrown: BGTaskSchedulerError?
        var config = AppConfiguration(name: "Caller", modes: [.fetch])
        config.bgTaskIdentifiers = [Self.refresh]
        config.on(.didFinishLaunching) { context in
            do { try context.submit(BGTaskRequest(identifier: "com.example.unlisted", kind: .refresh)) } catch {
                thrown = error as? BGTaskSchedulerError
            }
        }
        let caller = try device.install(config)
        try caller.launch()
        XCTAssertEqual(thrown?.code, .notPermitted)
        XCTAssertEqual(caller.bgTaskRequests, [])
    }

    func test_BT1_aRequestWithoutItsBackgroundMode_throwsNotPermitted() {
        // Apple's notPermitted: "The app didn't set the appropriate mode in the UIBackgroundModes array."
        let both = [BGTaskRequest(identifier: Self.refresh, kind: .refresh), BGTaskRequest(identifier: Self.work, kind: .processing)]
        var refreshOnly = Self.feed(submits: both)
        refreshOnly.modes = [.fetch]
        var processingOnly = Self.feed("Other", submits: both)
        processingOnly.modes = [.processing]
        let t = makeDevice(ios: 13, apps: [refreshOnly, processingOnly])
        t.send(.launch(app: "Feed", url: nil))
        // FG-3: Feed leaves as with Home (submitting in didEnterBackground) before Other launches.
        t.send(.launch(app: "Other", url: nil), expecting: [
            "Feed • willResignActive (active) [FG-3]",
            "Feed active → inactive [FG-3]",
            "Feed inactive → background [FG-3]",
            "Feed • didEnterBackground (background) [FG-3]",
            "Feed bgtask com.example.refresh (refresh) submitted [BT-2]",
            "Feed ⚠ submit(com.example.work) failed: BGTaskScheduler.Error.Code.notPermitted: a processing request "
                + "needs the 'processing' background mode, which Feed does not declare [BT-1]",
            "Feed background → suspended [BG-2]",
            "Other not-running → inactive [LA-1]",
            "Other • willFinishLaunching (inactive) [LA-1]",
            "Other • didFinishLaunching (inactive) [LA-1]",
            "Other inactive → active [LA-1]",
            "Other • didBecomeActive (active) [LA-1]",
        ])
        t.send(.home, expecting: homeFromActive("Other") + [
            "Other ⚠ submit(com.example.refresh) failed: BGTaskScheduler.Error.Code.notPermitted: a refresh request "
                + "needs the 'fetch' background mode, which Other does not declare [BT-1]",
            "Other bgtask com.example.work (processing) submitted [BT-2]",
            "Other background → suspended [BG-2]",
        ])
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [Self.refresh])
        XCTAssertEqual(t.device.bgTaskRequests(of: "Other"), [Self.work])
    }

    /// BT-1: submitting a permitted identifier for which the process registered no handler raises at
    /// the submission (crash reports of submit(_:): expo/expo pull request 39769's stack,
    /// `-[BGTaskScheduler _handleSubmissionWithoutRegistrationForTaskRequest:error:]` called from
    /// `submitTaskRequest:error:`); nothing is queued.
    func test_BT1_submittingWithoutARegisteredHandler_crashesAtTheSubmission() {
        let t = makeDevice(ios: 13, apps: [Self.feed(register: [])])
        t.send(.launch(app: "Feed", url: nil))
        t.send(.home, expecting: homeFromActive("Feed") + [
            "Feed ⚠ crashed: uncaught exception 'NSInternalInconsistencyException', reason: 'No launch handler "
                + "registered for task with identifier com.example.refresh' [BT-1]",
            "Feed background → not-running [BT-1]",
        ])
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [])
    }

    func test_BT1_beforeIOS13_theOptionWarnsAndEveryStatementIsRefused() {
        let t = makeDevice(ios: 12, apps: [Self.feed()])
        XCTAssertEqual(t.traceLines(), [
            "Feed ⚠ BGTaskSchedulerPermittedIdentifiers is ignored before iOS 13: BGTaskScheduler does not exist [BT-1]",
        ], "the installation")
        t.send(.launch(app: "Feed", url: nil), .home)
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [])
        t.sendRefused(.bgTask(app: "Feed", id: Self.refresh, .run), rule: .bt1)
        t.sendRefused(.bgTask(app: "Feed", id: Self.refresh, .simulate), rule: .bt1)
    }

    // MARK: BT-2

    func test_BT2_replaceAndTheLimitsOf1RefreshAnd10Processing() {
        let processing = (1...11).map { BGTaskRequest(identifier: "com.example.p\($0)", kind: .processing) }
        var config = Self.feed(submits: [BGTaskRequest(identifier: Self.refresh, kind: .refresh),
                                         BGTaskRequest(identifier: Self.refresh, kind: .refresh, earliest: .seconds(15 * 60)),
                                         BGTaskRequest(identifier: Self.work, kind: .refresh)] + processing)
        config.bgTaskIdentifiers += processing.map(\.identifier)
        config.on(.didFinishLaunching) { context in
            for request in processing { context.register(forTaskWithIdentifier: request.identifier) { _ in } }
        }
        let t = makeDevice(ios: 13, apps: [config])
        t.send(.launch(app: "Feed", url: nil))
        t.send(.home, expecting: homeFromActive("Feed") + [
            "Feed bgtask com.example.refresh (refresh) submitted [BT-2]",
            "Feed bgtask com.example.refresh (refresh) replaced [BT-2]",
            "Feed ⚠ submit(com.example.work) failed: BGTaskScheduler.Error.Code.tooManyPendingTaskRequests: "
                + "at most 1 pending refresh request per app [BT-2]",
        ] + (1...10).map { "Feed bgtask com.example.p\($0) (processing) submitted [BT-2]" } + [
            "Feed ⚠ submit(com.example.p11) failed: BGTaskScheduler.Error.Code.tooManyPendingTaskRequests: "
                + "at most 10 pending processing requests per app [BT-2]",
            "Feed background → suspended [BG-2]",
        ])
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [Self.refresh] + (1...10).map { "com.example.p\($0)" })
    }

    func test_BT2_backgroundAppRefreshOff_unavailableForRefreshAndProcessing() throws {
        for kind in BGTaskKind.allCases {
            let device = try SimulatedDevice(ios: 16)
            var config = AppConfiguration(name: "Feed", modes: [.fetch, .processing])
            config.bgTaskIdentifiers = [Self.work]
            var thrown: BGTaskSchedulerError?
            config.on(.didFinishLaunching) { context in
                context.register(forTaskWithIdentifier: Self.work) { _ in }
                do { try context.submit(BGTaskRequest(identifier: Self.work, kind: kind)) } catch {
                    thrown = error as? BGTaskSchedulerError
                }
            }
            let app = try device.install(config)
            try device.refresh(false)
            try app.launch()
            XCTAssertEqual(thrown, BGTaskSchedulerError(.unavailable), kind.rawValue)
            XCTAssertEqual(app.bgTaskStatus(Self.work), .none)
        }
    }

    func test_BT2_cancelAndCancelAll() {
        let t = makeDevice(ios: 13, apps: [Self.feed(submits: [BGTaskRequest(identifier: Self.refresh, kind: .refresh),
                                                               BGTaskRequest(identifier: Self.work, kind: .processing)],
                                                     extra: [(.delegate(.willEnterForeground), [.bgCancel(Self.work)]),
                                                             (.delegate(.willResignActive), [.bgCancel(nil)])])])
        t.send(.launch(app: "Feed", url: nil), .home, .launch(app: "Feed", url: nil))
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [Self.refresh])
        t.send(.alert)
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [])
    }

    // MARK: BT-3

    func test_BT3_notRunning_launchedIntoTheBackgroundWithNoScene() {
        let t = makeDevice(ios: 17, apps: [Self.feed(launch: [.bgComplete(Self.refresh, success: true)])])
        t.send(.launch(app: "Feed", url: nil), .home, .crash(app: "Feed"))
        t.send(.bgTask(app: "Feed", id: Self.refresh, .run), expecting: [
            "Feed not-running → background [BT-3]",
            "Feed • willFinishLaunching (background) [BT-3]",
            "Feed • didFinishLaunching (background) [BT-3]",
            "Feed bgtask com.example.refresh (refresh) launched [BT-3]",
            "Feed • bgtask com.example.refresh (background) [BT-3]",
            "Feed bgtask com.example.refresh (refresh) completed [BT-3]",
            "Feed background → suspended [BG-2]",
        ])
        XCTAssertEqual(t.device.launchReason(of: "Feed"), .bgtask)
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [], "the request leaves the queue")
    }

    func test_BT3_suspended_resumedAndKeptRunningUntilCompleted() {
        let t = makeDevice(ios: 13, apps: [Self.feed()])
        t.send(.launch(app: "Feed", url: nil), .home)
        XCTAssertEqual(t.state("Feed"), .suspended)
        t.send(.bgTask(app: "Feed", id: Self.refresh, .run), expecting: [
            "Feed suspended → background [BT-3]",
            "Feed bgtask com.example.refresh (refresh) launched [BT-3]",
            "Feed • bgtask com.example.refresh (background) [BT-3]",
        ])
        XCTAssertEqual(t.device.bgTaskStatus(of: "Feed", id: Self.refresh), .running)
        t.wait(29, expecting: [])
        XCTAssertEqual(t.state("Feed"), .background, "a running task keeps the app running (BG-2)")
    }

    /// BT-3: the system runs a request by launching or resuming the app in the background (the
    /// launch handler's reference: "when it launches the app in the background"; BGProcessingTask:
    /// "Processing tasks run only when the device is idle"). For an app in the foreground `bgtask
    /// run` is refused and the request stays queued; after Home it runs. BT-7: the debugger's
    /// command runs it in the foreground too.
    func test_BT3_inTheForeground_notRunAndTheRequestStaysQueued() {
        let t = makeDevice(ios: 17, apps: [Self.feed(launch: [.bgComplete(Self.refresh, success: true)])])
        t.send(.launch(app: "Feed", url: nil), .home, .launch(app: "Feed", url: nil))
        XCTAssertEqual(t.state("Feed"), .active)
        t.sendRefused(.bgTask(app: "Feed", id: Self.refresh, .run), rule: .bt3)
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [Self.refresh], "the request stays queued")
        t.send(.home)
        t.send(.bgTask(app: "Feed", id: Self.refresh, .run))
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [], "run in the background, it leaves the queue")

        let simulated = makeDevice(ios: 17, apps: [Self.feed()])
        simulated.send(.launch(app: "Feed", url: nil), .home, .launch(app: "Feed", url: nil),
                       .bgTask(app: "Feed", id: Self.refresh, .simulate))
        XCTAssertEqual(simulated.device.bgTaskStatus(of: "Feed", id: Self.refresh), .running)
    }

    func test_BT3_completingATaskThatIsNotRunning_crashes() {
        let t = makeDevice(ios: 13, apps: [Self.feed(extra: [(.delegate(.didBecomeActive), [.bgComplete(Self.refresh, success: true)])])])
        t.send(.launch(app: "Feed", url: nil), expecting: [
            "Feed not-running → inactive [LA-1]",
            "Feed • willFinishLaunching (inactive) [LA-1]",
            "Feed • didFinishLaunching (inactive) [LA-1]",
            "Feed inactive → active [LA-1]",
            "Feed • didBecomeActive (active) [LA-1]",
            "Feed ⚠ crashed: uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'setTaskCompleted(success:) for task com.example.refresh, which is not running' [BT-3]",
            "Feed active → not-running [BT-3]",
        ])
    }

    // MARK: BT-4

    func test_BT4_earliestRefreshSwitchPowerAndNetwork_refusedNamingWhatIsMissing() {
        let t = makeDevice(ios: 13, apps: [Self.feed(submits: [
            BGTaskRequest(identifier: Self.refresh, kind: .refresh, earliest: .seconds(15 * 60)),
            BGTaskRequest(identifier: Self.work, kind: .processing, requiresNetwork: true, requiresPower: true),
        ])])
        t.send(.launch(app: "Feed", url: nil), .home)
        t.wait(14 * 60)
        t.sendRefused(.bgTask(app: "Feed", id: Self.refresh, .run), rule: .bt4, expecting:
            "Feed ⚠ bgtask com.example.refresh not run: its earliest begin date (900s) has not come [BT-4]")
        t.wait(60)
        t.send(.refresh(on: false, app: "Feed"))
        t.sendRefused(.bgTask(app: "Feed", id: Self.refresh, .run), rule: .bt4, expecting:
            "Feed ⚠ bgtask com.example.refresh not run: Background App Refresh is denied for Feed [BT-4]")
        t.send(.network(on: false))
        t.sendRefused(.bgTask(app: "Feed", id: Self.work, .run), rule: .bt4, expecting:
            "Feed ⚠ bgtask com.example.work not run: it requires external power and the device is not charging; "
                + "it requires a network connection and there is none [BT-4]")
        t.send(.charging(on: true), .network(on: true), .bgTask(app: "Feed", id: Self.work, .run))
        XCTAssertEqual(t.device.bgTaskStatus(of: "Feed", id: Self.work), .running, "processing runs with the refresh switch off")
    }

    // MARK: BT-5

    func test_BT5_afterASwipeAway_notRunUntilTheUserLaunches() {
        let t = makeDevice(ios: 13, apps: [Self.feed()])
        t.send(.launch(app: "Feed", url: nil), .home, .switcherShow, .switcherKill(app: "Feed"), .switcherClose)
        t.sendRefused(.bgTask(app: "Feed", id: Self.refresh, .run), rule: .bt5)
        XCTAssertEqual(t.device.bgTaskRequests(of: "Feed"), [Self.refresh], "the request stays queued")
        t.send(.launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: Self.refresh, .run))
        XCTAssertEqual(t.state("Feed"), .background)
    }

    // MARK: BT-6

    func test_BT6_refreshTaskNotCompletedIn30s_expireHandlerThenKilled() {
        let t = makeDevice(ios: 13, apps: [Self.feed(expire: [.log("cleaning up")])])
        t.send(.launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: Self.refresh, .run))
        t.wait(29, expecting: [])
        XCTAssertEqual(t.state("Feed"), .background)
        // At 30 s: the expiration handler runs and leaves the task uncompleted, so BG-5's kill.
        t.wait(1, expecting: [
            "+1s Feed bgtask com.example.refresh (refresh) expired [BT-6]",
            "+1s Feed • bgtask-expire com.example.refresh (background) [BT-6]",
            "+1s Feed log cleaning up",
            "+1s Feed ⚠ BGTask com.example.refresh expired without setTaskCompleted(success:): the system terminates "
                + "the app (0x8badf00d) [BT-6]",
            "+1s Feed background → not-running [BT-6]",
        ])
    }

    func test_BT6_expireHandlerCompletes_suspendedNotKilled() {
        let t = makeDevice(ios: 13, apps: [Self.feed(expire: [.bgComplete(Self.refresh, success: false)])])
        t.send(.launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: Self.refresh, .run))
        t.wait(30, expecting: [
            "+30s Feed bgtask com.example.refresh (refresh) expired [BT-6]",
            "+30s Feed • bgtask-expire com.example.refresh (background) [BT-6]",
            "+30s Feed bgtask com.example.refresh (refresh) completed [BT-3]",
            "+30s Feed background → suspended [BG-2]",
        ])
    }

    func test_BT6_chargingOffEndsAPowerTask_andExpireEndsAnyTask() {
        let t = makeDevice(ios: 13, apps: [Self.feed(submits: [BGTaskRequest(identifier: Self.work, kind: .processing, requiresPower: true)],
                                                     expire: [.log("cleaning up, not completing")])])
        t.send(.charging(on: true), .launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: Self.work, .run))
        t.wait(3600)
        XCTAssertEqual(t.state("Feed"), .background, "a processing task has no fixed limit")
        t.send(.charging(on: false))
        XCTAssertEqual(t.state("Feed"), .notRunning, "its expiration handler ran and left it uncompleted: killed")
        t.sendRefused(.bgTask(app: "Feed", id: Self.work, .expire), rule: .bt6)
    }

    /// BGTask.expirationHandler: "Not setting an expiration handler results in the system marking
    /// your task as complete and unsuccessful instead of sending a warning." No handler, no kill:
    /// the task is completed by the system (BT-6) and BG-2 suspends the app.
    func test_BT6_noExpirationHandler_completedAsUnsuccessful_notKilled() {
        let t = makeDevice(ios: 13, apps: [Self.feed()])
        t.send(.launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: Self.refresh, .run))
        // Marked complete by the system, no handler, no warning ("instead of sending a warning"),
        // not killed: suspended as nothing else keeps it running.
        t.wait(30, expecting: [
            "+30s Feed bgtask com.example.refresh (refresh) expired [BT-6]",
            "+30s Feed bgtask com.example.refresh (refresh) completed [BT-6]",
            "+30s Feed background → suspended [BG-2]",
        ])
        let completed = t.trace.records.last { if case .bgTask(let r) = $0 { return r.change == .completed }; return false }
        XCTAssertEqual(completed.flatMap { TraceExplainer.explain($0) }?.rules, [.bt6, .bg2])
    }

    /// The same for a processing task whose power requirement ends, and for `bgtask expire`.
    func test_BT6_noExpirationHandler_chargingOffOrExpire_completesTheTask() {
        let power = BGTaskRequest(identifier: Self.work, kind: .processing, requiresPower: true)
        let t = makeDevice(ios: 17, apps: [Self.feed(submits: [power, BGTaskRequest(identifier: Self.refresh, kind: .refresh)])])
        t.send(.charging(on: true), .launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: Self.work, .run))
        t.send(.charging(on: false), expecting: [
            "Feed bgtask com.example.work (processing) expired [BT-6]",
            "Feed bgtask com.example.work (processing) completed [BT-6]",
            "Feed background → suspended [BG-2]",
        ])
        XCTAssertEqual(t.device.bgTaskStatus(of: "Feed", id: Self.work), .none)
        t.send(.bgTask(app: "Feed", id: Self.refresh, .run), expecting: [
            "Feed suspended → background [BT-3]",
            "Feed bgtask com.example.refresh (refresh) launched [BT-3]",
            "Feed • bgtask com.example.refresh (background) [BT-3]",
        ])
        t.send(.bgTask(app: "Feed", id: Self.refresh, .expire), expecting: [
            "Feed bgtask com.example.refresh (refresh) expired [BT-6]",
            "Feed bgtask com.example.refresh (refresh) completed [BT-6]",
            "Feed background → suspended [BG-2]",
        ])
    }

    // MARK: BT-7

    func test_BT7_simulateIgnoresEarliestAndRequirements_needsAPendingRequest() {
        let t = makeDevice(ios: 13, apps: [Self.feed(submits: [
            BGTaskRequest(identifier: Self.work, kind: .processing, earliest: .seconds(24 * 3600), requiresNetwork: true, requiresPower: true),
        ])])
        t.send(.launch(app: "Feed", url: nil), .home, .network(on: false))
        // The resume is BT-3's (a suspended app is resumed to run the request); the run is BT-7's.
        t.send(.bgTask(app: "Feed", id: Self.work, .simulate), expecting: [
            "Feed suspended → background [BT-3]",
            "Feed bgtask com.example.work (processing) launched [BT-7]",
            "Feed • bgtask com.example.work (background) [BT-7]",
        ])
        XCTAssertEqual(t.device.bgTaskStatus(of: "Feed", id: Self.work), .running)
        t.sendRefused(.bgTask(app: "Feed", id: Self.refresh, .simulate), rule: .bt7)
    }

    // MARK: BT-8

    func test_BT8_classicFetchStillWorksFromIOS13_andIsExplainedByBT8() {
        for ios in [13, 17, 26] {
            let t = makeDevice(ios: ios, apps: [.app("Old", modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])])
            t.send(.fetch(app: "Old"))
            XCTAssertEqual(t.callbacks("Old"), ["willFinishLaunching", "didFinishLaunching", "performFetch"], "iOS \(ios)")
            let record = t.trace.records.first { if case .callback(let r) = $0 { return r.callback == .delegate(.performFetch) }; return false }
            let explanation = record.flatMap { TraceExplainer.explain($0, profile: t.device.profile) }
            XCTAssertEqual(explanation?.rules.first, .bt8)
        }
    }

    /// "Using background tasks to update your app": "In iOS 13 and later, adding a
    /// BGTaskSchedulerPermittedIdentifiers key to the Info.plist disables the
    /// application(_:performFetchWithCompletionHandler:) and setMinimumBackgroundFetchInterval(_:) methods."
    func test_BT8_bgTaskIdentifiersDisablePerformFetchFromIOS13() {
        for ios in [13, 17, 26] {
            var modern = AppConfiguration.app("Modern", modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])
            modern.bgTaskIdentifiers = [Self.refresh]
            let t = makeDevice(ios: ios, apps: [modern])
            XCTAssertEqual(t.warnings(.bt8).map(\.message).count, 1, "iOS \(ios): a performFetch handler that can never run")
            t.sendRefused(.fetch(app: "Modern"), rule: .bt8)
            XCTAssertEqual(t.state("Modern"), .notRunning, "iOS \(ios): not launched for the fetch")
            t.send(.launch(app: "Modern", url: nil), .home)
            t.sendRefused(.fetch(app: "Modern"), rule: .bt8)
            t.send(.launch(app: "Modern", url: nil))
            // Never delivered, in any state: each refusal is its step whole (one warning).
            t.sendRefused(.fetch(app: "Modern"), rule: .bt8)
        }
    }

    /// Before iOS 13 the key is ignored (BT-1): the classic fetch works; an app that declares the
    /// `fetch` mode and identifiers but no performFetch handler (a BGAppRefreshTask app) gets no BT-8 warning.
    func test_BT8_beforeIOS13FetchStillWorks_andNoWarningWithoutAPerformFetchHandler() {
        var old = AppConfiguration.app("Old", modes: [.fetch], [(.delegate(.performFetch), [.completeFetch(.newData)])])
        old.bgTaskIdentifiers = [Self.refresh]
        let t = makeDevice(ios: 12, apps: [old])
        t.send(.fetch(app: "Old"))
        XCTAssertEqual(t.callbacks("Old"), ["willFinishLaunching", "didFinishLaunching", "performFetch"])
        XCTAssertEqual(t.warnings(.bt8).count, 0)
        XCTAssertEqual(makeDevice(ios: 17, apps: [Self.feed()]).warnings(.bt8).count, 0)
    }

    func test_BT8_swiftAPI_fetchThrowsARefusalCitingBT8() throws {
        let device = try SimulatedDevice(ios: 17)
        var fetched = false
        let app = try device.install("Modern", modes: [.fetch]) { config in
            config.bgTaskIdentifiers = [Self.refresh]
            config.on(.performFetch) { context in fetched = true; context.completeFetch(.newData) }
        }
        XCTAssertThrowsError(try app.fetch()) { error in
            guard case .refused(_, let reason, let rule)? = error as? LifecycleSimError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(rule, .bt8)
            XCTAssertEqual(reason, "background fetch dropped: Modern declares BGTaskSchedulerPermittedIdentifiers, "
                + "which disables performFetch from iOS 13 (submit a BGAppRefreshTaskRequest instead)")
        }
        XCTAssertFalse(fetched)
        XCTAssertEqual(app.state, .notRunning)
    }

    // MARK: The trace and the Swift API

    /// The record's request kind is written `type`: `kind` already names the record kind in every JSON object.
    func test_bgtaskRecord_JSONAndText() {
        let record = TraceRecord.bgTask(BGTaskRecord(time: VirtualTime(milliseconds: 1500), app: "Feed", id: Self.refresh,
                                                     kind: .refresh, change: .launched, rule: .bt3))
        XCTAssertEqual(TraceJSONFormatter.line(for: record),
                       #"{"kind":"bgtask","time":1.5,"app":"Feed","id":"com.example.refresh","type":"refresh","change":"launched","rule":"BT-3"}"#)
        XCTAssertTrue(TraceTextFormatter().line(for: record).hasSuffix("Feed  bgtask com.example.refresh (refresh) launched  [BT-3]"))
        XCTAssertNotNil(TraceExplainer.explanation(for: record))
    }

    func test_swiftAPI_registerSubmitCompleteWithATaskObject() throws {
        let device = try SimulatedDevice(ios: 17)
        var ran: [String] = []
        let app = try device.install("Feed", modes: [.fetch]) { config in
            config.bgTaskIdentifiers = [Self.refresh]
            config.on(.didFinishLaunching) { context in
                context.register(forTaskWithIdentifier: Self.refresh) { task in
                    ran.append(task.identifier)
                    task.expirationHandler = { ran.append("expired") }
                    task.context.after(.seconds(3), label: "done") { _ in task.setTaskCompleted(success: true) }
                }
            }
            config.on(.didEnterBackground) { context in try? context.submit(BGTaskRequest(identifier: Self.refresh, kind: .refresh)) }
        }
        try app.launch()
        try device.home()
        XCTAssertEqual(app.bgTaskRequests, [Self.refresh])
        try app.runBGTask(Self.refresh)
        XCTAssertEqual(app.state, .background)
        try device.advanceWithoutWaitingCode(by: .seconds(3))
        XCTAssertEqual(app.state, .suspended)
        XCTAssertEqual(ran, [Self.refresh])
        XCTAssertThrowsError(try app.runBGTask(Self.refresh))
    }
}

/// `--explain` for the BGTaskScheduler records: the launch, the resume and the kills cite BT rules.
final class BGTaskExplanationTests: RuleTestCase {
    func test_explanationsOfBGTaskTransitionsCiteTheirRules() {
        let t = makeDevice(ios: 13, apps: [BGTaskRuleTests.feed(expire: [.log("cleaning up, not completing")])])
        t.send(.launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: BGTaskRuleTests.refresh, .run))
        t.wait(30)
        let transitions = t.transitionRecords("Feed").filter { $0.rule == .bt3 || $0.rule == .bt6 }
        XCTAssertEqual(transitions.map { "\($0.from)>\($0.to)" }, ["suspended>background", "background>not-running"])
        for record in transitions {
            let explanation = TraceExplainer.explain(.transition(record), profile: t.device.profile)
            XCTAssertEqual(explanation?.rules.first, record.rule, "\(record)")
        }
    }
}

/// BT-6 at its edges: the network requirement, a debugger (DB-1) and an app in the foreground.
final class BGTaskExpiryEdgeTests: RuleTestCase {
    func test_BT6_networkOffEndsANetworkTask() {
        let t = makeDevice(ios: 13, apps: [BGTaskRuleTests.feed(
            submits: [BGTaskRequest(identifier: BGTaskRuleTests.work, kind: .processing, requiresNetwork: true)],
            expire: [.bgComplete(BGTaskRuleTests.work, success: false)])])
        t.send(.launch(app: "Feed", url: nil), .home, .bgTask(app: "Feed", id: BGTaskRuleTests.work, .run))
        t.send(.network(on: false))
        XCTAssertEqual(t.state("Feed"), .suspended, "completed in its expiration handler: suspended, not killed")
        XCTAssertEqual(t.device.bgTaskStatus(of: "Feed", id: BGTaskRuleTests.work), .none)
    }

    func test_BT6_underADebugger_notKilled() {
        let t = makeDevice(ios: 13, apps: [BGTaskRuleTests.feed(expire: [.log("cleaning up, not completing")])])
        t.send(.launch(app: "Feed", url: nil), .debuggerAttach(app: "Feed"), .home,
               .bgTask(app: "Feed", id: BGTaskRuleTests.refresh, .run))
        t.wait(31)
        XCTAssertEqual(t.state("Feed"), .background, "DB-1: nothing kills an app under a debugger")
        XCTAssertEqual(t.device.bgTaskStatus(of: "Feed", id: BGTaskRuleTests.refresh), .none)
    }

    func test_BT6_inTheForeground_theTaskEndsAndTheAppStays() {
        let t = makeDevice(ios: 13, apps: [BGTaskRuleTests.feed(launch: [.log("ran")])])
        t.send(.launch(app: "Feed", url: nil), .home, .launch(app: "Feed", url: nil),
               .bgTask(app: "Feed", id: BGTaskRuleTests.refresh, .simulate))
        t.wait(30)
        XCTAssertEqual(t.state("Feed"), .active)
        XCTAssertEqual(t.device.bgTaskStatus(of: "Feed", id: BGTaskRuleTests.refresh), .none)
    }
}

/// BT-6 and BGProcessingTask's reference: "The system terminates any background processing tasks
/// running when the user starts using the device. Background refresh tasks aren't affected."
final class ProcessingTaskUnlockRuleTests: RuleTestCase {
    func test_BT6_unlockExpiresRunningProcessingTasksOnly() {
        var config = AppConfiguration.app("Photos", modes: [.fetch, .processing], [
            (.delegate(.didFinishLaunching), [.bgRegister("index"), .bgRegister("refresh")]),
            (.delegate(.didEnterBackground), [.bgSubmit(BGTaskRequest(identifier: "index", kind: .processing)),
                                              .bgSubmit(BGTaskRequest(identifier: "refresh", kind: .refresh))]),
            (.bgTaskExpire(id: "index"), [.bgComplete("index", success: false)]),
        ])
        config.bgTaskIdentifiers = ["index", "refresh"]
        let t = makeDevice(ios: 17, apps: [config])
        t.send(.launch(app: "Photos", url: nil), .lock, .bgTask(app: "Photos", id: "index", .run),
               .bgTask(app: "Photos", id: "refresh", .run))
        XCTAssertEqual(t.device.bgTaskStatus(of: "Photos", id: "index"), .running)
        t.clearTrace()
        t.send(.unlock)
        XCTAssertEqual(Array(t.traceLines().prefix(3)), [
            "▸ unlock",
            "Photos bgtask index (processing) expired [BT-6]",
            "Photos • bgtask-expire index (background) [BT-6]",
        ])
        XCTAssertEqual(t.device.bgTaskStatus(of: "Photos", id: "index"), .none)
        XCTAssertEqual(t.device.bgTaskStatus(of: "Photos", id: "refresh"), .running, "refresh tasks aren't affected")
    }
}

/// BT-9: BGContinuedProcessingTask (iOS 26). Expected values come from Apple's reference ("The app
/// submits this request from the foreground"; "begins processing the task immediately, if
/// possible"), "Performing long-running tasks on iOS and iPadOS" (a cancel "invokes the task's
/// expiration handler"; a swipe-away cancels running tasks and "the app doesn't receive an
/// indication") and the header's wildcard identifiers and registration exemption.
final class ContinuedProcessingRuleTests: RuleTestCase {
    static let export = "com.example.Photos.export.album"

    /// Photos permits `com.example.Photos.export.*`; when it becomes active (the user's tap) it
    /// registers the handler on demand and submits; with `completeAfter` the launch handler
    /// completes the task that long after it starts; `expire` is the expiration handler's actions.
    private func photos(submitIn callback: DelegateCallback = .didBecomeActive, completeAfter: VirtualDuration? = nil,
                        expire: [AppAction] = []) -> AppConfiguration {
        var config = AppConfiguration.app("Photos", [
            (.delegate(callback), [.bgRegister(Self.export), .bgSubmit(BGTaskRequest(identifier: Self.export, kind: .continued))]),
            (.bgTaskExpire(id: Self.export), expire),
        ])
        config.onBGTask(Self.export) { context in
            guard let completeAfter else { return }
            context.after(delay: completeAfter, perform: .bgComplete(Self.export, success: true))
        }
        config.bgTaskIdentifiers = ["com.example.Photos.export.*"]
        return config
    }

    func test_BT9_submittedFromTheForeground_itStartsAtOnce_andKeepsTheAppRunningUntilCompleted() {
        let t = makeDevice(ios: 26, apps: [photos(completeAfter: .minutes(10))])
        t.send(.launch(app: "Photos", url: nil))
        XCTAssertEqual(t.device.bgTaskStatus(of: "Photos", id: Self.export), .running, "started at once, in the foreground")
        XCTAssertEqual(t.callbacks("Photos").last, "bgtask \(Self.export)")
        t.send(.home)
        t.wait(9 * 60)
        XCTAssertEqual(t.state("Photos"), .background, "no 30 s limit")
        t.wait(60)
        XCTAssertEqual(t.state("Photos"), .suspended, "BG-2 once it is completed")
    }

    func test_BT9_fromTheBackgroundTheSubmissionFails_beforeIOS26ItDoesNotExist() {
        let background = makeDevice(ios: 26, apps: [photos(submitIn: .didEnterBackground)])
        background.send(.launch(app: "Photos", url: nil), .home)
        XCTAssertEqual(background.warnings(.bt9).count, 1)
        XCTAssertTrue(background.warnings(.bt9).first?.message.contains("notPermitted") ?? false)
        XCTAssertEqual(background.state("Photos"), .suspended)
        let older = makeDevice(ios: 18, apps: [photos()])
        older.send(.launch(app: "Photos", url: nil))
        XCTAssertEqual(older.warnings(.bt9).count, 1, "BGContinuedProcessingTaskRequest exists from iOS 26")
        XCTAssertEqual(older.device.bgTaskStatus(of: "Photos", id: Self.export), .none)
    }

    /// The user's cancel in the Live Activity is `bgtask expire`: the expiration handler (BT-6).
    func test_BT9_theUsersCancelRunsTheExpirationHandler() {
        let t = makeDevice(ios: 26, apps: [photos(expire: [.bgComplete(Self.export, success: false)])])
        t.send(.launch(app: "Photos", url: nil), .home)
        t.send(.bgTask(app: "Photos", id: Self.export, .expire))
        XCTAssertEqual(t.callbacks("Photos").last, "bgtask-expire \(Self.export)")
        XCTAssertEqual(t.state("Photos"), .suspended)
    }

    /// A submission whose process ends before its code returns (a crash right after it) never
    /// starts: the trace says the request went with the process.
    func test_BT9_aRequestWhoseProcessEndsBeforeItStartsIsCancelled() {
        var config = photos()
        config.on(.didBecomeActive) { $0.crash() }
        let t = makeDevice(ios: 26, apps: [config])
        t.send(.launch(app: "Photos", url: nil))
        XCTAssertEqual(t.traceLines().filter { $0.contains("bgtask \(Self.export) (continued)") },
                       ["Photos bgtask \(Self.export) (continued) submitted [BT-9]",
                        "Photos bgtask \(Self.export) (continued) cancelled [BT-9]"])
    }

    /// TE-2: the swipe cancels the running task with no callback for it.
    func test_BT9_aSwipeAwayCancelsTheTaskSilently() {
        let t = makeDevice(ios: 26, apps: [photos()])
        t.send(.launch(app: "Photos", url: nil), .home, .switcherShow)
        t.clearTrace()
        t.send(.switcherKill(app: "Photos"))
        XCTAssertEqual(t.traceLines().filter { $0.contains("bgtask") }, ["Photos bgtask \(Self.export) (continued) cancelled [BT-9]"])
        XCTAssertFalse(t.callbacks("Photos").contains("bgtask-expire \(Self.export)"))
        XCTAssertEqual(t.state("Photos"), .notRunning)
    }
}
