import LifecycleSim
import XCTest

/// DOC-1 … DOC-3: the Open-In menu, sending a file, the Inbox.
final class DocumentRuleTests: SystemsRuleTestCase {
    private static let note = TypeDeclaration(identifier: "com.example.note", conformsTo: "public.text", fileExtension: "note")
    private static let fancy = TypeDeclaration(identifier: "com.example.fancy", conformsTo: "com.example.note", fileExtension: "fancy")
    private static let blob = TypeDeclaration(identifier: "com.example.blob", conformsTo: "public.item", fileExtension: "blob")

    /// Home-screen order: Writer, TextEdit, Notebook, Photos, Anything.
    private func apps(writer: AppConfiguration? = nil) -> [AppConfiguration] {
        [
            writer ?? .sys("Writer", documents: ["com.example.note"], exports: [Self.note, Self.fancy, Self.blob]),
            .sys("TextEdit", documents: ["public.text"]),
            .sys("Notebook", documents: ["com.example.note"]),
            .sys("Photos", documents: ["public.image"]),
            .sys("Anything", documents: ["public.item"]),
        ]
    }

    // MARK: DOC-1

    func test_DOC1_menuByConformance_homeScreenOrder_senderLeftOut() {
        let t = makeDevice(ios: 7, apps: apps())
        XCTAssertEqual(t.device.openInMenu(for: "memo.note", from: "Writer"), ["TextEdit", "Notebook"])
        XCTAssertEqual(t.device.openInMenu(for: "memo.note", from: "Photos"), ["Writer", "TextEdit", "Notebook"])
        XCTAssertEqual(t.device.openInMenu(for: "memo.note", from: "Notebook"), ["Writer", "TextEdit"])
    }

    func test_DOC1_publicTextPitfall_everyAppOpeningPublicTextAppears() {
        // Writer only meant its own notes, but com.example.note conforms to public.text.
        let t = makeDevice(ios: 7, apps: apps() + [.sys("Editor2", documents: ["public.text"])])
        let menu = t.device.openInMenu(for: "memo.note", from: "Notebook")
        XCTAssertEqual(menu, ["Writer", "TextEdit", "Editor2"])
    }

    func test_DOC1_conformanceFollowsTheChainOfExportedDeclarations() {
        let t = makeDevice(ios: 7, apps: apps())
        // com.example.fancy → com.example.note → public.text
        XCTAssertEqual(t.device.openInMenu(for: "card.fancy", from: "Photos"), ["Writer", "TextEdit", "Notebook"])
    }

    func test_DOC1_publicItemMatchesNobody() {
        let t = makeDevice(ios: 7, apps: apps())
        XCTAssertEqual(t.device.openInMenu(for: "data.blob", from: "Writer"), [],
                       "a type conforming to public.item does not bring in the apps that open public.item")
        XCTAssertEqual(t.device.openInMenu(for: "memo.note", from: "Writer"), ["TextEdit", "Notebook"],
                       "Anything, which opens public.item, is not listed")
    }

    func test_DOC1_shareToAnAppNotInTheMenuIsRefused() {
        let t = makeDevice(ios: 7, apps: apps())
        t.launch("Writer")
        t.clearTrace()
        let outcome = t.handle(.share(file: "memo.note", from: "Writer", to: "Photos"))
        guard case .refused = outcome else { return XCTFail("expected a refusal, got \(outcome)") }
        XCTAssertEqual(t.warnings().count, 1)
        XCTAssertEqual(t.state("Writer"), .active)
        XCTAssertEqual(t.state("Photos"), .notRunning)
        XCTAssertEqual(t.device.inbox(of: "Photos"), [])
        XCTAssertEqual(t.appCallbacks("Writer"), [])
    }

    // MARK: DOC-2

    func test_DOC2_order_receiverLaunched() {
        let device = Box<Device?>(nil)
        let inboxSeen = Box<[String: [String]]>([:])
        var writer = AppConfiguration.sys("Writer", documents: ["com.example.note"], exports: [Self.note])
        writer.on(.willBeginSendingToApplication) { _ in inboxSeen.value["willBegin"] = device.value?.inbox(of: "Notebook") }
        writer.on(.willResignActive) { _ in inboxSeen.value["willResignActive"] = device.value?.inbox(of: "Notebook") }
        let t = makeDevice(ios: 7, apps: apps(writer: writer))
        device.value = t.device
        t.launch("Writer")
        t.clearTrace()
        t.send(.share(file: "memo.note", from: "Writer", to: "Notebook"))
        XCTAssertEqual(t.allSteps(), [
            "Writer willBeginSendingToApplication",
            "Writer willResignActive", "Writer active>inactive", "Writer inactive>background", "Writer didEnterBackground",
            "Writer didEndSendingToApplication",
            "Writer background>suspended",
            "Notebook not-running>inactive", "Notebook willFinishLaunching", "Notebook didFinishLaunching",
            "Notebook openURL", "Notebook inactive>active", "Notebook didBecomeActive",
        ])
        XCTAssertEqual(inboxSeen.value["willBegin"], [], "the copy comes after willBeginSendingToApplication")
        XCTAssertEqual(inboxSeen.value["willResignActive"], ["memo.note"], "and before the sender leaves the foreground")
        XCTAssertEqual(t.device.inbox(of: "Notebook"), ["memo.note"])
        XCTAssertEqual(t.device.launchReason(of: "Notebook"), .url, "launched-by url")
        XCTAssertEqual(t.device.frontApp, "Notebook")
        let didEnd = t.callbackRecords.first { $0.callback == .delegate(.didEndSendingToApplication) }
        XCTAssertEqual(didEnd?.state, .background, "the sender is still running when it is told the sending ended")
        XCTAssertEqual(didEnd?.rule, .doc2)
    }

    func test_DOC2_order_receiverResumedWithOpenURL() {
        let t = makeDevice(ios: 7, apps: apps())
        t.send(.launch(app: "Notebook", url: nil), .home, .launch(app: "Writer", url: nil))
        XCTAssertEqual(t.state("Notebook"), .suspended)
        t.clearTrace()
        t.send(.share(file: "memo.note", from: "Writer", to: "Notebook"))
        XCTAssertEqual(t.allSteps(), [
            "Writer willBeginSendingToApplication",
            "Writer willResignActive", "Writer active>inactive", "Writer inactive>background", "Writer didEnterBackground",
            "Writer didEndSendingToApplication",
            "Writer background>suspended",
            "Notebook suspended>background", "Notebook willEnterForeground", "Notebook background>inactive",
            "Notebook openURL", "Notebook inactive>active", "Notebook didBecomeActive",
        ])
        XCTAssertEqual(t.device.launchReason(of: "Notebook"), .user)
    }

    func test_DOC2_senderKeptRunningOnlyBySendingIsSuspendedRightAfterDidEnd() {
        // Writer begins no task: only the sending (docs/EXECUTION_MODEL.md, predicate 5) keeps it
        // running through didEndSendingToApplication.
        let t = makeDevice(ios: 13, apps: apps())
        t.launch("Writer")
        t.send(.share(file: "memo.note", from: "Writer", to: "TextEdit"), expecting: [
            "Writer • willBeginSendingToApplication (active) [DOC-2]",
            "Writer • willResignActive (active) [FG-3]",
            "Writer active → inactive [FG-3]",
            "Writer inactive → background [FG-3]",
            "Writer • didEnterBackground (background) [FG-3]",
            "Writer • didEndSendingToApplication (background) [DOC-2]",
            "Writer background → suspended [BG-2]",
            "TextEdit not-running → inactive [LA-2]",
            "TextEdit • willFinishLaunching (inactive) [LA-2]",
            "TextEdit • didFinishLaunching (inactive) [LA-2]",
            "TextEdit • openURL (inactive) [LA-2]",
            "TextEdit inactive → active [LA-2]",
            "TextEdit • didBecomeActive (active) [LA-2]",
        ])
    }

    func test_DOC2_senderWithATaskStaysInTheBackground() {
        let writer = AppConfiguration.sys("Writer", documents: ["com.example.note"], exports: [Self.note],
                                          [(.didEnterBackground, [.beginTask("upload")])])
        let t = makeDevice(ios: 7, apps: apps(writer: writer))
        t.launch("Writer")
        t.send(.share(file: "memo.note", from: "Writer", to: "TextEdit"))
        XCTAssertEqual(t.state("Writer"), .background)
        XCTAssertEqual(t.state("TextEdit"), .active)
    }

    func test_DOC2_nameClashGetsNumberedCopies() {
        let t = makeDevice(ios: 7, apps: apps())
        for _ in 0..<3 {
            t.launch("Writer")
            t.send(.share(file: "memo.note", from: "Writer", to: "Notebook"))
        }
        XCTAssertEqual(Set(t.device.inbox(of: "Notebook")), ["memo.note", "memo-1.note", "memo-2.note"])
    }

    func test_DOC2_senderMustBeTheActiveFrontApp() {
        let t = makeDevice(ios: 7, apps: apps())
        t.send(.launch(app: "Writer", url: nil), .home)
        let outcome = t.handle(.share(file: "memo.note", from: "Writer", to: "Notebook"))
        guard case .refused = outcome else { return XCTFail("expected a refusal, got \(outcome)") }
        XCTAssertEqual(t.device.inbox(of: "Notebook"), [])
        XCTAssertEqual(t.state("Notebook"), .notRunning)
    }

    // MARK: DOC-3

    func test_DOC3_inboxContentsSortedByName() {
        let t = makeDevice(ios: 7, apps: apps())
        for file in ["b.note", "c.note", "a.note", "b.note"] {
            t.launch("Writer")
            t.send(.share(file: file, from: "Writer", to: "Notebook"))
        }
        XCTAssertEqual(t.device.inbox(of: "Notebook"), ["a.note", "b-1.note", "b.note", "c.note"])
        XCTAssertEqual(t.device.inbox(of: "Writer"), [], "only the receiver's Inbox gets the file")
        XCTAssertEqual(t.device.inbox(of: "TextEdit"), [])
    }
}
