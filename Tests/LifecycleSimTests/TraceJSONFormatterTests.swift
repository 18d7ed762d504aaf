import Foundation
import LifecycleSim
import XCTest

/// The JSON trace is written by hand (docs/TRACE.md, "JSON (`--format json`)"); Foundation's parser is the
/// independent judge that every string survives: quotes, backslashes, control characters,
/// and characters outside ASCII.
final class TraceJSONFormatterTests: XCTestCase {
    private func parse(_ line: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try XCTUnwrap(object as? [String: Any], "not a JSON object: \(line)")
    }

    func testEveryStringRoundTripsThroughAJSONParser() throws {
        let hostile = [
            "plain", "", "quote \" inside", "back\\slash", "tab\tnew\nline\rcarriage",
            "control \u{01}\u{1F} end", "é 日本 🚀", "\\\"\\\\", "\u{7F} delete is not a control character in JSON",
        ]
        for text in hostile {
            let line = TraceJSONFormatter.line(for: .log(LogRecord(time: .zero, app: text, text: text)))
            XCTAssertFalse(line.contains("\n"), "one record, one line: \(line)")
            let object = try parse(line)
            XCTAssertEqual(object["text"] as? String, text)
            XCTAssertEqual(object["app"] as? String, text)
        }
    }

    func testControlCharactersUseShortOrFourDigitEscapes() {
        let line = TraceJSONFormatter.line(for: .log(LogRecord(time: .zero, app: nil, text: "\t\u{01}\u{1B}")))
        XCTAssertEqual(line, #"{"kind":"log","time":0,"text":"\t\u0001\u001b"}"#)
    }

    /// Keys come in the order of docs/TRACE.md's table of records, numbers as numbers.
    func testTaskRecordKeysInDocumentedOrder() throws {
        let record = TraceRecord.task(TaskRecord(time: VirtualTime(milliseconds: 185_250), app: "Uploader", action: .expire,
                                                 id: 3, name: "upload", outstanding: 0, rule: .bg5))
        let line = TraceJSONFormatter.line(for: record)
        XCTAssertEqual(line, #"{"kind":"task","time":185.25,"app":"Uploader","action":"expire","id":3,"name":"upload","outstanding":0,"rule":"BG-5"}"#)
        XCTAssertEqual(try parse(line)["time"] as? Double, 185.25)
    }

    /// Every kind of record opens with the kind as docs/TRACE.md's table spells it, then the
    /// time; with a file, the file follows the kind (the writer copies each line's start from
    /// a literal per kind).
    func testEveryKindOpensWithItsDocumentedName() {
        let time = VirtualTime(milliseconds: 1500)
        let records: [(String, TraceRecord)] = [
            ("event", .event(EventRecord(time: time, line: 3, event: "home"))),
            ("transition", .transition(TransitionRecord(time: time, app: "A", from: .active, to: .inactive, rule: .fg1))),
            ("callback", .callback(CallbackRecord(time: time, app: "A", callback: .delegate(.willResignActive),
                                                  state: .active, depth: 0, rule: .fg1))),
            ("scene-transition", .sceneTransition(SceneTransitionRecord(time: time, app: "A", scene: 1,
                                                                        from: .foregroundActive,
                                                                        to: .foregroundInactive, rule: .sc1))),
            ("task", .task(TaskRecord(time: time, app: "A", action: .begin, id: 1, name: "t", outstanding: 1,
                                      rule: .bg1))),
            ("warning", .warning(WarningRecord(time: time, app: nil, warning: WarningText.switcherNotOpen,
                                               rule: .fg1))),
            ("expect", .expect(ExpectRecord(time: time, line: 4, ok: true, expected: "A active", actual: "A active"))),
            ("log", .log(LogRecord(time: time, app: nil, text: "hi"))),
            ("bgtask", .bgTask(BGTaskRecord(time: time, app: "A", id: "x", kind: .refresh, change: .submitted,
                                            rule: .bt2))),
            ("activity", .activity(ActivityRecord(time: time, app: "A", activity: .audio, change: .started, rule: .bm1))),
        ]
        XCTAssertEqual(records.count, TraceRecordKind.allCases.count)
        for (name, record) in records {
            XCTAssertTrue(TraceJSONFormatter.line(for: record).hasPrefix(#"{"kind":"\#(name)","time":1.5,"#), name)
            XCTAssertTrue(TraceJSONFormatter.line(for: record, file: "f.scenario")
                .hasPrefix(#"{"kind":"\#(name)","file":"f.scenario","time":1.5,"#), name)
        }
    }
}
