/// Where a value filled into a Japanese text needs a half-width space (docs/GLOSSARY.ja.md: a
/// half-width space between Japanese and ASCII words, and around half-width brackets): an
/// ASCII letter or digit at the value's edge, or a half-width bracket facing outwards (a value
/// that starts with `(` or ends with `)`, `シーン (APP/N)`), meeting kana or kanji of the text
/// around it. Other punctuation (、。「」 ' :) meets either without a space, and a value's own
/// words are left as written (`Appのバックグラウンド更新`).
package enum JapaneseSpacing {
    /// Whether `value` starts with an ASCII letter, digit or `(` right after the kana or kanji `text` ends with.
    package static func meets(before text: [UInt8], value: String) -> Bool {
        guard let first = value.unicodeScalars.first, isASCIIWordCharacter(first) || first == "(",
              let last = lastScalar(of: text) else { return false }
        return isJapanese(last)
    }

    /// Whether `value` ends with an ASCII letter, digit or `)` right before the kana or kanji `rest` starts with.
    package static func meets(value: String, after rest: ArraySlice<UInt8>) -> Bool {
        guard let last = value.unicodeScalars.last, isASCIIWordCharacter(last) || last == ")",
              let first = String(decoding: rest.prefix(4), as: UTF8.self).unicodeScalars.first else { return false }
        return isJapanese(first)
    }

    /// Hiragana, katakana (ー included), CJK ideographs, half-width katakana.
    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F: return true
        default: return false
        }
    }

    static func isASCIIWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }

    /// The last scalar of the UTF-8 `bytes` (its lead byte is the last one that is no continuation byte).
    private static func lastScalar(of bytes: [UInt8]) -> Unicode.Scalar? {
        guard let lead = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }) else { return nil }
        return String(decoding: bytes[lead...], as: UTF8.self).unicodeScalars.first
    }
}
