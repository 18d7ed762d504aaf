/// A key of the REPL's line editor, decoded from the bytes a terminal sends (`KeyDecoder`).
package enum EditKey: Hashable, Sendable {
    /// A character to insert.
    case character(Unicode.Scalar)
    /// Tab: inserts two spaces (an indented line).
    case tab
    /// Return or Enter (CR or LF).
    case enter
    /// Backspace (DEL, Ctrl-H): deletes the character before the cursor.
    case backspace
    /// Delete (ESC [ 3 ~): deletes the character under the cursor.
    case delete
    /// ← or Ctrl-B.
    case left
    /// → or Ctrl-F.
    case right
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// ↑ or Ctrl-P: the previous line of the history.
    case up
    /// ↓ or Ctrl-N: the next line of the history.
    case down
    /// Ctrl-← or Alt-B.
    case wordLeft
    /// Ctrl-→ or Alt-F.
    case wordRight
    /// Ctrl-K: deletes from the cursor to the end.
    case killToEnd
    /// Ctrl-U: deletes from the start to the cursor.
    case killToStart
    /// Ctrl-W or Alt-Backspace: deletes the word before the cursor.
    case deleteWordBefore
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D: ends the session on an empty line, deletes under the cursor otherwise.
    case endOfInput
    /// Any other control key or escape sequence: ignored.
    case unknown
}
