import LifecycleSim
import XCTest

/// PS-1 and PS-2: process names, the process list, free memory.
final class ProcessRuleTests: SystemsRuleTestCase {
    // MARK: PS-2

    func test_PS2_freeMemory_defaults_1GB_aQuarterForTheSystem_20MBPerProcess() {
        let t = makeDevice(ios: 7, apps: [.sys("A"), .sys("B"), .sys("C")])
        XCTAssertEqual(t.device.memory, .gigabytes(1))
        XCTAssertEqual(t.device.systemMemory, .megabytes(256))
        XCTAssertEqual(t.device.freeMemory, .megabytes(768))
        t.launch("A")
        XCTAssertEqual(t.device.freeMemory, .megabytes(748))
        t.send(.home)
        XCTAssertEqual(t.state("A"), .suspended)
        XCTAssertEqual(t.device.freeMemory, .megabytes(748), "a suspended process still counts")
        t.launch("B")
        XCTAssertEqual(t.device.freeMemory, .megabytes(728))
    }

    func test_PS2_freeMemory_customSizes() {
        let t = makeDevice(ios: 7, memory: .megabytes(512), system: .megabytes(100), apps: [.sys("A", memory: .megabytes(30))])
        XCTAssertEqual(t.device.freeMemory, .megabytes(412))
        t.launch("A")
        XCTAssertEqual(t.device.freeMemory, .megabytes(382))
    }

    func test_PS2_systemShareDefaultsToAQuarterOfTheGivenMemory() {
        let t = makeDevice(ios: 7, memory: .megabytes(512), apps: [.sys("A", memory: .megabytes(30))])
        XCTAssertEqual(t.device.systemMemory, .megabytes(128))
        t.launch("A")
        XCTAssertEqual(t.device.freeMemory, .megabytes(354))
    }

    func test_PS2_killingFreesItsFootprintAtOnce() {
        let measured = Box<[MemorySize]>([])
        let t = makeDevice(ios: 7, apps: [
            .sys("A", memory: .megabytes(100)), .sys("B", memory: .megabytes(50)), .sys("C", memory: .megabytes(10)),
            .sys("D", memory: .megabytes(5)),
        ])
        // Free memory is read right after each kill: a crash, a memory-pressure purge, a switcher kill.
        t.send(.launch(app: "A", url: nil), .home, .launch(app: "B", url: nil), .home,
               .launch(app: "C", url: nil), .home, .launch(app: "D", url: nil))
        XCTAssertEqual(t.device.freeMemory, .megabytes(768 - 165))
        t.send(.crash(app: "A"))
        measured.value.append(t.device.freeMemory)
        t.send(.memoryPressure(nil))  // B and C, suspended
        measured.value.append(t.device.freeMemory)
        t.send(.switcherShow, .switcherKill(app: "D"))
        measured.value.append(t.device.freeMemory)
        XCTAssertEqual(measured.value, [.megabytes(768 - 65), .megabytes(768 - 5), .megabytes(768)])
    }

    func test_PS2_freeMemoryGrowsWithinTheSameEvent_MW1CountsIt() {
        // The app in front reads free memory in didReceiveMemoryWarning: the suspended apps MW-1
        // terminated just before are already freed.
        let read = Box<[MemorySize]>([])
        let device = Box<Device?>(nil)
        var front = AppConfiguration.sys("F")
        front.on(.didReceiveMemoryWarning) { _ in device.value.map { read.value.append($0.freeMemory) } }
        let t = makeDevice(ios: 7, apps: [.sys("S", memory: .megabytes(100)), front])
        device.value = t.device
        t.send(.launch(app: "S", url: nil), .home, .launch(app: "F", url: nil))
        t.send(.memoryPressure(.megabytes(500)))
        XCTAssertEqual(read.value, [.megabytes(768 - 20)])
    }

    // MARK: PS-1 names

    func test_PS1_defaultNameIsTheAppName_explicitProcessNameWins() {
        let t = makeDevice(ios: 7, apps: [.sys("Plain"), .sys("Named", process: "namedd")])
        XCTAssertEqual(t.device.processName(of: "Plain"), "Plain")
        XCTAssertEqual(t.device.processName(of: "Named"), "namedd")
    }

    func test_PS1_builtinTable_beforeIOS4_2() {
        let t = makeDevice(ios: 4, minor: 1, apps: builtins())
        XCTAssertEqual(names(t), [
            "MobileSafari", "MobileMail", "MobileNotes", "MobileStore", "Contacts", "Maps", "Game Center",
        ])
    }

    func test_PS1_builtinTable_iOS3() {
        let t = makeDevice(ios: 3, apps: builtins())
        XCTAssertEqual(names(t), [
            "MobileSafari", "MobileMail", "MobileNotes", "MobileStore", "Contacts", "Maps", "Game Center",
        ])
    }

    func test_PS1_builtinTable_fromIOS4_2_iphone() {
        let t = makeDevice(ios: 4, minor: 2, apps: builtins())
        XCTAssertEqual(names(t), [
            "MobileSafari", "MobileMail", "MobileNotes", "MobileStore", "Contacts~iphone", "Maps~iphone", "Game Center~ipho",
        ])
    }

    func test_PS1_builtinTable_ipad() {
        let t = makeDevice(ios: 7, model: .ipad, apps: builtins())
        XCTAssertEqual(names(t), [
            "MobileSafari", "MobileMail", "MobileNotes", "MobileStore", "Contacts~ipad", "Maps~ipad", "Game Center~ipad",
        ])
    }

    func test_PS1_builtinTable_ipodTakesTheIphoneSuffix() {
        let t = makeDevice(ios: 6, model: .ipod, apps: builtins())
        XCTAssertEqual(names(t), [
            "MobileSafari", "MobileMail", "MobileNotes", "MobileStore", "Contacts~iphone", "Maps~iphone", "Game Center~ipho",
        ])
    }

    func test_PS1_explicitProcessNameBeatsTheBuiltinTable() {
        let t = makeDevice(ios: 7, apps: [.sys("Maps", process: "MyMaps", builtin: true)])
        XCTAssertEqual(t.device.processName(of: "Maps"), "MyMaps")
    }

    func test_PS1_notBuiltin_noTable() {
        let t = makeDevice(ios: 7, apps: [.sys("Maps"), .sys("Safari")])
        XCTAssertEqual(t.device.processName(of: "Maps"), "Maps")
        XCTAssertEqual(t.device.processName(of: "Safari"), "Safari")
    }

    func test_PS1_namesCutTo16Characters() {
        let t = makeDevice(ios: 7, apps: [.sys("Long", process: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), .sys("VeryLongAppNameIndeed"),
                                          .sys("Sixteen", process: "0123456789abcdef")])
        XCTAssertEqual(t.device.processName(of: "Long"), "ABCDEFGHIJKLMNOP")
        XCTAssertEqual(t.device.processName(of: "VeryLongAppNameIndeed"), "VeryLongAppNameI")
        XCTAssertEqual(t.device.processName(of: "Sixteen"), "0123456789abcdef")
    }

    // MARK: PS-1 `ps`

    func test_PS1_psListsEveryRunningOrSuspendedProcess_andTheEndedOnesSinceThePreviousPs() {
        let t = makeDevice(ios: 7, apps: [
            .sys("Alpha", process: "alphad"), .sys("Bravo"), .sys("Charlie", process: "charlied"), .sys("Delta"),
            .sys("Maps", builtin: true),
        ])
        t.send(.launch(app: "Alpha", url: nil), .home, .launch(app: "Bravo", url: nil), .home,
               .launch(app: "Charlie", url: nil), .home, .launch(app: "Maps", url: nil))
        t.send(.crash(app: "Alpha"))
        t.clearTrace()
        t.send(.ps)
        let first = t.logs()
        let listed = first.filter { $0.app != nil }
        XCTAssertEqual(Set(listed.compactMap(\.app)), ["Bravo", "Charlie", "Maps"], "running or suspended, not Alpha or Delta")
        for record in listed {
            let expected = t.device.processName(of: record.app ?? "") ?? "?"
            XCTAssertTrue(record.text.contains(expected), "\(record.text) should show \(expected)")
        }
        XCTAssertTrue(listed.contains { $0.text.contains("Maps~iphone") })
        XCTAssertTrue(listed.contains { $0.text.contains("charlied") })
        let ended = first.filter { $0.app == nil && $0.text.contains("ended") }
        XCTAssertEqual(ended.count, 1, "\(first.map(\.text))")
        XCTAssertTrue(ended.first?.text.contains("alphad") ?? false, "Alpha's process ended since the start: \(first.map(\.text))")
        XCTAssertTrue(first.contains { $0.text.contains("\(t.device.freeMemory)") }, "the list carries the free memory")

        // Between the two ps: Charlie killed in the switcher, Bravo purged.
        t.send(.switcherShow, .switcherKill(app: "Charlie"), .switcherClose, .memoryPressure(nil))
        t.clearTrace()
        t.send(.ps)
        let second = t.logs()
        XCTAssertEqual(Set(second.compactMap(\.app)), ["Maps"])
        let ended2 = second.filter { $0.app == nil && $0.text.contains("ended") }
        XCTAssertEqual(ended2.count, 1)
        let text = ended2.first?.text ?? ""
        XCTAssertTrue(text.contains("charlied") && text.contains("Bravo"), text)
        XCTAssertFalse(text.contains("alphad"), "only the processes seen to end since the previous ps: \(text)")

        t.clearTrace()
        t.send(.ps)
        let third = t.logs().filter { $0.app == nil && $0.text.contains("ended") }.first?.text ?? ""
        XCTAssertFalse(third.contains("charlied") || third.contains("Bravo"), third)
    }

    // MARK: Helpers

    private static let builtinNames = ["Safari", "Mail", "Notes", "iTunes", "Contacts", "Maps", "GameCenter"]

    private func builtins() -> [AppConfiguration] {
        Self.builtinNames.map { AppConfiguration.sys($0, builtin: true) }
    }

    private func names(_ t: SystemsDevice) -> [String] {
        Self.builtinNames.map { t.device.processName(of: $0) ?? "?" }
    }
}
