//===- server/Page.cpp - pathsim serve's single-page UI, embedded ---------===//
//
// Plain HTML, CSS and JavaScript, no library, nothing from the network. The
// page reads the JSON API and builds its DOM with createElement and
// textContent only: no text from the store is ever parsed as HTML (the
// server's Content-Security-Policy admits this script and stylesheet alone).
#include "server/Api.h"

namespace pathsim::server {

const std::string_view PageHtml = R"PAGE(<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pathsim</title>
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body>
<header>
  <a href="#/runs" id="home">pathsim</a>
  <span id="server"></span>
  <label id="token-label">token <input id="token" type="password" autocomplete="off" size="20"></label>
</header>
<div id="status" role="status"></div>
<main id="main"><noscript>This page needs JavaScript; the JSON API is under /api/v1/ (docs/server.md).</noscript></main>
</body>
</html>
)PAGE";

const std::string_view PageStyle = R"PAGE(
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #222; }
header { background: #263238; color: #fff; padding: 6px 12px; display: flex; gap: 16px; align-items: center; }
header a { color: #fff; font-weight: bold; text-decoration: none; }
#server { flex: 1; color: #cfd8dc; }
main { padding: 8px 12px; }
#status { padding: 0 12px; min-height: 1.2em; color: #b71c1c; }
#status.ok { color: #1b5e20; }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border-bottom: 1px solid #ddd; padding: 2px 8px; text-align: left; vertical-align: top; }
th { background: #eceff1; }
form.filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin: 6px 0; }
form.filters label { display: flex; flex-direction: column; font-size: 12px; }
.rank-certain { color: #b71c1c; } .rank-likely { color: #e65100; } .rank-possible { color: #616161; }
.review { font-size: 12px; padding: 0 4px; border-radius: 3px; background: #e0e0e0; }
.review-false-positive, .review-intentional { background: #c8e6c9; }
.review-confirmed { background: #ffcdd2; }
pre, code, .src { font-family: ui-monospace, monospace; font-size: 13px; }
table.listing td { border: 0; padding: 0 6px; white-space: pre; }
table.listing td.n { color: #888; text-align: right; }
table.listing tr.path { background: #fff8e1; }
table.listing tr.warn { background: #ffebee; }
table.listing tr.current { outline: 2px solid #1565c0; background: #e3f2fd; }
.badge { display: inline-block; min-width: 1.4em; text-align: center; border-radius: 8px; background: #1565c0; color: #fff; font-size: 11px; margin-right: 2px; cursor: pointer; }
.note { color: #6a1b9a; white-space: normal; font-family: system-ui, sans-serif; font-size: 12px; }
#stepper { position: sticky; top: 0; background: #fff; border: 1px solid #90caf9; padding: 6px; margin: 6px 0; }
#step-context td { white-space: pre; border: 0; padding: 0 6px; }
#step-context tr.current { background: #e3f2fd; }
ol.steps li.current { background: #e3f2fd; }
ol.steps li { cursor: pointer; }
section { margin: 10px 0; }
h2 { font-size: 16px; margin: 12px 0 4px; }
.muted { color: #777; }
.src .kw { color: #0d47a1; font-weight: 600; } .src .ty { color: #00695c; }
.src .str { color: #2e7d32; } .src .num { color: #6a1b9a; }
.src .com { color: #757575; font-style: italic; } .src .pp { color: #8d6e63; }
)PAGE";

const std::string_view PageScript = R"PAGE('use strict';
// pathsim serve's page: hash routes #/runs, #/run/ID, #/diff/A/B,
// #/warning/ID?step=N. Every text is set with textContent.
(function () {
  const main = document.getElementById('main');
  const statusLine = document.getElementById('status');
  const tokenInput = document.getElementById('token');
  let info = null;
  let keyHandler = null;

  // C and C++ source as highlighted spans (keywords, types, strings,
  // numbers, comments, preprocessor lines), each token's text set with
  // textContent like every other text. A block comment open at a line's end
  // continues on the next: highlightLines() carries that state.
  const KEYWORDS = new Set(('if else for while do switch case default break continue return goto sizeof ' +
    'typedef struct union enum static extern inline const volatile register restrict auto ' +
    'class namespace template typename public private protected virtual override final ' +
    'new delete this try catch throw using operator friend explicit mutable constexpr ' +
    'noexcept nullptr true false static_cast dynamic_cast reinterpret_cast const_cast ' +
    'decltype alignof static_assert co_await co_return co_yield NULL').split(' '));
  const TYPES = new Set(('void char short int long float double signed unsigned bool _Bool size_t ssize_t ' +
    'ptrdiff_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t intptr_t uintptr_t ' +
    'wchar_t char8_t char16_t char32_t FILE off_t').split(' '));
  const TOKEN = /(\/\/.*$)|(\/\*)|("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?)|(\b(?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?)[uUlLfF]*\b)|([A-Za-z_]\w*)/g;
  function highlightLine(text, inComment) {
    const parts = [];
    let at = 0;
    if (inComment) {
      const end = text.indexOf('*/');
      if (end < 0) return { parts: [el('span', { class: 'com', text })], inComment: true };
      parts.push(el('span', { class: 'com', text: text.slice(0, end + 2) }));
      at = end + 2;
    }
    if (at === 0 && /^\s*#/.test(text))
      return { parts: [el('span', { class: 'pp', text })], inComment: false };
    TOKEN.lastIndex = at;
    let m;
    while ((m = TOKEN.exec(text)) !== null) {
      if (m.index > at) parts.push(text.slice(at, m.index));
      if (m[2]) { // a block comment: to its end on this line, or the next lines
        const end = text.indexOf('*/', m.index + 2);
        if (end < 0) {
          parts.push(el('span', { class: 'com', text: text.slice(m.index) }));
          return { parts, inComment: true };
        }
        parts.push(el('span', { class: 'com', text: text.slice(m.index, end + 2) }));
        at = TOKEN.lastIndex = end + 2;
        continue;
      }
      const cls = m[1] ? 'com' : m[3] ? 'str' : m[4] ? 'num'
        : KEYWORDS.has(m[5]) ? 'kw' : TYPES.has(m[5]) ? 'ty' : null;
      parts.push(cls ? el('span', { class: cls, text: m[0] }) : m[0]);
      at = TOKEN.lastIndex;
    }
    if (at < text.length) parts.push(text.slice(at));
    return { parts, inComment: false };
  }
  function highlightLines(lines) {
    let inComment = false;
    return lines.map(text => { const h = highlightLine(text, inComment); inComment = h.inComment; return h.parts; });
  }

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') e.className = v;
      else if (k === 'text') e.textContent = String(v);
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else if (k === 'dataset') Object.assign(e.dataset, v);
      else e.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined) continue;
      e.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return e;
  }
  function say(text, ok) {
    statusLine.textContent = text || '';
    statusLine.className = ok ? 'ok' : '';
  }
  async function api(path, options) {
    const r = await fetch('/api/v1/' + path, options);
    let body = null;
    try { body = await r.json(); } catch (e) { body = { error: 'HTTP ' + r.status }; }
    if (!r.ok) throw new Error(body && body.error ? body.error : 'HTTP ' + r.status);
    return body;
  }
  function ready(view) { document.body.dataset.ready = view; }
  function parseHash() {
    const h = location.hash.replace(/^#/, '') || '/runs';
    const q = h.indexOf('?');
    const path = (q < 0 ? h : h.slice(0, q)).split('/').filter(Boolean);
    const params = new URLSearchParams(q < 0 ? '' : h.slice(q + 1));
    return { path, params };
  }
  function go(path, params, replace) {
    const qs = params ? params.toString() : '';
    const h = '#' + path + (qs ? '?' + qs : '');
    if (replace) history.replaceState(null, '', h); else location.hash = h;
    if (replace) render();
  }
  // Through the CSSOM: the policy admits no style attribute.
  function indent(e, depth) { e.style.marginLeft = (depth * 1.5) + 'em'; return e; }
  function loc(w) { return w.file + ':' + w.line + (w.column ? ':' + w.column : ''); }
  function reviewBadge(w) {
    if (!w.review) return null;
    return el('span', { class: 'review review-' + w.review, title: (w.review_comment || '') + (w.review_author ? ' (' + w.review_author + ')' : ''), text: w.review });
  }
  function warningTable(list, id) {
    const t = el('table', { id },
      el('tr', {}, ['ID', 'KIND', 'RANK', 'LOCATION', 'FUNCTION', 'MESSAGE', 'REVIEW'].map(h => el('th', { text: h }))));
    for (const w of list) {
      t.append(el('tr', { dataset: { warning: w.id, kind: w.kind } },
        el('td', {}, el('a', { href: '#/warning/' + w.id, class: 'warning-link', text: w.id })),
        el('td', { text: w.kind }),
        el('td', { class: 'rank-' + w.rank, text: w.rank }),
        el('td', { class: 'src', text: loc(w) }),
        el('td', { text: w.function }),
        el('td', { text: w.message + (w.suppressed ? ' (suppressed)' : '') }),
        el('td', {}, reviewBadge(w))));
    }
    return t;
  }

  async function showRuns(params) {
    const query = new URLSearchParams();
    if (params.get('name')) query.set('name', params.get('name'));
    for (const t of params.getAll('tag')) query.append('tag', t);
    const data = await api('runs?' + query.toString());
    const name = el('input', { id: 'f-name', value: params.get('name') || '' });
    const tag = el('input', { id: 'f-tag', placeholder: 'key=value', value: params.getAll('tag').join(' ') });
    const form = el('form', { class: 'filters', onsubmit: e => {
      e.preventDefault();
      const p = new URLSearchParams();
      if (name.value) p.set('name', name.value);
      for (const t of tag.value.split(/\s+/).filter(Boolean)) p.append('tag', t);
      go('/runs', p);
    } }, el('label', {}, 'name', name), el('label', {}, 'tag', tag), el('button', { text: 'filter' }));
    const t = el('table', { id: 'runs' }, el('tr', {},
      ['A', 'B', 'RUN', 'STARTED (UTC)', 'STATE', 'NAME', 'TAGS', 'WARNINGS', 'COMMAND'].map(h => el('th', { text: h }))));
    const runs = data.runs.slice().reverse();
    runs.forEach((r, i) => {
      const tags = Object.entries(r.tags).map(([k, v]) => k + '=' + v).join(', ');
      t.append(el('tr', { dataset: { run: r.id } },
        el('td', {}, el('input', { type: 'radio', name: 'a', value: r.id, checked: i === 1 })),
        el('td', {}, el('input', { type: 'radio', name: 'b', value: r.id, checked: i === 0 })),
        el('td', {}, el('a', { href: '#/run/' + r.id, class: 'run-link', text: r.id })),
        el('td', { text: r.started }), el('td', { text: r.state }),
        el('td', { text: r.name }), el('td', { text: tags }),
        el('td', { text: r.warnings }), el('td', { class: 'src', text: r.command_line })));
    });
    const diff = el('button', { id: 'diff', text: 'diff A \u2192 B', onclick: () => {
      const a = t.querySelector('input[name=a]:checked'), b = t.querySelector('input[name=b]:checked');
      if (a && b) go('/diff/' + a.value + '/' + b.value);
    } });
    main.replaceChildren(el('h2', { text: 'Runs' }), form, t, runs.length > 1 ? diff : null,
      runs.length ? null : el('p', { class: 'muted', text: 'No runs: run pathsim analyze first.' }));
    ready('runs');
  }

  async function showRun(id, params) {
    const query = new URLSearchParams();
    for (const k of ['kind', 'rank', 'review', 'file', 'text', 'all'])
      if (params.get(k)) query.set(k, params.get(k));
    const data = await api('runs/' + id + '/warnings?' + query.toString());
    const select = (name, values, none) => {
      const s = el('select', { id: 'f-' + name, name },
        el('option', { value: '', text: none }),
        values.map(v => el('option', { value: v, text: v, selected: params.get(name) === v })));
      s.addEventListener('change', apply);
      return s;
    };
    const kind = select('kind', info.kinds, 'every kind');
    const rank = select('rank', info.ranks, 'run\'s rank (' + data.rank + ')');
    const review = select('review', info.statuses, 'not dismissed');
    const file = el('input', { id: 'f-file', placeholder: 'glob', value: params.get('file') || '' });
    const text = el('input', { id: 'f-text', placeholder: 'text', value: params.get('text') || '' });
    const all = el('input', { id: 'f-all', type: 'checkbox', checked: params.get('all') === '1', onchange: apply });
    function apply(e) {
      if (e) e.preventDefault();
      const p = new URLSearchParams();
      for (const [k, v] of [['kind', kind.value], ['rank', rank.value], ['review', review.value], ['file', file.value], ['text', text.value]])
        if (v) p.set(k, v);
      if (all.checked) p.set('all', '1');
      go('/run/' + id, p, true);
    }
    const form = el('form', { class: 'filters', onsubmit: apply },
      el('label', {}, 'kind', kind), el('label', {}, 'rank', rank), el('label', {}, 'review', review),
      el('label', {}, 'file', file), el('label', {}, 'text', text),
      el('label', {}, 'all (suppressed, dismissed)', all), el('button', { text: 'filter' }));
    const hidden = [];
    if (data.below_rank) hidden.push(data.below_rank + ' below rank ' + data.rank);
    if (data.hidden_suppressed) hidden.push(data.hidden_suppressed + ' suppressed');
    if (data.hidden_reviewed) hidden.push(data.hidden_reviewed + ' reviewed false-positive or intentional');
    main.replaceChildren(el('h2', { text: 'Run ' + id }), form,
      el('p', { id: 'count', text: data.total + ' warning' + (data.total === 1 ? '' : 's') + (hidden.length ? '; not shown: ' + hidden.join(', ') : '') }),
      warningTable(data.warnings, 'warnings'));
    ready('run');
  }

  async function showDiff(a, b) {
    const d = await api('diff?a=' + encodeURIComponent(a) + '&b=' + encodeURIComponent(b));
    const parts = [el('h2', { text: 'Run ' + a + ' \u2192 run ' + b + ' (rank ' + d.rank + ')' })];
    for (const [key, title] of [['new', 'New'], ['fixed', 'Fixed'], ['unchanged', 'Unchanged'],
      ['not_analyzed_in_b', 'Not analyzed in run ' + b], ['not_analyzed_in_a', 'Not analyzed in run ' + a]]) {
      parts.push(el('section', { id: 'diff-' + key }, el('h2', { text: title + ' (' + d[key].length + ')' }),
        d[key].length ? warningTable(d[key]) : null));
    }
    main.replaceChildren(...parts);
    ready('diff');
  }

  async function showWarning(id, params) {
    const d = await api('warnings/' + id);
    const w = d.warning;
    const steps = d.steps;
    let current = Math.min(Math.max(parseInt(params.get('step') || '1', 10) || 1, 1), Math.max(steps.length, 1));

    const listingRows = new Map(); // line number -> row
    let listing = null;
    if (d.listing) {
      listing = el('table', { class: 'listing', id: 'listing' });
      const pathLines = new Set(steps.filter(s => s.file === d.listing.file).map(s => s.line));
      const highlighted = highlightLines(d.listing.lines.map(line => line.text));
      for (const [k, line] of d.listing.lines.entries()) {
        const row = el('tr', { class: (line.warning ? 'warn ' : '') + (pathLines.has(line.n) ? 'path' : ''), dataset: { line: line.n } },
          el('td', { class: 'n', text: line.n }),
          el('td', {}, line.steps.map(s => el('span', { class: 'badge', text: s, onclick: () => moveTo(s) }))),
          el('td', { class: 'src' }, highlighted[k]),
          el('td', { class: 'note', text: line.notes.join('; ') }));
        listingRows.set(line.n, row);
        listing.append(row);
      }
    }
    const stepText = el('span', { id: 'step-current' });
    const context = el('table', { id: 'step-context' });
    const prev = el('button', { id: 'step-prev', text: '\u25c0 previous (p)', onclick: () => moveTo(current - 1) });
    const next = el('button', { id: 'step-next', text: 'next (n) \u25b6', onclick: () => moveTo(current + 1) });
    const list = el('ol', { class: 'steps', id: 'steps' }, steps.map(s =>
      indent(el('li', { dataset: { step: s.n }, onclick: () => moveTo(s.n) },
        s.description + ' (' + loc(s) + ')'), s.depth)));

    function moveTo(n) {
      if (!steps.length) return;
      current = Math.min(Math.max(n, 1), steps.length);
      const s = steps[current - 1];
      stepText.textContent = 'step ' + current + ' of ' + steps.length + ': ' + s.description + ' (' + loc(s) + ')';
      stepText.dataset.step = current;
      stepText.dataset.line = s.line;
      for (const r of listingRows.values()) r.classList.remove('current');
      const row = d.listing && s.file === d.listing.file ? listingRows.get(s.line) : null;
      if (row) { row.classList.add('current'); row.scrollIntoView({ block: 'nearest' }); }
      const contextText = highlightLines(s.context.map(c => c.text));
      context.replaceChildren(...s.context.map((c, k) => el('tr', { class: c.n === s.line ? 'current' : '' },
        el('td', { class: 'n', text: c.n }), el('td', { class: 'src' }, contextText[k]))));
      if (!s.context.length)
        context.replaceChildren(el('tr', {}, el('td', { class: 'muted', text: 'source not shown: ' + (s.context_unavailable || '') })));
      for (const li of list.children) li.classList.toggle('current', li.dataset.step === String(current));
      prev.disabled = current <= 1;
      next.disabled = current >= steps.length;
      const p = new URLSearchParams(); p.set('step', current);
      history.replaceState(null, '', '#/warning/' + id + '?' + p.toString());
    }

    // The review form: status, comment, author; the token from the header.
    const status = el('select', { id: 'review-status' },
      info.statuses.map(s => el('option', { value: s, text: s, selected: (w.review || 'unreviewed') === s })));
    const comment = el('textarea', { id: 'review-comment', rows: 2, cols: 60, maxlength: 4096 });
    comment.value = w.review_comment || '';
    const author = el('input', { id: 'review-author', maxlength: 256, value: w.review_author || localStorage.getItem('pathsim-author') || '' });
    const save = el('button', { id: 'review-save', text: 'save review', disabled: !info.writable });
    const reviewForm = el('form', { id: 'review', class: 'filters', onsubmit: async e => {
      e.preventDefault();
      localStorage.setItem('pathsim-author', author.value);
      try {
        await api('warnings/' + id + '/review', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Pathsim-Token': tokenInput.value },
          body: JSON.stringify({ status: status.value, comment: comment.value, author: author.value }),
        });
        say('review saved: ' + status.value + ', for this warning in every run', true);
        await showWarning(id, new URLSearchParams('step=' + current));
      } catch (err) { say('review not saved: ' + err.message); }
    } }, el('label', {}, 'status', status), el('label', {}, 'comment', comment), el('label', {}, 'author', author), save,
      info.writable ? null : el('span', { class: 'muted', text: 'read-only server (no --token-file)' }));

    const section = (title, items) => items.length ? el('section', {}, el('h2', { text: title }), el('ul', {}, items)) : null;
    main.replaceChildren(
      el('h2', {}, el('span', { class: 'rank-' + w.rank, text: w.kind + ', ' + w.rank }), ': ', el('span', { id: 'message', text: w.message })),
      el('p', {}, 'in ', el('code', { text: w.function }), ' at ', el('code', { text: loc(w) }), ' \u2014 run ',
        el('a', { href: '#/run/' + w.run, text: w.run }), ', fingerprint ', el('code', { text: w.fingerprint }),
        w.suppressed ? ' (suppressed in the source)' : ''),
      el('p', { id: 'review-state' }, 'review: ', w.review ? reviewBadge(w) : el('span', { class: 'muted', text: 'unreviewed' }),
        w.review_comment ? ' \u201c' + w.review_comment + '\u201d' : '', w.review_author ? ' by ' + w.review_author : '',
        w.reviewed_at ? ' at ' + w.reviewed_at : ''),
      reviewForm,
      el('div', { id: 'stepper' }, prev, ' ', next, ' ', stepText, context),
      d.listing ? el('section', {}, el('h2', { text: d.listing.file + (d.listing.changed ? ' (changed since the run: lines may not match)' : '') }), listing)
        : el('p', { class: 'muted', id: 'no-listing', text: 'source not shown: ' + (d.listing_unavailable || '') }),
      el('section', {}, el('h2', { text: 'Path' }), list),
      section('Conditions', d.conditions.map(c => el('li', {}, 'when \u2018' + c.text + '\u2019 (' + loc(c) + ')'))),
      section('Related', d.related.concat(d.allocation).map(n => el('li', {}, n.text + ' (' + loc(n) + ')'))),
      section('Occurs when', d.occurs_when.map(o => el('li', { text: o }))),
      section('Models used', d.models.map(m => el('li', {}, m.description + ' (' + loc(m) + ')'))));
    keyHandler = e => {
      const t = e.target && e.target.tagName;
      if (t === 'INPUT' || t === 'TEXTAREA' || t === 'SELECT' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'n' || e.key === 'j' || e.key === 'ArrowDown') { e.preventDefault(); moveTo(current + 1); }
      else if (e.key === 'p' || e.key === 'k' || e.key === 'ArrowUp') { e.preventDefault(); moveTo(current - 1); }
    };
    moveTo(current);
    ready('warning');
  }

  async function render() {
    keyHandler = null;
    delete document.body.dataset.ready;
    say('');
    const { path, params } = parseHash();
    try {
      if (!info) {
        info = await api('info');
        document.getElementById('server').textContent = info.database + (info.writable ? '' : ' (read-only)');
        document.getElementById('token-label').hidden = !info.writable;
      }
      if (path[0] === 'run' && path[1]) await showRun(path[1], params);
      else if (path[0] === 'diff' && path[2]) await showDiff(path[1], path[2]);
      else if (path[0] === 'warning' && path[1]) await showWarning(path[1], params);
      else await showRuns(params);
    } catch (err) {
      say(err.message);
      main.replaceChildren(el('p', { text: 'Could not load this page: ' + err.message }));
      ready('error');
    }
  }
  tokenInput.value = sessionStorage.getItem('pathsim-token') || '';
  tokenInput.addEventListener('change', () => sessionStorage.setItem('pathsim-token', tokenInput.value));
  document.addEventListener('keydown', e => { if (keyHandler) keyHandler(e); });
  window.addEventListener('hashchange', render);
  render();
})();
)PAGE";

} // namespace pathsim::server
