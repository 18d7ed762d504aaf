/// The scripts the browser tests add to a page or a picture: each measures what a person in
/// the room would see, and leaves its report as JSON in a `data-measure` attribute.
enum BrowserMeasureScripts {
    /// Added before a page's `</body>`. Once loaded, it shows the first, the middle and the last
    /// step (through the page's `window.lifesimPage`), then the middle one in presenting mode,
    /// and at each reports:
    /// - `minText`: the picture's smallest text as drawn, in CSS px;
    /// - `outside`: each lane, scene lane, the events row, the expectations row and the axis
    ///   that is not wholly inside the picture's pane and the window (top to bottom);
    /// - `overflowing`: each element whose own text runs past its box, or off the window's side
    ///   (a text shortened with "…" that shows its whole text on hover and focus is allowed);
    /// - `broken`: each word split across two lines, measured with ranges over each block's whole
    ///   text: Latin words (names with their hyphens, dots and brackets) and Japanese words
    ///   (`Intl.Segmenter`, ICU's);
    /// - `pageOverflow`: how far the page itself runs past the window, down and across;
    /// - `pictureScrolls`: the picture is taller than the window can show and scrolls in its pane.
    static let page = """
    <script>
    window.addEventListener("load", function () {
      var page = window.lifesimPage;
      function visible(element) {
        var style = getComputedStyle(element);
        return style.display !== "none" && style.visibility !== "hidden" && element.getClientRects().length > 0;
      }
      function ownText(element) {
        for (var c = element.firstChild; c; c = c.nextSibling) { if (c.nodeType === 3 && c.data.trim() !== "") { return true; } }
        return false;
      }
      var segmenter = new Intl.Segmenter("ja", { granularity: "word" });
      function words(text) {
        var found = [], latin = /[A-Za-z0-9][A-Za-z0-9_.:\\-\\[\\]()]*/g, match;
        while ((match = latin.exec(text))) { found.push([match.index, match[0]]); }
        var japanese = /[\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF]+/g;
        while ((match = japanese.exec(text))) {
          for (var part of segmenter.segment(match[0])) {
            if (part.isWordLike && part.segment.length > 1) { found.push([match.index + part.index, part.segment]); }
          }
        }
        return found;
      }
      function describe(element) {
        return element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + ": " + element.textContent.trim().slice(0, 50);
      }
      function measure(label) {
        var svg = document.querySelector("#p-timeline svg");
        var pane = document.querySelector("#p-timeline").getBoundingClientRect();
        var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        var minText = Infinity;
        svg.querySelectorAll("text").forEach(function (t) {
          minText = Math.min(minText, parseFloat(getComputedStyle(t).fontSize) * scale);
        });
        var outside = [];
        svg.querySelectorAll("g.lane, g.scene-lane, g.events, g.expectations, g.axis").forEach(function (g) {
          var r = g.getBoundingClientRect();
          if (r.top < pane.top - 1 || r.bottom > Math.min(pane.bottom, innerHeight) + 1) {
            outside.push((g.getAttribute("data-app") || g.getAttribute("class")) + " at " + Math.round(r.top) + "-" + Math.round(r.bottom));
          }
        });
        var overflowing = [];
        document.querySelectorAll("body *").forEach(function (e) {
          if (e.closest("svg, script") || !visible(e) || !ownText(e) || getComputedStyle(e).display === "inline") { return; }
          var shortened = getComputedStyle(e).textOverflow === "ellipsis" && e.getAttribute("title") === e.textContent
            && e.getAttribute("tabindex") === "0";
          if (e.scrollWidth > e.clientWidth + 1 && !shortened) { overflowing.push(describe(e)); }
          var r = e.getBoundingClientRect();
          if (r.right > innerWidth + 1 || r.left < -1) { overflowing.push("off the window: " + describe(e)); }
        });
        // Words are read over each block's whole text, across the elements inside it (a
        // `<wbr/>` or a span that keeps a name whole splits the text into several nodes).
        var broken = [];
        document.querySelectorAll("body *").forEach(function (block) {
          if (block.closest("svg, script") || !visible(block)) { return; }
          var display = getComputedStyle(block).display;
          if (display === "inline" || display === "contents") { return; }
          var inner = Array.prototype.some.call(block.querySelectorAll("*"), function (c) {
            var d = getComputedStyle(c).display;
            return d !== "inline" && d !== "none" && d !== "contents";
          });
          if (inner) { return; }
          var nodes = [], text = "", walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT), node;
          while ((node = walker.nextNode())) { nodes.push([node, text.length]); text += node.data; }
          function at(index) {
            for (var n = nodes.length - 1; n >= 0; n--) { if (nodes[n][1] <= index) { return [nodes[n][0], index - nodes[n][1]]; } }
            return [nodes[0][0], 0];
          }
          words(text).forEach(function (w) {
            var start = at(w[0]), end = at(w[0] + w[1].length - 1);
            var range = document.createRange();
            range.setStart(start[0], start[1]);
            range.setEnd(end[0], end[1] + 1);
            var rects = Array.prototype.filter.call(range.getClientRects(), function (r) { return r.width > 0; });
            if (rects.length > 1 && Math.abs(rects[0].top - rects[rects.length - 1].top) > 2) {
              broken.push(w[1] + " in " + describe(block));
            }
          });
        });
        var html = document.documentElement;
        var box = document.querySelector("#p-timeline .picture");
        return { at: label, minText: minText, outside: outside, overflowing: overflowing, broken: broken,
                 pageOverflow: [html.scrollHeight - innerHeight, html.scrollWidth - innerWidth],
                 pictureScrolls: box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY === "auto" };
      }
      var middle = Math.floor((page.count - 1) / 2);
      var results = [[0, "first step"], [middle, "middle step"], [page.count - 1, "last step"]].map(function (pick) {
        page.show(pick[0]);
        return measure(pick[1] + " (" + (pick[0] + 1) + ")");
      });
      page.present(true);
      page.show(middle);
      results.push(measure("presenting, middle step"));
      document.body.setAttribute("data-measure", JSON.stringify({ viewport: [innerWidth, innerHeight], steps: results }));
    });
    </script>
    """

    /// Added before a page's `</body>`: gives the keyboard's focus to the picture's first
    /// shortened label and reports the box the page shows for it.
    static let focus = """
    <script>
    window.addEventListener("load", function () {
      var label = document.querySelector("#p-timeline svg [tabindex]");
      label.focus();
      var tip = document.getElementById("p-tip"), box = tip.getBoundingClientRect();
      document.body.setAttribute("data-measure", JSON.stringify({ viewport: [innerWidth, innerHeight],
        shown: !tip.hidden && box.width > 0, text: tip.textContent, title: label.querySelector("title").textContent,
        inside: box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight }));
    });
    </script>
    """

    /// Added before a picture's `</svg>`: its smallest text as drawn (CSS px), each text that
    /// runs past the window's left or right edge, and each pair of texts drawn over each other.
    static let picture = """
    <script><![CDATA[
    window.addEventListener("load", function () {
      var svg = document.documentElement;
      var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      var texts = Array.prototype.filter.call(svg.querySelectorAll("text"), function (t) { return t.getClientRects().length > 0; });
      var minText = Infinity, outside = [], overlapping = [];
      var boxes = texts.map(function (t) {
        minText = Math.min(minText, parseFloat(getComputedStyle(t).fontSize) * scale);
        var r = t.getBoundingClientRect();
        if (r.left < -1 || r.right > innerWidth + 1) { outside.push(t.textContent.slice(0, 40)); }
        return r;
      });
      for (var i = 0; i < boxes.length; i++) {
        for (var j = i + 1; j < boxes.length; j++) {
          var a = boxes[i], b = boxes[j];
          var x = Math.min(a.right, b.right) - Math.max(a.left, b.left), y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 2 && y > 3) { overlapping.push(texts[i].textContent.slice(0, 30) + " / " + texts[j].textContent.slice(0, 30)); }
        }
      }
      svg.setAttribute("data-measure", JSON.stringify({ viewport: [innerWidth, innerHeight], minText: minText,
        width: svg.getBoundingClientRect().width, outside: outside, overlapping: overlapping }));
    });
    ]]></script>
    """
}
