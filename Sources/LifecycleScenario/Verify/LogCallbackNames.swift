import LifecycleSim

/// The names a console log gives lifecycle callbacks: the short names, UIKit's and Xamarin's
/// spellings (`ForeignCallbackName`), and the labels people log them by, which join a method's
/// selector pieces in camel case (`applicationWillFinishLaunchingWithOptions`,
/// `applicationDidReceiveRemoteNotification`, `applicationOpenURL`).
enum LogCallbackNames {
    /// The callback a log word names, by its short name, or nil.
    static func callback(named word: String) -> DelegateCallback? {
        var key = Substring(word)
        while key.hasSuffix(":") { key = key.dropLast() }
        if let delegate = DelegateCallback(rawValue: String(key)) { return delegate }
        if let foreign = ForeignCallbackName.named(String(key)) { return foreign.callback }
        return labels[key.lowercased()]
    }

    /// Every camel-case label, lowercased: each run of at least two leading selector pieces
    /// of the Objective-C name, and of the Swift name's labels.
    private static let labels: [String: DelegateCallback] = {
        var table: [String: DelegateCallback] = [:]
        for delegate in DelegateCallback.allCases {
            for pieces in [objcPieces(CallbackNameStyle.objc.name(of: .delegate(delegate))),
                           swiftPieces(CallbackNameStyle.swift.name(of: .delegate(delegate)))] where pieces.count >= 2 {
                for count in 2...pieces.count {
                    let label = pieces[0] + pieces[1..<count].map(capitalized).joined()
                    if table[label.lowercased()] == nil { table[label.lowercased()] = delegate }
                }
            }
        }
        return table
    }()

    /// `application:openURL:options:` → `application`, `openURL`, `options`.
    private static func objcPieces(_ name: String) -> [String] {
        name.split(separator: ":").map(String.init)
    }

    /// `application(_:willEncodeRestorableStateWith:)` → `application`, `willEncodeRestorableStateWith`.
    private static func swiftPieces(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "(") else { return [name] }
        let labels = name[name.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != "_" && $0 != ")" }
        return [String(name[..<open])] + labels
    }

    private static func capitalized(_ piece: String) -> String { piece.prefix(1).uppercased() + piece.dropFirst() }
}
