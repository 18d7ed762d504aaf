import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LifecycleScenario
import LifecycleSim
import XCTest

/// An element of a parsed SVG document, for structural assertions.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    /// The text inside, descendants' included, in document order (the DOM's `textContent`).
    var text = ""
    /// The text directly inside, without its child elements' (a `<title>` tooltip's) text.
    var ownText = ""
    /// The element this one is inside.
    fileprivate(set) weak var parent: SVGNode?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// `attribute` as this element has it or inherits it from the nearest element around it that has it.
    func inherited(_ attribute: String) -> String? { attributes[attribute] ?? parent?.inherited(attribute) }

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// This element and every descendant, in document order.
    var all: [SVGNode] { [self] + children.flatMap(\.all) }

    /// Every element (this one included) whose class list holds `name`.
    func elements(class name: String) -> [SVGNode] { all.filter { $0.classes.contains(name) } }

    /// Every element named `name`.
    func elements(named name: String) -> [SVGNode] { all.filter { $0.name == name } }

    /// The text of the `<text>` elements below, in order.
    var texts: [String] { elements(named: "text").map(\.text) }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Builds an `SVGNode` tree with Foundation's XMLParser; fails on malformed XML.
final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [SVGNode] = []
    private(set) var root: SVGNode?

    static func parse(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws -> SVGNode {
        let parser = XMLParser(data: Data(svg.utf8))
        let builder = SVGTreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        XCTAssertTrue(ok, "not well-formed XML: \(String(describing: parser.parserError))", file: file, line: line)
        return try XCTUnwrap(builder.root, file: file, line: line)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = SVGNode(name: elementName, attributes: attributeDict)
        stack.last?.children.append(node)
        node.parent = stack.last
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for node in stack { node.text += string }
        stack.last?.ownText += string
    }
}

/// Parses, runs and draws a scenario for the timeline tests.
enum TimelineFixture {
    static func picture(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> (SVGNode, TimelinePicture, [TraceRecord]) {
        let parsed = ScenarioParser.parse(source, path: "test.scenario")
        let document = try XCTUnwrap(parsed.document, parsed.diagnostics.map { DiagnosticRenderer.render($0, color: false) }
            .joined(separator: "\n"), file: file, line: line)
        let picture = TimelinePicture.draw(document)
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        runner.run()
        return (try SVGTreeBuilder.parse(picture.svg, file: file, line: line), picture, collector.records)
    }

    static func lane(_ root: SVGNode, _ app: String) -> SVGNode? {
        root.elements(class: "lane").first { $0.attributes["data-app"] == app }
    }
}
