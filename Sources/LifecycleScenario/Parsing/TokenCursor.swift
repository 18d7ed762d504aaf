/// A read position in the tokens of one line.
struct TokenCursor {
    let tokens: [Token]
    private(set) var index: Int

    init(_ tokens: [Token], index: Int = 0) {
        self.tokens = tokens
        self.index = index
    }

    /// True when every token has been read.
    var atEnd: Bool { index >= tokens.count }

    /// The token `offset` places ahead, without reading it.
    func peek(_ offset: Int = 0) -> Token? {
        let position = index + offset
        return position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    /// The last token of the line, if any.
    var last: Token? { tokens.last }

    /// Reads one token.
    mutating func next() -> Token? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// Reads the next token if it is the word `text`.
    mutating func skip(word text: String) -> Token? {
        guard let token = peek(), token.isWord(text) else { return nil }
        index += 1
        return token
    }

    /// Reads the next token if it has kind `kind`.
    mutating func skip(_ kind: Token.Kind) -> Token? {
        guard let token = peek(), token.kind == kind else { return nil }
        index += 1
        return token
    }

    /// Reads a word together with every `:`, `;`, `,` or word written against it, as one word.
    ///
    /// Where punctuation is ordinary (a URL such as `reader://article/1`, a bundle identifier)
    /// the lexer's split is undone here. A string is returned alone.
    mutating func nextGlued() -> Token? {
        guard var token = next() else { return nil }
        guard token.kind != .string else { return token }
        token.kind = .word
        while let following = peek(), !following.spaceBefore, following.kind != .string {
            token.text += following.spelling
            token.length = following.endColumn - token.column
            index += 1
        }
        return token
    }
}
