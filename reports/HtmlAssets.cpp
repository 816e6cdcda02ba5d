//===- reports/HtmlAssets.cpp - the stylesheet and script of the HTML report =//
#include "reports/HtmlAssets.h"

namespace pathsim::reports {

const std::string_view HtmlStyleSheet = R"css(
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.3em; } h2 { font-size: 1.1em; margin-top: 1.5em; }
code, .code, pre { font-family: ui-monospace, Menlo, Consolas, monospace; }
table { border-collapse: collapse; }
#warnings th { cursor: pointer; text-align: left; background: #eee;
  padding: 4px 8px; user-select: none; }
#warnings th.sorted-asc::after { content: " \25B2"; }
#warnings th.sorted-desc::after { content: " \25BC"; }
#warnings td { padding: 3px 8px; border-bottom: 1px solid #ddd; }
#warnings tr.suppressed td { color: #999; }
.filters { margin: 1em 0; display: flex; gap: 1em; flex-wrap: wrap; }
.kind { background: #fde2e1; color: #900; border-radius: 3px; padding: 0 5px;
  font-family: ui-monospace, monospace; font-size: .9em; }
.rank { color: #555; font-size: .8em; }
.src { width: 100%; }
.src td { padding: 0 6px; vertical-align: top; white-space: pre; }
.src td.ln { color: #888; text-align: right; border-right: 1px solid #ccc; }
.src td.steps { text-align: right; width: 4em; }
.src td.notes { color: #05507a; font-style: italic; white-space: normal; }
.src tr.on-path td.code { background: #fff6d5; }
.src tr.warning-line td.code { background: #ffd9d6; font-weight: bold; }
.src tr:target td { outline: 2px solid #58a; }
.badge { display: inline-block; min-width: 1.4em; text-align: center;
  background: #d97706; color: white; border-radius: 9px; font-size: .8em;
  margin-left: 2px; }
ol.path li { margin: 2px 0; } .muted { color: #777; }
ol.path li:target { outline: 2px solid #58a; }
.badge a { color: white; text-decoration: none; }
.badge a.prev, .badge a.next { font-size: .75em; padding: 0 2px; opacity: .8; }
.badge:target { outline: 2px solid #58a; }
.nav a { text-decoration: none; color: #58a; padding: 0 2px; }
.counts th, .counts td { border: 1px solid #ddd; padding: 2px 8px; }
.counts td.n { text-align: right; } .counts td.zero { color: #bbb; }
.counts tr:last-child th, .counts tr:last-child td { font-weight: bold; }
.models td, .models th { border: 1px solid #ddd; padding: 3px 6px; }
.warn-box { background: #fff3cd; padding: .5em; border: 1px solid #e0c36c; }
)css";

const std::string_view HtmlIndexScript = R"js(
(function () {
  'use strict';
  var data = window.PATHSIM_WARNINGS || [];
  var table = document.getElementById('warnings');
  var body = table.querySelector('tbody');
  var filters = { kind: document.getElementById('f-kind'),
                  rank: document.getElementById('f-rank'),
                  file: document.getElementById('f-file'),
                  function: document.getElementById('f-function') };
  var text = document.getElementById('f-text');
  var showSuppressed = document.getElementById('f-suppressed');
  var count = document.getElementById('count');
  var sortKey = 'id', sortDir = 1;

  function fill(select, key) {
    var seen = {};
    data.forEach(function (w) { seen[w[key]] = true; });
    Object.keys(seen).sort().forEach(function (v) {
      var o = document.createElement('option');
      o.value = v; o.textContent = v; select.appendChild(o);
    });
  }
  Object.keys(filters).forEach(function (k) { fill(filters[k], k); });

  function cell(row, text, href) {
    var td = document.createElement('td');
    if (href) {
      var a = document.createElement('a');
      a.href = href; a.textContent = text; td.appendChild(a);
    } else {
      td.textContent = text;
    }
    row.appendChild(td);
  }

  function render() {
    var needle = text.value.toLowerCase();
    var rows = data.filter(function (w) {
      if (w.suppressed && !showSuppressed.checked) return false;
      for (var k in filters)
        if (filters[k].value && w[k] !== filters[k].value) return false;
      return !needle || w.message.toLowerCase().indexOf(needle) >= 0;
    });
    rows.sort(function (a, b) {
      var x = a[sortKey], y = b[sortKey];
      if (x < y) return -sortDir;
      if (x > y) return sortDir;
      return a.id - b.id;
    });
    body.textContent = '';
    rows.forEach(function (w) {
      var tr = document.createElement('tr');
      tr.className = 'warning' + (w.suppressed ? ' suppressed' : '');
      cell(tr, String(w.id), w.page);
      cell(tr, w.kind);
      cell(tr, w.rank);
      cell(tr, w.file);
      cell(tr, String(w.line));
      cell(tr, w.function);
      cell(tr, w.message + (w.suppressed ? ' (suppressed)' : ''), w.page);
      body.appendChild(tr);
    });
    count.textContent = rows.length + ' of ' + data.length + ' warnings shown';
    table.querySelectorAll('th').forEach(function (th) {
      th.className = th.dataset.key === sortKey
          ? (sortDir > 0 ? 'sorted-asc' : 'sorted-desc') : '';
    });
  }

  // A count of the kind and rank table filters the list by its kind and
  // rank (either may be empty: all).
  document.querySelectorAll('#counts a[data-kind]').forEach(function (a) {
    a.addEventListener('click', function () {
      filters.kind.value = a.dataset.kind;
      filters.rank.value = a.dataset.rank;
      render();
    });
  });
  table.querySelectorAll('th').forEach(function (th) {
    th.addEventListener('click', function () {
      if (sortKey === th.dataset.key) sortDir = -sortDir;
      else { sortKey = th.dataset.key; sortDir = 1; }
      render();
    });
  });
  [filters.kind, filters.rank, filters.file, filters.function,
   showSuppressed].forEach(
      function (el) { el.addEventListener('change', render); });
  text.addEventListener('input', render);
  render();
})();
)js";

} // namespace pathsim::reports
