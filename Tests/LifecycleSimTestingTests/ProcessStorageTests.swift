import Foundation
import LifecycleApplication
import LifecycleSimTesting
import XCTest

/// PS-3: an app's defaults and files outlive its processes and go when the app is deleted; LK-4:
/// a complete file is closed from the key discard after a passcode lock until the unlock.
final class ProcessStorageTests: XCTestCase {
    /// An app whose one object is its process's storage, as the code under test would hold it.
    @MainActor private final class Container {
        let defaults: SimulatedDefaults
        let files: SimulatedFiles
        init(_ process: SimulatedProcess) {
            defaults = process.defaults
            files = process.files
        }
    }

    @MainActor private func install(_ device: SimulatedDevice) throws -> SimulatedApp {
        try device.install("Notes", process: Container.init)
    }

    /// PS-3: what one process saved, the next reads, after a crash, a swipe and a reboot alike.
    @MainActor func test_PS3_aRelaunchReadsWhatTheEndedProcessSaved() async throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try install(device)
        try app.launch()
        var container = try XCTUnwrap(app.object(Container.self))
        container.defaults.set("draft 1", forKey: "draft")
        try container.files.write(Data("queue".utf8), to: "queue.json", protection: .complete)
        try app.crash()
        try device.reboot()
        try app.launch()
        container = try XCTUnwrap(app.object(Container.self))
        XCTAssertEqual(container.defaults.string(forKey: "draft"), "draft 1")
        XCTAssertEqual(try container.files.contents(of: "queue.json"), Data("queue".utf8))
        XCTAssertEqual(device.engine.storage(of: "Notes")?.defaults["draft"], .string("draft 1"))
    }

    /// PS-3: deleting the app and installing it again empties its container.
    @MainActor func test_PS3_aReinstallStartsWithAnEmptyContainer() async throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try install(device)
        try app.launch()
        try XCTUnwrap(app.object(Container.self)).defaults.set(3, forKey: "sessions")
        try app.reinstall()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertEqual(device.switcher, [])
        try app.launch()
        XCTAssertEqual(try XCTUnwrap(app.object(Container.self)).defaults.integer(forKey: "sessions"), 0)
    }

    /// A process that has ended writes nothing: code of a killed process never runs again.
    @MainActor func test_PS3_anEndedProcessWritesNothing() async throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try install(device)
        try app.launch()
        let old = try XCTUnwrap(app.object(Container.self))
        try app.crash()
        old.defaults.set(true, forKey: "late")
        XCTAssertThrowsError(try old.files.write(Data(), to: "late", protection: .none)) {
            XCTAssertEqual($0 as? StorageError, .processEnded)
        }
        XCTAssertEqual(device.engine.storage(of: "Notes"), AppStorage())
    }

    /// LK-4: 10 s after a passcode lock a complete file can be neither read nor written (EPERM), a
    /// complete-unless-open one only made new, an unprotected one read; the unlock opens them again.
    @MainActor func test_LK4_completeFilesCloseAtTheKeyDiscardAndOpenAtTheUnlock() async throws {
        let device = try SimulatedDevice(ios: 17)
        device.setPasscode(true)
        let app = try device.install("Notes", modes: [.audio], process: Container.init)
        try app.launch()
        let files = try XCTUnwrap(app.object(Container.self)).files
        try files.write(Data("a".utf8), to: "complete", protection: .complete)
        try files.write(Data("b".utf8), to: "plain", protection: .none)
        try files.write(Data("c".utf8), to: "unlessOpen", protection: .completeUnlessOpen)
        try device.lock()
        try await device.advance(by: .seconds(9))
        XCTAssertNoThrow(try files.contents(of: "complete"), "the keys go 10 s after the lock")
        try await device.advance(by: .seconds(1))
        XCTAssertThrowsError(try files.contents(of: "complete")) { XCTAssertEqual($0 as? StorageError, .notPermitted("complete")) }
        XCTAssertThrowsError(try files.write(Data(), to: "complete", protection: .complete))
        XCTAssertThrowsError(try files.contents(of: "unlessOpen"))
        XCTAssertNoThrow(try files.write(Data("d".utf8), to: "new", protection: .completeUnlessOpen))
        XCTAssertEqual(try files.contents(of: "plain"), Data("b".utf8))
        try device.unlock()
        XCTAssertEqual(try files.contents(of: "complete"), Data("a".utf8))
    }

    /// UserDefaults' conversions: a number read as a string, a string read as a number, a
    /// Boolean from "YES".
    @MainActor func test_PS3_defaultsReadAsUserDefaultsDoes() async throws {
        let device = try SimulatedDevice(ios: 17)
        let app = try install(device)
        try app.launch()
        let defaults = try XCTUnwrap(app.object(Container.self)).defaults
        defaults.set(42, forKey: "n")
        defaults.set("7", forKey: "s")
        defaults.set("YES", forKey: "b")
        defaults.set(["a", "b"], forKey: "list")
        XCTAssertEqual(defaults.string(forKey: "n"), "42")
        XCTAssertEqual(defaults.integer(forKey: "s"), 7)
        XCTAssertTrue(defaults.bool(forKey: "b"))
        XCTAssertEqual(defaults.stringArray(forKey: "list"), ["a", "b"])
        XCTAssertNil(defaults.string(forKey: "list"))
        // NSString's integerValue, doubleValue and boolValue read a string's start; numbers keep
        // their whole range; a Date and an Int64 are property lists.
        defaults.set(Int.max, forKey: "big")
        defaults.set("42abc", forKey: "prefix")
        defaults.set(" Yes", forKey: "yes")
        defaults.set("True", forKey: "true")
        defaults.set("3.7kg", forKey: "kg")
        defaults.set(3.0, forKey: "three")
        defaults.set(Int64(7), forKey: "int64")
        defaults.set(Date(timeIntervalSince1970: 60), forKey: "date")
        XCTAssertEqual(defaults.integer(forKey: "big"), Int.max)
        XCTAssertEqual(defaults.integer(forKey: "prefix"), 42)
        XCTAssertTrue(defaults.bool(forKey: "yes"))
        XCTAssertTrue(defaults.bool(forKey: "true"))
        XCTAssertTrue(defaults.bool(forKey: "prefix"), "a digit 1-9 first")
        XCTAssertEqual(defaults.double(forKey: "kg"), 3.7)
        XCTAssertEqual(defaults.string(forKey: "three"), "3")
        XCTAssertEqual(defaults.integer(forKey: "int64"), 7)
        XCTAssertEqual(defaults.object(forKey: "date") as? Date, Date(timeIntervalSince1970: 60))
    }
}
