import LifecycleSim

extension DiagnosticText: Localizable {
    public func text(in language: Language) -> String { rendered(in: language) }
}

/// A list of choices in a diagnostic, `'a', 'b' or 'c'`, in the language of the message around it.
extension EnglishText.Interpolation {
    mutating func appendInterpolation(_ choices: [String]) { appendInterpolation(DiagnosticCatalogue.list(choices, in: .en)) }
}

extension JapaneseText.Interpolation {
    mutating func appendInterpolation(_ choices: [String]) { appendInterpolation(DiagnosticCatalogue.list(choices, in: .ja)) }
}
