/// The page's script: plain JavaScript (ES5 plus `classList`, which every current browser
/// has), no library, nothing loaded. It reads the JSON data, and on each step moves the
/// picture's cursor, highlights the record and its scenario line, shows the record and
/// its explanation in the "now" box, fills the states table, and marks the expectations
/// reached so far. `#step=N` in the address opens step N (1-based), so a step can be
/// linked to or captured by a headless browser; `#step=N&present` opens it presenting.
///
/// The picture is sized to the window: every lane, the expectations and the axis always show
/// whole, at the largest size the window allows but never with text under 14 px. When the whole
/// run at that size is wider than the window, the picture shows a window of time that follows
/// the cursor, and a strip under it shows the whole run with that window framed. P (or the
/// Present button) shows only the picture and the current record, large.
///
/// It must never contain `]]>` or `</script`: it sits in a CDATA section inside `<script>`.
enum PageScript {
    static let source = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("p-data").textContent);
      var steps = data.steps;
      var items = document.querySelectorAll("#p-trace > li");
      var lines = document.querySelectorAll("#p-source > li");
      var expects = document.querySelectorAll("#p-expectations > li");
      var rows = document.querySelectorAll("#p-states tbody tr");
      var counter = document.getElementById("p-counter");
      var nowText = document.getElementById("p-now-text");
      var nowWhy = document.getElementById("p-now-why");
      var buttons = {
        first: document.getElementById("p-first"), previous: document.getElementById("p-previous"),
        next: document.getElementById("p-next"), last: document.getElementById("p-last")
      };
      var svgNS = "http://www.w3.org/2000/svg";
      var svg = document.querySelector("#p-timeline svg");
      var plot = svg ? svg.querySelector("#plot") : null;
      var pictureBox = document.querySelector("#p-timeline .picture");
      var presentButton = document.getElementById("p-present");
      var cursor = null;
      if (plot && steps.length > 0) {
        cursor = document.createElementNS(svgNS, "line");
        cursor.setAttribute("id", "p-cursor");
        cursor.setAttribute("y1", String(data.cursor.top));
        cursor.setAttribute("y2", String(data.cursor.bottom));
        cursor.setAttribute("stroke", "#E6007E");
        cursor.setAttribute("stroke-width", "3");
        plot.appendChild(cursor);
      }
      var firstStepOfLine = {};
      steps.forEach(function (step, index) {
        if (step.line !== null && !(step.line in firstStepOfLine)) { firstStepOfLine[step.line] = index; }
      });
      var current = -1;

      function centre(container, element) {
        container.scrollTop = element.offsetTop - (container.clientHeight - element.offsetHeight) / 2;
      }

      function fillState(row, state, tasks) {
        var cell = row.querySelector("td");
        cell.textContent = "";
        if (state === null) { cell.textContent = "—"; return; }
        var chip = document.createElement("span");
        chip.className = "chip s-" + state;
        chip.textContent = state;
        cell.appendChild(chip);
        if (tasks > 0) {
          var count = document.createElement("span");
          count.className = "tasks";
          count.textContent = row.getAttribute(tasks === 1 ? "data-task-one" : "data-task-other").replace("{n}", tasks);
          cell.appendChild(count);
        }
      }

      function show(index) {
        if (steps.length === 0) { return; }
        index = Math.max(0, Math.min(steps.length - 1, index));
        var step = steps[index];
        // Records after the cursor are greyed; only those between the old and new cursor change.
        var low = current < 0 ? -1 : Math.min(current, index);
        var high = current < 0 ? items.length - 1 : Math.max(current, index);
        for (var i = low + 1; i <= high; i++) { items[i].classList.toggle("after", i > index); }
        if (current >= 0) {
          items[current].classList.remove("current");
          items[current].removeAttribute("aria-current");
        }
        current = index;
        var item = items[index];
        item.classList.add("current");
        item.setAttribute("aria-current", "step");
        centre(item.parentNode, item);
        for (var l = 0; l < lines.length; l++) {
          var isLine = Number(lines[l].getAttribute("data-line")) === step.line;
          lines[l].classList.toggle("current", isLine);
          if (isLine) { centre(lines[l].parentNode, lines[l]); }
        }
        for (var e = 0; e < expects.length; e++) {
          expects[e].classList.toggle("reached", Number(expects[e].getAttribute("data-step")) <= index + 1);
        }
        for (var r = 0; r < rows.length; r++) { fillState(rows[r], step.states[r], step.tasks[r]); }
        // The record as the trace shows it, its hyphenated names kept whole, runs of spaces shortened.
        nowText.innerHTML = item.querySelector("code").innerHTML;
        var texts = document.createTreeWalker(nowText, NodeFilter.SHOW_TEXT), piece, first = true;
        while ((piece = texts.nextNode())) {
          piece.data = piece.data.replace(/ {3,}/g, "  ");
          if (first) { piece.data = piece.data.replace(/^\s+/, ""); first = false; }
        }
        var why = item.querySelector(".why");
        nowWhy.innerHTML = why ? why.innerHTML : "";
        counter.textContent = counterText(index + 1, steps.length);
        if (cursor) {
          cursor.setAttribute("x1", String(step.x));
          cursor.setAttribute("x2", String(step.x));
          follow(step.x);
        }
        markShortened();
        buttons.first.disabled = buttons.previous.disabled = index === 0;
        buttons.last.disabled = buttons.next.disabled = index === steps.length - 1;
        try { history.replaceState(null, "", "#step=" + (index + 1) + (presenting() ? "&present" : "")); } catch (ignored) { }
      }

      // The picture: the plot only (the page's header names the run), scaled to the window.
      var full = null, view = { x: 0, width: 0, scale: 1 }, names = [], nameColumn = null, overview = null, frame = null;
      if (plot) {
        var box = svg.viewBox.baseVal;
        var top = plot.transform.baseVal.consolidate().matrix.f;
        var smallest = Infinity;
        Array.prototype.forEach.call(svg.querySelectorAll("text"), function (t) {
          smallest = Math.min(smallest, parseFloat(getComputedStyle(t).fontSize) || 10);
        });
        // Text of 14 CSS px at the least: a room's back row reads it on a projector.
        full = { width: box.width, top: top, height: box.height - top, minScale: 14.2 / smallest };
        svg.removeAttribute("width");
        svg.removeAttribute("height");
        svg.setAttribute("preserveAspectRatio", "xMinYMin meet");
        // The picture's own heading and legend are above the part the page shows (the page's
        // header names the run): the keyboard does not stop there.
        Array.prototype.forEach.call(svg.querySelectorAll("[tabindex]"), function (element) {
          if (!plot.contains(element)) { element.removeAttribute("tabindex"); }
        });
        // The names of the lanes and rows stay in their column at the window's left edge, over a
        // white column that the bands and labels slide under when the picture shows a window
        // of time.
        names = svg.querySelectorAll(".lane-name, .row-name");
        var bandStart = Infinity;
        Array.prototype.forEach.call(svg.querySelectorAll("rect.band"), function (band) {
          bandStart = Math.min(bandStart, parseFloat(band.getAttribute("x")));
        });
        nameColumn = document.createElementNS(svgNS, "rect");
        nameColumn.setAttribute("class", "name-column");
        nameColumn.setAttribute("fill", "#FFFFFF");
        nameColumn.setAttribute("y", "0");
        nameColumn.setAttribute("width", String(isFinite(bandStart) ? Math.max(0, bandStart - 2) : 0));
        nameColumn.setAttribute("height", String(full.height));
        plot.appendChild(nameColumn);
        for (var k = 0; k < names.length; k++) { plot.appendChild(names[k]); }
        overview = svg.cloneNode(true);
        overview.removeAttribute("aria-labelledby");
        overview.setAttribute("id", "p-overview");
        overview.setAttribute("aria-hidden", "true");
        overview.setAttribute("preserveAspectRatio", "none");
        overview.setAttribute("viewBox", "0 " + full.top + " " + full.width + " " + full.height);
        Array.prototype.slice.call(overview.querySelectorAll("text, title, desc, #p-cursor, .leaders, .mark, .event-line, .name-column"))
          .forEach(function (node) { node.parentNode.removeChild(node); });
        Array.prototype.forEach.call(overview.querySelectorAll("[id]"), function (node) { node.removeAttribute("id"); });
        frame = document.createElementNS(svgNS, "rect");
        frame.setAttribute("fill", "none");
        frame.setAttribute("stroke", "#E6007E");
        frame.setAttribute("stroke-width", "3");
        frame.setAttribute("vector-effect", "non-scaling-stroke");
        frame.setAttribute("y", String(full.top));
        frame.setAttribute("height", String(full.height));
        overview.appendChild(frame);
        overview.style.display = "none";
        pictureBox.parentNode.appendChild(overview);
        // A click on the strip shows that part of the run.
        overview.addEventListener("click", function (event) {
          var strip = overview.getBoundingClientRect();
          moveWindow((event.clientX - strip.left) / strip.width * full.width - view.width / 2);
        });
      }

      // A label of the picture shortened with "…" shows its whole text (its title) when it has
      // the keyboard's focus, in a box beside it; the pointer gets the browser's own tooltip.
      var tip = document.createElement("div");
      tip.id = "p-tip";
      tip.setAttribute("role", "tooltip");
      tip.hidden = true;
      document.body.appendChild(tip);
      if (svg) {
        svg.addEventListener("focusin", function (event) {
          var title = event.target.querySelector ? event.target.querySelector("title") : null;
          if (!title) { return; }
          tip.textContent = title.textContent;
          tip.hidden = false;
          var box = event.target.getBoundingClientRect();
          tip.style.left = Math.max(4, Math.min(box.left, innerWidth - tip.offsetWidth - 4)) + "px";
          tip.style.top = (box.bottom + 4 + tip.offsetHeight < innerHeight ? box.bottom + 4 : Math.max(4, box.top - tip.offsetHeight - 4)) + "px";
        });
        svg.addEventListener("focusout", function () { tip.hidden = true; });
      }

      // The largest scale at which the plot's whole height fits above the panes (which keep a
      // share of the window), but no smaller than `minScale`; a window of time when the run is
      // then wider than the window.
      function fitPicture() {
        markShortened();
        fixCounterWidth();
        if (!full) { return; }
        var large = presenting();
        var width = pictureBox.clientWidth;
        var header = document.querySelector("header").getBoundingClientRect().height;
        var reserve = large ? Math.max(150, innerHeight * 0.26) : Math.max(170, innerHeight * 0.3);
        var room = innerHeight - header - reserve - 16;
        // Presenting, the picture fills the height it has (up to 2.5 times its size), showing a
        // window of time if it is then wider than the window; otherwise it fits the width too.
        function scaleFor(height) {
          var fit = large && steps.length > 0 ? Math.min(2.5, height / full.height)
            : Math.min(width / full.width, height / full.height);
          return Math.max(full.minScale, fit);
        }
        var scale = scaleFor(room);
        var windowed = full.width * scale > width + 0.5;
        if (windowed) {
          // The strip of the whole run takes its room from the picture's.
          scale = scaleFor(room - 36);
          windowed = full.width * scale > width + 0.5;
        }
        view.scale = scale;
        view.width = windowed ? width / scale : full.width;
        overview.style.display = windowed ? "block" : "none";
        svg.style.width = (view.width * scale) + "px";
        svg.style.height = (full.height * scale) + "px";
        // A picture taller than the whole window at a size that reads (many lanes on a short
        // screen) scrolls up and down in its pane rather than being cut.
        var tallest = innerHeight - header - (windowed ? 36 : 0) - 40;
        var tall = full.height * scale > tallest;
        pictureBox.style.height = tall ? tallest + "px" : "";
        pictureBox.style.overflowY = tall ? "auto" : "";
        moveWindow(view.x);
      }

      // The counter as wide as its widest text (the last step's), so the buttons stay put.
      function fixCounterWidth() {
        if (steps.length === 0) { return; }
        var shown = counter.textContent;
        counter.style.minWidth = "";
        counter.textContent = counterText(steps.length, steps.length);
        counter.style.minWidth = Math.ceil(counter.getBoundingClientRect().width) + "px";
        counter.textContent = shown;
      }

      // A text shortened with "…" can take the focus, which shows it whole.
      function markShortened() {
        Array.prototype.forEach.call(document.querySelectorAll(".shortenable"), function (element) {
          if (element.scrollWidth > element.clientWidth + 1) { element.setAttribute("tabindex", "0"); }
          else { element.removeAttribute("tabindex"); }
        });
      }

      function moveWindow(x) {
        view.x = Math.max(0, Math.min(full.width - view.width, x));
        svg.setAttribute("viewBox", view.x + " " + full.top + " " + view.width + " " + full.height);
        for (var n = 0; n < names.length; n++) { names[n].setAttribute("transform", "translate(" + view.x + ",0)"); }
        nameColumn.setAttribute("x", String(view.x));
        nameColumn.style.display = view.x > 0 ? "" : "none";
        frame.setAttribute("x", String(view.x));
        frame.setAttribute("width", String(view.width));
      }

      // Keeps the cursor in the middle three fifths of the window of time.
      function follow(x) {
        if (!full || view.width >= full.width) { return; }
        if (x < view.x + view.width * 0.2 || x > view.x + view.width * 0.8) { moveWindow(x - view.width / 2); }
      }

      // "Step n of total", in the page's words.
      function counterText(n, total) {
        return data.stepCounter.replace("{n}", String(n)).replace("{total}", String(total));
      }

      function presenting() { return document.body.classList.contains("presenting"); }

      function setPresenting(on) {
        document.body.classList.toggle("presenting", on);
        presentButton.setAttribute("aria-pressed", on ? "true" : "false");
      }

      // Presenting on or off (`on`), or the other way round when not said.
      function present(on) {
        on = on === undefined ? !presenting() : !!on;
        setPresenting(on);
        fitPicture();
        if (current >= 0) { show(current); }
        else { try { history.replaceState(null, "", on ? "#step=0&present" : "#step=0"); } catch (ignored) { } }
      }

      function presentingInAddress() { return /&present$/.test(location.hash); }

      function stepFromAddress() {
        var match = /^#step=(\d+)(&present)?$/.exec(location.hash);
        return match ? Number(match[1]) - 1 : 0;
      }

      // A button clicked with the mouse gives the focus back, so Space goes on stepping forward;
      // a button reached with Tab keeps it, and Space or Enter presses it, as usual.
      function onClick(button, action) {
        button.addEventListener("click", function (event) {
          action();
          if (event.detail > 0) { button.blur(); }
        });
      }
      onClick(buttons.first, function () { show(0); });
      onClick(buttons.previous, function () { show(current - 1); });
      onClick(buttons.next, function () { show(current + 1); });
      onClick(buttons.last, function () { show(steps.length - 1); });
      onClick(presentButton, function () { present(); });
      if (steps.length === 0) {
        for (var name in buttons) { buttons[name].disabled = true; }
        counter.textContent = counterText(0, 0);
      }
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var onButton = event.target && event.target.tagName === "BUTTON";
        var key = event.key;
        if (key === "ArrowRight" || key === "PageDown" || (key === " " && !event.shiftKey && !onButton)) {
          show(current + 1);
        } else if (key === "ArrowLeft" || key === "PageUp" || (key === " " && event.shiftKey && !onButton)) {
          show(current - 1);
        } else if (key === "Home") {
          show(0);
        } else if (key === "End") {
          show(steps.length - 1);
        } else if (key === "p" || key === "P") {
          present();
        } else {
          return;
        }
        event.preventDefault();
      });
      for (var s = 0; s < lines.length; s++) {
        lines[s].addEventListener("click", function () {
          var line = this.getAttribute("data-line");
          if (line in firstStepOfLine) { show(firstStepOfLine[line]); }
        });
      }
      for (var t = 0; t < items.length; t++) {
        items[t].addEventListener("click", (function (index) { return function () { show(index); }; })(t));
      }
      window.addEventListener("hashchange", function () {
        if (presentingInAddress() !== presenting()) { present(presentingInAddress()); }
        var wanted = stepFromAddress();
        if (wanted !== current) { show(wanted); }
      });
      function refit() {
        fitPicture();
        if (current >= 0) { follow(steps[current].x); }
      }
      // Once the fonts are in, the header's height and the shortened texts are final.
      window.addEventListener("load", refit);
      window.addEventListener("resize", refit);
      if (presentingInAddress()) { setPresenting(true); }
      fitPicture();
      show(stepFromAddress());
      // For a presenter's console and for tests: the step shown, and a way to show another.
      window.lifesimPage = { count: steps.length, current: function () { return current; }, show: show, present: present };
    })();
    """#
}
