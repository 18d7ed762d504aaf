import XCTest
@testable import LifecycleScenario
import LifecycleSim

/// The device-systems part of the language (MW, VC, SR, DOC, PS): what each statement parses to.
final class DeviceSystemsParserTests: XCTestCase {
    /// A navigation stack with modals: every controller statement, on a device with little memory.
    static let navigationAndModals = """
        # VC-1, VC-4: a navigation stack, a modal over it, memory warnings in between.
        scenario "Notes: a navigation stack and modals"
        device ios 5 memory 256MB system 64MB
        app Notes memory 24MB
          controller List restoration-id list
          controller Note
          controller Sheet
          controller Alert
          navigation Nav root List
          root Nav
          on didReceiveMemoryWarning: log "purge caches"

        0s    launch Notes
        +1s   Notes push Note on Nav
              Notes present Sheet
              Notes present Alert from Sheet
              memory-warning critical
              expect Notes view List unloaded
              expect Notes controller-callbacks: List.loadView, List.viewDidLoad, Nav.loadView, Nav.viewDidLoad, Note.loadView, Note.viewDidLoad, Sheet.loadView, Sheet.viewDidLoad, Alert.loadView, Alert.viewDidLoad, List.didReceiveMemoryWarning, List.viewWillUnload, List.viewDidUnload
        +1s   Notes dismiss Alert
              Notes dismiss Sheet
              Notes pop Nav
              expect Notes view Note loaded
              memory-pressure 100MB
              ps

        """

    private func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }
    private func ms(_ value: Int64) -> VirtualTime { VirtualTime(milliseconds: value) }

    /// Parses `text`, failing the test with the rendered diagnostics when there are any (warnings included).
    private func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ScenarioDocument? {
        let result = ScenarioParser.parse(text, path: "t.scenario")
        XCTAssertEqual(result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }, [], file: file,
                       line: line)
        return result.document
    }

    private func app(_ name: String, line: Int, _ configure: (inout AppDeclaration) -> Void = { _ in })
        -> AppDeclaration {
        var app = AppDeclaration(name: name, bundleID: "com.example." + name, processName: name, modes: [],
                                 exitsOnSuspend: false, handlers: [], location: at(line, 1))
        configure(&app)
        return app
    }

    func testNavigationStackWithModalsParsesToTheWholeDocument() throws {
        let doc = try XCTUnwrap(document(Self.navigationAndModals))
        let notes = app("Notes", line: 4) {
            $0.memory = .megabytes(24)
            $0.controllers = [
                ControllerDefinition(name: "List", kind: .plain, restorationID: "list"),
                ControllerDefinition(name: "Note"), ControllerDefinition(name: "Sheet"),
                ControllerDefinition(name: "Alert"), ControllerDefinition(name: "Nav", kind: .navigation(root: "List")),
            ]
            $0.rootController = "Nav"
            $0.handlers = [HandlerDeclaration(callback: .delegate(.didReceiveMemoryWarning), actions: [
                ActionStatement(action: .log("purge caches"), delay: nil, location: at(11, 31)),
            ], location: at(11, 3))]
        }
        let loads: [Callback] = ["List", "Nav", "Note", "Sheet", "Alert"].flatMap {
            [Callback.controller($0, .loadView), .controller($0, .viewDidLoad)]
        }
        let warning: [Callback] = [.controller("List", .didReceiveMemoryWarning), .controller("List", .viewWillUnload),
                                   .controller("List", .viewDidUnload)]
        let expected = ScenarioDocument(
            path: "t.scenario", title: "Notes: a navigation stack and modals",
            device: DeviceDeclaration(version: OSVersion(5), memory: .megabytes(256), system: .megabytes(64)),
            settings: [], apps: [notes],
            timeline: [
                TimelineEntry(time: ms(0), statement: .event(.launch(app: "Notes", url: nil)), text: "launch Notes",
                              location: at(13, 7)),
                TimelineEntry(time: ms(1000),
                              statement: .event(.pushController(app: "Notes", child: "Note", navigation: "Nav")),
                              text: "Notes push Note on Nav", location: at(14, 7)),
                TimelineEntry(time: ms(1000),
                              statement: .event(.presentController(app: "Notes", controller: "Sheet", from: nil)),
                              text: "Notes present Sheet", location: at(15, 7)),
                TimelineEntry(time: ms(1000),
                              statement: .event(.presentController(app: "Notes", controller: "Alert", from: "Sheet")),
                              text: "Notes present Alert from Sheet", location: at(16, 7)),
                TimelineEntry(time: ms(1000), statement: .event(.memoryWarning(.critical)),
                              text: "memory-warning critical", location: at(17, 7)),
                TimelineEntry(time: ms(1000), statement: .expect(.view(app: "Notes", controller: "List", loaded: false)),
                              text: "expect Notes view List unloaded", location: at(18, 7)),
                TimelineEntry(time: ms(1000), statement: .expect(.controllerCallbacks(app: "Notes", loads + warning)),
                              text: String(Self.navigationAndModals.split(separator: "\n", omittingEmptySubsequences: false)[18]
                                  .dropFirst(6)),
                              location: at(19, 7)),
                TimelineEntry(time: ms(2000),
                              statement: .event(.dismissController(app: "Notes", controller: "Alert")),
                              text: "Notes dismiss Alert", location: at(20, 7)),
                TimelineEntry(time: ms(2000),
                              statement: .event(.dismissController(app: "Notes", controller: "Sheet")),
                              text: "Notes dismiss Sheet", location: at(21, 7)),
                TimelineEntry(time: ms(2000), statement: .event(.popController(app: "Notes", navigation: "Nav")),
                              text: "Notes pop Nav", location: at(22, 7)),
                TimelineEntry(time: ms(2000), statement: .expect(.view(app: "Notes", controller: "Note", loaded: true)),
                              text: "expect Notes view Note loaded", location: at(23, 7)),
                TimelineEntry(time: ms(2000), statement: .event(.memoryPressure(.megabytes(100))),
                              text: "memory-pressure 100MB", location: at(24, 7)),
                TimelineEntry(time: ms(2000), statement: .event(.ps), text: "ps", location: at(25, 7)),
            ])
        XCTAssertEqual(doc, expected)
    }

    /// The statements that version 1 rejected as "not simulated yet" now parse into the tree.
    func testFormerlyRejectedStatementsParse() throws {
        let doc = try XCTUnwrap(document("""
            device ios 7 memory 1GB
            app A restoration
              controller Main
              navigation Nav root Main
              controller Detail
              root Nav
              on didReceiveMemoryWarning: crash
              on shouldSaveState: refuse
            launch A
            memory-warning urgent
            A push Detail on Nav
            expect A view Main loaded
            expect A callbacks: didBecomeActive, willEncodeState
            expect free-memory 10MB
            """))
        let a = app("A", line: 2) {
            $0.restoration = true
            $0.controllers = [ControllerDefinition(name: "Main"),
                              ControllerDefinition(name: "Nav", kind: .navigation(root: "Main")),
                              ControllerDefinition(name: "Detail")]
            $0.rootController = "Nav"
            $0.handlers = [
                HandlerDeclaration(callback: .delegate(.didReceiveMemoryWarning), actions: [
                    ActionStatement(action: .crash, delay: nil, location: at(7, 31)),
                ], location: at(7, 3)),
                HandlerDeclaration(callback: .delegate(.shouldSaveState), actions: [
                    ActionStatement(action: .refuse, delay: nil, location: at(8, 23)),
                ], location: at(8, 3)),
            ]
        }
        XCTAssertEqual(doc, ScenarioDocument(
            path: "t.scenario", title: nil, device: DeviceDeclaration(version: OSVersion(7), memory: .gigabytes(1)),
            settings: [], apps: [a],
            timeline: [
                TimelineEntry(time: ms(0), statement: .event(.launch(app: "A", url: nil)), text: "launch A",
                              location: at(9, 1)),
                TimelineEntry(time: ms(0), statement: .event(.memoryWarning(.urgent)), text: "memory-warning urgent",
                              location: at(10, 1)),
                TimelineEntry(time: ms(0),
                              statement: .event(.pushController(app: "A", child: "Detail", navigation: "Nav")),
                              text: "A push Detail on Nav", location: at(11, 1)),
                TimelineEntry(time: ms(0), statement: .expect(.view(app: "A", controller: "Main", loaded: true)),
                              text: "expect A view Main loaded", location: at(12, 1)),
                TimelineEntry(time: ms(0), statement: .expect(.callbacks(app: "A", [.delegate(.didBecomeActive),
                                                                                    .delegate(.willEncodeState)])),
                              text: "expect A callbacks: didBecomeActive, willEncodeState", location: at(13, 1)),
                TimelineEntry(time: ms(0), statement: .expect(.freeMemory(.megabytes(10))),
                              text: "expect free-memory 10MB", location: at(14, 1)),
            ]))
    }

    func testEveryDeviceAndAppOption() throws {
        let doc = try XCTUnwrap(document("""
            device ios 6 model ipod memory 512MB system 128MB multitasking on
            app Editor memory 30MB restoration documents public.text, com.example.sketch version 2.1 exports com.example.sketch conforms-to public.data extension sketch exports com.example.note conforms-to public.text
              controller Library restoration-id library
              navigation Stack root Library restoration-id "stack id"
              root Stack
              on shouldRestoreState: refuse; log "no"
              on willEncodeState: work 1s
              on didDecodeState: log "decoded"
            app Safari builtin
            app Contacts builtin process Contacts-Agent memory 512KB version "1.0 beta"
            launch Editor
            launch Safari
            launch Contacts
            """))
        XCTAssertEqual(doc.device, DeviceDeclaration(version: OSVersion(6), model: .ipod, multitasking: true,
                                                     memory: .megabytes(512), system: .megabytes(128)))
        let editor = app("Editor", line: 2) {
            $0.memory = .megabytes(30)
            $0.restoration = true
            $0.documents = ["public.text", "com.example.sketch"]
            $0.version = "2.1"
            $0.exports = [
                TypeDeclaration(identifier: "com.example.sketch", conformsTo: "public.data", fileExtension: "sketch"),
                TypeDeclaration(identifier: "com.example.note", conformsTo: "public.text", fileExtension: nil),
            ]
            $0.controllers = [ControllerDefinition(name: "Library", restorationID: "library"),
                              ControllerDefinition(name: "Stack", kind: .navigation(root: "Library"),
                                                   restorationID: "stack id")]
            $0.rootController = "Stack"
            $0.handlers = [
                HandlerDeclaration(callback: .delegate(.shouldRestoreState), actions: [
                    ActionStatement(action: .refuse, delay: nil, location: at(6, 26)),
                    ActionStatement(action: .log("no"), delay: nil, location: at(6, 34)),
                ], location: at(6, 3)),
                HandlerDeclaration(callback: .delegate(.willEncodeState), actions: [
                    ActionStatement(action: .work(.seconds(1)), delay: nil, location: at(7, 23)),
                ], location: at(7, 3)),
                HandlerDeclaration(callback: .delegate(.didDecodeState), actions: [
                    ActionStatement(action: .log("decoded"), delay: nil, location: at(8, 22)),
                ], location: at(8, 3)),
            ]
        }
        let safari = app("Safari", line: 9) { $0.builtin = true }
        let contacts = app("Contacts", line: 10) {
            $0.builtin = true
            $0.processName = "Contacts-Agent"
            $0.hasExplicitProcessName = true
            $0.memory = .kilobytes(512)
            $0.version = "1.0 beta"
        }
        XCTAssertEqual(doc.apps, [editor, safari, contacts])
    }

    func testDefaultsOfTheNewOptions() throws {
        let doc = try XCTUnwrap(document("app A\nlaunch A\n"))
        XCTAssertEqual(doc.device.memory, .gigabytes(1))
        XCTAssertNil(doc.device.system)
        let a = doc.apps[0]
        XCTAssertEqual(a.memory, .megabytes(20))
        XCTAssertFalse(a.restoration || a.builtin || a.hasExplicitProcessName)
        XCTAssertEqual(a.documents, [])
        XCTAssertEqual(a.exports, [])
        XCTAssertNil(a.version)
        XCTAssertEqual(a.controllers, [])
        XCTAssertNil(a.rootController)
    }

    func testEveryNewEvent() throws {
        let doc = try XCTUnwrap(document("""
            app Mail documents public.text
            app Notes documents public.text
              controller List
              controller Note restoration-id note
              controller Sheet
              navigation Nav root List
              root Nav
            launch Notes
            Notes push Note on Nav
            Notes present Sheet from Note
            Notes dismiss Sheet
            Notes present Sheet
            Notes dismiss Sheet
            Notes pop Nav
            memory-warning
            memory-warning normal
            memory-warning warning
            memory-warning urgent
            memory-warning critical
            memory-pressure
            memory-pressure 64MB
            share "My Notes.txt" from Mail to Notes
            share notes.txt from Notes to Mail
            ps
            """))
        XCTAssertEqual(Array(doc.timeline.map(\.statement).dropFirst()), [
            .event(.pushController(app: "Notes", child: "Note", navigation: "Nav")),
            .event(.presentController(app: "Notes", controller: "Sheet", from: "Note")),
            .event(.dismissController(app: "Notes", controller: "Sheet")),
            .event(.presentController(app: "Notes", controller: "Sheet", from: nil)),
            .event(.dismissController(app: "Notes", controller: "Sheet")),
            .event(.popController(app: "Notes", navigation: "Nav")),
            .event(.memoryWarning(.warning)), .event(.memoryWarning(.normal)), .event(.memoryWarning(.warning)),
            .event(.memoryWarning(.urgent)), .event(.memoryWarning(.critical)),
            .event(.memoryPressure(nil)), .event(.memoryPressure(.megabytes(64))),
            .event(.share(file: "My Notes.txt", from: "Mail", to: "Notes")),
            .event(.share(file: "notes.txt", from: "Notes", to: "Mail")),
            .event(.ps),
        ])
        XCTAssertEqual(doc.timeline[14].text, "share \"My Notes.txt\" from Mail to Notes")
    }

    func testEveryNewExpectation() throws {
        let doc = try XCTUnwrap(document("""
            app Mail documents public.text
            app Notes documents public.text
              controller Main restoration-id main
              root Main
            launch Notes
            expect Notes view Main loaded
            expect Notes view Main unloaded
            expect Notes archive present
            expect Notes archive absent
            expect Notes restored: Main
            expect Notes restored:
            expect open-in notes.txt from Mail: Notes
            expect open-in "a b.txt" from Notes:
            expect Notes inbox: notes.txt, "a b.txt",notes-1.txt
            expect Notes inbox:
            expect Mail process MobileMail
            expect free-memory 512KB
            expect Notes controller-callbacks: Main.loadView, Main.viewDidLoad,Main.didReceiveMemoryWarning
            expect Notes controller-callbacks:
            expect Notes callbacks: willBeginSendingToApplication, didEndSendingToApplication, didReceiveMemoryWarning, shouldSaveState, shouldRestoreState, willEncodeState, didDecodeState
            """))
        XCTAssertEqual(Array(doc.timeline.map(\.statement).dropFirst()), [
            .expect(.view(app: "Notes", controller: "Main", loaded: true)),
            .expect(.view(app: "Notes", controller: "Main", loaded: false)),
            .expect(.archive(app: "Notes", present: true)), .expect(.archive(app: "Notes", present: false)),
            .expect(.restored(app: "Notes", ["Main"])), .expect(.restored(app: "Notes", [])),
            .expect(.openIn(file: "notes.txt", from: "Mail", ["Notes"])),
            .expect(.openIn(file: "a b.txt", from: "Notes", [])),
            .expect(.inbox(app: "Notes", ["notes.txt", "a b.txt", "notes-1.txt"])), .expect(.inbox(app: "Notes", [])),
            .expect(.process(app: "Mail", "MobileMail")), .expect(.freeMemory(.kilobytes(512))),
            .expect(.controllerCallbacks(app: "Notes", [.controller("Main", .loadView),
                                                        .controller("Main", .viewDidLoad),
                                                        .controller("Main", .didReceiveMemoryWarning)])),
            .expect(.controllerCallbacks(app: "Notes", [])),
            .expect(.callbacks(app: "Notes", [
                .delegate(.willBeginSendingToApplication), .delegate(.didEndSendingToApplication),
                .delegate(.didReceiveMemoryWarning), .delegate(.shouldSaveState), .delegate(.shouldRestoreState),
                .delegate(.willEncodeState), .delegate(.didDecodeState),
            ])),
        ])
    }

    func testAProcessNameWithSpacesIsAString() throws {
        let doc = try XCTUnwrap(document("""
            device ios 5 model iphone
            app GameCenter builtin
            launch GameCenter
            expect GameCenter process "Game Center~ipho"
            """))
        XCTAssertEqual(doc.apps, [app("GameCenter", line: 2) { $0.builtin = true }])
        XCTAssertEqual(doc.timeline.last, TimelineEntry(
            time: ms(0), statement: .expect(.process(app: "GameCenter", "Game Center~ipho")),
            text: "expect GameCenter process \"Game Center~ipho\"", location: at(4, 1)))
    }

    func testSizesAreWholeNumbersOfPowersOf1024() {
        let cases: [(String, Int64)] = [
            ("512KB", 512 * 1024), ("20MB", 20 << 20), ("1GB", 1 << 30), ("0MB", 0), ("1024GB", 1 << 40),
            ("007MB", 7 << 20), ("1048576MB", 1 << 40),
        ]
        for (text, bytes) in cases {
            XCTAssertEqual(SizeParser.parse(text), .success(MemorySize(bytes: bytes)), text)
        }
        let failures: [(String, SizeParser.Failure)] = [
            ("1.5GB", .fraction(exactly: "1536MB")), ("0.5MB", .fraction(exactly: "512KB")),
            ("1.3GB", .fraction(exactly: nil)), ("0.5KB", .fraction(exactly: nil)),
            ("1.0000000000000000000000000001GB", .fraction(exactly: nil)), ("20", .missingUnit),
            ("1.5", .missingUnit), ("20mb", .unitCase("MB")), ("1Gb", .unitCase("GB")), ("MB", .malformed),
            ("20XB", .malformed), ("20 MB", .malformed), ("-5MB", .malformed), ("1.MB", .malformed), ("", .malformed),
            ("999999999999999999999999999999GB", .tooLarge), ("1025GB", .tooLarge), ("1048577MB", .tooLarge),
            ("99999999999999999999999999999.5KB", .tooLarge),
        ]
        for (text, failure) in failures {
            XCTAssertEqual(SizeParser.parse(text), .failure(failure), text)
        }
    }
}
