@testable import LifecycleSim
import XCTest

/// `Device.State` is the device's whole state as one value: every stored property of the device,
/// its apps, their processes and view controllers is in it or left out for a stated reason; a
/// state restored into a fresh device runs on as the device it was taken from; and code written in
/// the scenario language is held as a value, so two runs that reach the same place have equal states.
final class DeviceStateTests: XCTestCase {
    private func labels(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    /// `syncAndNotesDevice()`: Sync and Notes on iOS 17, nothing run.
    private func freshDevice() -> Device { syncAndNotesDevice() }

    /// `freshDevice` after Notes launched, Sync launched and Home: a suspended app, and one in the
    /// background holding a task, a timer and a view controller: every part of the state has
    /// something in it.
    private func busyDevice() -> Device {
        let device = freshDevice()
        for event: DeviceEvent in [.launch(app: "Notes", url: nil), .launch(app: "Sync", url: nil), .home] {
            device.handle(event)
        }
        return device
    }

    func testEveryStoredPropertyIsInTheStateOrLeftOutForAReason() throws {
        let device = busyDevice()
        let state = device.snapshot()
        XCTAssertEqual(labels(of: device).subtracting(labels(of: state)), Device.propertiesOutsideState)
        let app = try XCTUnwrap(device.app(named: "Sync"))
        // An app's configuration and what is made from it (its code) stay with the device; its
        // observers (of notifications, of processes) are the test's; the last context is a cache.
        XCTAssertEqual(labels(of: app).subtracting(labels(of: app.value(names: device.traceNames))),
                       ["index", "config", "handlerTable", "declaredModes", "notificationObserver", "processObserver",
                        "lastContext", "revision", "written", "standing", "situationPart"])
        let process = try XCTUnwrap(app.process)
        XCTAssertEqual(labels(of: process).subtracting(labels(of: process.value(names: device.traceNames))),
                       ["runningExpirations", "revision", "written"],
                       "only what lasts while an expiration handler runs, and the count and list of writes, are left out")
        let controller = try XCTUnwrap(process.views.root)
        XCTAssertEqual(labels(of: controller).subtracting(labels(of: process.views.value.controllers[0])), [],
                       "a controller is all in its value")
    }

    /// BG-5 on iOS 17 (30 s budget, handlers 4 s before its end) and a timer due 20 s after Home,
    /// run on from a state restored into a fresh device: the same records as the device it came from.
    func testAStateRestoredIntoAFreshDeviceRunsOnTheSame() throws {
        let original = busyDevice()
        let state = original.snapshot()
        let fresh = freshDevice()
        try fresh.restore(state)
        XCTAssertEqual(fresh.snapshot(), state)
        let (a, b) = (TraceCollector(), TraceCollector())
        original.addSink(a)
        fresh.addSink(b)
        for device in [original, fresh] {
            device.advance(by: .seconds(60))
            device.handle(.launch(app: "Sync", url: nil))
        }
        XCTAssertEqual(b.records, a.records)
        let callbacks = b.records.compactMap { record -> String? in
            if case .callback(let r) = record { return "\(r.callback)" }
            return nil
        }
        XCTAssertEqual(callbacks, ["expire upload", "willEnterForeground", "didBecomeActive"],
                       "the task's handler ran from the restored state (BG-5), then the return (FG-4)")
        XCTAssertTrue(b.records.contains { if case .log(let r) = $0 { r.text == "tick" } else { false } },
                      "the timer restored with the process fired")
    }

    func testAStateIsRefusedByAnotherKindOfDeviceOrOtherApps() {
        let state = busyDevice().snapshot()
        let older = Device(version: OSVersion(16, 0))
        XCTAssertThrowsError(try older.restore(state))
        let other = Device(version: OSVersion(17, 0))
        other.install(AppConfiguration(name: "Notes"))
        XCTAssertThrowsError(try other.restore(state)) { error in
            XCTAssertTrue("\(error)".contains("Sync"), "\(error)")
        }
        // A state of no apps, into a device with two, before and after a restore of its own state
        // (a restore from the saved apps the last one was handed checks nothing again).
        let noApps = Device(version: OSVersion(17, 0)).snapshot()
        let device = busyDevice()
        XCTAssertThrowsError(try device.restore(noApps))
        XCTAssertNoThrow(try device.restore(device.snapshot()))
        XCTAssertThrowsError(try device.restore(noApps))
    }

    /// The scenario language's code is a value: two devices that did the same have equal states
    /// (and hashes), and the state goes into any device of the kind. A Swift API closure acts on
    /// the device it was handed to: a state holding one names that device, is equal to no other
    /// device's, and goes back into that device alone (`HeldClosure`, `DeviceIdentity`).
    func testLanguageCodeIsAValueAndSwiftClosuresBelongToTheirDevice() throws {
        let first = busyDevice().snapshot(), second = busyDevice().snapshot()
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        /// A device whose app hands a timer's closure and an expiration handler over as it enters
        /// the background, with its state before (`launched`).
        func closureDevice() -> (Device, launched: Device.State) {
            let device = Device(version: OSVersion(17, 0))
            var app = AppConfiguration(name: "A")
            app.on(.didEnterBackground) { context in
                context.after(.seconds(10), label: "later") { $0.log("later") }
                context.beginBackgroundTask(withName: "upload") { context.log("expired") }
            }
            device.install(app)
            device.handle(.launch(app: "A", url: nil))
            let launched = device.snapshot()
            device.handle(.home)
            return (device, launched)
        }
        let (one, oneLaunched) = closureDevice(), (two, twoLaunched) = closureDevice()
        XCTAssertEqual(oneLaunched, twoLaunched, "no closure handed over yet: the states name no device")
        let state = one.snapshot()
        XCTAssertNotEqual(two.snapshot(), state, "two devices' closures")
        XCTAssertThrowsError(try two.restore(state), "a closure acts on the device it was handed to") { error in
            XCTAssertTrue("\(error)".contains("Swift API"), "\(error)")
        }
        one.advance(by: .seconds(5))
        try one.restore(state)
        XCTAssertEqual(one.snapshot(), state, "its own device takes it back")
        let trace = TraceCollector()
        one.addSink(trace)
        one.advance(by: .seconds(60))
        XCTAssertTrue(trace.records.contains { if case .log(let r) = $0 { r.text == "later" } else { false } },
                      "the timer restored with its closure fired: \(trace.records)")
        // Back before the closures were handed over, the device holds none, and its state names
        // no device: the other device's state from then goes in too.
        try one.restore(oneLaunched)
        XCTAssertEqual(one.snapshot(), twoLaunched)
        try one.restore(twoLaunched)
        XCTAssertEqual(one.snapshot(), oneLaunched)
    }
}

/// An input of the machine asked in a phase where it does not apply is never dropped silently:
/// the device reports it as its own bug (docs/ENGINE.md, "Inputs and steps").
final class InapplicableInputTests: XCTestCase {
    func testAnInputAskedWhereItDoesNotApplyIsAnInternalFailure() throws {
        let device = Device(version: OSVersion(17, 0))
        device.install(AppConfiguration(name: "Notes"))
        device.handle(.launch(app: "Notes", url: nil))
        let app = try XCTUnwrap(device.app(named: "Notes"))
        XCTAssertNil(device.internalFailure)
        device.perform(on: app) { app.machine.reading.enterForeground(.fg4, newWindow: false, into: &$0) }
        let failure = try XCTUnwrap(device.internalFailure, "a return of an app already in the foreground")
        XCTAssertTrue(failure.message.contains("enterForeground") && failure.message.contains("active"), failure.message)
        XCTAssertEqual(app.state, .active, "and nothing happened")
    }
}
