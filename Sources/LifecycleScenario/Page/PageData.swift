import LifecycleSim

/// The player's data as JSON, to sit inside `<script type="application/json">`: per step
/// its cursor position, scenario line, and every subject's state and tasks.
///
/// Text the page shows is in the HTML, not here. `<`, `>` and `&` (which can only occur
/// inside JSON strings) are written as `\u003c`, `\u003e`, `\u0026`, so no text can end
/// the script element and the page stays well-formed XML.
enum PageData {
    static func json(_ steps: PageSteps, words: PageWords) -> String {
        let cursor = JSONObject().add("top", json: SVGText.number(steps.cursorTop))
            .add("bottom", json: SVGText.number(steps.cursorBottom))
        let records = steps.steps.map { step -> String in
            let object = JSONObject().add("x", json: SVGText.number(step.x))
            object.add("line", json: step.line.map(String.init) ?? "null")
            object.add("states", json: "[" + step.states.map { $0.map(JSONObject.quote) ?? "null" }.joined(separator: ",") + "]")
            object.add("tasks", json: "[" + step.tasks.map(String.init).joined(separator: ",") + "]")
            return object.text
        }
        let object = JSONObject()
            .add("stepCounter", string: words.stepCounter)
            .add("cursor", json: cursor.text)
            .add("steps", json: "[\n" + records.joined(separator: ",\n") + "\n]")
        return scriptSafe(object.text)
    }

    /// `<`, `>` and `&` as JSON escapes.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
