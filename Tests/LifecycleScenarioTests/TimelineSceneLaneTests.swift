import LifecycleScenario
import LifecycleSim
import XCTest

/// The timeline of a scene-based app (iOS 13+) draws one lane per scene under its app's lane,
/// banded by the scene's activation state (SC-3, SC-4, SC-9); classic apps keep one lane.
final class TimelineSceneLaneTests: XCTestCase {
    /// SC-9: Notes/1 is disconnected in the background, the next launch connects Notes/2; that
    /// one is disconnected while the app is suspended, and the next launch connects Notes/3.
    static let disconnects = """
    scenario "Disconnected scenes and their successors"
    device ios 17
    app Notes scenes
      on sceneDidEnterBackground: begin-task save
      on expire save: end-task save
    0s      launch Notes
    +1s     home
    +5s     disconnect Notes/1
    +5s     launch Notes
    +1s     home
    +40s    disconnect Notes/2
    +5s     launch Notes
    """

    private func sceneLanes(_ root: SVGNode) -> [SVGNode] { root.elements(class: "scene-lane") }

    private func bands(_ lane: SVGNode) -> [(state: String, startMs: String)] {
        lane.elements(class: "band").map { ($0.attributes["data-state"] ?? "", $0.attributes["data-start-ms"] ?? "") }
    }

    /// The states and start times of scene `number`'s bands as its `scene-transition` records give them.
    private func expectedBands(_ app: String, _ number: Int, _ records: [TraceRecord]) -> [(state: String, startMs: String)] {
        let moves = records.compactMap { record -> SceneTransitionRecord? in
            guard case .sceneTransition(let r) = record, r.app == app, r.scene == number else { return nil }
            return r
        }
        guard let first = moves.first else { return [] }
        return [(first.from.rawValue, String(first.time.milliseconds))]
            + moves.map { ($0.to.rawValue, String($0.time.milliseconds)) }
    }

    func test_SC9_oneLanePerSceneUnderItsAppInNumberOrder() throws {
        let (root, picture, _) = try TimelineFixture.picture(Self.disconnects)
        let lanes = root.all.filter { $0.classes.contains("lane") || $0.classes.contains("scene-lane") }
        XCTAssertEqual(lanes.map { $0.elements(class: "lane-name").first?.text ?? "" }, ["Notes", "Notes/1", "Notes/2", "Notes/3"],
                       "SC-9: a disconnected scene's number is never reused; the app's lane comes first")
        XCTAssertEqual(sceneLanes(root).map { $0.attributes["data-app"] }, ["Notes", "Notes", "Notes"])
        XCTAssertEqual(sceneLanes(root).map { $0.attributes["data-scene"] }, ["1", "2", "3"])
        XCTAssertEqual(picture.apps, 1, "scene lanes are not apps")
        XCTAssertEqual(root.elements(class: "lane").count, 1, "g.lane is an app's; a scene's is g.scene-lane")
        XCTAssertTrue(root.elements(named: "text").contains { $0.attributes["id"] == "subtitle" && $0.text.contains("· 1 app ·") })
    }

    func test_SC3_SC4_SC9_sceneBandsFollowTheSceneTransitions() throws {
        let (root, _, records) = try TimelineFixture.picture(Self.disconnects)
        let lanes = sceneLanes(root)
        XCTAssertEqual(lanes.count, 3)
        for (index, lane) in lanes.enumerated() {
            let drawn = bands(lane), expected = expectedBands("Notes", index + 1, records)
            XCTAssertEqual(drawn.map(\.state), expected.map(\.state), "Notes/\(index + 1)")
            XCTAssertEqual(drawn.map(\.startMs), expected.map(\.startMs), "Notes/\(index + 1)")
        }
        // SC-3 (connect, activate), SC-4 (home: through foreground-inactive to the background), SC-9.
        XCTAssertEqual(bands(lanes[0]).map(\.state), ["unattached", "foreground-inactive", "foreground-active",
                                                      "foreground-inactive", "background", "disconnected"])
        XCTAssertEqual(bands(lanes[0]).last?.startMs, "6000", "disconnect Notes/1 at 6 s")
        XCTAssertEqual(bands(lanes[1]).first?.startMs, "11000", "Notes/2 connects at the launch at 11 s")
        XCTAssertEqual(bands(lanes[2]).map(\.state), ["unattached", "foreground-inactive", "foreground-active"])
        XCTAssertTrue(lanes.allSatisfy { $0.elements(class: "budget").isEmpty }, "the budget is the process's (SC-2): on the app's lane")
    }

    func test_SC1_sceneCallbacksAreDrawnOnTheirScenesLane() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.disconnects)
        let app = try XCTUnwrap(TimelineFixture.lane(root, "Notes"))
        XCTAssertFalse(app.classes.contains("scene-lane"))
        let appCallbacks = app.elements(class: "callback").compactMap { $0.elements(named: "text").last?.text }
        XCTAssertEqual(Array(appCallbacks.prefix(3)), ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting"],
                       "SC-3: the app delegate's launch callbacks stay on the app's lane")
        XCTAssertFalse(appCallbacks.contains("willConnect"))
        let first = sceneLanes(root)[0].elements(class: "callback").compactMap { $0.elements(named: "text").last?.text }
        XCTAssertEqual(first, ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
                               "sceneDidEnterBackground", "sceneDidDisconnect"], "SC-3, SC-4, SC-9 on Notes/1")
    }

    func testTheLegendExplainsEverySceneStateOnlyWhenThereAreScenes() throws {
        let (root, _, _) = try TimelineFixture.picture(Self.disconnects)
        let legend = root.elements(class: "legend-item").map { $0.texts.last ?? "" }
        for state in SceneActivationState.allCases {
            XCTAssertTrue(legend.contains("scene \(state.rawValue)"), "\(state): \(legend)")
        }
        let (classic, _, _) = try TimelineFixture.picture(TimelineSVGTests.twoApps)
        XCTAssertFalse(classic.elements(class: "legend-item").contains { ($0.texts.last ?? "").hasPrefix("scene ") })
        XCTAssertTrue(sceneLanes(classic).isEmpty)
    }

    /// SC-1: before iOS 13 `scenes` is ignored: one lane, no scene lanes.
    func test_SC1_noSceneLanesBeforeIOS13() throws {
        let (root, _, _) = try TimelineFixture.picture("""
        device ios 12
        app Notes scenes
        launch Notes
        +1s home
        """)
        XCTAssertEqual(root.elements(class: "lane").count, 1)
        XCTAssertTrue(sceneLanes(root).isEmpty)
        XCTAssertFalse(root.elements(class: "legend-item").contains { ($0.texts.last ?? "").hasPrefix("scene ") })
    }
}
