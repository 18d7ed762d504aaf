/// Turns the bytes a terminal in raw mode sends into keys: UTF-8 characters, control keys,
/// and the escape sequences of the arrow, Home, End and Delete keys (`ESC [ A`, `ESC O H`,
/// `ESC [ 3 ~`, `ESC [ 1 ; 5 C` ...).
///
/// A sequence may arrive split over several reads: the decoder keeps the bytes of an
/// unfinished one until the rest comes. Bytes that make no key (a malformed sequence, a stray
/// UTF-8 continuation byte) are dropped or decoded as `.unknown`, never trapped on.
package struct KeyDecoder: Sendable {
    /// The bytes of an unfinished escape sequence or UTF-8 character.
    private var pending: [UInt8] = []
    /// The longest escape sequence kept; a longer one is dropped as `.unknown`.
    private static let longestSequence = 16

    package init() {}

    /// The keys `bytes` complete, in order.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [EditKey] {
        var keys: [EditKey] = []
        for byte in bytes {
            keys += decode(byte)
        }
        return keys
    }

    /// The keys one more byte completes (none while a sequence is unfinished).
    package mutating func decode(_ byte: UInt8) -> [EditKey] {
        guard let first = pending.first else { return start(byte) }
        if first == 0x1B { return escape(byte) }
        return utf8(byte)
    }

    /// A byte with nothing pending.
    private mutating func start(_ byte: UInt8) -> [EditKey] {
        switch byte {
        case 0x1B, 0xC2...0xF4:
            pending = [byte]
            return []
        case 0x20...0x7E:
            return [.character(Unicode.Scalar(byte))]
        case 0x7F, 0x08: return [.backspace]
        case 0x0D, 0x0A: return [.enter]
        case 0x09: return [.tab]
        case 0x01: return [.home]
        case 0x02: return [.left]
        case 0x03: return [.interrupt]
        case 0x04: return [.endOfInput]
        case 0x05: return [.end]
        case 0x06: return [.right]
        case 0x0B: return [.killToEnd]
        case 0x0E: return [.down]
        case 0x10: return [.up]
        case 0x15: return [.killToStart]
        case 0x17: return [.deleteWordBefore]
        default: return [.unknown]
        }
    }

    /// A byte after ESC.
    private mutating func escape(_ byte: UInt8) -> [EditKey] {
        if pending.count == 1 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "O"):
                pending.append(byte)
                return []
            case 0x1B:
                // ESC ESC: the first was a lone Escape key; the second may start a sequence.
                return [.unknown]
            default:
                pending = []
                switch byte {
                case UInt8(ascii: "b"): return [.wordLeft]
                case UInt8(ascii: "f"): return [.wordRight]
                case 0x7F, 0x08: return [.deleteWordBefore]
                default: return [.unknown]
                }
            }
        }
        if pending[1] == UInt8(ascii: "O") {
            pending = []
            return [Self.final(byte, parameters: "")]
        }
        switch byte {
        case 0x20...0x3F where pending.count < Self.longestSequence:
            pending.append(byte)
            return []
        case 0x40...0x7E:
            let parameters = String(decoding: pending.dropFirst(2), as: UTF8.self)
            pending = []
            return [Self.final(byte, parameters: parameters)]
        default:
            pending = []
            return [.unknown]
        }
    }

    /// The key of a sequence `ESC [ PARAMETERS FINAL` or `ESC O FINAL`.
    private static func final(_ byte: UInt8, parameters: String) -> EditKey {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let modified = fields.count == 2 && ["3", "5"].contains(fields[1])
        let plain = parameters.isEmpty || parameters == "1"
        switch (byte, plain, modified) {
        case (UInt8(ascii: "A"), true, _): return .up
        case (UInt8(ascii: "B"), true, _): return .down
        case (UInt8(ascii: "C"), true, _): return .right
        case (UInt8(ascii: "D"), true, _): return .left
        case (UInt8(ascii: "H"), true, _): return .home
        case (UInt8(ascii: "F"), true, _): return .end
        case (UInt8(ascii: "C"), false, true): return .wordRight
        case (UInt8(ascii: "D"), false, true): return .wordLeft
        case (UInt8(ascii: "~"), _, _):
            switch parameters {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .unknown
            }
        default: return .unknown
        }
    }

    /// A byte of a UTF-8 character begun by `pending`.
    private mutating func utf8(_ byte: UInt8) -> [EditKey] {
        guard (0x80...0xBF).contains(byte) else {
            // The character broke off: drop it and read the byte afresh.
            pending = []
            return [.unknown] + start(byte)
        }
        pending.append(byte)
        let lead = pending[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard pending.count == length else { return [] }
        defer { pending = [] }
        var scalars = String(decoding: pending, as: UTF8.self).unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalar != "\u{FFFD}", scalars.next() == nil else { return [.unknown] }
        return [.character(scalar)]
    }
}
