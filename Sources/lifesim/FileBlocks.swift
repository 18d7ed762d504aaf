import Foundation

/// A file read from its descriptor one block at a time, for a parser that takes its bytes in chunks:
/// however long the file, only a block and the line being read are in memory (W3 in BENCHMARKS.md).
final class FileBlocks {
    /// The size of each read: large enough that the system calls cost nothing measurable.
    static let blockSize = 1 << 16

    private let descriptor: Int32
    /// True once a read failed: the bytes handed over so far are not the whole file.
    private(set) var failed = false

    /// Opens `path` for reading; nil when it cannot be opened.
    init?(path: String) {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// The next block of the file, or nil at its end (or after a failed read, see `failed`).
    func next() -> [UInt8]? {
        guard !failed else { return nil }
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        while true {
            let count = block.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                failed = true
                return nil
            }
            if count == 0 { return nil }
            if count < block.count { block.removeLast(block.count - count) }
            return block
        }
    }

    /// True for a regular file, which can be read again from its start; false for a pipe or a device
    /// (`lifesim run <(generate)`), whose bytes are gone once read.
    var isRegularFile: Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Every remaining byte, or nil when a read fails.
    func rest() -> [UInt8]? {
        var bytes: [UInt8] = []
        while let block = next() { bytes.append(contentsOf: block) }
        return failed ? nil : bytes
    }
}
