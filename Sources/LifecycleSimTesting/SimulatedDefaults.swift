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

    public func string(forKey defaultName: String) -> String? {
        switch context.defaults[defaultName] {
        case .string(let string)?: return string
        case .integer(let number)?: return String(number)
        case .double(let number)?: return String(number)
        case .bool(let flag)?: return flag ? "1" : "0"
        default: return nil
        }
    }

    public func stringArray(forKey defaultName: String) -> [String]? {
        guard case .array(let values)? = context.defaults[defaultName] else { return nil }
        let strings = values.compactMap { if case .string(let string) = $0 { string } else { nil } }
        return strings.count == values.count ? strings : nil
    }

    public func integer(forKey defaultName: String) -> Int { Int(exactly: double(forKey: defaultName).rounded(.towardZero)) ?? 0 }

    public func double(forKey defaultName: String) -> Double {
        switch context.defaults[defaultName] {
        case .integer(let number)?: return Double(number)
        case .double(let number)?: return number
        case .bool(let flag)?: return flag ? 1 : 0
        case .string(let string)?: return Double(string) ?? 0
        default: return 0
        }
    }

    public func bool(forKey defaultName: String) -> Bool {
        if case .string(let string)? = context.defaults[defaultName] {
            return ["YES", "yes", "true", "TRUE"].contains(string) || (Int(string) ?? 0) != 0
        }
        return double(forKey: defaultName) != 0
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
        case let double as Double: return .double(double)
        case let float as Float: return .double(Double(float))
        case let string as String: return .string(string)
        case let data as Data: return .data([UInt8](data))
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
        case .array(let values): return values.map(object)
        case .dictionary(let values): return values.mapValues(object)
        }
    }
}
