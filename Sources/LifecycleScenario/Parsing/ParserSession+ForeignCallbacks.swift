import LifecycleSim

extension ParserSession {
    /// Reports `token` when it (with the punctuation written against it) spells a callback the
    /// UIKit or Xamarin way, with a did-you-mean to the short name; true when reported.
    ///
    /// `inHandler`: in an `on` line the callback's `:` follows the spelling, so a last `:` is the
    /// separator and is not quoted (`on applicationDidEnterBackground:: ...` quotes the Objective-C
    /// `applicationDidEnterBackground:`). The cursor is left where it was.
    mutating func reportForeignCallback(_ token: Token, _ cursor: TokenCursor, inHandler: Bool,
                                        line: SourceLine) -> Bool {
        guard token.kind == .word else { return false }
        var glued = [token]
        while let following = cursor.peek(glued.count - 1), !following.spaceBefore, following.kind != .string {
            glued.append(following)
        }
        for count in stride(from: glued.count, through: 1, by: -1) {
            var parts = glued.prefix(count)
            if inHandler, parts.count > 1, parts.last?.kind == .colon { parts = parts.dropLast() }
            let spelling = parts.map(\.spelling).joined()
            guard let name = ForeignCallbackName.named(spelling), let last = parts.last else { continue }
            let message = inHandler && Vocabulary.documentSendingCallbacks.contains(name.callback)
                ? DiagnosticMessages.foreignSendingCallbackInHandler(spelling, name)
                : DiagnosticMessages.foreignCallback(spelling, name)
            error(message, line: line, from: token, through: last)
            return true
        }
        return false
    }
}
