import Foundation
import LifecycleSim
import XCTest

/// A JSON trace line with its time counted from `origin`, a task record's `id` renamed in order of
/// appearance, and every number in its words (a warning's `taskID = 3`, `creationTime = 35`)
/// renamed in order of appearance too, but a rule's (`BG-3`, in a `rule` field or in the words),
/// which names a rule, not something the device numbered: what is left is what a state's
/// situation decides.
struct TraceNormaliser {
    let origin: VirtualTime
    private var taskIDs: [Int: Int] = [:]
    private var wordNumbers: [Substring: Int] = [:]

    init(origin: VirtualTime) { self.origin = origin }

    mutating func line(_ json: String) throws -> String {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        if let seconds = object["time"] as? Double {
            object["time"] = Int64((seconds * 1000).rounded()) - origin.milliseconds
        }
        if object["kind"] as? String == "task", let id = object["id"] as? Int {
            object["id"] = Self.renamed(id, in: &taskIDs)
        }
        for (key, value) in object {
            if let text = value as? String { object[key] = renamingNumbers(in: text) }
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    private static func renamed<Number: Hashable>(_ number: Number, in names: inout [Number: Int]) -> Int {
        if let name = names[number] { return name }
        names[number] = names.count
        return names.count - 1
    }

    /// `text` with each run of digits replaced by `#` and its name, but a rule's number.
    private mutating func renamingNumbers(in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(where: \.isASCIIDigit) {
            result += rest[..<start]
            let digits = rest[start...].prefix(while: \.isASCIIDigit)
            result += Self.endsWithRulePrefix(result) ? String(digits) : "#\(Self.renamed(digits, in: &wordNumbers))"
            rest = rest[digits.endIndex...]
        }
        return result + rest
    }

    /// True when `text` ends as a rule's identifier begins: capitals and a hyphen (`BG-`, `MW-`).
    private static func endsWithRulePrefix(_ text: String) -> Bool {
        guard text.last == "-" else { return false }
        let letters = text.dropLast().reversed().prefix(while: { $0.isASCII && $0.isUppercase })
        return letters.count >= 2
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
