import LifecycleSim
import XCTest

/// MW-1 … MW-4: memory pressure, memory warnings, held warnings and levels.
/// Expected values come from docs/RULES.md (MW, PS-2) and docs/EXECUTION_MODEL.md (home-screen order).
final class MemoryRuleTests: SystemsRuleTestCase {
    /// An app that keeps running in the background with a finite task begun in didEnterBackground.
    private func taskApp(_ name: String, memory: MemorySize? = nil, root: String? = nil) -> AppConfiguration {
        .sys(name, memory: memory, controllers: root.map { [.plain($0)] } ?? [], root: root,
             [(.didEnterBackground, [.beginTask("work")])])
    }

    // MARK: MW-1 order

    func test_MW1_TE3_pressureOrder_suspendedLargestFirstSilently_thenWarnings_thenBackgroundRunning_frontLast_noWillTerminate() {
        // Home-screen order: S1, F, S2, R, S3.
        let t = makeDevice(ios: 7, apps: [
            .sys("S1", memory: .megabytes(50)),
            .sys("F", memory: .megabytes(20)),
            .sys("S2", memory: .megabytes(200)),
            taskApp("R", memory: .megabytes(30)),
            .sys("S3", memory: .megabytes(100)),
        ])
        t.send(.launch(app: "S1", url: nil), .home, .launch(app: "S2", url: nil), .home,
               .launch(app: "S3", url: nil), .home, .launch(app: "R", url: nil), .home, .launch(app: "F", url: nil))
        XCTAssertEqual(t.state("R"), .background)
        XCTAssertEqual(t.state("F"), .active)
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))  // more than can ever be freed: everything goes, in MW-1's order
        XCTAssertEqual(t.allSteps(), [
            "S2 suspended>not-running", "S3 suspended>not-running", "S1 suspended>not-running",
            "F didReceiveMemoryWarning", "R didReceiveMemoryWarning",
            "R background>not-running",  // no willTerminate: jetsam's SIGKILL (TE-3)
            "F active>not-running",
        ])
        XCTAssertTrue(t.transitionRecords("S2").allSatisfy { $0.rule == .mw1 })
        XCTAssertEqual(t.device.freeMemory, .megabytes(768), "1GB − a quarter, nothing left running (PS-2)")
    }

    func test_MW1_suspendedAppsKilledLargestFirstOnlyUntilEnoughIsFree_noWarnings() {
        let t = makeDevice(ios: 7, apps: [
            .sys("S1", memory: .megabytes(50)),
            .sys("S2", memory: .megabytes(200)),
            .sys("S3", memory: .megabytes(100)),
            .sys("F"),
        ])
        t.send(.launch(app: "S1", url: nil), .home, .launch(app: "S2", url: nil), .home,
               .launch(app: "S3", url: nil), .home, .launch(app: "F", url: nil))
        t.clearTrace()
        t.send(.memoryPressure(.megabytes(120)))
        XCTAssertEqual(t.allSteps(), ["S2 suspended>not-running"], "200MB ≥ 120MB: one kill is enough, no warning")
        XCTAssertEqual(t.state("S1"), .suspended)
        XCTAssertEqual(t.state("S3"), .suspended)
        t.clearTrace()
        t.send(.memoryPressure(.megabytes(120)))
        XCTAssertEqual(t.allSteps(), ["S3 suspended>not-running", "S1 suspended>not-running"],
                       "100MB is not enough, so 50MB more; still no warning")
        XCTAssertEqual(t.state("F"), .active)
    }

    func test_MW1_warningsOnlyWhenSuspendedAppsAreNotEnough_thenBackgroundRunningUntilEnough_frontSpared() {
        // Home-screen order: S, F, R1, R2. R1 is both first on the home screen and the largest,
        // so this test does not depend on the order among background-running apps.
        let t = makeDevice(ios: 7, apps: [
            .sys("S", memory: .megabytes(50)),
            .sys("F"),
            taskApp("R1", memory: .megabytes(100)),
            .sys("R2", memory: .megabytes(30), modes: [.audio], [(.didEnterBackground, [.startAudio])]),
        ])
        t.send(.launch(app: "S", url: nil), .home, .launch(app: "R1", url: nil), .home,
               .launch(app: "R2", url: nil), .home, .launch(app: "F", url: nil))
        XCTAssertEqual(t.state("R1"), .background)
        XCTAssertEqual(t.state("R2"), .background)
        t.clearTrace()
        t.send(.memoryPressure(.megabytes(60)))
        XCTAssertEqual(t.allSteps(), [
            "S suspended>not-running",
            "F didReceiveMemoryWarning", "R1 didReceiveMemoryWarning", "R2 didReceiveMemoryWarning",
            "R1 background>not-running",
        ], "50MB freed is short of 60MB: warnings in home-screen order, then R1 (100MB) makes it enough")
        XCTAssertEqual(t.state("R2"), .background)
        XCTAssertEqual(t.state("F"), .active)
    }

    /// MW-1 names an order only for suspended apps (largest first); for the background-running
    /// ones docs/EXECUTION_MODEL.md's "memory-pressure acts on apps in home-screen order" applies.
    func test_MW1_backgroundRunningAppsTerminatedInHomeScreenOrder() {
        let t = makeDevice(ios: 7, apps: [
            taskApp("Small", memory: .megabytes(30)),
            taskApp("Big", memory: .megabytes(100)),
            .sys("F"),
        ])
        t.send(.launch(app: "Small", url: nil), .home, .launch(app: "Big", url: nil), .home, .launch(app: "F", url: nil))
        t.clearTrace()
        t.send(.memoryPressure(.megabytes(120)))
        XCTAssertEqual(t.allSteps(), [
            "Small didReceiveMemoryWarning", "Big didReceiveMemoryWarning", "F didReceiveMemoryWarning",
            "Small background>not-running",
            "Big background>not-running",
        ])
        XCTAssertEqual(t.state("F"), .active)
    }

    func test_MW1_pressureWithoutSize_purgesEverySuspendedApp_largestFirst_andNothingElse() {
        let t = makeDevice(ios: 7, apps: [
            .sys("S1", memory: .megabytes(10)),
            .sys("S2", memory: .megabytes(300)),
            taskApp("R"),
            .sys("F"),
        ])
        t.send(.launch(app: "S1", url: nil), .home, .launch(app: "S2", url: nil), .home,
               .launch(app: "R", url: nil), .home, .launch(app: "F", url: nil))
        t.clearTrace()
        t.send(.memoryPressure(nil))
        XCTAssertEqual(t.allSteps(), ["S2 suspended>not-running", "S1 suspended>not-running"])
        XCTAssertEqual(t.state("R"), .background)
        XCTAssertEqual(t.state("F"), .active)
    }

    func test_MW1_launchThatDoesNotFit_reclaimsFirst() {
        // 200MB − 50MB for the system = 150MB for apps.
        let t = makeDevice(ios: 7, memory: .megabytes(200), system: .megabytes(50), apps: [
            .sys("A", memory: .megabytes(40)),
            .sys("B", memory: .megabytes(70)),
            .sys("C", memory: .megabytes(60)),
        ])
        t.send(.launch(app: "A", url: nil), .home, .launch(app: "B", url: nil), .home)
        XCTAssertEqual(t.device.freeMemory, .megabytes(40))
        t.clearTrace()
        t.send(.launch(app: "C", url: nil))
        XCTAssertEqual(t.allSteps(), [
            "B suspended>not-running",
            "C not-running>inactive", "C willFinishLaunching", "C didFinishLaunching",
            "C inactive>active", "C didBecomeActive",
        ], "C needs 20MB more: B, the largest suspended app, goes silently before C starts")
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.device.freeMemory, .megabytes(50))
    }

    func test_MW1_launchThatDoesNotFit_reclaimsFirst_backgroundLaunchToo() {
        let fetcher = AppConfiguration.sys("C", memory: .megabytes(60), modes: [.fetch],
                                           [(.performFetch, [.completeFetch(.newData)])])
        let t = makeDevice(ios: 7, memory: .megabytes(200), system: .megabytes(50), apps: [
            .sys("A", memory: .megabytes(40)),
            .sys("B", memory: .megabytes(70)),
            fetcher,
        ])
        t.send(.launch(app: "A", url: nil), .home, .launch(app: "B", url: nil), .home)
        t.clearTrace()
        t.send(.fetch(app: "C"))
        XCTAssertEqual(t.allSteps().first, "B suspended>not-running")
        XCTAssertEqual(t.allSteps().dropFirst().first, "C not-running>background")
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_MW1_launchThatDoesNotFit_withNoSuspendedApp_warnsThenTerminatesBackgroundRunning() {
        // 150MB for apps; R (100MB) keeps running with a task; C (60MB) does not fit in the 50MB left.
        let t = makeDevice(ios: 7, memory: .megabytes(200), system: .megabytes(50), apps: [
            taskApp("R", memory: .megabytes(100)),
            .sys("C", memory: .megabytes(60)),
        ])
        t.send(.launch(app: "R", url: nil), .home)
        XCTAssertEqual(t.state("R"), .background)
        t.clearTrace()
        t.send(.launch(app: "C", url: nil))
        XCTAssertEqual(t.allSteps(), [
            "R didReceiveMemoryWarning", "R background>not-running",
            "C not-running>inactive", "C willFinishLaunching", "C didFinishLaunching",
            "C inactive>active", "C didBecomeActive",
        ])
    }

    func test_MW1_MW2_warningsUnderPressureReachControllersToo() {
        let t = makeDevice(ios: 7, apps: [.sys("F", controllers: [.plain("Root")], root: "Root")])
        t.launch("F")
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))
        XCTAssertEqual(t.steps("F"), ["didReceiveMemoryWarning", "Root.didReceiveMemoryWarning", "active>not-running"])
    }

    // MARK: MW-1 and TE-3: a callback or not, one test per cell: none for any app (jetsam's SIGKILL)

    func test_MW1_matrix_suspendedApp_noWillTerminate() {
        let t = makeDevice(ios: 7, apps: [.sys("A")])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))
        XCTAssertEqual(t.steps("A"), ["suspended>not-running"])
        XCTAssertEqual(t.transitionRecords("A").map(\.rule), [.mw1])
    }

    func test_MW1_TE3_matrix_backgroundRunningWithTask_noWillTerminate() {
        let t = makeDevice(ios: 7, apps: [taskApp("A")])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))
        XCTAssertEqual(t.steps("A"), ["didReceiveMemoryWarning", "background>not-running"])
        XCTAssertEqual(t.transitionRecords("A").map(\.rule), [.mw1])
    }

    func test_MW1_TE3_matrix_backgroundRunningWithAudio_noWillTerminate() {
        let t = makeDevice(ios: 7, apps: [.sys("A", modes: [.audio], [(.didEnterBackground, [.startAudio])])])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))
        XCTAssertEqual(t.steps("A"), ["didReceiveMemoryWarning", "background>not-running"])
    }

    func test_MW1_matrix_frontActiveApp_noCallback() {
        let t = makeDevice(ios: 7, apps: [.sys("A")])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))
        XCTAssertEqual(t.steps("A"), ["didReceiveMemoryWarning", "active>not-running"],
                       "the front app is ended last with no termination callback (it looks like a crash)")
        XCTAssertNil(t.device.frontApp)
    }

    func test_MW1_matrix_frontInactiveAppUnderAlert_noCallback() {
        let t = makeDevice(ios: 7, apps: [.sys("A")])
        t.send(.launch(app: "A", url: nil), .alert)
        XCTAssertEqual(t.state("A"), .inactive)
        t.clearTrace()
        t.send(.memoryPressure(.gigabytes(1)))
        XCTAssertEqual(t.steps("A"), ["didReceiveMemoryWarning", "inactive>not-running"])
    }

    // MARK: MW-2

    func test_MW2_appDelegateFirst_thenEveryLiveControllerInCreationOrder_navigationRightAfterItsRootChild() {
        let t = makeDevice(ios: 7, apps: [.sys("A", controllers: [
            .navigation("Nav", root: "List"), .plain("List"), .plain("Detail"), .plain("Modal"), .plain("Unused"),
        ], root: "Nav")])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"),
               .presentController(app: "A", controller: "Modal", from: nil))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A List.didReceiveMemoryWarning@0",
            "A Nav.didReceiveMemoryWarning@0",
            "A Detail.didReceiveMemoryWarning@0",
            "A Modal.didReceiveMemoryWarning@0",
        ])
        XCTAssertEqual(t.callbackRecords.first?.rule, .mw2)
    }

    func test_MW2_appsInHomeScreenOrder_notLaunchOrder() {
        // Home-screen order A, B, C, D; B is launched first and keeps running in the background.
        let t = makeDevice(ios: 7, apps: [
            .sys("A", controllers: [.plain("AR")], root: "AR"),
            taskApp("B", root: "BR"),
            .sys("C", controllers: [.plain("CR")], root: "CR"),
            .sys("D"),
        ])
        t.send(.launch(app: "B", url: nil), .home, .launch(app: "D", url: nil), .home, .launch(app: "A", url: nil))
        XCTAssertEqual(t.state("B"), .background)
        XCTAssertEqual(t.state("D"), .suspended)
        t.clearTrace()
        t.send(.memoryWarning(.urgent))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0", "A AR.didReceiveMemoryWarning@0",
            "B didReceiveMemoryWarning@0", "B BR.didReceiveMemoryWarning@0",
        ], "C is not running and D is suspended (MW-3): neither gets anything now")
    }

    func test_MW2_releasedControllerGetsNothing() {
        let t = makeDevice(ios: 7, apps: [.sys("A", controllers: [
            .navigation("Nav", root: "List"), .plain("List"), .plain("Detail"),
        ], root: "Nav")])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"), .popController(app: "A", navigation: "Nav"))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0", "A List.didReceiveMemoryWarning@0", "A Nav.didReceiveMemoryWarning@0",
        ])
    }

    // MARK: MW-3

    func test_MW3_suspendedAppGetsHeldWarningOnUserReturn_beforeWillEnterForeground() {
        let t = makeDevice(ios: 7, apps: [.sys("A", controllers: [.plain("Root")], root: "Root"), .sys("B")])
        t.send(.launch(app: "A", url: nil), .home, .launch(app: "B", url: nil))
        XCTAssertEqual(t.state("A"), .suspended)
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.steps("A"), [], "no warning while suspended")
        XCTAssertEqual(t.state("A"), .suspended)
        t.send(.home)
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.steps("A"), [
            "suspended>background",
            "didReceiveMemoryWarning", "Root.didReceiveMemoryWarning",
            "willEnterForeground", "background>inactive", "inactive>active", "didBecomeActive",
        ])
        t.send(.home)
        // The held warning is delivered once: the next return is FG-4's alone.
        t.send(.launch(app: "A", url: nil), expecting: returnFromSuspension("A"))
    }

    func test_MW3_suspendedAppGetsHeldWarningOnBackgroundEvent_beforePerformFetch() {
        let t = makeDevice(ios: 7, apps: [.sys("A", modes: [.fetch], [(.performFetch, [.completeFetch(.newData)])])])
        t.send(.launch(app: "A", url: nil), .home)
        t.send(.memoryWarning(.critical))
        t.clearTrace()
        t.send(.fetch(app: "A"))
        XCTAssertEqual(t.steps("A"), [
            "suspended>background", "didReceiveMemoryWarning", "performFetch", "background>suspended",
        ])
    }

    func test_MW3_heldWarningOnResumeByADocument_beforeWillEnterForeground() {
        let note = TypeDeclaration(identifier: "com.example.note", conformsTo: "public.text", fileExtension: "note")
        let t = makeDevice(ios: 7, apps: [
            .sys("Writer", exports: [note]),
            .sys("Reader", documents: ["com.example.note"]),
        ])
        t.send(.launch(app: "Reader", url: nil), .home, .launch(app: "Writer", url: nil))
        t.send(.memoryWarning(.warning))
        t.clearTrace()
        t.send(.share(file: "a.note", from: "Writer", to: "Reader"))
        XCTAssertEqual(t.steps("Reader"), [
            "suspended>background", "didReceiveMemoryWarning",
            "willEnterForeground", "background>inactive", "openURL", "inactive>active", "didBecomeActive",
        ])
    }

    func test_MW3_heldWarningComesBeforeHeldTimers() {
        var config = AppConfiguration.sys("A")
        config.on(.didEnterBackground) { context in
            context.perform(.beginTask("t"))
            context.after(.seconds(10), label: "note") { $0.log("timer") }
            context.perform(.endTask("t"))
        }
        let t = makeDevice(ios: 7, apps: [config])
        t.send(.launch(app: "A", url: nil), .home)
        t.wait(20)
        t.send(.memoryWarning(.warning))
        t.clearTrace()
        t.send(.launch(app: "A", url: nil))
        let order = t.trace.records.compactMap { record -> String? in
            switch record {
            case .callback(let r): return r.callback.description
            case .log(let r) where r.text == "timer": return "timer"
            default: return nil
            }
        }
        XCTAssertEqual(order.first, "didReceiveMemoryWarning", "before any other callback: \(order)")
    }

    // MARK: MW-4

    func test_MW4_levelReadByTheApp_sameCallbacksAtEveryLevel() {
        var seen: [[String]] = []
        for (level, value) in [(MemoryWarningLevel.normal, 0), (.warning, 1), (.urgent, 2), (.critical, 3)] {
            let read = Box<[Int]>([])
            var config = AppConfiguration.sys("A", controllers: [.plain("Root")], root: "Root")
            config.on(.didReceiveMemoryWarning) { read.value.append($0.memoryWarningLevel.value) }
            let t = makeDevice(ios: 7, apps: [config])
            t.launch("A")
            t.clearTrace()
            t.send(.memoryWarning(level))
            XCTAssertEqual(read.value, [value], "\(level)")
            seen.append(t.allCallsWithDepth())
        }
        XCTAssertEqual(seen.count, 4)
        for calls in seen {
            XCTAssertEqual(calls, ["A didReceiveMemoryWarning@0", "A Root.didReceiveMemoryWarning@0"])
        }
    }

    func test_MW4_levelNamesAndValues() {
        XCTAssertEqual(MemoryWarningLevel.allCases.map(\.rawValue), ["normal", "warning", "urgent", "critical"])
        XCTAssertEqual(MemoryWarningLevel.allCases.map(\.value), [0, 1, 2, 3])
    }

    func test_MW4_levelChangesBetweenWarnings() {
        let read = Box<[Int]>([])
        var config = AppConfiguration.sys("A")
        config.on(.didReceiveMemoryWarning) { read.value.append($0.memoryWarningLevel.value) }
        let t = makeDevice(ios: 7, apps: [config])
        t.launch("A")
        t.send(.memoryWarning(.critical), .memoryWarning(.warning), .memoryWarning(.urgent))
        XCTAssertEqual(read.value, [3, 1, 2])
    }
}
