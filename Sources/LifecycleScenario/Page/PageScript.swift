/// The page's script: plain JavaScript (ES5 plus `classList`, which every current browser
/// has), no library, nothing loaded. It reads the JSON data, and on each step moves the
/// picture's cursor, highlights the record and its scenario line, shows the record and
/// its explanation in the "now" box, fills the states table, and marks the expectations
/// reached so far. `#step=N` in the address opens step N (1-based), so a step can be
/// linked to or captured by a headless browser.
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
      var plot = document.querySelector("#p-timeline svg #plot");
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
        nowText.textContent = item.querySelector("code").textContent.replace(/^\s+/, "").replace(/ {3,}/g, "  ");
        var why = item.querySelector(".why");
        nowWhy.textContent = why ? why.textContent : "";
        counter.textContent = data.stepCounter.replace("{n}", String(index + 1)).replace("{total}", String(steps.length));
        if (cursor) {
          cursor.setAttribute("x1", String(step.x));
          cursor.setAttribute("x2", String(step.x));
          follow(cursor);
        }
        buttons.first.disabled = buttons.previous.disabled = index === 0;
        buttons.last.disabled = buttons.next.disabled = index === steps.length - 1;
        try { history.replaceState(null, "", "#step=" + (index + 1)); } catch (ignored) { }
      }

      // The picture is larger than its window: its lanes at the top of the window to begin with
      // (the page's own header names the run; the legend is a scroll away), and the cursor kept
      // in the middle part of it.
      var pictureBox = document.querySelector("#p-timeline .picture");
      if (plot) {
        pictureBox.scrollTop = plot.getBoundingClientRect().top - pictureBox.getBoundingClientRect().top - 8;

        // The names of the lanes and rows stay at the window's left edge as the picture scrolls.
        var names = document.querySelectorAll("#p-timeline .lane-name, #p-timeline .row-name");
        // Drawn last in their lane, so that they read over its bands once these slide under them.
        for (var k = 0; k < names.length; k++) { names[k].parentNode.appendChild(names[k]); }
        var zoom = parseFloat(getComputedStyle(document.querySelector("#p-timeline svg")).zoom) || 1;
        pictureBox.addEventListener("scroll", function () {
          for (var n = 0; n < names.length; n++) {
            names[n].setAttribute("transform", "translate(" + (pictureBox.scrollLeft / zoom) + ",0)");
          }
        });
      }

      function follow(line) {
        var offset = line.getBoundingClientRect().left - pictureBox.getBoundingClientRect().left;
        if (offset < pictureBox.clientWidth * 0.2 || offset > pictureBox.clientWidth * 0.8) {
          pictureBox.scrollLeft += offset - pictureBox.clientWidth / 2;
        }
      }

      function stepFromAddress() {
        var match = /^#step=(\d+)$/.exec(location.hash);
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
      if (steps.length === 0) {
        for (var name in buttons) { buttons[name].disabled = true; }
        counter.textContent = data.stepCounter.replace("{n}", "0").replace("{total}", "0");
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
        var wanted = stepFromAddress();
        if (wanted !== current) { show(wanted); }
      });
      show(stepFromAddress());
    })();
    """#
}
