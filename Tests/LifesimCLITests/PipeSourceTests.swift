import Foundation
import XCTest

/// `lifesim run` reads a regular file twice (once to validate, once to run); a named pipe
/// or `<(command)` gives its bytes only once, so it is read whole first and both passes see them.
final class PipeSourceTests: XCTestCase {
    func testAScenarioFromANamedPipeRunsEveryLine() throws {
        let text = StreamingRunCommandTests.scenario(timelineLines: 22)
        let fifo = try CLI.temporaryDirectory().appendingPathComponent("piped.scenario").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // A reader that closes the pipe early must fail the test, not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let finished = SharedFlag()
        let writer = Thread {
            // Opening a pipe for writing waits for its reader: the writer runs beside lifesim.
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            // A lifesim that opened the pipe again would wait for a writer for ever: give it an empty
            // pipe instead, so that the test fails rather than hangs.
            while !finished.isSet {
                let again = open(fifo, O_WRONLY | O_NONBLOCK)
                if again >= 0 { close(again) }
                usleep(100_000)
            }
        }
        writer.start()
        let result = try CLI.run(["run", "--format", "json", fifo])
        finished.set()
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("{\"kind\":\"expect\"") }.count, 2,
                       "22 lines of the cycle hold 2 expectations")
        XCTAssertTrue(lines.last?.contains("\"expectations\":2,\"failed\":0") ?? false, String(lines.last ?? ""))
    }
}

/// A flag one thread sets and another reads.
private final class SharedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
