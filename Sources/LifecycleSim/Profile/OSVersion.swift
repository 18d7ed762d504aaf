/// An iOS version such as `4.2` or `17`.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version (3 and later are accepted).
    public var major: Int
    /// The minor version (`2` in `4.2`).
    public var minor: Int

    /// The version `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// `7`, `4.2`.
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// Parses `7`, `4.2` or `12.4.1` (the patch is ignored); nil for anything else, a version below
    /// 3, or one newer than any the engine models (`OSProfile.newestKnownVersion`): its behaviour
    /// would be a guess, which a run must not present as iOS's.
    public init?(parsing text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }),
              let major = Int(parts[0]), (3...OSProfile.newestKnownVersion.major).contains(major)
        else { return nil }
        self.init(major, parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }
}

extension Character {
    /// `0` to `9` only (not other Unicode digits).
    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
