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
        if let divergence = verification.divergence {
            let logLine = divergence.device.map { words(.atLogLine(line: String($0.line))) } ?? ""
            lines.append(words(.differAt(index: String(divergence.index + 1), logLine: logLine)))
            lines += sideBySide(verification, around: divergence.index,
                                header: (words(.deviceColumn(log: logName)), words(.simulatedColumn)))
            if let rule = divergence.simulated?.rule {
                lines.append(words(.rulesSayWhy(rule: rule.rawValue)))
            }
        } else {
            let callbacks = words(.inTheSameOrder(callbacks: words(.callbacks(count: verification.device.count))))
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

    /// Three rows either side of the divergence, device on the left, simulation on the right.
    /// `header`: the two columns' titles (the device's names the log).
    private static func sideBySide(_ verification: LogVerification, around index: Int,
                                   header: (device: String, simulated: String)) -> [String] {
        let first = max(0, index - 3)
        let last = min(max(verification.device.count, verification.simulated.count) - 1, index + 3)
        let width = 38
        var rows = ["     " + pad(header.device, width) + header.simulated]
        for row in first...max(first, last) {
            let left = row < verification.device.count
                ? "\(verification.device[row].app ?? "?") \(verification.device[row].callback)" : "—"
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
