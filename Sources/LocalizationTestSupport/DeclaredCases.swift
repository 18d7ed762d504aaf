import Foundation

/// The cases an enum declares in its source file, and the case each value is: a test compares
/// the two to see that a list of examples (`DiagnosticTextExamples`, `WarningTextExamples`)
/// holds one of each case, which the compiler cannot check of a list.
public enum DeclaredCases {
    /// The case names declared at the enum's top level (`    case name…`) in the file at
    /// `path`, relative to the package's root, in order.
    public static func names(inFileAt path: String) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return source.matches(of: /\n    case (\w+)/).map { String($0.1) }
    }

    /// The name of the case each of `values` is.
    public static func names(of values: [some Any]) -> [String] {
        values.map { String(String(describing: $0).prefix { $0 != "(" }) }
    }
}
