import LifecycleSim

/// Lower bounds measured in the same run as W1 and W2: work that any engine meeting the
/// workload's definition must do, timed without the engine. A floor's ratio to the baseline
/// is the best ratio any engine could reach, so a floor below the target shows the target
/// cannot be met by optimising the engine (BENCHMARKS.md, "Targets missed").
enum Floors {
    // MARK: W1: keeping the trace

    /// Delivers `records` once per cycle to a `RecordingSink` through the `TraceSink` protocol,
    /// as the engine does, clearing it as W1 does: the number of callback records kept.
    /// Nothing else runs: no event, no state, no rule.
    static func recordingOnly(_ records: [TraceRecord], cycles: Int) -> Int {
        let recording = RecordingSink()
        let sinks: [TraceSink] = [recording]
        var callbacks = 0
        for index in 0..<cycles {
            for record in records {
                for index in sinks.indices { sinks[index].receive(record) } // as `Device.emit` does
            }
            if index % W1Callbacks.keepCycles == W1Callbacks.keepCycles - 1 {
                callbacks += recording.callbackCount
                recording.clear()
            }
        }
        return callbacks + recording.callbackCount
    }

    /// A trace record reduced to integers (16 bytes, nothing reference-counted): the cheapest
    /// trace an engine could keep, names looked up only when printed.
    struct PackedRecord {
        var time: Int64
        var app: UInt16
        var kind: UInt8
        var code: UInt8
        var state: UInt8
        var depth: UInt8
        var rule: UInt8
    }

    /// Appends `perCycle` packed records per cycle to an array, cleared as W1 clears its sink:
    /// the number of records appended. Nothing else runs.
    static func packedRecordingOnly(perCycle: Int, cycles: Int) -> Int {
        var records: [PackedRecord] = []
        records.reserveCapacity(perCycle * W1Callbacks.keepCycles)
        var appended = 0
        for index in 0..<cycles {
            for code in 0..<perCycle {
                records.append(PackedRecord(time: Int64(index), app: 0, kind: UInt8(code & 1), code: UInt8(truncatingIfNeeded: code),
                                            state: 2, depth: 0, rule: 7))
            }
            if index % W1Callbacks.keepCycles == W1Callbacks.keepCycles - 1 {
                appended += records.count
                records.removeAll(keepingCapacity: true)
            }
        }
        blackHole(records)
        return appended + records.count
    }

    static func addW1Rows(_ report: Report, _ options: Options, cycles: Int, handRate: Double) {
        let records = W1Callbacks.engineTrace(cycles: 1).records // 13 callbacks, 18 transitions
        let callbacksPerCycle = records.filter { if case .callback = $0 { return true }; return false }.count
        report.check("W1 floor replays a whole cycle", callbacksPerCycle == 13,
                     "\(records.count) records, \(callbacksPerCycle) callbacks")
        _ = recordingOnly(records, cycles: cycles / 10)
        let rate = Measure.medianRate(runs: options.runs) { recordingOnly(records, cycles: cycles) }
        report.add(Row(workload: "W1 floor", metric: "recording only, as TraceRecords (the trace before it was packed): W1's \(records.count) records a cycle into a sink, no engine (callbacks/s)",
                       value: Format.rate(rate)))
        report.add(Row(workload: "W1 floor", metric: "ratio recording only / hand-written: the cap that trace put on any engine keeping it",
                       value: Format.ratio(rate / handRate)))

        _ = packedRecordingOnly(perCycle: records.count, cycles: cycles / 10)
        var packedTimes: [Double] = []
        for _ in 0..<options.runs {
            packedTimes.append(Measure.time { packedRecordingOnly(perCycle: records.count, cycles: cycles) }.seconds)
        }
        let packedRate = Double(callbacksPerCycle * cycles) / Measure.median(packedTimes)
        report.add(Row(workload: "W1 floor", metric: "packed recording only: \(records.count) 16-byte integer records a cycle, no engine (callbacks/s)",
                       value: Format.rate(packedRate)))
        report.add(Row(workload: "W1 floor", metric: "ratio packed recording only / hand-written: what the leanest possible trace costs",
                       value: Format.ratio(packedRate / handRate)))
    }

    // MARK: W2: the app's own code

    /// What the app's code keeps; the closures capture it as W2's handler's closures do.
    final class AppCodeState {
        var task = 0
        var backgrounding = 0
        var ended = 0
    }

    /// Holds the closures as the engine must (an expiration handler and a timer body outlive the
    /// callback that created them).
    final class Held {
        var expirationHandler: (() -> Void)?
        var timerBody: (() -> Void)?
    }

    /// The work W2's `didEnterBackground` handler does by definition, `backgroundings` times:
    /// it creates an expiration handler and a timer body, two escaping closures. No engine runs.
    static func appCodeOnly(backgroundings: Int) -> Int {
        let state = AppCodeState()
        let context = AppCodeState() // stands in for the AppContext W2's closures capture
        let held = Held()
        for _ in 0..<backgroundings {
            state.backgrounding += 1
            let backgrounding = state.backgrounding
            // Two captured values each, as W2's closures (state and context; state and the
            // backgrounding): a closure capturing a single object needs no allocation.
            held.expirationHandler = { state.ended += 1; context.task += 1 }
            held.timerBody = { if state.backgrounding == backgrounding { state.task = 0 } }
            blackHole(held)
        }
        held.expirationHandler?()
        held.timerBody?()
        return state.ended
    }

    static func addW2Rows(_ report: Report, _ options: Options, backgroundings: Int, events: Int, baselineRate: Double) {
        _ = appCodeOnly(backgroundings: backgroundings / 10)
        var times: [Double] = []
        for _ in 0..<options.runs {
            times.append(Measure.time { appCodeOnly(backgroundings: backgroundings) }.seconds)
        }
        let rate = Double(events) / Measure.median(times)
        report.add(Row(workload: "W2 floor", metric: "app code only: the 2 closures (2 captures each) W2's handler creates per backgrounding, no engine (events/s)",
                       value: Format.rate(rate)))
        report.add(Row(workload: "W2 floor", metric: "ratio app code only / heap loop: the best any engine running this app code can reach",
                       value: Format.ratio(rate / baselineRate)))
    }
}
