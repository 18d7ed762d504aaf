import LifecycleSim

/// A callback written as UIKit or Xamarin spell it (`applicationDidEnterBackground(_:)`,
/// `applicationDidEnterBackground:`, `DidEnterBackground`, `sceneDidBecomeActive(_:)`), mapped to
/// the short name a scenario uses.
///
/// The spellings come from `CallbackNameStyle` (the table `--names` prints), so the two cannot
/// drift apart. Xamarin gives the app delegate and the scene delegate some of the same names
/// (`WillEnterForeground`, `DidEnterBackground`): those map to the app delegate's callback, the
/// first in `DelegateCallback`'s order.
struct ForeignCallbackName {
    /// The callback the spelling means.
    var callback: DelegateCallback

    /// The callback `spelling` names in UIKit's or Xamarin's spelling (case ignored; trailing
    /// colons ignored, so the `:` that ends an `on` line's callback does not matter), else nil.
    static func named(_ spelling: String) -> ForeignCallbackName? {
        var key = Substring(spelling.lowercased())
        while key.hasSuffix(":") { key = key.dropLast() }
        return table[String(key)]
    }

    /// Every accepted spelling, lowercased without trailing colons, with what it names.
    private static let table: [String: ForeignCallbackName] = {
        var table: [String: ForeignCallbackName] = [:]
        func add(_ name: String, _ match: ForeignCallbackName) {
            for form in forms(of: name) where table[form] == nil { table[form] = match }
        }
        for delegate in DelegateCallback.allCases {
            let match = ForeignCallbackName(callback: delegate)
            for style in CallbackNameStyle.allCases where style != .short {
                add(style.name(of: .delegate(delegate)), match)
            }
        }
        return table
    }()

    /// `name` and the ways it is commonly shortened: `f(_:)` also as `f` (the Objective-C `f:`
    /// loses its colon like any spelling), lowercased and without trailing colons.
    private static func forms(of name: String) -> [String] {
        var full = Substring(name.lowercased())
        while full.hasSuffix(":") { full = full.dropLast() }
        guard full.hasSuffix("(_:)") else { return [String(full)] }
        return [String(full), String(full.dropLast(4))]
    }
}
