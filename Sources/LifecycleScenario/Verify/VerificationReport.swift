import LifecycleSim

/// `lifesim verify`'s words: agreement, or the first divergence with both sequences side by
/// side and the rules behind the simulated side, then the timing differences.
public enum VerificationReport {
    /// The report for people.
    public static func text(_ verification: LogVerification, logName: String, tolerance: Double) -> [String] {
        var lines: [String] = []
        if let divergence = verification.divergence {
            let where_ = divergence.device.map { " (log line \($0.line))" } ?? ""
            lines.append("differ at callback \(divergence.index + 1)\(where_): the device and the simulation part here")
            lines += sideBySide(verification, around: divergence.index, logName: logName)
            if let rule = divergence.simulated?.rule {
                lines.append("'lifesim rules \(rule)' says why the simulation does this.")
            }
        } else {
            let count = verification.device.count
            let callbacks = "\(counted(count, "callback")) in the same order"
            let intervals = verification.comparedIntervals
            if verification.timing.isEmpty {
                lines.append("agree: \(callbacks)" + (intervals > 0
                    ? "; \(counted(intervals, "interval")) the system timed, within \(seconds(tolerance))" : ""))
            } else {
                lines.append("differ in timing: \(callbacks), but not every interval the system timed is within \(seconds(tolerance))")
            }
        }
        for difference in verification.timing {
            let from = verification.simulated[difference.from]
            let to = verification.simulated[difference.to]
            lines.append("timing: \(from.app) \(from.callback) → \(to.callback): \(seconds(difference.deviceSeconds)) on the device, "
                + "\(seconds(difference.simulatedSeconds)) simulated [\(to.rule)] (tolerance \(seconds(tolerance)))")
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
    private static func sideBySide(_ verification: LogVerification, around index: Int, logName: String) -> [String] {
        let first = max(0, index - 3)
        let last = min(max(verification.device.count, verification.simulated.count) - 1, index + 3)
        let width = 38
        var rows = ["     " + pad("device (\(logName))", width) + "simulated"]
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

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// `179.6 s`, `30 s`.
    static func seconds(_ value: Double) -> String {
        "\(number(value)) s"
    }

    /// A number with at most three decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        TimeFormat.seconds(Int64((value * 1000).rounded()))
    }
}
