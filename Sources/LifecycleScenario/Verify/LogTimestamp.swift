/// The clocks of console logs, as seconds: `2013-12-02 10:00:00.123[456][+0900]` (NSLog, the
/// Xcode console, `log stream`) and the plain form's `185.2`, `185.2s` or `0:03:05.200`.
enum LogTimestamp {
    /// `YYYY-MM-DD` and `HH:MM:SS[.fraction][zone]`, as seconds since midnight of 2000-01-01 on
    /// the log's own clock (the zone is ignored: one log has one zone).
    static func seconds(date: String, time: String) -> Double? {
        let dateParts = date.split(separator: "-")
        guard dateParts.count == 3, let year = Int(dateParts[0]), let month = Int(dateParts[1]),
              let day = Int(dateParts[2]), (1...12).contains(month), (1...31).contains(day),
              dateParts[0].count == 4 else { return nil }
        var clock = Substring(time)
        if let zone = clock.firstIndex(where: { $0 == "+" || $0 == "-" || $0 == "Z" }) { clock = clock[..<zone] }
        guard let seconds = clockSeconds(clock) else { return nil }
        return Double(daysSince2000(year: year, month: month, day: day)) * 86_400 + seconds
    }

    /// The plain form's time: seconds (`185.2`, `185.2s`) or a clock (`0:03:05.2`, `03:05.2`).
    static func seconds(plain word: String) -> Double? {
        let text = word.hasSuffix("s") ? String(word.dropLast()) : word
        if text.contains(":") { return clockSeconds(Substring(text)) }
        guard let value = Double(text), value.isFinite, value >= 0, text.first?.isNumber == true else { return nil }
        return value
    }

    /// `H:MM:SS[.f]` or `MM:SS[.f]`.
    private static func clockSeconds(_ text: Substring) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            guard let value = isLast ? Double(part) : Double(Int(part) ?? -1), value >= 0,
                  part.first?.isNumber == true else { return nil }
            if !isLast && value >= 60 && index > 0 { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// Days from 2000-01-01 to the date (proleptic Gregorian), so a log may cross midnight.
    private static func daysSince2000(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 730_425
    }
}
