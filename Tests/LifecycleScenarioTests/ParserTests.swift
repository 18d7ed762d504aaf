import XCTest
@testable import LifecycleScenario
import LifecycleSim

final class ParserTests: XCTestCase {
    /// The "A first example" scenario of docs/LANGUAGE.md, verbatim.
    static let firstExample = """
        # Scenarios/background-tasks/expiry-ios7.scenario
        # BG-3: the 180 s budget starts when the app enters the background.
        # BG-5: at zero the expiration handler runs; the task is ended, so BG-2 suspends.
        scenario "A finite-length task is cut off after 180 s on iOS 7"
        device ios 7

        app Uploader
          on didEnterBackground: begin-task upload
          on expire upload: end-task upload

        0s      launch Uploader
        +5s     home
                expect Uploader background
                expect Uploader tasks 1
        +179s   expect Uploader remaining 1s
        +1s     expect Uploader suspended
                expect Uploader callbacks: willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive, didEnterBackground, expire upload

        """

    private func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }
    private func ms(_ value: Int64) -> VirtualTime { VirtualTime(milliseconds: value) }

    /// Parses `text`, failing the test with the rendered diagnostics when it has errors.
    private func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ScenarioDocument? {
        let result = ScenarioParser.parse(text, path: "t.scenario")
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { DiagnosticRenderer.render($0, color: false) }, [], file: file, line: line)
        return result.document
    }

    func testFirstExampleParsesToTheWholeDocument() throws {
        let result = ScenarioParser.parse(Self.firstExample, path: "expiry-ios7.scenario")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertFalse(result.hasErrors)
        let uploader = AppDeclaration(
            name: "Uploader", bundleID: "com.example.Uploader", processName: "Uploader", modes: [],
            exitsOnSuspend: false,
            handlers: [
                HandlerDeclaration(callback: .delegate(.didEnterBackground),
                                   actions: [ActionStatement(action: .beginTask("upload"), delay: nil,
                                                             location: at(8, 26))],
                                   location: at(8, 3)),
                HandlerDeclaration(callback: .expire(task: "upload"),
                                   actions: [ActionStatement(action: .endTask("upload"), delay: nil,
                                                             location: at(9, 21))],
                                   location: at(9, 3)),
            ],
            location: at(7, 1))
        let callbacks: [Callback] = [
            .delegate(.willFinishLaunching), .delegate(.didFinishLaunching), .delegate(.didBecomeActive),
            .delegate(.willResignActive), .delegate(.didEnterBackground), .expire(task: "upload"),
        ]
        let expected = ScenarioDocument(
            path: "expiry-ios7.scenario",
            title: "A finite-length task is cut off after 180 s on iOS 7",
            device: DeviceDeclaration(version: OSVersion(7), model: .iphone, multitasking: true),
            settings: [],
            apps: [uploader],
            timeline: [
                TimelineEntry(time: ms(0), statement: .event(.launch(app: "Uploader", url: nil)),
                              text: "launch Uploader", location: at(11, 9)),
                TimelineEntry(time: ms(5000), statement: .event(.home), text: "home", location: at(12, 9)),
                TimelineEntry(time: ms(5000), statement: .expect(.state(app: "Uploader", .background)),
                              text: "expect Uploader background", location: at(13, 9)),
                TimelineEntry(time: ms(5000), statement: .expect(.tasks(app: "Uploader", 1)),
                              text: "expect Uploader tasks 1", location: at(14, 9)),
                TimelineEntry(time: ms(184_000), statement: .expect(.remaining(app: "Uploader", .seconds(1))),
                              text: "expect Uploader remaining 1s", location: at(15, 9)),
                TimelineEntry(time: ms(185_000), statement: .expect(.state(app: "Uploader", .suspended)),
                              text: "expect Uploader suspended", location: at(16, 9)),
                TimelineEntry(time: ms(185_000), statement: .expect(.callbacks(app: "Uploader", callbacks)),
                              text: "expect Uploader callbacks: willFinishLaunching, didFinishLaunching, "
                                  + "didBecomeActive, willResignActive, didEnterBackground, expire upload",
                              location: at(17, 9)),
            ])
        XCTAssertEqual(result.document, expected)
    }

    func testCRLFAndByteOrderMarkParseLikeLF() {
        let lf = Array(Self.firstExample.utf8)
        var crlf: [UInt8] = [0xEF, 0xBB, 0xBF]
        for byte in lf {
            if byte == 0x0A { crlf.append(0x0D) }
            crlf.append(byte)
        }
        let plain = ScenarioParser.parse(lf, path: "x.scenario")
        let windows = ScenarioParser.parse(crlf, path: "x.scenario")
        XCTAssertNotNil(plain.document)
        XCTAssertEqual(windows.document, plain.document)
        XCTAssertEqual(windows.diagnostics, plain.diagnostics)
    }

    func testDurationsAreParsedExactly() {
        let cases: [(String, Int64)] = [
            ("2.5s", 2500), ("1.005s", 1005), ("250ms", 250), ("5s", 5000), ("3m", 180_000), ("1h30m", 5_400_000),
            ("2d", 172_800_000), ("0s", 0), ("1.500s", 1500), ("0.001s", 1), ("1.5m", 90_000),
            ("1d2h3m4.5s", 93_784_500), ("1m30.25s", 90_250), ("0.0000025d", 216), ("10000d", 864_000_000_000),
        ]
        for (text, milliseconds) in cases {
            XCTAssertEqual(DurationParser.parse(text), .success(.milliseconds(milliseconds)), text)
        }
        let failures: [(String, DurationParser.Failure)] = [
            ("5", .missingUnit), ("1.0005s", .finerThanMillisecond), ("0.5ms", .finerThanMillisecond),
            ("3s2m", .unitOrder("m")), ("1s1s", .unitOrder("s")), ("1ms5s", .unitOrder("s")),
            ("1.5m30s", .fractionNotLast), ("10000d1ms", .tooLarge), ("10001d", .tooLarge),
            ("99999999999999999999999999999s", .tooLarge), ("5x", .malformed), ("s", .malformed),
            ("1.s", .malformed), ("", .malformed), ("1.0000000000000000000000001s", .finerThanMillisecond),
        ]
        for (text, failure) in failures {
            XCTAssertEqual(DurationParser.parse(text), .failure(failure), text)
        }
    }

    /// Durations read from the string's bytes in place (DurationParser+Unsafe.swift), against the
    /// same parse of a copy of the bytes: short and long words, with and without the `+` of a
    /// relative time, not all of them ASCII.
    func testDurationsReadInPlaceMatchACopy() {
        var rng = SplitMix64(state: 86_400)
        let parts = ["0", "1", "5", "9", "00", "250", "1.5", ".", "10000", "99999999999999999999", "d", "h", "m", "s",
                     "ms", "x", "é", "日", " ", "+"]
        for _ in 0..<3_000 {
            let word = (0..<rng.below(7)).map { _ in rng.pick(parts) }.joined()
            let copied = DurationParser.parse(utf8: Array(word.utf8))
            XCTAssertEqual(DurationParser.parse(word, droppingFirst: 0), copied, word)
            XCTAssertEqual(DurationParser.parse("+" + word, droppingFirst: 1), copied, word)
        }
    }

    func testDecimalDurationsInActions() throws {
        let doc = try XCTUnwrap(document("""
            app A
              on didEnterBackground: work 2.5s; end-all-tasks after 1.005s
            launch A
            """))
        XCTAssertEqual(doc.apps[0].handlers[0].actions, [
            ActionStatement(action: .work(.milliseconds(2500)), delay: nil, location: at(2, 26)),
            ActionStatement(action: .endAllTasks, delay: .milliseconds(1005), location: at(2, 37)),
        ])
    }

    func testRelativeAndAbsoluteTimesResolve() throws {
        let doc = try XCTUnwrap(document("""
            app A
            launch A
            +5s home
                expect A background
            12s
            +500ms lock
            1m unlock
            +1h30m
            log "done"
            """))
        XCTAssertEqual(doc.timeline.map(\.time), [ms(0), ms(5000), ms(5000), ms(12_000), ms(12_500), ms(60_000),
                                                  ms(5_460_000), ms(5_460_000)])
        XCTAssertEqual(doc.timeline.map(\.statement), [
            .event(.launch(app: "A", url: nil)), .event(.home), .expect(.state(app: "A", .background)), .advance,
            .event(.lock), .event(.unlock), .advance, .log("done"),
        ])
        XCTAssertEqual(doc.timeline.map(\.text), ["launch A", "home", "expect A background", "", "lock", "unlock",
                                                  "", "log \"done\""])
        XCTAssertEqual(doc.timeline.map(\.location), [at(2, 1), at(3, 5), at(4, 5), at(5, 1), at(6, 8), at(7, 4),
                                                      at(8, 1), at(9, 1)])
    }

    func testEveryEvent() throws {
        let doc = try XCTUnwrap(document("""
            app Mail modes fetch, remote-notification,location
            app Reader
            launch Mail
            launch Reader url reader://article/1   # a comment
            home
            switcher
            switcher open Mail
            switcher kill Reader
            switcher close
            lock
            unlock
            call
            call accept
            call decline
            call end
            alert
            alert dismiss
            notification-center open
            notification-center close
            control-center open
            control-center close
            fetch Mail
            push Mail
            push Mail content-available
            location Mail
            open reader://article/2 in Reader
            open "doc #1.pdf" in Reader from Mail
            crash Reader
            refresh off
            refresh on Mail
            debugger attach Mail
            debugger detach Mail
            debugger kill Mail
            low-power on
            low-power off
            reboot
            log "a \\"quoted\\" \\\\ text"
            """))
        let events: [TimelineStatement] = [
            .event(.launch(app: "Mail", url: nil)), .event(.launch(app: "Reader", url: "reader://article/1")),
            .event(.home), .event(.switcherShow), .event(.switcherOpen(app: "Mail")),
            .event(.switcherKill(app: "Reader")), .event(.switcherClose), .event(.lock), .event(.unlock),
            .event(.call), .event(.callAccept), .event(.callDecline), .event(.callEnd), .event(.alert),
            .event(.alertDismiss), .event(.notificationCenter(open: true)), .event(.notificationCenter(open: false)),
            .event(.controlCenter(open: true)), .event(.controlCenter(open: false)), .event(.fetch(app: "Mail")),
            .event(.push(app: "Mail", contentAvailable: false)), .event(.push(app: "Mail", contentAvailable: true)),
            .event(.location(app: "Mail")), .event(.openURL(url: "reader://article/2", app: "Reader", from: nil)),
            .event(.openURL(url: "doc #1.pdf", app: "Reader", from: "Mail")), .event(.crash(app: "Reader")),
            .event(.refresh(on: false, app: nil)), .event(.refresh(on: true, app: "Mail")),
            .event(.debuggerAttach(app: "Mail")), .event(.debuggerDetach(app: "Mail")),
            .event(.debuggerKill(app: "Mail")), .event(.lowPower(on: true)), .event(.lowPower(on: false)),
            .event(.reboot), .log("a \"quoted\" \\ text"),
        ]
        XCTAssertEqual(doc.timeline.map(\.statement), events)
        XCTAssertEqual(doc.timeline[1].text, "launch Reader url reader://article/1")
        XCTAssertEqual(doc.apps[0].modes, [.fetch, .remoteNotification, .location])
    }

    func testEveryExpectation() throws {
        let doc = try XCTUnwrap(document("""
            app Mail
            app Reader
            launch Mail
            expect Mail not-running
            expect Mail inactive
            expect Mail active
            expect Mail background
            expect Mail suspended
            expect Mail tasks 0
            expect Mail remaining 2m59.5s
            expect Mail remaining unlimited
            expect Mail callbacks:didFinishLaunching,expire sync , openURL
            expect Mail callbacks:
            expect Mail no-callbacks
            expect Mail refresh-status denied
            expect Mail launched-by push
            expect switcher: Mail, Reader
            expect switcher:
            expect front Mail
            expect front home
            """))
        let expectations: [TimelineStatement] = [
            .expect(.state(app: "Mail", .notRunning)), .expect(.state(app: "Mail", .inactive)),
            .expect(.state(app: "Mail", .active)), .expect(.state(app: "Mail", .background)),
            .expect(.state(app: "Mail", .suspended)), .expect(.tasks(app: "Mail", 0)),
            .expect(.remaining(app: "Mail", .milliseconds(179_500))), .expect(.remaining(app: "Mail", nil)),
            .expect(.callbacks(app: "Mail", [.delegate(.didFinishLaunching), .expire(task: "sync"),
                                             .delegate(.openURL)])),
            .expect(.callbacks(app: "Mail", [])), .expect(.noCallbacks(app: "Mail")),
            .expect(.refreshStatus(app: "Mail", .denied)), .expect(.launchedBy(app: "Mail", .push)),
            .expect(.switcher(["Mail", "Reader"])), .expect(.switcher([])), .expect(.front("Mail")),
            .expect(.front(nil)),
        ]
        XCTAssertEqual(Array(doc.timeline.map(\.statement).dropFirst()), expectations)
    }

    func testDeclarationsHandlersAndSettings() throws {
        let doc = try XCTUnwrap(document("""
            scenario "declarations"
            device ios 4.2 model ipad multitasking off
            setting background-refresh off
            setting background-refresh on for Player
            setting background-refresh restricted
            setting low-power on
            setting debugger on for Mail
            on Player.didEnterBackground: start-audio   # names an app declared further down
            app Mail id com.acme.mail:beta process "Mail Agent" exits-on-suspend
              on performFetch: work 2s; complete-fetch new-data after 500ms
              on didEnterBackground : begin-task sync ;end-task sync after 40s;log "bye" after 1s
            app Player modes audio, audio
              on willTerminate: stop-audio; start-location; stop-location; crash
            on Mail.performFetch: end-all-tasks

            launch Mail
            launch Player
            """))
        XCTAssertEqual(doc.title, "declarations")
        XCTAssertEqual(doc.device, DeviceDeclaration(version: OSVersion(4, 2), model: .ipad, multitasking: false))
        XCTAssertEqual(doc.settings, [
            .backgroundRefresh(.off, app: nil), .backgroundRefresh(.on, app: "Player"),
            .backgroundRefresh(.restricted, app: nil), .lowPower(true), .debugger(app: "Mail"),
        ])
        let mail = doc.apps[0]
        XCTAssertEqual([mail.name, mail.bundleID, mail.processName], ["Mail", "com.acme.mail:beta", "Mail Agent"])
        XCTAssertTrue(mail.exitsOnSuspend)
        XCTAssertEqual(mail.handlers, [
            HandlerDeclaration(callback: .delegate(.performFetch), actions: [
                ActionStatement(action: .work(.seconds(2)), delay: nil, location: at(10, 20)),
                ActionStatement(action: .completeFetch(.newData), delay: .milliseconds(500), location: at(10, 29)),
            ], location: at(10, 3)),
            HandlerDeclaration(callback: .delegate(.didEnterBackground), actions: [
                ActionStatement(action: .beginTask("sync"), delay: nil, location: at(11, 27)),
                ActionStatement(action: .endTask("sync"), delay: .seconds(40), location: at(11, 44)),
                ActionStatement(action: .log("bye"), delay: .seconds(1), location: at(11, 68)),
            ], location: at(11, 3)),
            HandlerDeclaration(callback: .delegate(.performFetch), actions: [
                ActionStatement(action: .endAllTasks, delay: nil, location: at(14, 23)),
            ], location: at(14, 1)),
        ])
        let player = doc.apps[1]
        XCTAssertEqual(player.modes, [.audio])
        XCTAssertEqual(player.handlers.map(\.callback), [.delegate(.didEnterBackground), .delegate(.willTerminate)])
        XCTAssertEqual(player.handlers[1].actions.map(\.action), [.stopAudio, .startLocation, .stopLocation, .crash])
    }

    func testDefaultsWhenTheHeaderIsMinimal() throws {
        let doc = try XCTUnwrap(document("app A\nlaunch A\n"))
        XCTAssertNil(doc.title)
        XCTAssertEqual(doc.device, DeviceDeclaration(version: OSVersion(7), model: .iphone, multitasking: true))
        XCTAssertEqual(doc.apps, [AppDeclaration(name: "A", bundleID: "com.example.A", processName: "A", modes: [],
                                                 exitsOnSuspend: false, handlers: [], location: at(1, 1))])
    }

    func testWarningsDoNotBlockTheDocument() {
        let result = ScenarioParser.parse("app A\n  on didBecomeActive: end-task x\nhome\n", path: "t.scenario")
        XCTAssertFalse(result.hasErrors)
        XCTAssertNotNil(result.document)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning, .warning])
    }
}

extension ParserTests {
    /// Checks what must hold for any input: located errors, and a document exactly when there is no error.
    private func assertWellFormed(_ result: ParseResult, lineCount: Int, input: [UInt8]) {
        for diagnostic in result.diagnostics {
            XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1, "\(input)")
            XCTAssertLessThanOrEqual(diagnostic.location.line, max(1, lineCount), "\(input)")
            XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1, "\(input)")
            XCTAssertGreaterThanOrEqual(diagnostic.length, 1)
            _ = DiagnosticRenderer.render(diagnostic, color: true)
        }
        XCTAssertEqual(result.document == nil, result.hasErrors, "\(input)")
        XCTAssertEqual(result.diagnostics.map(\.location), result.diagnostics.map(\.location).sorted())
    }

    func testRandomBytesAndMutationsNeverCrash() {
        var random = SplitMix64(state: 0x5EED)
        let seeds = [Array(Self.firstExample.utf8), Array(DeviceSystemsParserTests.navigationAndModals.utf8)]
        let words = Vocabulary.events + Vocabulary.actions + Vocabulary.expectationKinds + Vocabulary.declarations
            + Vocabulary.controllerDeclarations + Vocabulary.controllerCommands + Vocabulary.appOptions
            + Vocabulary.deviceOptions + Vocabulary.expectationSubjects
            + ["Uploader", "expect", ":", ";", ",", "\"", "\\", "+", "after", "\t", "\r\n", "\n", "  ", "#", ".",
               "99999999999999999999", "1.0005s", "+5s", "expire", "\u{FEFF}", "é", "\0", "Notes", "Nav", "List",
               "Note.viewDidLoad", "20MB", "1.5GB", "999999999999999999999999999999GB", "0KB", "public.text",
               "conforms-to", "restoration-id", "on", "from", "to", "shouldSaveState", "Notes.shouldSaveState:"]
        for round in 0..<4500 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0:
                bytes = (0..<random.below(200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            case 1:
                bytes = seeds[random.below(seeds.count)]
                for _ in 0..<(1 + random.below(8)) where !bytes.isEmpty {
                    let position = random.below(bytes.count)
                    switch random.below(3) {
                    case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                    case 1: bytes.remove(at: position)
                    default: bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 12)], at: position)
                    }
                }
            default:
                bytes = seeds[random.below(seeds.count)]
                for _ in 0..<(1 + random.below(6)) {
                    let word = Array(words[random.below(words.count)].utf8) + [0x20]
                    bytes.insert(contentsOf: word, at: random.below(bytes.count + 1))
                }
            }
            let result = ScenarioParser.parse(bytes, path: "fuzz")
            let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            assertWellFormed(result, lineCount: lineCount, input: bytes)
        }
    }

    func testLargeInputsParseInLinearTime() {
        var text = "app A\n  on didBecomeActive: " + Array(repeating: "crash", count: 20_000).joined(separator: "; ")
        text += "\nlaunch A\n"
        text += String(repeating: "+1s home\nexpect A suspended\nhom A\n", count: 20_000)
        text += Array(repeating: "x", count: 200_000).joined(separator: " ") + "\n"
        text += "log \"" + String(repeating: "a", count: 500_000) + "\n"
        let start = Date()
        let result = ScenarioParser.parse(text, path: "big")
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        XCTAssertEqual(result.diagnostics.count, 20_000 + 2)
        XCTAssertEqual(result.document, nil)
    }
}
