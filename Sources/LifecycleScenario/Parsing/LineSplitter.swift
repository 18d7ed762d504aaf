/// Cuts a file's bytes, handed over whole or in chunks, into numbered lines.
///
/// LF and CRLF end a line (a CR just before the end of the file is dropped too), a UTF-8 byte-order
/// mark at the start of the file is skipped, and a final line without a line ending counts; an empty
/// file is one empty line. A line that lies inside one chunk shares the chunk's storage: nothing is
/// copied, so reading a long file in chunks keeps memory flat (W3 in BENCHMARKS.md).
struct LineSplitter {
    /// The bytes of a line begun in an earlier chunk and not yet ended.
    private var pending: [UInt8] = []
    /// The number of the next line.
    private var number = 1

    /// Hands each line that `chunk` completes to `body`, in order; keeps the unfinished rest for the next chunk.
    mutating func feed(_ chunk: [UInt8], _ body: (SourceLine) -> Void) {
        var lineStart = chunk.startIndex
        var index = chunk.startIndex
        while let end = chunk[index...].firstIndex(of: 0x0A) {
            if pending.isEmpty {
                emit(chunk[lineStart..<end], body)
            } else {
                pending.append(contentsOf: chunk[lineStart..<end])
                emit(pending[...], body)
                pending = []
            }
            index = end + 1
            lineStart = index
        }
        if lineStart < chunk.endIndex { pending.append(contentsOf: chunk[lineStart...]) }
    }

    /// Hands the last line to `body`: the bytes after the last line ending, or an empty line 1 for an empty file.
    mutating func finish(_ body: (SourceLine) -> Void) {
        if !pending.isEmpty || number == 1 { emit(pending[...], body) }
        pending = []
    }

    private mutating func emit(_ bytes: ArraySlice<UInt8>, _ body: (SourceLine) -> Void) {
        var line = bytes
        if number == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        if line.last == 0x0D { line = line.dropLast() }
        body(SourceText.decodeLine(line, number: number))
        number += 1
    }
}
