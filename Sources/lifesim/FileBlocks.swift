import Foundation

/// A file read from its descriptor one block at a time, for a parser that takes its bytes in chunks:
/// however long the file, only a block and the line being read are in memory (W3 in BENCHMARKS.md).
final class FileBlocks {
    /// The size of each read: large enough that the system calls cost nothing measurable.
    static let blockSize = 1 << 16

    private let descriptor: Int32
    private let handle: FileHandle
    /// True once a read failed: the bytes handed over so far are not the whole file.
    private(set) var failed = false

    /// Opens `path` for reading; nil when it cannot be opened.
    init?(path: String) {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// The next block of the file, or nil at its end (or after a failed read, see `failed`).
    func next() -> [UInt8]? {
        guard !failed else { return nil }
        do {
            guard let data = try handle.read(upToCount: Self.blockSize), !data.isEmpty else { return nil }
            return [UInt8](data)
        } catch {
            failed = true
            return nil
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
