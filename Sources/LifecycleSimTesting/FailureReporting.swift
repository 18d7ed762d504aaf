import Testing
import XCTest

/// Where an assertion was written: the caller's file, line and column, as both test libraries
/// need them (XCTest a `StaticString` path and a line; Swift Testing a `SourceLocation`).
public struct AssertionSite: Sendable {
    public var fileID: String
    public var file: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: String, file: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.file = file
        self.line = line
        self.column = column
    }
}

/// Records a failed assertion with the test library that is running the caller: an issue in
/// Swift Testing (`@Test`), `XCTFail` in XCTest. Calling only `XCTFail` would record nothing
/// inside an `@Test`, and the test would pass.
func recordFailure(_ message: String, at site: AssertionSite) {
    if Test.current != nil {
        let location = SourceLocation(fileID: site.fileID, filePath: "\(site.file)", line: Int(site.line),
                                      column: Int(site.column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: site.file, line: site.line)
    }
}
