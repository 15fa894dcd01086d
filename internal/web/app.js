// The viewer's page: it loads main.wasm, calls uriAnalyze(uri, base) on
// every keystroke and renders the object it returns. It keeps the address
// (?uri=…&base=…) in step with the inputs, and makes no request after load.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const uriInput = $("uri");
  const baseInput = $("base");

  // el makes an element with attributes and children (strings become text).
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children) e.append(c);
    return e;
  }

  // value shows a string as code; an empty or absent one gets a class the
  // stylesheet labels, so that textContent stays the value itself.
  function value(id, s, present) {
    const cls = !present ? "absent" : s === "" ? "empty" : null;
    return el("code", { id, class: cls, title: cls || null }, present ? s : "");
  }

  function renderShown(v) {
    const shown = $("shown");
    shown.replaceChildren();
    let off = 0;
    const enc = new TextEncoder();
    for (const sp of v.spans || []) {
      const n = enc.encode(sp.text).length;
      let e;
      if (sp.class === "error") {
        e = el("mark", { id: "error-mark", class: "c-error", "data-offset": off, title: "error at offset " + off }, sp.text);
        if (sp.text === "") e.classList.add("at-end");
      } else if (sp.class === "" || sp.class === "delim") {
        e = el("span", { class: sp.class ? "c-delim" : null }, sp.text);
      } else {
        e = el("span", { class: "c-" + sp.class, "data-start": off, "data-end": off + n, title: sp.class + " [" + off + ", " + (off + n) + ")" }, sp.text);
      }
      shown.append(e);
      off += n;
    }
    if (v.input === "") shown.append(el("span", { class: "placeholder" }, "(empty reference)"));
  }

  function renderRFC(v) {
    $("error").hidden = !v.error;
    $("valid").hidden = !!v.error;
    if (v.error) {
      $("error-message").textContent = v.error.message;
      $("error-offset").textContent = String(v.error.offset);
      $("error-rule").textContent = v.error.rule;
      $("error-octet").textContent = v.error.octet;
      return;
    }
    const body = $("components").tBodies[0];
    body.replaceChildren(...v.components.map((c) =>
      el("tr", { id: "comp-" + c.name, class: c.present ? null : "is-absent" },
        el("th", { scope: "row" }, el("span", { class: "swatch c-" + c.name }, c.name)),
        el("td", {}, value("comp-" + c.name + "-value", c.value, c.present)),
        el("td", { id: "comp-" + c.name + "-offsets", class: "num" }, c.present ? "[" + c.start + ", " + c.end + ")" : "—"))));
    $("hostkind").textContent = v.hostKind;
    $("addr").textContent = v.addr || "—";
    $("normal").textContent = v.normal;
    $("is-normal").textContent = v.isNormal ? "(the input is in normal form)" : "(differs from the input)";
    $("iri").textContent = v.iri;
    const lint = $("lint");
    lint.replaceChildren(...(v.lint || []).map((w) =>
      el("li", { "data-code": w.code }, el("span", { class: "num" }, "offset " + w.offset), " ", el("code", {}, w.code), ": " + w.message)));
    if (!v.lint) lint.append(el("li", { class: "none" }, "nothing to say"));
  }

  function renderResolve(v) {
    const sec = $("resolve");
    sec.hidden = v.base === "";
    const be = $("base-error");
    const why = v.baseError ? "The base is not a URI reference: " + v.baseError.message
      : v.error ? "The reference is not a URI reference: there is nothing to resolve." : "";
    be.hidden = why === "";
    be.textContent = why;
    const rows = (v.resolved || []).map((r, i) =>
      el("tr", { id: "res-" + i, "data-differs": r.differs },
        el("th", { scope: "row" }, r.mode),
        el("td", {}, r.error ? el("span", { id: "res-" + i + "-error", class: "err" }, r.error) : el("code", { id: "res-" + i + "-result" }, r.result),
          r.differs ? el("span", { class: "badge" }, "differs from RFC 3986") : "")));
    $("resolved").tBodies[0].replaceChildren(...rows);
    $("resolved").hidden = rows.length === 0;
  }

  // cell shows one side of a field: its error, its value, or nothing when
  // that side did not parse.
  function cell(f, side, failed) {
    const id = "f-" + f.name + "-" + side;
    const s = side === "rfc" ? f.rfc : f.netURL;
    if (f.name === "error") return el("span", { id, class: s ? "err" : "none", title: s ? null : "no error" }, s);
    if (failed) return el("span", { id, class: "none", title: "no reading" }, "");
    return value(id, s, true);
  }

  function renderFields(v) {
    const differ = v.fields.filter((f) => f.differs).map((f) => f.name);
    const host = v.fields.find((f) => f.name === "host");
    let summary = differ.length
      ? "The two readings differ in: " + differ.join(", ") + "."
      : "The two readings agree.";
    if (v.error && !v.netURL.error) {
      summary = "net/url accepts what RFC 3986 refuses" + (host.netURL ? ", and reads the host \u201c" + host.netURL + "\u201d." : ".");
    } else if (!v.error && v.netURL.error) {
      summary = "net/url refuses what RFC 3986 accepts.";
    }
    $("differ-summary").textContent = summary;
    $("differ-summary").className = differ.length ? "differ" : "agree";
    $("fields").tBodies[0].replaceChildren(...v.fields.map((f) =>
      el("tr", { id: "f-" + f.name, "data-differs": f.differs },
        el("th", { scope: "row" }, f.name),
        el("td", {}, cell(f, "rfc", !!v.error)),
        el("td", {}, cell(f, "neturl", !!v.netURL.error)),
        el("td", { class: "mark" }, f.differs ? el("span", { class: "badge" }, "differs") : el("span", { class: "sr" }, "same")))));
  }

  // browserURL is what the browser showing the page makes of the input:
  // its URL object, or the TypeError it throws.
  function browserURL(v) {
    try {
      return { url: new URL(v.input, v.base || undefined) };
    } catch (err) {
      return { error: err };
    }
  }

  // agent names the browser, by its brands ("Chromium 156") where it
  // tells them, else by its User-Agent string.
  function agent() {
    const brands = (navigator.userAgentData?.brands || []).filter((b) => !/not.a.brand/i.test(b.brand));
    return brands.length ? brands.map((b) => b.brand + " " + b.version).join(", ") : navigator.userAgent;
  }

  // The getters of the URL API, in the Standard's order.
  const getterNames = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"];

  // renderStandard sets the URL Standard's reading, computed in Go by
  // package whatwg, beside the browser's, getter by getter, and marks the
  // cells where the two differ: a live check of the package in every
  // browser that opens the page.
  function renderStandard(v) {
    const std = v.standard;
    const b = browserURL(v);
    $("w-agent").textContent = agent();
    $("w-agent").title = navigator.userAgent;
    const f = std.failure;
    $("w-failure").hidden = !f;
    if (f) {
      $("w-failure-what").textContent = f.of === "base" ? "The URL Standard's parser fails on the base:" : "The URL Standard's parser fails:";
      $("w-failure-message").textContent = f.message;
      $("w-failure-state").textContent = f.state;
      $("w-failure-rule").textContent = f.rule;
      $("w-failure-offset").textContent = String(f.offset) + (f.of === "base" ? " (in the base)" : "");
      $("w-failure-octet").textContent = f.octet;
    }
    const got = new Map((std.getters || []).map((g) => [g.name, g.value]));
    const both = !f && !b.error;
    const rows = getterNames.map((name) => {
      const sv = got.get(name), bv = b.url ? b.url[name] : undefined;
      return standardRow(name, sv, bv, both && sv !== bv);
    });
    const failDiffers = !!f !== !!b.error;
    rows.push(standardRow("failure", f ? f.message : "", b.error ? String(b.error) : "", failDiffers, true));
    $("standard").tBodies[0].replaceChildren(...rows);
    const differ = rows.filter((r) => r.hasAttribute("data-differs")).map((r) => r.dataset.name);
    const sum = $("w-summary");
    sum.textContent = differ.length
      ? "This browser departs from the URL Standard (or package whatwg does) in: " + differ.join(", ") + "."
      : f ? "Both refuse it, as the Standard says a browser must." : "This browser reads it as the URL Standard does, getter by getter.";
    sum.className = differ.length ? "differ" : "agree";
    const list = $("w-validation");
    list.replaceChildren(...(std.validation || []).map((e) =>
      el("li", { "data-name": e.name, "data-offset": e.offset }, el("span", { class: "num" }, "offset " + e.offset), " ", el("code", {}, e.name))));
    if (!std.validation) list.append(el("li", { class: "none" }, f ? "the parser failed" : "none: a valid URL string"));
  }

  // standardRow is one getter, or the failure, of the Standard and of the
  // browser; undefined is a side with no reading.
  function standardRow(name, sv, bv, differs, isFailure) {
    const id = "w-" + name;
    const side = (s, which) => {
      const cid = id + "-" + which;
      if (isFailure) return el("span", { id: cid, class: s ? "err" : "none", title: s ? null : "no failure" }, s);
      if (s === undefined) return el("span", { id: cid, class: "none", title: "no reading" }, "");
      return value(cid, s, true);
    };
    const cls = differs ? "differs" : null;
    return el("tr", { id, "data-name": name, "data-differs": differs },
      el("th", { scope: "row" }, name),
      el("td", { class: cls }, side(sv, "standard")),
      el("td", { class: cls }, side(bv, "browser")),
      el("td", { class: "mark" }, differs ? el("span", { class: "badge" }, "browser differs") : el("span", { class: "sr" }, "same")));
  }

  // renderHosts sets the host of the three readings side by side, and
  // says where RFC 3986 or net/url would reach another host than a browser.
  function renderHosts(v) {
    const ids = { "URL Standard": "host-standard", "RFC 3986": "host-rfc", "net/url": "host-neturl" };
    $("hosts").tBodies[0].replaceChildren(...v.hosts.map((h) => {
      const id = ids[h.reader];
      return el("tr", { id, "data-differs": h.differs },
        el("th", { scope: "row" }, h.reader),
        el("td", {}, h.failed ? el("span", { id: id + "-value", class: "err" }, "refuses it")
          : h.host === "" ? el("code", { id: id + "-value", class: "nohost", title: "no host" }, "") : value(id + "-value", h.host, true)),
        el("td", { class: "mark" }, h.differs ? el("span", { class: "badge" }, "not the browser's host") : el("span", { class: "sr" }, "same")));
    }));
    const std = v.hosts[0];
    const differ = v.hosts.filter((h) => h.differs);
    const refuse = differ.filter((h) => h.failed).map((h) => h.reader);
    const parts = differ.filter((h) => !h.failed).map((h) => h.reader + (h.host === "" ? " reads no host" : " reads the host \u201c" + h.host + "\u201d"));
    if (refuse.length) parts.unshift(refuse.join(" and ") + (refuse.length > 1 ? " refuse it" : " refuses it"));
    const browser = std.failed ? "a browser refuses it, as the URL Standard says"
      : "a browser reads " + (std.host === "" ? "no host" : "the host \u201c" + std.host + "\u201d") + ", as the URL Standard says";
    const sum = $("hosts-summary");
    sum.textContent = differ.length
      ? parts.join("; ") + ", but " + browser + "."
      : std.failed ? "All three refuse it." : "The three readings reach the same host.";
    sum.className = differ.length ? "differ" : "agree";
  }

  let rendered = false;
  function render() {
    const v = globalThis.uriAnalyze(uriInput.value, baseInput.value);
    renderShown(v);
    renderRFC(v);
    renderResolve(v);
    renderFields(v);
    renderStandard(v);
    renderHosts(v);
    uriInput.setAttribute("aria-invalid", v.error ? "true" : "false");
    baseInput.setAttribute("aria-invalid", v.baseError ? "true" : "false");
    $("status").textContent = v.error ? "Not a URI reference by RFC 3986." : "A URI reference by RFC 3986.";
    if (!rendered) {
      rendered = true;
      // Milliseconds from navigation to the first rendered view.
      document.documentElement.dataset.firstRender = performance.now().toFixed(1);
    }
  }

  // sync writes the inputs into the address, encoded as a form would.
  function sync() {
    const p = new URLSearchParams();
    p.set("uri", uriInput.value);
    if (baseInput.value !== "") p.set("base", baseInput.value);
    history.replaceState(null, "", "?" + p.toString());
  }

  function fromAddress() {
    const p = new URLSearchParams(location.search);
    uriInput.value = p.get("uri") ?? "foo://example.com:8042/over/there?name=ferret#nose";
    baseInput.value = p.get("base") ?? "";
  }

  async function start() {
    fromAddress();
    const go = new Go();
    const resp = await fetch("main.wasm");
    let result;
    if ((resp.headers.get("Content-Type") || "").startsWith("application/wasm")) {
      result = await WebAssembly.instantiateStreaming(resp, go.importObject);
    } else {
      result = await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject);
    }
    // Milliseconds from navigation to the module instantiated.
    document.documentElement.dataset.wasmReady = performance.now().toFixed(1);
    go.run(result.instance); // runs main until it waits, having defined uriAnalyze
    for (const i of [uriInput, baseInput]) {
      i.addEventListener("input", () => { render(); sync(); });
    }
    $("form").addEventListener("submit", (e) => e.preventDefault());
    render();
  }

  start().catch((err) => {
    $("status").textContent = "The WebAssembly module did not load: " + err;
    document.documentElement.dataset.loadError = String(err);
  });
})();
