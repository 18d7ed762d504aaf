import Foundation
import LifecycleSim
import XCTest

/// The JSON trace is written by hand (CLI_AND_TRACE.md, "JSON"); Foundation's parser is the
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

    /// Keys come in the order of CLI_AND_TRACE.md's table, numbers as numbers.
    func testTaskRecordKeysInDocumentedOrder() throws {
        let record = TraceRecord.task(TaskRecord(time: VirtualTime(milliseconds: 185_250), app: "Uploader", action: .expire,
                                                 id: 3, name: "upload", outstanding: 0, rule: .bg5))
        let line = TraceJSONFormatter.line(for: record)
        XCTAssertEqual(line, #"{"kind":"task","time":185.25,"app":"Uploader","action":"expire","id":3,"name":"upload","outstanding":0,"rule":"BG-5"}"#)
        XCTAssertEqual(try parse(line)["time"] as? Double, 185.25)
    }
}
