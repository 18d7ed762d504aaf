import LifecycleSim

/// A lifecycle callback found in a device's console log.
public struct LoggedCallback: Hashable, Sendable {
    /// The log's line number (1-based).
    public var line: Int
    /// Seconds on the log's own clock (seconds since midnight of its first date, or the plain
    /// form's time); nil for a line without a time.
    public var time: Double?
    /// The app the line belongs to, when the line names one.
    public var app: String?
    /// The callback, by its short name (`didEnterBackground`, `expire upload`).
    public var callback: String

    /// True when the line names a lifecycle notification an observer logged (NT-1, NT-2), not a method.
    public var isNotification: Bool { LifecycleNotification(named: callback) != nil }
}

/// Reads a console log of a real device: NSLog / Xcode console lines
/// (`2013-12-02 10:00:00.123 Uploader[812:60b] applicationDidEnterBackground:`), `log stream`
/// lines (`2024-05-01 10:00:00.123456+0900 0x1c7a1 Default 0x0 812 0 Uploader: ...`) and a
/// plain `TIME APP CALLBACK` form (`185.2 Uploader expire upload`). Each line that names a
/// lifecycle callback, in any naming style (short, Swift, Objective-C, Xamarin), becomes one
/// `LoggedCallback`; every other line is ignored.
public enum DeviceLog {
    /// The callbacks found in `text`, in order. `apps` are the scenario's app names: they tell a
    /// plain line's app word from the rest.
    public static func read(_ text: String, apps: [String]) -> [LoggedCallback] {
        var found: [LoggedCallback] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !words.isEmpty else { continue }
            var time: Double?
            if words.count >= 2, let stamp = LogTimestamp.seconds(date: words[0], time: words[1]) {
                time = stamp
                words.removeFirst(2)
            } else if words.count >= 2, apps.contains(words[1]), let plain = LogTimestamp.seconds(plain: words[0]) {
                // The plain form is TIME APP CALLBACK: a number before anything else (a list's
                // "7.") is not a time.
                time = plain
                words.removeFirst()
            }
            let app = appName(in: words, apps: apps)
            guard let callback = callbackName(in: words) else { continue }
            found.append(LoggedCallback(line: lineNumber, time: time, app: app, callback: callback))
        }
        return found
    }

    /// `Uploader[812:60b]` (NSLog), `Uploader:` (log stream), or a bare scenario app name.
    static func appName(in words: [String], apps: [String]) -> String? {
        for word in words {
            if let bracket = word.firstIndex(of: "["), bracket != word.startIndex, word.hasSuffix("]") {
                return String(word[..<bracket])
            }
            let bare = word.hasSuffix(":") ? String(word.dropLast()) : word
            if apps.contains(bare) { return bare }
        }
        return nil
    }

    /// The first callback the words name: a short name, a UIKit or Xamarin spelling (also inside
    /// `-[AppDelegate applicationDidEnterBackground:]`), an expiration handler with its task
    /// (`expire upload`, `expirationHandler (upload)`), or a lifecycle notification
    /// (`UIApplicationDidEnterBackgroundNotification`, `UIApplication.didEnterBackgroundNotification`).
    static func callbackName(in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            let token = word.trimmingCharacters(in: ["[", "]", "-", ",", ";", "\"", "'"])
            let lowered = token.lowercased()
            if lowered == "expire" || lowered == "expirationhandler" {
                guard index + 1 < words.count else { return nil }
                let task = words[index + 1].trimmingCharacters(in: ["(", ")", ",", ":", "'", "\""])
                return task.isEmpty ? nil : "expire \(task)"
            }
            if let delegate = LogCallbackNames.callback(named: token) { return delegate.rawValue }
            // A notification an observer logged (NT-1, NT-2), by UIKit's name or its Swift spelling.
            if let notification = LifecycleNotification(named: token) { return notification.name }
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
