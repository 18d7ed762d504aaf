/// Writing the trace: each kind of record as a packed entry, handed to the sinks in batches.
/// Every record the engine makes is made here.
extension Device {
    /// Sends every future record to `sink` as well (the records written so far go to the
    /// sinks that were there when they were written): those of the kinds it reads at least.
    public func addSink(_ sink: TraceSink) {
        flushTrace()
        sinks.append(sink)
        kindsRead.formUnion(sink.kindsRead)
    }

    /// Hands every sink over to `other`, which sends them its records from now on (a run that
    /// goes on on a device restored from this one's state, `ScenarioRunner.continueOnFreshDevice`).
    package func moveSinks(to other: Device) {
        flushTrace()
        other.flushTrace()
        other.sinks.append(contentsOf: sinks)
        other.kindsRead.formUnion(kindsRead)
        sinks.removeAll()
        kindsRead = []
    }

    /// Hands the records written since the last batch to every sink, in one batch.
    ///
    /// The device does this itself at the end of every public call that can write records
    /// (`handle`, `advance`, `install`, `record…`, an app's calls made outside its callbacks),
    /// and whenever `batchLimit` records have gathered; a sink never waits for records of a
    /// call that has returned.
    ///
    /// A sink that writes records itself (`recordLog`) gets them in the next batch, after every
    /// sink has had this one: the batch is taken out of the pending buffers before it is handed over.
    public func flushTrace() {
        guard !flushingTrace, !pendingEntries.isEmpty else { return }
        flushingTrace = true
        defer { flushingTrace = false }
        repeat {
            // Swapped with the spare buffers: no copy, and their memory is kept for the next batch.
            var entries: [TraceEntry] = [], details: [TraceRecord] = []
            swap(&entries, &spareEntries)
            swap(&details, &spareDetails)
            swap(&entries, &pendingEntries)
            swap(&details, &pendingDetails)
            do {
                let batch = TraceBatch(entries: entries, details: details, names: traceNames)
                // The sinks as they are now, read once: a sink added meanwhile (`addSink`) gets
                // the next batch, and no sink is retained again for each call.
                let sinks = self.sinks
                for sink in sinks { sink.receive(batch) }
            }
            entries.removeAll(keepingCapacity: true)
            details.removeAll(keepingCapacity: true)
            spareEntries = entries
            spareDetails = details
        } while !pendingEntries.isEmpty
    }

    /// Keeps every future record in a packed log the device writes directly: the whole trace at
    /// the least cost, no batch handed over. Asked again, returns a log of the same trace.
    public func keepTrace() -> TraceLog {
        if keptTrace == nil { keptTrace = TraceStore() }
        return TraceLog(device: self)
    }

    /// Records gathered before a batch is handed over within one call (bounds a long advance's memory).
    static let batchLimit = 4096

    private func write(_ entry: TraceEntry) {
        keptTrace?.append(entry)
        if kindsRead.contains(kind: entry.kind) { queue(entry) }
    }

    /// Writes a record that is kept whole: events, warnings, expectations, logs, BGTaskScheduler
    /// changes, activities.
    private func writeDetail(_ record: TraceRecord) {
        writeDetail(record, gathered: kindsRead.contains(kind: record.kind))
    }

    /// Writes a record kept whole: into the kept trace, and for the sinks when `gathered`.
    private func writeDetail(_ record: TraceRecord, gathered: Bool) {
        keptTrace?.appendDetail(record)
        guard gathered else { return }
        pendingDetails.append(record)
        queue(.detail(record, at: pendingDetails.count - 1))
    }

    /// Adds an entry to the next batch, handing the batch over once it is full.
    private func queue(_ entry: TraceEntry) {
        pendingEntries.append(entry)
        if pendingEntries.count >= Self.batchLimit { flushTrace() }
    }

    // MARK: The engine's records

    /// `app` moved from `from` to `to`.
    func recordTransition(_ app: InstalledApp, from: AppState, to: AppState, _ rule: RuleID) {
        write(TraceEntry(kind: .transition, time: now, app: Int32(app.index), rule: rule, state: to, previous: from))
    }

    /// `callback` was called on `app` (on scene `scene`) while in `state`, `depth` callbacks deep.
    func recordCallback(_ callback: Callback, on app: InstalledApp, state: AppState, depth: Int, _ rule: RuleID,
                        scene: Int?) {
        let delegate: DelegateCallback?
        let code: Int32
        if case .delegate(let method) = callback {
            delegate = method
            code = 0
        } else {
            delegate = nil
            code = traceNames.code(for: callback)
        }
        write(TraceEntry(kind: .callback, time: now, app: Int32(app.index), rule: rule, state: state,
                         delegate: delegate, code: code, count: Int32(depth), extra: Int32(scene ?? 0)))
    }

    /// Scene `scene` of `app` moved from `from` to `to`.
    func recordSceneTransition(_ app: InstalledApp, scene: Int, from: SceneActivationState,
                               to: SceneActivationState, _ rule: RuleID) {
        write(TraceEntry(kind: .sceneTransition, time: now, app: Int32(app.index), rule: rule, sceneFrom: from,
                         sceneTo: to, extra: Int32(scene)))
    }

    /// A background task of `app` began, ended, expired, or an end named no live task; `nameCode`
    /// is the task's name in `traceNames`.
    func recordTask(_ app: InstalledApp, _ action: TaskAction, id: Int, nameCode: Int32, outstanding: Int,
                    _ rule: RuleID) {
        guard let code = Int32(exactly: id), let count = Int32(exactly: outstanding) else {
            // An identifier past 2^31 (a very long run) does not fit the entry: kept whole.
            let name = traceNames.taskName(nameCode)
            return writeDetail(.task(TaskRecord(time: now, app: app.name, action: action, id: id, name: name,
                                                outstanding: outstanding, rule: rule)))
        }
        write(TraceEntry(kind: .task, time: now, app: Int32(app.index), rule: rule, action: action, code: code,
                         count: count, extra: nameCode))
    }

    /// A BGTaskScheduler request or task of `app` changed.
    func recordBGTask(_ app: InstalledApp, _ id: String, _ kind: BGTaskKind, _ change: BGTaskChange, _ rule: RuleID) {
        writeDetail(.bgTask(BGTaskRecord(time: now, app: app.name, id: id, kind: kind, change: change, rule: rule)))
    }

    /// Records a warning on behalf of `app` (nil: the device's own).
    ///
    /// The words are a `WarningText` (a case, never a plain string), so the text trace can show
    /// them in the reader's language.
    func warn(_ app: InstalledApp?, _ text: WarningText, _ rule: RuleID) {
        writeDetail(.warning(WarningRecord(time: now, app: app?.name, warning: text, rule: rule)))
    }

    /// Records the warning of a refused event (`refuse`), for the sinks that read refusals
    /// (`TraceRecordKinds.refusal`): made, its words too, only when one does, or the trace is kept.
    func warnOfRefusal(_ app: InstalledApp?, _ text: @autoclosure () -> WarningText, _ rule: RuleID) {
        let gathered = kindsRead.contains(.refusal)
        guard gathered || keptTrace != nil else { return }
        writeDetail(.warning(WarningRecord(time: now, app: app?.name, warning: text(), rule: rule)), gathered: gathered)
    }

    // MARK: Records written for the timeline

    /// Records a timeline statement (`line` 0 for the Swift API).
    public func recordEvent(_ text: String, line: Int) {
        writeDetail(.event(EventRecord(time: now, line: line, event: text)))
        flushTrace()
    }

    /// Records the timeline statement `text` of `line` (0 for the Swift API), then handles
    /// `event`, the statement's record and all the event causes handed over in one batch (a run
    /// of a scenario does this for every event line).
    @discardableResult
    public func handle(_ event: DeviceEvent, recordedAs text: String, line: Int) -> EventOutcome {
        writeDetail(.event(EventRecord(time: now, line: line, event: text)))
        return handle(event)
    }

    /// Records a note (`log "TEXT"`), optionally on behalf of an app.
    public func recordLog(_ text: String, app: String? = nil) {
        writeDetail(.log(LogRecord(time: now, app: app, text: text)))
        flushTrace()
    }

    /// Writes an activity record (BM-1, BM-2, PW-1).
    func recordActivity(_ activity: ActivityRecord.Activity, _ change: ActivityRecord.Change, of app: InstalledApp,
                        _ rule: RuleID) {
        writeDetail(.activity(ActivityRecord(time: now, app: app.name, activity: activity, change: change, rule: rule)))
    }

    /// Records the result of an expectation.
    public func recordExpectation(line: Int, ok: Bool, expected: String, actual: String, note: ExpectNote? = nil) {
        writeDetail(.expect(ExpectRecord(time: now, line: line, ok: ok, expected: expected, actual: actual, note: note)))
        flushTrace()
    }
}
