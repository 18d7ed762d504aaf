import LifecycleSim
import XCTest

/// VC-1 … VC-5 (and PR-1's "memory warning unloads views" column): loading, unloading on
/// iOS 3-5, containers, full-screen presentation.
final class ViewControllerRuleTests: SystemsRuleTestCase {
    /// `navigation Nav root List`, `controller Detail`, `controller ModalA`, `controller ModalB`, `root Nav`.
    private func navApp(_ name: String = "A") -> AppConfiguration {
        .sys(name, controllers: [
            .navigation("Nav", root: "List"), .plain("List"), .plain("Detail"),
            .plain("ModalA"), .plain("ModalB"), .plain("Unused"),
        ], root: "Nav")
    }

    /// `controller Home`, `controller Modal`, `root Home`.
    private func modalApp(_ name: String = "A") -> AppConfiguration {
        .sys(name, controllers: [.plain("Home"), .plain("Modal")], root: "Home")
    }

    private func loaded(_ t: SystemsDevice, _ controller: String, app: String = "A") -> Bool? {
        t.device.isViewLoaded(app: app, controller: controller)
    }

    // MARK: VC-1

    func test_VC1_rootLoadedAtLaunch_loadViewThenViewDidLoad_beforeDidBecomeActive() {
        let t = makeDevice(ios: 7, apps: [modalApp()])
        t.launch("A")
        XCTAssertEqual(t.controllerCalls("A"), ["Home.loadView@0", "Home.viewDidLoad@0"])
        let steps = t.steps("A")
        if let loaded = steps.firstIndex(of: "Home.viewDidLoad"), let active = steps.firstIndex(of: "didBecomeActive") {
            XCTAssertLessThan(loaded, active, "a controller on screen has a loaded view: \(steps)")
        } else {
            XCTFail("missing callbacks: \(steps)")
        }
        XCTAssertEqual(loaded(t, "Home"), true)
        XCTAssertNil(loaded(t, "Modal"), "a controller is created when first shown")
    }

    func test_VC1_navigationAndItsRootChildLoaded_containerFirst() {
        let t = makeDevice(ios: 7, apps: [navApp()])
        t.launch("A")
        XCTAssertEqual(t.controllerCalls("A"), ["Nav.loadView@0", "Nav.viewDidLoad@0", "List.loadView@0", "List.viewDidLoad@0"])
        XCTAssertNil(loaded(t, "Detail"))
    }

    func test_VC1_pushedAndPresentedControllersLoadedWhenShown() {
        let t = makeDevice(ios: 7, apps: [navApp()])
        t.launch("A")
        t.clearTrace()
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"))
        XCTAssertEqual(t.controllerCalls("A"), ["Detail.loadView@0", "Detail.viewDidLoad@0"])
        t.clearTrace()
        t.send(.presentController(app: "A", controller: "ModalA", from: nil))
        XCTAssertEqual(t.controllerCalls("A"), ["ModalA.loadView@0", "ModalA.viewDidLoad@0"])
        XCTAssertEqual(t.appCallbacks("A"), [], "controller statements give no app-delegate callback")
    }

    func test_VC1_controllerStatementsOnlyInTheActiveFrontApp_elseOneWarningAndNothingChanges() {
        let t = makeDevice(ios: 7, apps: [navApp()])
        t.send(.launch(app: "A", url: nil), .home)
        t.clearTrace()
        for event in [DeviceEvent.pushController(app: "A", child: "Detail", navigation: "Nav"),
                      .presentController(app: "A", controller: "ModalA", from: nil),
                      .popController(app: "A", navigation: "Nav"),
                      .dismissController(app: "A", controller: "ModalA")] {
            let mark = t.trace.records.count
            guard case .refused = t.handle(event) else {
                XCTFail("\(event) applied while A is suspended")
                continue
            }
            let added = t.trace.records[(mark + 1)...]
            XCTAssertEqual(added.count, 1, "\(event): \(Array(added))")
        }
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertNil(loaded(t, "Detail"))
    }

    // MARK: VC-2 by version (PR-1)

    func test_VC2_iOS5_unloadNestedInDidReceiveMemoryWarning_viewWillUnloadThenViewDidUnload() {
        let t = makeDevice(ios: 5, apps: [modalApp()])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "Modal", from: nil))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A Home.didReceiveMemoryWarning@0", "A Home.viewWillUnload@1", "A Home.viewDidUnload@1",
            "A Modal.didReceiveMemoryWarning@0",
        ])
        let unloads = t.callbackRecords.filter { $0.callback == .controller("Home", .viewDidUnload) }
        XCTAssertEqual(unloads.map(\.rule), [.vc2])
        XCTAssertEqual(loaded(t, "Home"), false)
        XCTAssertEqual(loaded(t, "Modal"), true)
    }

    func test_VC2_iOS4_unloadWithoutViewWillUnload() {
        let t = makeDevice(ios: 4, apps: [modalApp()])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "Modal", from: nil))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A Home.didReceiveMemoryWarning@0", "A Home.viewDidUnload@1",
            "A Modal.didReceiveMemoryWarning@0",
        ])
        XCTAssertEqual(loaded(t, "Home"), false)
    }

    func test_VC2_iOS3_unloadWithoutViewWillUnload() {
        let t = makeDevice(ios: 3, apps: [modalApp()])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "Modal", from: nil))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A Home.didReceiveMemoryWarning@0", "A Home.viewDidUnload@1",
            "A Modal.didReceiveMemoryWarning@0",
        ])
    }

    func test_VC2_iOS6_and_later_neverUnload() {
        for version in [6, 7, 12, 13, 17] {
            let t = makeDevice(ios: version, apps: [modalApp()])
            t.launch("A")
            t.send(.presentController(app: "A", controller: "Modal", from: nil))
            t.clearTrace()
            t.send(.memoryWarning(.critical), .memoryWarning(.warning))
            XCTAssertEqual(t.allCallsWithDepth(), [
                "A didReceiveMemoryWarning@0", "A Home.didReceiveMemoryWarning@0", "A Modal.didReceiveMemoryWarning@0",
                "A didReceiveMemoryWarning@0", "A Home.didReceiveMemoryWarning@0", "A Modal.didReceiveMemoryWarning@0",
            ], "iOS \(version)")
            XCTAssertEqual(loaded(t, "Home"), true, "iOS \(version)")
            t.clearTrace()
            t.send(.dismissController(app: "A", controller: "Modal"))
            XCTAssertEqual(t.controllerCalls("A"), [], "iOS \(version): nothing to reload")
        }
    }

    func test_VC2_iOS5_viewInTheWindowIsNotUnloaded() {
        let t = makeDevice(ios: 5, apps: [modalApp()])
        t.launch("A")
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), ["A didReceiveMemoryWarning@0", "A Home.didReceiveMemoryWarning@0"])
        XCTAssertEqual(loaded(t, "Home"), true)
    }

    func test_VC2_iOS5_controllerBelowTheTopOfTheStackIsUnloadedByItsOwnWarning() {
        let t = makeDevice(ios: 5, apps: [navApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A List.didReceiveMemoryWarning@0", "A List.viewWillUnload@1", "A List.viewDidUnload@1",
            "A Nav.didReceiveMemoryWarning@0",
            "A Detail.didReceiveMemoryWarning@0",
        ], "Nav and Detail are in the window; List is loaded, not in the window and not the container's content")
        XCTAssertEqual(loaded(t, "List"), false)
        XCTAssertEqual(loaded(t, "Nav"), true)
        XCTAssertEqual(loaded(t, "Detail"), true)
    }

    // MARK: VC-3

    func test_VC3_containerContentUnloadsWithItsContainer_iOS5() {
        let t = makeDevice(ios: 5, apps: [navApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"),
               .presentController(app: "A", controller: "ModalA", from: nil))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A List.didReceiveMemoryWarning@0", "A List.viewWillUnload@1", "A List.viewDidUnload@1",
            "A Nav.didReceiveMemoryWarning@0", "A Nav.viewWillUnload@1", "A Nav.viewDidUnload@1",
            "A Detail.viewWillUnload@1", "A Detail.viewDidUnload@1",
            "A Detail.didReceiveMemoryWarning@0",
            "A ModalA.didReceiveMemoryWarning@0",
        ])
        let detailUnload = t.callbackRecords.filter { $0.callback == .controller("Detail", .viewDidUnload) }
        XCTAssertEqual(detailUnload.map(\.rule), [.vc3])
        XCTAssertEqual(loaded(t, "Detail"), false)
    }

    func test_VC3_containerContentUnloadsWithItsContainer_iOS4() {
        let t = makeDevice(ios: 4, apps: [navApp()])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "ModalA", from: nil))
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A List.didReceiveMemoryWarning@0",
            "A Nav.didReceiveMemoryWarning@0", "A Nav.viewDidUnload@1", "A List.viewDidUnload@1",
            "A ModalA.didReceiveMemoryWarning@0",
        ], "List is the content (top) of Nav: not unloaded by its own warning, right after Nav's viewDidUnload instead")
    }

    // MARK: VC-4

    func test_VC4_fullScreenPresentTakesPresenterOutOfTheWindow_dismissReloads_iOS5() {
        let t = makeDevice(ios: 5, apps: [modalApp()])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "Modal", from: "Home"), .memoryWarning(.warning))
        XCTAssertEqual(loaded(t, "Home"), false)
        t.clearTrace()
        t.send(.dismissController(app: "A", controller: "Modal"))
        XCTAssertEqual(t.controllerCalls("A"), ["Home.loadView@0", "Home.viewDidLoad@0"])
        XCTAssertEqual(loaded(t, "Home"), true)
        XCTAssertNil(loaded(t, "Modal"), "a dismissed controller is released")
    }

    func test_VC4_presentedFromANavigationChild_isLoadedAndCoversTheStack_iOS5() {
        let t = makeDevice(ios: 5, apps: [navApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"))
        t.clearTrace()
        t.send(.presentController(app: "A", controller: "ModalA", from: "Detail"))
        XCTAssertEqual(t.controllerCalls("A"), ["ModalA.loadView@0", "ModalA.viewDidLoad@0"],
                       "the presented controller is on screen, so its view is loaded (VC-1)")
        t.clearTrace()
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A List.didReceiveMemoryWarning@0", "A List.viewWillUnload@1", "A List.viewDidUnload@1",
            "A Nav.didReceiveMemoryWarning@0", "A Nav.viewWillUnload@1", "A Nav.viewDidUnload@1",
            "A Detail.viewWillUnload@1", "A Detail.viewDidUnload@1",
            "A Detail.didReceiveMemoryWarning@0",
            "A ModalA.didReceiveMemoryWarning@0",
        ], "full screen: the presenter's whole hierarchy is out of the window")
        t.clearTrace()
        t.send(.dismissController(app: "A", controller: "ModalA"))
        XCTAssertEqual(t.controllerCalls("A"), ["Nav.loadView@0", "Nav.viewDidLoad@0", "Detail.loadView@0", "Detail.viewDidLoad@0"])
    }

    // MARK: VC-5

    func test_VC5_alreadyUnloadedControllerGetsDidReceiveMemoryWarningOnly() {
        let t = makeDevice(ios: 5, apps: [modalApp()])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "Modal", from: nil), .memoryWarning(.warning))
        t.clearTrace()
        t.send(.memoryWarning(.urgent))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0", "A Home.didReceiveMemoryWarning@0", "A Modal.didReceiveMemoryWarning@0",
        ])
    }

    // MARK: A navigation stack with modals over modals

    private func stackWithModals(ios version: Int) -> SystemsDevice {
        let t = makeDevice(ios: version, apps: [navApp()])
        t.launch("A")
        t.send(.pushController(app: "A", child: "Detail", navigation: "Nav"),
               .presentController(app: "A", controller: "ModalA", from: nil),
               .presentController(app: "A", controller: "ModalB", from: nil))
        XCTAssertEqual(["List", "Nav", "Detail", "ModalA", "ModalB"].map { loaded(t, $0) }, [true, true, true, true, true])
        t.clearTrace()
        return t
    }

    func test_VC2_VC3_VC4_VC5_navigationStackWithModalsOverModals_iOS5_exactOrder() {
        let t = stackWithModals(ios: 5)
        t.send(.memoryWarning(.warning))
        t.send(.dismissController(app: "A", controller: "ModalB"))
        t.send(.dismissController(app: "A", controller: "ModalA"))
        t.send(.popController(app: "A", navigation: "Nav"))
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            // memory warning: creation order List, Nav, Detail, ModalA, ModalB
            "A didReceiveMemoryWarning@0",
            "A List.didReceiveMemoryWarning@0", "A List.viewWillUnload@1", "A List.viewDidUnload@1",
            "A Nav.didReceiveMemoryWarning@0", "A Nav.viewWillUnload@1", "A Nav.viewDidUnload@1",
            "A Detail.viewWillUnload@1", "A Detail.viewDidUnload@1",
            "A Detail.didReceiveMemoryWarning@0",
            "A ModalA.didReceiveMemoryWarning@0", "A ModalA.viewWillUnload@1", "A ModalA.viewDidUnload@1",
            "A ModalB.didReceiveMemoryWarning@0",
            // dismiss ModalB: ModalA is back in the window
            "A ModalA.loadView@0", "A ModalA.viewDidLoad@0",
            // dismiss ModalA: the navigation controller and its content are back
            "A Nav.loadView@0", "A Nav.viewDidLoad@0", "A Detail.loadView@0", "A Detail.viewDidLoad@0",
            // pop: Detail is released, List shows again
            "A List.loadView@0", "A List.viewDidLoad@0",
            // second warning: only the live controllers, both in the window
            "A didReceiveMemoryWarning@0", "A List.didReceiveMemoryWarning@0", "A Nav.didReceiveMemoryWarning@0",
        ])
    }

    func test_VC2_navigationStackWithModalsOverModals_iOS6_exactOrder_noUnload() {
        let t = stackWithModals(ios: 6)
        t.send(.memoryWarning(.warning))
        t.send(.dismissController(app: "A", controller: "ModalB"))
        t.send(.dismissController(app: "A", controller: "ModalA"))
        t.send(.popController(app: "A", navigation: "Nav"))
        t.send(.memoryWarning(.warning))
        XCTAssertEqual(t.allCallsWithDepth(), [
            "A didReceiveMemoryWarning@0",
            "A List.didReceiveMemoryWarning@0",
            "A Nav.didReceiveMemoryWarning@0",
            "A Detail.didReceiveMemoryWarning@0",
            "A ModalA.didReceiveMemoryWarning@0",
            "A ModalB.didReceiveMemoryWarning@0",
            "A didReceiveMemoryWarning@0", "A List.didReceiveMemoryWarning@0", "A Nav.didReceiveMemoryWarning@0",
        ])
        XCTAssertFalse(t.callbackRecords.contains { $0.callback.shortName == "viewDidUnload" })
    }

    // MARK: iOS 5 unloading in a background-running app, with MW-3

    func test_VC2_MW3_heldWarningUnloadsOnReturn_iOS5() {
        let t = makeDevice(ios: 5, apps: [modalApp()])
        t.launch("A")
        t.send(.presentController(app: "A", controller: "Modal", from: nil), .home)
        XCTAssertEqual(t.state("A"), .suspended)
        t.send(.memoryWarning(.warning))
        t.clearTrace()
        t.launch("A")
        XCTAssertEqual(t.steps("A"), [
            "suspended>background",
            "didReceiveMemoryWarning",
            "Home.didReceiveMemoryWarning", "Home.viewWillUnload", "Home.viewDidUnload",
            "Modal.didReceiveMemoryWarning",
            "willEnterForeground", "background>inactive", "inactive>active", "didBecomeActive",
        ])
    }
}
