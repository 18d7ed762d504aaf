import LifecycleSim

/// The timeline: clock advances, events as their SimulatedDevice and SimulatedApp methods, and
/// expectations as XCTest or Swift Testing assertions that name them.
extension ExportWriter {
    mutating func writeTimeline() throws {
        var now = VirtualTime.zero
        for entry in document.timeline {
            let line = entry.location.line
            flushComments(before: line, indent: 2)
            let comment = trailingComment(line)
            var wroteComment = false
            now = max(now, clockBefore[line] ?? now)
            if entry.time > now {
                let step = VirtualDuration(milliseconds: entry.time.milliseconds - now.milliseconds)
                let isOnlyAdvance = entry.statement == .advance
                out.append("        try device.advance(by: \(durationLiteral(step)))" + (isOnlyAdvance ? comment : ""))
                wroteComment = isOnlyAdvance
                now = entry.time
            }
            switch entry.statement {
            case .advance:
                if !wroteComment, !comment.isEmpty { out.append("        //" + comment.dropFirst(4)) }
            case .event(let event):
                let call = try eventCall(event, text: entry.text, line: line)
                guard let reason = refusals[line] else {
                    out.append("        " + call + comment)
                    break
                }
                out.append("        // refused by the device: \(reason)")
                out.append("        " + (framework == .xctest ? "XCTAssertThrowsError(\(call))" : "#expect(throws: (any Error).self) { \(call) }")
                    + comment)
            case .expect(let expectation):
                out.append("        " + (try assertion(expectation, text: entry.text, line: line)) + comment)
            case .log(let text):
                out.append("        device.log(\(swiftString(text)))" + comment)
            }
            nextCommentLine = max(nextCommentLine, line + 1)
        }
        flushComments(before: lines.count + 1, indent: 2)
    }

    func app(_ name: String, line: Int) throws -> String {
        guard let variable = variables[name] else {
            throw ExportError(line: line, message: "'\(name)' is not an app of the scenario")
        }
        return variable
    }

    /// The app, or for `APP/N` the app's scene N, unwrapped: a scene that never existed fails the test there.
    func callbackOwner(_ name: String, line: Int) throws -> String {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let number = Int(parts[1]) else { return try app(name, line: line) }
        let scene = "\(try app(parts[0], line: line)).scene(\(number))"
        return framework == .xctest ? "try XCTUnwrap(\(scene))" : "try #require(\(scene))"
    }

    func eventCall(_ event: DeviceEvent, text: String, line: Int) throws -> String {
        switch event {
        case .launch(let name, let url):
            return "try \(try app(name, line: line)).launch(\(url.map { "url: \(swiftString($0))" } ?? ""))"
        case .home: return "try device.home()"
        case .switcherShow: return "try device.showSwitcher()"
        case .switcherClose: return "try device.closeSwitcher()"
        case .switcherOpen(let name): return "try \(try app(name, line: line)).openFromSwitcher()"
        case .switcherKill(let name): return "try \(try app(name, line: line)).killFromSwitcher()"
        case .lock: return "try device.lock()"
        case .unlock: return "try device.unlock()"
        case .call: return "try device.call()"
        case .callAccept: return "try device.acceptCall()"
        case .callDecline: return "try device.declineCall()"
        case .callExpand: return "try device.expandCall()"
        case .callEnd: return "try device.endCall()"
        case .alert: return "try device.alert()"
        case .alertDismiss: return "try device.dismissAlert()"
        case .notificationCenter(let open): return "try device.notificationCenter(open: \(open))"
        case .controlCenter(let open): return "try device.controlCenter(open: \(open))"
        case .fetch(let name): return "try \(try app(name, line: line)).fetch()"
        case .transfersFinish(let name): return "try \(try app(name, line: line)).finishTransfers()"
        case .push(let name, let contentAvailable):
            return "try \(try app(name, line: line)).push(\(contentAvailable ? "" : "contentAvailable: false"))"
        case .localNotification(let name): return "try \(try app(name, line: line)).localNotification()"
        case .tapNotification(let name, let local):
            return "try \(try app(name, line: line)).tapNotification(\(local ? "local: true" : ""))"
        case .location(let name): return "try \(try app(name, line: line)).location()"
        case .openURL(let url, let name, let from):
            return "try \(try app(name, line: line)).open(url: \(swiftString(url))\(from.map { ", from: \(swiftString($0))" } ?? ""))"
        case .crash(let name): return "try \(try app(name, line: line)).crash()"
        case .reinstall(let name): return "try \(try app(name, line: line)).reinstall()"
        case .refresh(let on, let name):
            return "try device.refresh(\(on)\(name.map { ", app: \(swiftString($0))" } ?? ""))"
        case .debuggerAttach(let name): return "try \(try app(name, line: line)).attachDebugger()"
        case .debuggerDetach(let name): return "try \(try app(name, line: line)).detachDebugger()"
        case .debuggerKill(let name): return "try \(try app(name, line: line)).debuggerKill()"
        case .lowPower(let on): return "try device.lowPower(\(on))"
        case .reboot: return "try device.reboot()"
        case .prewarm(let name): return "try \(try app(name, line: line)).prewarm()"
        case .charging(let on): return "try device.charging(\(on))"
        case .network(let on): return "try device.network(\(on))"
        case .memoryWarning(let level):
            return "try device.memoryWarning(\(level == .warning ? "" : "." + level.rawValue))"
        case .memoryPressure(let size): return "try device.memoryPressure(\(size.map(memoryLiteral) ?? ""))"
        case .share(let file, let from, let to):
            return "try device.share(\(swiftString(file)), from: \(swiftString(from)), to: \(swiftString(to)))"
        case .ps: return "try device.ps()"
        case .pushController(let name, let child, let navigation):
            return "try \(try app(name, line: line)).push(\(swiftString(child)), on: \(swiftString(navigation)))"
        case .popController(let name, let navigation):
            return "try \(try app(name, line: line)).pop(\(swiftString(navigation)))"
        case .presentController(let name, let controller, let presenter):
            return "try \(try app(name, line: line)).present(\(swiftString(controller))\(presenter.map { ", from: \(swiftString($0))" } ?? ""))"
        case .dismissController(let name, let controller):
            return "try \(try app(name, line: line)).dismiss(\(swiftString(controller)))"
        case .bgTask(let name, let id, let action):
            let method = action == .run ? "runBGTask" : action == .simulate ? "simulateBGTask" : "expireBGTask"
            return "try \(try app(name, line: line)).\(method)(\(swiftString(id)))"
        case .disconnectScene(let name, let scene): return "try \(try app(name, line: line)).disconnectScene(\(scene))"
        case .openWindow(let name): return "try \(try app(name, line: line)).openWindow()"
        case .split(let first, let second):
            return "try device.split(\(swiftString(first.app)), \(first.scene), \(swiftString(second.app)), \(second.scene))"
        case .unsplit: return "try device.endSplit()"
        case .closeWindow(let name, let scene): return "try \(try app(name, line: line)).closeWindow(\(scene))"
        case .switcherKillScene(let name, let scene): return "try \(try app(name, line: line)).killFromSwitcher(scene: \(scene))"
        }
    }

    /// `XCTAssertEqual(actual, expected, "expect …")` or `#expect(actual == expected, "expect …")`.
    func equal(_ actual: String, _ expected: String, _ text: String) -> String {
        framework == .xctest ? "XCTAssertEqual(\(actual), \(expected), \(swiftString(text)))"
                             : "#expect(\(actual) == \(expected), \(swiftString(text)))"
    }

    func assertion(_ expectation: Expectation, text: String, line: Int) throws -> String {
        switch expectation {
        case .state(let name, let state):
            return equal("\(try app(name, line: line)).state", "." + stateCase(state), text)
        case .tasks(let name, let count):
            return equal("\(try app(name, line: line)).outstandingTasks", "\(count)", text)
        case .remaining(let name, let duration):
            return equal("\(try app(name, line: line)).remaining", duration.map { ".left(\(durationLiteral($0)))" } ?? ".unlimited", text)
        case .callbacks(let name, let callbacks):
            let list = callbacks.map { swiftString($0.description) }.joined(separator: ", ")
            return "assertCallbacks(\(try callbackOwner(name, line: line)), [\(list)])"
        case .notifications(let name, let notifications):
            return equal("\(try app(name, line: line)).takeNotifications().map(\\.name)", stringList(notifications.map(\.name)), text)
        case .noCallbacks(let name):
            return "assertCallbacks(\(try callbackOwner(name, line: line)), [String]())"
        case .refreshStatus(let name, let status):
            return equal("\(try app(name, line: line)).refreshStatus", "." + status.rawValue, text)
        case .launchedBy(let name, let reason):
            return equal("\(try app(name, line: line)).launchedBy", "." + reason.swiftName, text)
        case .switcher(let names):
            return equal("device.switcher", "[" + names.map(swiftString).joined(separator: ", ") + "]", text)
        case .front(let name?):
            return equal("device.front", swiftString(name), text)
        case .front(nil):
            // `expect front home`: no app is in front.
            return framework == .xctest ? "XCTAssertNil(device.front, \(swiftString(text)))"
                                        : "#expect(device.front == nil, \(swiftString(text)))"
        case .process(let name, let process):
            return equal("\(try app(name, line: line)).processName", swiftString(process), text)
        case .prewarmed(let name):
            return equal("\(try app(name, line: line)).isPrewarmed", "true", text)
        case .controllerCallbacks(let name, let callbacks):
            return "assertControllerCallbacks(\(try app(name, line: line)), \(stringList(callbacks.map(\.description))))"
        case .view(let name, let controller, let loaded):
            return equal("\(try app(name, line: line)).isViewLoaded(\(swiftString(controller)))", "\(loaded)", text)
        case .archive(let name, let present):
            return equal("\(try app(name, line: line)).hasRestorationArchive", "\(present)", text)
        case .restored(let name, let controllers):
            return equal("\(try app(name, line: line)).restoredControllers", stringList(controllers), text)
        case .openIn(let file, let from, let apps):
            return equal("device.openInMenu(for: \(swiftString(file)), from: \(swiftString(from)))", stringList(apps), text)
        case .inbox(let name, let files):
            return equal("\(try app(name, line: line)).inbox", stringList(files), text)
        case .defaultValue(let name, let key, let value):
            return equal("\(try app(name, line: line)).defaults[\(swiftString(key))]",
                         value.map { ".string(\(swiftString($0)))" } ?? "nil", text)
        case .freeMemory(let size):
            return equal("device.freeMemory", memoryLiteral(size), text)
        case .bgTasks(let name, let ids):
            return equal("\(try app(name, line: line)).bgTaskRequests", stringList(ids), text)
        case .bgTask(let name, let id, let status):
            // Spelled out: `.none` next to an optional would read as nil.
            return equal("\(try app(name, line: line)).bgTaskStatus(\(swiftString(id)))", "BGTaskStatus.\(status.rawValue)", text)
        case .sceneState(let name, let scene, let state):
            return equal("\(try app(name, line: line)).scene(\(scene))?.state", "." + caseName(state.rawValue), text)
        case .scenes(let name, let count):
            return equal("\(try app(name, line: line)).connectedScenes", "\(count)", text)
        case .phase(let name, let scene, let phase):
            let owner = try app(name, line: line) + (scene.map { ".scene(\($0))?" } ?? "")
            return equal("\(owner).phase", "." + phase.rawValue, text)
        }
    }
}
