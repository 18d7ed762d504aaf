import LifecycleSim

/// `lifesim verify`'s words: agreement, or the first divergence with both sequences side by
/// side and the rules behind the simulated side, then the timing differences.
public enum VerificationReport {
    /// The report for people, in `language`.
    public static func text(_ verification: LogVerification, logName: String, tolerance: Double,
                            in language: Language = .en) -> [String] {
        func words(_ message: VerifyMessage) -> String { message.text(in: language) }
        func seconds(_ value: Double) -> String { words(.seconds(value: number(value))) }
        var lines: [String] = []
        // A log with notifications compares entries, some of which are not callbacks.
        let notifications = verification.device.count(where: \.isNotification)
        if let divergence = verification.divergence {
            let logLine = divergence.device.map { words(.atLogLine(line: String($0.line))) } ?? ""
            let index = String(divergence.index + 1)
            switch divergence.kind {
            case .missingFromLog:
                lines.append(words(.missingFromLog(index: index, logLine: logLine, entry: entry(divergence.simulated))))
            case .extraInLog:
                lines.append(words(.extraInLog(index: index, logLine: logLine, entry: entry(divergence.device))))
            case .differ:
                lines.append(words(notifications > 0 ? .entryDifferAt(index: index, logLine: logLine)
                                   : .differAt(index: index, logLine: logLine)))
            }
            lines += sideBySide(verification, around: divergence.index,
                                header: (words(.deviceColumn(log: logName)), words(.simulatedColumn)))
            if let rule = divergence.simulated?.rule, divergence.kind != .extraInLog {
                lines.append(words(.rulesSayWhy(rule: rule.rawValue)))
            }
            if let example = sceneCallbackOnlyInLog(verification) {
                lines.append(words(.sceneCallbacksNeedScenes(example: example)))
            }
        } else {
            let count = verification.device.count
            let entries = notifications == 0 ? words(.callbacks(count: count))
                : notifications == count ? words(.entries(count: count))
                : words(.callbacksAndNotifications(callbacks: count - notifications, notifications: notifications))
            let callbacks = words(.inTheSameOrder(callbacks: entries))
            let intervals = verification.comparedIntervals
            if !verification.timing.isEmpty {
                lines.append(words(.differInTiming(callbacks: callbacks, tolerance: seconds(tolerance))))
            } else if intervals > 0 {
                lines.append(words(.agreeWithIntervals(callbacks: callbacks, intervals: words(.intervals(count: intervals)),
                                                       tolerance: seconds(tolerance))))
            } else {
                lines.append(words(.agree(callbacks: callbacks)))
            }
        }
        for difference in verification.timing {
            let from = verification.simulated[difference.from]
            let to = verification.simulated[difference.to]
            lines.append(words(.timing(app: from.app, from: from.callback, to: to.callback,
                                       device: seconds(difference.deviceSeconds), simulated: seconds(difference.simulatedSeconds),
                                       rule: to.rule.rawValue, tolerance: seconds(tolerance))))
        }
        return lines
    }

    /// The report as one JSON object, for tools.
    public static func json(_ verification: LogVerification, tolerance: Double) -> String {
        let object = JSONObject()
        object.add("agrees", bool: verification.agrees)
            .add("device", int: verification.device.count).add("simulated", int: verification.simulated.count)
        if let divergence = verification.divergence {
            let detail = JSONObject()
            detail.add("index", int: divergence.index + 1)
            if let logged = divergence.device {
                detail.add("logLine", int: logged.line).add("deviceCallback", string: logged.callback)
            }
            if let simulated = divergence.simulated {
                detail.add("simulatedApp", string: simulated.app).add("simulatedCallback", string: simulated.callback)
                    .add("rule", string: simulated.rule.rawValue)
            }
            object.add("divergence", json: detail.text)
        }
        let timing = verification.timing.map { difference -> String in
            let item = JSONObject()
            item.add("from", string: verification.simulated[difference.from].callback)
                .add("to", string: verification.simulated[difference.to].callback)
                .add("device", json: number(difference.deviceSeconds))
                .add("simulated", json: number(difference.simulatedSeconds))
                .add("rule", string: verification.simulated[difference.to].rule.rawValue)
            return item.text
        }
        object.add("timing", json: "[" + timing.joined(separator: ",") + "]").add("tolerance", json: number(tolerance))
        return object.text
    }

    /// An entry as the report names it: its app, then the callback or notification.
    private static func entry(_ logged: LoggedCallback?) -> String {
        logged.map { [$0.app, $0.callback].compactMap { $0 }.joined(separator: " ") } ?? "—"
    }

    private static func entry(_ simulated: LogVerification.Simulated?) -> String {
        simulated.map { "\($0.app) \($0.callback)" } ?? "—"
    }

    /// The first scene-delegate callback of the log, when the simulation has none (SC-1: the
    /// scenario's app is not scene-based, or its device is older than iOS 13).
    private static func sceneCallbackOnlyInLog(_ verification: LogVerification) -> String? {
        let isScene = { (name: String) in DelegateCallback(rawValue: name)?.isSceneLifecycle == true }
        guard !verification.simulated.contains(where: { isScene($0.callback) }) else { return nil }
        return verification.device.first { isScene($0.callback) }?.callback
    }

    /// Three rows either side of the divergence, device on the left, simulation on the right.
    /// `header`: the two columns' titles (the device's names the log).
    private static func sideBySide(_ verification: LogVerification, around index: Int,
                                   header: (device: String, simulated: String)) -> [String] {
        let first = max(0, index - 3)
        let last = min(max(verification.device.count, verification.simulated.count) - 1, index + 3)
        let lefts = (first...max(first, last)).map { row in
            row < verification.device.count ? "\(verification.device[row].app ?? "?") \(verification.device[row].callback)" : "—"
        }
        // Wide enough for the longest name shown and the header, two columns apart.
        let width = max(38, (lefts + [header.device]).map(TerminalColumns.width(of:)).max().map { $0 + 2 } ?? 0)
        var rows = ["     " + pad(header.device, width) + header.simulated]
        for row in first...max(first, last) {
            let left = lefts[row - first]
            let right = row < verification.simulated.count
                ? "\(verification.simulated[row].app) \(verification.simulated[row].callback)  [\(verification.simulated[row].rule)]"
                : "—"
            let mark = row == index ? "✗" : " "
            rows.append("\(mark) \(pad(String(row + 1), 3))" + pad(left, width) + right)
        }
        return rows
    }

    /// Padded in terminal columns, so a Japanese title lines up as an English one does.
    private static func pad(_ text: String, _ width: Int) -> String {
        TerminalColumns.padded(text, to: width)
    }

    /// A number with at most three decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        TimeFormat.seconds(Int64((value * 1000).rounded()))
    }
}
