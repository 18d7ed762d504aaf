/// The spellings of the timeline picture: escaped XML text, fixed-decimal numbers and
/// estimated text widths, so that the same run always gives the same bytes.
package enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the control characters XML 1.0
    /// forbids replaced by U+FFFD, safe in element content and in quoted attributes.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A coordinate with at most one decimal (`12`, `12.3`, `-4.5`), never an exponent or `-0`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int64((value * 10).rounded(.toNearestOrAwayFromZero))
        let magnitude = tenths.magnitude
        let sign = tenths < 0 ? "-" : ""
        if magnitude % 10 == 0 { return sign + String(magnitude / 10) }
        return sign + String(magnitude / 10) + "." + String(magnitude % 10)
    }

    /// `text` cut to at most `limit` characters, ending in `…` when cut.
    package static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit, limit > 1 else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// `text` as it fits in `width` at `size` (by `width(_:size:)`): whole when it fits, else its
    /// longest prefix that fits with `…` after it (just `…` when nothing else does).
    /// Read once, character by character: a text of any length is fitted in one pass.
    package static func fitted(_ text: String, size: Double, width room: Double) -> String {
        guard width(text, size: size) > room else { return text }
        // The longest prefix whose cells, and the one of `…`, fit.
        var cellsSoFar = 0
        var end = text.startIndex
        for index in text.indices {
            let next = cellsSoFar + cells(text[index])
            guard width(cells: next + 1, size: size) <= room else { break }
            cellsSoFar = next
            end = text.index(after: index)
        }
        return String(text[..<end].reversed().drop(while: \.isWhitespace).reversed()) + "…"
    }

    /// The width of `text` in a monospaced font of `size` pixels (0.6 em a character, as
    /// DejaVu Sans Mono, Menlo and Consolas draw it; a wide character such as kana or kanji
    /// takes two cells, as monospaced fonts draw East Asian text).
    package static func width(_ text: some StringProtocol, size: Double) -> Double {
        width(cells: cells(text), size: size)
    }

    /// The width of `count` cells at `size` pixels.
    package static func width(cells count: Int, size: Double) -> Double {
        Double(count) * size * 0.6
    }

    /// The cells `text` takes: one a character, two a wide one.
    package static func cells(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + cells($1) }
    }

    /// The cells `character` takes.
    static func cells(_ character: Character) -> Int { isWide(character) ? 2 : 1 }

    /// Whether `character` is drawn two cells wide (Unicode East Asian Wide and Fullwidth:
    /// Hangul Jamo, CJK and kana, Hangul syllables, compatibility ideographs, fullwidth forms).
    static func isWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    /// A duration for people, rounded to its largest unit: `≈ 2.5h`, `40m`, `3d`.
    package static func approximate(milliseconds ms: Int64) -> String {
        let units: [(String, Int64)] = [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000)]
        for (unit, size) in units where ms >= size * (unit == "d" ? 2 : 1) {
            let tenths = (ms * 10 + size / 2) / size
            if tenths >= 100 || tenths % 10 == 0 { return "\((tenths + 5) / 10)\(unit)" }
            return "\(tenths / 10).\(tenths % 10)\(unit)"
        }
        return "\(ms)ms"
    }
}

/// Writes SVG elements with attributes in the order given, indented, to one string.
package struct SVGWriter {
    package private(set) var text = ""
    private var depth = 0

    package init(depth: Int = 0) { self.depth = depth }

    /// `<name a="v" ...>`; attribute values are escaped here.
    package mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    /// `</name>`.
    package mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// `<name a="v"/>`, or `<name a="v">content</name>` with `content` escaped.
    package mutating func leaf(_ name: String, _ attributes: [(String, String)] = [], _ content: String? = nil) {
        if let content {
            line("<\(name)\(Self.attributes(attributes))>\(SVGText.escape(content))</\(name)>")
        } else {
            line("<\(name)\(Self.attributes(attributes))/>")
        }
    }

    /// A text element (`name`, usually `text`) saying `shown`, which is `whole` shortened to fit:
    /// the whole text goes in a `<title>` child, the tooltip a pointer shows, and the element
    /// takes keyboard focus (`tabindex`), on which `lifesim page` shows the title beside it. Without `whole`, or
    /// when nothing was cut, it is a plain `leaf`. One line, so no white space joins the text.
    package mutating func leaf(_ name: String, _ attributes: [(String, String)], _ shown: String, whole: String?) {
        guard let whole, whole != shown else { return leaf(name, attributes, shown) }
        line("<\(name)\(Self.attributes(attributes + [("tabindex", "0")]))><title>\(SVGText.escape(whole))</title>"
             + "\(SVGText.escape(shown))</\(name)>")
    }

    /// A line of already well-formed markup.
    package mutating func raw(_ markup: String) { line(markup) }

    /// Appends what another writer wrote.
    package mutating func append(_ other: SVGWriter) { text += other.text }

    private mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: max(depth, 0))
        text += markup
        text += "\n"
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        var out = ""
        for (name, value) in attributes { out += " \(name)=\"\(SVGText.escape(value))\"" }
        return out
    }
}
