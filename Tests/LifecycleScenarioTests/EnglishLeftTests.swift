import XCTest
import LocalizationTestSupport

/// The no-English check every Japanese-text test uses finds English prose, and lets through
/// only names, the values filled in, and (unless asked to check them) quotations.
final class EnglishLeftTests: XCTestCase {
    func testFindsEnglishProseAroundJapanese() {
        XCTAssertEqual(EnglishLeft.words(in: "アプリは applicationWillResignActive の後 goes to suspended (BG-2)。Home screen"),
                       ["applicationWillResignActive", "goes", "Home", "screen"], "UIKit's own spelling is no listed name")
        XCTAssertEqual(EnglishLeft.words(in: "アプリの state が戻る。Apple's own words"), ["state", "Apple's", "words"])
        XCTAssertEqual(EnglishLeft.words(in: "Info.plist に書く"), ["Info", "plist"], "a dotted name word by word")
        XCTAssertEqual(EnglishLeft.words(in: "abcd1 と ab-cd"), ["abcd1", "ab-cd"], "four letters, even split")
    }

    func testPassesNamesValuesAndQuotations() {
        XCTAssertEqual(EnglishLeft.words(in: "Uploader は didEnterBackground の後 suspended になる (UIKit, BGTaskScheduler)",
                                         values: ["Uploader"]), [])
        XCTAssertEqual(EnglishLeft.words(in: "`start-audio` が \"has active assertions\" と 'home screen' を書く。『Background Execution』"), [])
        XCTAssertEqual(EnglishLeft.words(in: "{name} は 0x8badf00d で終了 (O'Reilly, not-running, begin-task)"), [])
        XCTAssertEqual(EnglishLeft.words(in: "Uploader upload", allowing: ["Uploader"]), ["upload"])
    }

    func testQuotationsCanBeChecked() {
        XCTAssertEqual(EnglishLeft.words(in: "タスク 'upload' と \"went away\"", quotations: .checked), ["upload", "went", "away"])
    }

    func testCodeCanCountAsNames() {
        let text = "applicationWillResignActive の後 DBL_MAX, onChange(of:initial:), WWDC, flutter/flutter goes"
        XCTAssertEqual(EnglishLeft.words(in: text, code: .recognised), ["goes"])
        XCTAssertEqual(EnglishLeft.words(in: text),
                       ["applicationWillResignActive", "DBL_MAX", "onChange", "initial", "WWDC", "flutter", "flutter", "goes"])
    }
}
