import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lifesim` run on a pseudo-terminal, so that its standard input and output are a terminal:
/// the test types bytes into the master side and reads what the program draws.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    let process = Process()
    /// Everything read from the terminal so far.
    private(set) var screen = ""

    /// Standard input when it is a pipe rather than the terminal.
    private let input = Pipe()

    init(_ arguments: [String], standardInputFromPipe: Bool = false) throws {
        let calls = try PTYCalls()
        master = calls.openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, calls.grantpt(master) == 0, calls.unlockpt(master) == 0, let name = calls.ptsname(master) else {
            throw PseudoTerminalError(reason: "no pseudo-terminal")
        }
        slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw PseudoTerminalError(reason: "cannot open the slave side") }
        process.executableURL = CLI.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = standardInputFromPipe ? input : handle
        process.standardOutput = handle
        process.standardError = handle
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        close(slave)
    }

    func start() throws { try process.run() }

    /// The terminal's mode flags (input, output, local), as the program left them.
    var mode: [UInt] {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return [UInt(settings.c_iflag), UInt(settings.c_oflag), UInt(settings.c_lflag)]
    }

    /// True while the terminal neither echoes nor waits for whole lines (the line editor's raw mode).
    var isRaw: Bool {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings.c_lflag & tcflag_t(ICANON | ECHO) == 0
    }

    /// Types `bytes`.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    func type(_ text: String) { type(Array(text.utf8)) }

    /// Writes `text` into standard input when it is a pipe.
    func typeIntoPipe(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Reads until the screen contains `text` (true) or `seconds` pass (false).
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !screen.contains(text) {
            guard Date() < deadline else { return false }
            readAvailable(timeoutMilliseconds: 100)
        }
        return true
    }

    /// Waits for the program to end; its status, or nil if it is still running after `seconds`.
    func waitForExit(seconds: Double = 20) -> (status: Int32, reason: Process.TerminationReason)? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else { return nil }
            readAvailable(timeoutMilliseconds: 50)
        }
        readAvailable(timeoutMilliseconds: 50)
        return (process.terminationStatus, process.terminationReason)
    }

    private func readAvailable(timeoutMilliseconds: Int32) {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeoutMilliseconds) > 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &bytes, bytes.count)
        if count > 0 { screen += String(decoding: bytes[..<count], as: UTF8.self) }
    }
}

struct PseudoTerminalError: Error {
    var reason: String
}

/// posix_openpt, grantpt, unlockpt and ptsname: Glibc's module map leaves them out (they need
/// _XOPEN_SOURCE), so they are looked up in the C library at run time there.
private struct PTYCalls {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    var openpt: Open
    var grantpt: Open
    var unlockpt: Open
    var ptsname: Name

    init() throws {
        #if canImport(Darwin)
        openpt = { Darwin.posix_openpt($0) }
        grantpt = { Darwin.grantpt($0) }
        unlockpt = { Darwin.unlockpt($0) }
        ptsname = { Darwin.ptsname($0) }
        #else
        guard let library = dlopen(nil, RTLD_NOW),
              let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
              let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname") else {
            throw PseudoTerminalError(reason: "no posix_openpt in the C library")
        }
        openpt = unsafeBitCast(open, to: Open.self)
        grantpt = unsafeBitCast(grant, to: Open.self)
        unlockpt = unsafeBitCast(unlock, to: Open.self)
        ptsname = unsafeBitCast(name, to: Name.self)
        #endif
    }
}
