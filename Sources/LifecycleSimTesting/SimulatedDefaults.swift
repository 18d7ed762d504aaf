import Foundation
import LifecycleApplication
import LifecycleSim

/// `UserDefaults.standard` as one process of an app sees it (`SimulatedProcess.defaults`): what it
/// sets is kept in the app's container at once and outlives the process (PS-3: a kill, a crash, a
/// reboot), and a later process reads it. Once its process has ended it sets nothing, as a killed
/// process runs no code.
public final class SimulatedDefaults: LifecycleDefaults {
    private let context: AppContext

    init(context: AppContext) { self.context = context }

    public func object(forKey defaultName: String) -> Any? { context.defaults[defaultName].map(Self.object) }

    /// Sets a property list (a string, a number, a Boolean, data, or an array or dictionary of
    /// them); any other value fails the test, as `UserDefaults` raises for it.
    public func set(_ value: Any?, forKey defaultName: String) {
        guard let value else { return removeObject(forKey: defaultName) }
        guard let stored = Self.stored(value) else {
            return recordFailure("Attempt to insert non-property list object \(value) for key \(defaultName) in "
                                 + "\(context.appName)'s defaults: UserDefaults stores property lists only",
                                 at: AssertionSite(fileID: #fileID, file: #filePath, line: #line, column: #column))
        }
        context.setDefault(stored, forKey: defaultName)
    }

    public func removeObject(forKey defaultName: String) { context.setDefault(nil, forKey: defaultName) }

    /// A string as itself, a number as its digits (`NSNumber.stringValue`: 3 for 3.0).
    public func string(forKey defaultName: String) -> String? {
        switch context.defaults[defaultName] {
        case .string(let string)?: return string
        case .integer(let number)?: return String(number)
        case .double(let number)?: return Self.digits(number)
        case .bool(let flag)?: return flag ? "1" : "0"
        default: return nil
        }
    }

    public func stringArray(forKey defaultName: String) -> [String]? {
        guard case .array(let values)? = context.defaults[defaultName] else { return nil }
        let strings = values.compactMap { if case .string(let string) = $0 { string } else { nil } }
        return strings.count == values.count ? strings : nil
    }

    /// A number (truncated), a Boolean as 1 or 0, or a string's leading integer
    /// (`NSString.integerValue`: "42abc" is 42); 0 otherwise.
    public func integer(forKey defaultName: String) -> Int {
        switch context.defaults[defaultName] {
        case .integer(let number)?: return number
        case .double(let number)?: return Self.truncated(number)
        case .bool(let flag)?: return flag ? 1 : 0
        case .string(let string)?: return Self.leadingInteger(string)
        default: return 0
        }
    }

    /// A number, a Boolean as 1 or 0, or a string's leading number (`NSString.doubleValue`); 0 otherwise.
    public func double(forKey defaultName: String) -> Double {
        switch context.defaults[defaultName] {
        case .integer(let number)?: return Double(number)
        case .double(let number)?: return number
        case .bool(let flag)?: return flag ? 1 : 0
        case .string(let string)?: return Self.leadingNumber(string)
        default: return 0
        }
    }

    /// A non-zero number, or a string as `NSString.boolValue` reads it (after blanks, a sign and
    /// zeros: "Y", "y", "T", "t" or a digit 1-9, whatever follows); false otherwise.
    public func bool(forKey defaultName: String) -> Bool {
        switch context.defaults[defaultName] {
        case .integer(let number)?: return number != 0
        case .double(let number)?: return number != 0
        case .bool(let flag)?: return flag
        case .string(let string)?:
            let rest = string.drop(while: { (c: Character) in c.isWhitespace || c == "+" || c == "-" || c == "0" })
            return rest.first.map { "YyTt123456789".contains($0) } ?? false
        default: return false
        }
    }

    public func data(forKey defaultName: String) -> Data? {
        guard case .data(let bytes)? = context.defaults[defaultName] else { return nil }
        return Data(bytes)
    }

    /// `value` as a property list, nil when it is not one.
    static func stored(_ value: Any) -> StoredValue? {
        switch value {
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .integer(int)
        case let int as any BinaryInteger: return Int(exactly: int).map(StoredValue.integer) ?? .double(Double(int))
        case let double as Double: return .double(double)
        case let float as Float: return .double(Double(float))
        case let string as String: return .string(string)
        case let data as Data: return .data([UInt8](data))
        case let date as Date: return .date(secondsSince1970: date.timeIntervalSince1970)
        case let array as [Any]:
            let values = array.compactMap(stored)
            return values.count == array.count ? .array(values) : nil
        case let dictionary as [String: Any]:
            let values = dictionary.compactMapValues(stored)
            return values.count == dictionary.count ? .dictionary(values) : nil
        default: return nil
        }
    }

    /// A stored value as the object `UserDefaults` returns.
    static func object(_ value: StoredValue) -> Any {
        switch value {
        case .string(let string): return string
        case .integer(let number): return number
        case .double(let number): return number
        case .bool(let flag): return flag
        case .data(let bytes): return Data(bytes)
        case .date(let seconds): return Date(timeIntervalSince1970: seconds)
        case .array(let values): return values.map(object)
        case .dictionary(let values): return values.mapValues(object)
        }
    }

    /// `number` as `NSNumber.stringValue` writes it: whole numbers without a fraction.
    static func digits(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// `number` truncated toward zero, the nearest end of `Int`'s range past it, 0 for NaN.
    static func truncated(_ number: Double) -> Int {
        guard !number.isNaN else { return 0 }
        if number >= 9.2e18 { return .max }
        if number <= -9.2e18 { return .min }
        return Int(number.rounded(.towardZero))
    }

    /// The integer a string starts with, after blanks and a sign ("42abc" is 42); 0 when none.
    static func leadingInteger(_ string: String) -> Int {
        let body = string.drop(while: { (c: Character) in c.isWhitespace })
        let negative = body.first == "-"
        let digits = body.dropFirst(body.first == "+" || negative ? 1 : 0).prefix { $0.isASCII && $0.isNumber }
        guard let magnitude = Int(digits) else { return digits.isEmpty ? 0 : (negative ? .min : .max) }
        return negative ? -magnitude : magnitude
    }

    /// The number a string starts with, after blanks ("3.7kg" is 3.7); 0 when none.
    static func leadingNumber(_ string: String) -> Double {
        let body = string.drop(while: { (c: Character) in c.isWhitespace }).prefix { "0123456789+-.eE".contains($0) }
        var longest = 0.0
        var end = body.startIndex
        while end < body.endIndex {
            end = body.index(after: end)
            if let number = Double(body[body.startIndex..<end]) { longest = number }
        }
        return longest
    }
}
