package text

import "github.com/uriref/uri/internal/syntax"

// This file holds the parts of the HTML Standard's tree construction
// stage (§13.2.6) that decide how the tokenizer reads a document and
// which elements a tag makes: which start tag switches the tokenizer to
// the RCDATA, RAWTEXT, script data or PLAINTEXT state, where SVG and
// MathML (foreign content, §13.2.6.5) start and end, and which elements
// stand in the content of a template. For that it keeps the stack of open
// elements (§13.2.4.2) by the rules of the "in body" insertion mode, with
// the parts of tables placed as the table modes place them, and the list
// of active formatting elements (formatting.go). The nodes themselves are
// not built: where an element stands in the tree does not change which
// tags close it.

// namespace is the namespace of an element.
type namespace uint8

const (
	nsHTML namespace = iota
	nsSVG
	nsMathML
)

// String returns "" for HTML, and "svg" or "math".
func (ns namespace) String() string {
	switch ns {
	case nsSVG:
		return "svg"
	case nsMathML:
		return "math"
	}
	return ""
}

// openElement is an element on the stack of open elements, with the
// indexes in the stack that let an end tag find the element it closes at
// once, whatever the depth. An index of -1 stands for the html and body
// elements at the bottom of the stack, which are not kept.
type openElement struct {
	name        string
	ns          namespace
	integration bool // an HTML integration point (§13.2.6.1)

	htmlBelow    int // the index of the topmost HTML element at or below this one, or -1
	specialBelow int // that of the topmost element of the special category (§13.2.4.2), or -1
	scopeBelow   int // that of the topmost element that bounds "in scope" (§13.2.4.2), or -1
	sameBelow    int // that of the element below of the same name and both HTML or both not, or -1

	serial uint32 // tells the element from others at the same index, before and after it

	// removed is set where the adoption agency algorithm took the
	// element out of the stack from under other elements.
	removed bool
}

// holdsHTML reports whether the tree construction dispatcher reads most
// start tags in e by the rules of HTML: e is an HTML element, an HTML
// integration point or a MathML text integration point.
func (e openElement) holdsHTML() bool {
	return e.ns == nsHTML || e.integration || isMathMLText(e)
}

// nameKey is the name of an element and whether it is an HTML element.
type nameKey struct {
	name string
	html bool
}

// A treeReader places the start tags of a document as the tree
// construction stage does, as far as the tokenizer and the namespace of
// an element need.
type treeReader struct {
	t         tokenizer
	open      []openElement     // the stack of open elements above body
	top       [2]map[string]int // the index in open of the topmost element of each name: [1] of HTML elements, [0] of the others
	templates int               // how many HTML template elements are open
	formats   []format          // the list of active formatting elements
	form      format            // the form element pointer (§13.2.4.4), or the zero format
	serial    uint32            // the serial number of the last element pushed

	// The element that the last start tag made: its name (an "image"
	// start tag makes an img, §13.2.6.4.7) and namespace.
	element string
	ns      namespace
}

// newTreeReader returns a treeReader at the start of doc, in the data
// state and in HTML content.
func newTreeReader(doc string) *treeReader {
	return &treeReader{t: tokenizer{doc: doc}}
}

// next reads up to the next start tag and places it, and reports false at
// the end of the document. End tags are read on the way.
func (r *treeReader) next() bool {
	for r.t.next() {
		if r.t.text != noText {
			r.characters(r.t.text)
			r.t.text = noText
		}
		if r.t.tok.kind == endTagToken {
			r.endTag()
		} else {
			r.startTag()
		}
		r.t.cdata = len(r.open) > 0 && r.open[len(r.open)-1].ns != nsHTML
		if r.t.tok.kind == startTagToken {
			return true
		}
	}
	return false
}

// startTag places the start tag r.t.tok by the rules for foreign content
// (§13.2.6.5) when the tree construction dispatcher asks for them, and
// else by those of HTML.
func (r *treeReader) startTag() {
	tok := &r.t.tok
	for len(r.open) > 0 && !r.htmlRules() {
		if !isBreakout(tok) {
			// Any other start tag: an element of the namespace of the
			// adjusted current node, closed at once when self-closing.
			r.element, r.ns = tok.name, r.open[len(r.open)-1].ns
			if !tok.selfClosing {
				r.push(openElement{name: tok.name, ns: r.ns, integration: r.integrationPoint()})
			}
			return
		}
		r.popToHTML() // then the token is reprocessed
	}
	r.htmlStartTag()
}

// htmlRules reports whether the tree construction dispatcher (§13.2.6)
// processes the start tag r.t.tok by the rules of HTML rather than those
// for foreign content, the stack of open elements not being empty: the
// adjusted current node is an HTML element, an HTML integration point, a
// MathML text integration point (but for mglyph and malignmark), or a
// MathML annotation-xml element and the tag is svg.
func (r *treeReader) htmlRules() bool {
	top, name := r.open[len(r.open)-1], r.t.tok.name
	switch {
	case top.ns == nsHTML || top.integration:
		return true
	case isMathMLText(top):
		return name != "mglyph" && name != "malignmark"
	}
	return top.ns == nsMathML && top.name == "annotation-xml" && name == "svg"
}

// htmlStartTag places the start tag r.t.tok by the rules of HTML (the in
// body insertion mode, and those it sends to the in head mode): svg and
// math start foreign content, the elements whose content is text switch
// the tokenizer's state, and the others are pushed, but for the void
// elements and the tags that the in body mode ignores or merges. Before
// most, the formatting elements that misnested markup closed are
// reopened.
func (r *treeReader) htmlStartTag() {
	tok := &r.t.tok
	r.element, r.ns = tok.name, nsHTML
	switch tok.name {
	case "html", "head", "body", "frameset", "frame":
		return // merged into the open ones, or ignored
	case "caption", "col", "colgroup", "tbody", "tfoot", "thead", "tr", "td", "th":
		if !r.inTable() {
			return // ignored outside a table
		}
		r.tablePartStart(tok.name)
	case "table":
		if n := len(r.open); n > 0 && r.open[n-1].ns == nsHTML && oneOf(r.open[n-1].name, "table", "tbody", "tfoot", "thead", "tr") {
			if k := r.topIndex(nameKey{"table", true}); k >= 0 {
				r.popTo(k) // a table in a table ends it
			}
		}
	case "option":
		if k := len(r.open) - 1; k >= 0 && r.open[k].ns == nsHTML && r.open[k].name == "option" {
			r.popTo(k)
		}
	case "a":
		r.closeA()
	case "nobr":
		r.reconstruct()
		if k := r.topIndex(nameKey{"nobr", true}); r.inScope(k) {
			r.adopt("nobr")
		}
	case "image":
		r.element = "img"
	case "form":
		if r.isOpen(r.form) && r.templates == 0 {
			return // a form in a form is ignored
		}
	}
	if closesP(r.element) {
		r.closeP()
	}
	if reopens(r.element) {
		r.reconstruct()
	}
	r.insert()
}

// insert puts the element of the start tag r.t.tok, named r.element, on
// the stack of open elements and the list of active formatting elements
// where it goes there, or switches the tokenizer's state for its text.
func (r *treeReader) insert() {
	tok := &r.t.tok
	switch r.element {
	case "svg", "math":
		if r.ns = nsSVG; r.element == "math" {
			r.ns = nsMathML
		}
		if !tok.selfClosing {
			r.push(openElement{name: r.element, ns: r.ns})
		}
		return
	}
	if r.t.state = textStateOf(r.element); r.t.state != dataState {
		r.t.last = tok.name
		return // the end tag that ends the text goes by unplaced
	}
	if isVoid(r.element) {
		return
	}
	r.push(openElement{name: r.element, ns: nsHTML})
	switch {
	case r.element == "form" && r.templates == 0:
		e := r.open[len(r.open)-1]
		r.form = format{name: "form", index: len(r.open) - 1, serial: e.serial}
	case formatting(r.element):
		r.pushFormat(trimAttrs(r.t.doc[tok.nameEnd : r.t.i-1]))
	case pushesMarker(r.element):
		r.pushMarker()
	}
}

// trimAttrs returns the source of a tag's attributes without the white
// space and "/" around them, which the attributes do not hold.
func trimAttrs(s string) string {
	for len(s) > 0 && (isHTMLSpace(s[0]) || s[0] == '/') {
		s = s[1:]
	}
	for len(s) > 0 && (isHTMLSpace(s[len(s)-1]) || s[len(s)-1] == '/') {
		s = s[:len(s)-1]
	}
	return s
}

// characters reads a run of characters of kind k by the rules that the
// current node sends it to: in HTML content they reopen the formatting
// elements that misnested markup closed, but for white space in a table,
// which the table modes insert as it is.
func (r *treeReader) characters(k textKind) {
	if n := len(r.open); n > 0 {
		top := r.open[n-1]
		if !top.holdsHTML() {
			return // foreign content inserts characters as they are
		}
		if k == spaceText && top.ns == nsHTML && oneOf(top.name, "table", "tbody", "tfoot", "thead", "tr") {
			return
		}
	}
	r.reconstruct()
}

// reopens reports whether the start tag of the HTML element name reopens
// the formatting elements that misnested markup closed, before the
// element is inserted (§13.2.6.4.7): most do, but for the tags of the in
// head insertion mode, of block elements, of lists, and of tables.
func reopens(name string) bool {
	switch name {
	case "base", "basefont", "bgsound", "link", "meta", "noframes", "script", "style", "template",
		"title", "address", "article", "aside", "blockquote", "center", "details", "dialog",
		"dir", "div", "dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup",
		"main", "menu", "nav", "ol", "p", "search", "section", "summary", "ul", "h1", "h2", "h3",
		"h4", "h5", "h6", "pre", "listing", "form", "li", "dd", "dt", "plaintext", "table", "hr",
		"textarea", "iframe", "noembed", "noscript", "rb", "rtc", "rp", "rt", "caption", "col",
		"colgroup", "tbody", "td", "tfoot", "th", "thead", "tr", "param", "source", "track":
		return false
	}
	return true
}

// pushesMarker reports whether the HTML element name puts a marker on the
// list of active formatting elements, which its end removes.
func pushesMarker(name string) bool {
	return oneOf(name, "applet", "object", "marquee", "template", "td", "th", "caption")
}

// tablePartStart readies the stack for the start tag of the part name of
// the table open in table scope, as the table modes do (§13.2.6.4.9 to
// §13.2.6.4.14): the stack is cleared back to the table, its body or its
// row, and a tbody and a tr are pushed where a row or a cell needs them
// and the markup leaves them out.
func (r *treeReader) tablePartStart(name string) {
	table := r.topIndex(nameKey{"table", true})
	body := max(r.topIndex(nameKey{"tbody", true}), r.topIndex(nameKey{"thead", true}), r.topIndex(nameKey{"tfoot", true}))
	row := r.topIndex(nameKey{"tr", true})
	switch {
	case name != "tr" && name != "td" && name != "th":
		r.popTo(table + 1)
		return
	case name != "tr" && row > body && row > table:
		r.popTo(row + 1)
		return
	case body > table:
		r.popTo(body + 1)
	default:
		r.popTo(table + 1)
		r.push(openElement{name: "tbody", ns: nsHTML})
	}
	if name != "tr" {
		r.push(openElement{name: "tr", ns: nsHTML})
	}
}

// inTable reports whether a table is open in table scope, where the
// start tags of the parts of a table make elements (§13.2.6.4.9).
func (r *treeReader) inTable() bool {
	return r.topIndex(nameKey{"table", true}) > r.topIndex(nameKey{"template", true})
}

// closeP closes a p element in button scope, as the start tags of the
// elements that closesP lists do (§13.2.6.4.7).
func (r *treeReader) closeP() {
	if k := r.topIndex(nameKey{"p", true}); k >= 0 && r.inScope(k) && k > r.topIndex(nameKey{"button", true}) {
		r.popTo(k)
	}
}

// closesP reports whether the start tag of the HTML element name closes a
// p element in button scope. A table does that only in a document in
// no-quirks mode, which a DOCTYPE decides, and is left out: a p left open
// is special, so it ends the search of "any other end tag" as the table
// does.
func closesP(name string) bool {
	switch name {
	case "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir",
		"div", "dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main",
		"menu", "nav", "ol", "p", "search", "section", "summary", "ul", "h1", "h2", "h3", "h4",
		"h5", "h6", "pre", "listing", "form", "plaintext", "hr", "xmp", "li", "dd", "dt":
		return true
	}
	return false
}

// textStateOf returns the state in which the tokenizer reads the content
// of an HTML element named name: the generic RCDATA and raw text element
// parsing algorithms, script, and plaintext (§13.2.6.4.4, §13.2.6.4.7),
// with the scripting flag on.
func textStateOf(name string) textState {
	switch name {
	case "title", "textarea":
		return rcdataState
	case "style", "xmp", "iframe", "noembed", "noframes", "noscript":
		return rawtextState
	case "script":
		return scriptDataState
	case "plaintext":
		return plaintextState
	}
	return dataState
}

// endTag reads the end tag r.t.tok. Where the current node is foreign,
// by the rules for foreign content: "</br>" and "</p>" end it and are
// read again by the rules of HTML; any other end tag closes the innermost
// foreign element of its name above the topmost HTML element, or else is
// read by the rules of HTML.
func (r *treeReader) endTag() {
	name := r.t.tok.name
	if n := len(r.open); n > 0 && r.open[n-1].ns != nsHTML {
		if name == "br" || name == "p" {
			r.popToHTML()
		} else if k := r.topIndex(nameKey{name, false}); k > r.htmlUnder() {
			r.popTo(k)
			return
		}
	}
	r.htmlEndTag(name)
}

// htmlEndTag reads the end tag of name by the rules of HTML: it closes
// the topmost HTML element of that name where the rules for its name
// reach it, and is ignored where they do not.
func (r *treeReader) htmlEndTag(name string) {
	k := r.topIndex(nameKey{name, true})
	if oneOf(name, "h1", "h2", "h3", "h4", "h5", "h6") {
		k = r.topHeading() // any heading closes any other
	}
	switch {
	case k < 0:
		return // "</br>", "</body>" and "</html>" among them
	case name == "template":
		// Any template on the stack (§13.2.6.4.4).
	case name == "form" && r.templates == 0:
		// The form element pointer's, taken out of the stack.
		f := r.form
		r.form = format{}
		if r.isOpen(f) && r.inScope(f.index) {
			r.takeOut(f.index)
			if f.index == len(r.open)-1 {
				r.popTo(f.index)
			}
		}
		return
	case tablePart(name):
		// In table scope, as the table modes read it (§13.2.6.4.9 to
		// §13.2.6.4.15).
		if k <= r.topIndex(nameKey{"template", true}) ||
			name != "table" && k <= r.topIndex(nameKey{"table", true}) {
			return
		}
	case oneOf(name, "h1", "h2", "h3", "h4", "h5", "h6"):
		if !r.inScope(k) {
			return
		}
	case specialElement(openElement{name: name, ns: nsHTML}):
		// In scope, in list item scope for li and in button scope for p.
		if !r.inScope(k) ||
			name == "li" && (k < r.topIndex(nameKey{"ol", true}) || k < r.topIndex(nameKey{"ul", true})) ||
			name == "p" && k < r.topIndex(nameKey{"button", true}) {
			return
		}
	case formatting(name):
		r.adopt(name)
		return
	default:
		r.anyOtherEndTag(name)
		return
	}
	r.popTo(k)
}

// anyOtherEndTag reads the end tag of name by the rule for "any other
// end tag" of the in body insertion mode: it closes the topmost HTML
// element of that name if no special element stands above it.
func (r *treeReader) anyOtherEndTag(name string) {
	if k := r.topIndex(nameKey{name, true}); k >= 0 && k >= r.specialUnder() {
		r.popTo(k)
	}
}

// htmlUnder returns the index of the topmost HTML element of the stack,
// or -1, and keeps it in the current node's htmlBelow, past the elements
// taken out.
func (r *treeReader) htmlUnder() int {
	top := &r.open[len(r.open)-1]
	k := top.htmlBelow
	for k >= 0 && r.open[k].removed {
		k = r.below(k).htmlBelow
	}
	top.htmlBelow = k
	return k
}

// specialUnder returns the index of the topmost element of the special
// category in the stack, or -1, and keeps it in the current node's
// specialBelow, past the elements taken out.
func (r *treeReader) specialUnder() int {
	top := &r.open[len(r.open)-1]
	k := top.specialBelow
	for k >= 0 && r.open[k].removed {
		k = r.below(k).specialBelow
	}
	top.specialBelow = k
	return k
}

// below returns the element under the k-th of the stack, or, under the
// first, one that stands for the html and body elements.
func (r *treeReader) below(k int) openElement {
	if k == 0 {
		return openElement{htmlBelow: -1, specialBelow: -1, scopeBelow: -1, sameBelow: -1}
	}
	return r.open[k-1]
}

// takeOut takes the k-th open element out of the stack, from under the
// elements above it: it stays in open, removed, for the indexes of those.
func (r *treeReader) takeOut(k int) {
	e := &r.open[k]
	e.removed = true
	if key := (nameKey{e.name, e.ns == nsHTML}); r.topIndex(key) == k {
		r.setTop(key, e.sameBelow)
	}
}

// formatting reports whether the HTML element name is a formatting
// element (§13.2.4.2), whose end tag the adoption agency algorithm reads.
func formatting(name string) bool {
	switch name {
	case "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u":
		return true
	}
	return false
}

// inScope reports whether the k-th open element is in scope: no element
// above it bounds the scope (§13.2.4.2).
func (r *treeReader) inScope(k int) bool {
	return k >= 0 && k >= r.open[len(r.open)-1].scopeBelow
}

// topHeading returns the index of the topmost open h1 to h6 element, or -1.
func (r *treeReader) topHeading() int {
	k := -1
	for _, h := range [...]string{"h1", "h2", "h3", "h4", "h5", "h6"} {
		k = max(k, r.topIndex(nameKey{h, true}))
	}
	return k
}

// topIndex returns the index of the topmost open element of key, or -1.
func (r *treeReader) topIndex(key nameKey) int {
	if k, ok := r.top[key.side()][key.name]; ok {
		return k
	}
	return -1
}

// side returns the index in treeReader.top of the map that holds key.
func (key nameKey) side() int {
	if key.html {
		return 1
	}
	return 0
}

// push puts e on the stack of open elements.
func (r *treeReader) push(e openElement) {
	k := len(r.open)
	e.htmlBelow, e.specialBelow, e.scopeBelow = -1, -1, -1
	if k > 0 {
		below := r.open[k-1]
		e.htmlBelow, e.specialBelow, e.scopeBelow = below.htmlBelow, below.specialBelow, below.scopeBelow
	}
	if e.ns == nsHTML {
		e.htmlBelow = k
	}
	if specialElement(e) {
		e.specialBelow = k
	}
	if boundsScope(e) {
		e.scopeBelow = k
	}
	r.serial++
	e.serial = r.serial
	key := nameKey{e.name, e.ns == nsHTML}
	e.sameBelow = r.topIndex(key)
	if r.top[key.side()] == nil {
		r.top[key.side()] = make(map[string]int)
	}
	r.top[key.side()][key.name] = k
	if key == (nameKey{"template", true}) {
		r.templates++
	}
	r.open = append(r.open, e)
}

// popTo pops the elements of the stack from its k-th on.
func (r *treeReader) popTo(k int) {
	for i := len(r.open) - 1; i >= k; i-- {
		e := r.open[i]
		if e.removed {
			continue // no longer the topmost of its name
		}
		key := nameKey{e.name, e.ns == nsHTML}
		r.setTop(key, e.sameBelow)
		if key == (nameKey{"template", true}) {
			r.templates--
		}
		if key.html && pushesMarker(key.name) {
			r.clearToMarker()
		}
	}
	for k > 0 && r.open[k-1].removed {
		k-- // the current node is never one taken out
	}
	r.open = r.open[:k]
}

// setTop makes k, or the first element below it in the chain of
// sameBelow that is not removed, the topmost open element of key.
func (r *treeReader) setTop(key nameKey, k int) {
	for k >= 0 && r.open[k].removed {
		k = r.open[k].sameBelow
	}
	if k < 0 {
		delete(r.top[key.side()], key.name)
	} else {
		r.top[key.side()][key.name] = k
	}
}

// popToHTML pops elements until the current node is a MathML text
// integration point, an HTML integration point or an HTML element, or
// none is left, as a breakout tag does in foreign content.
func (r *treeReader) popToHTML() {
	k := len(r.open)
	for k > 0 && !r.open[k-1].holdsHTML() {
		k--
	}
	r.popTo(k)
}

// integrationPoint reports whether the foreign element of the start tag
// r.t.tok, in namespace r.ns, is an HTML integration point: SVG
// foreignObject, desc and title, and MathML annotation-xml with an
// encoding of text/html or application/xhtml+xml in any case.
func (r *treeReader) integrationPoint() bool {
	switch name := r.t.tok.name; {
	case r.ns == nsSVG:
		return name == "foreignobject" || name == "desc" || name == "title"
	case name != "annotation-xml":
		return false
	}
	a, ok := r.t.tok.attr("encoding")
	if !ok {
		return false
	}
	enc := unescapeAttr(r.t.doc[a.start:a.end], nil)
	return syntax.EqualFold(enc, "text/html") || syntax.EqualFold(enc, "application/xhtml+xml")
}

// isMathMLText reports whether e is a MathML text integration point: mi,
// mo, mn, ms or mtext.
func isMathMLText(e openElement) bool {
	return e.ns == nsMathML && oneOf(e.name, "mi", "mo", "mn", "ms", "mtext")
}

// boundsScope reports whether e bounds the scope in which an end tag
// looks for its element (§13.2.4.2, "has an element in scope").
func boundsScope(e openElement) bool {
	switch e.ns {
	case nsSVG:
		return e.name == "foreignobject" || e.name == "desc" || e.name == "title"
	case nsMathML:
		return isMathMLText(e) || e.name == "annotation-xml"
	}
	switch e.name {
	case "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template":
		return true
	}
	return false
}

// tablePart reports whether the end tag of the HTML element name is read
// in table scope, as the insertion modes of tables read it.
func tablePart(name string) bool {
	switch name {
	case "table", "caption", "colgroup", "tbody", "tfoot", "thead", "tr", "td", "th":
		return true
	}
	return false
}

// specialElement reports whether e is in the special category of elements
// (§13.2.4.2), which ends the search of "any other end tag".
func specialElement(e openElement) bool {
	if e.ns != nsHTML {
		return boundsScope(e)
	}
	switch e.name {
	case "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound",
		"blockquote", "body", "br", "button", "caption", "center", "col", "colgroup", "dd",
		"details", "dir", "div", "dl", "dt", "embed", "fieldset", "figcaption", "figure",
		"footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head",
		"header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "li", "link",
		"listing", "main", "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript",
		"object", "ol", "p", "param", "plaintext", "pre", "script", "search", "section",
		"select", "source", "style", "summary", "table", "tbody", "td", "template", "textarea",
		"tfoot", "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp":
		return true
	}
	return false
}

// isBreakout reports whether the start tag tok ends foreign content: the
// HTML Standard's list in the rules for foreign content, and font with a
// color, face or size attribute.
func isBreakout(tok *token) bool {
	switch tok.name {
	case "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt",
		"em", "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li",
		"listing", "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small", "span",
		"strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var":
		return true
	case "font":
		for _, a := range tok.attrs {
			if a.name == "color" || a.name == "face" || a.name == "size" {
				return true
			}
		}
	}
	return false
}

// isVoid reports whether an HTML element named name has no content, so
// that its start tag leaves nothing open.
func isVoid(name string) bool {
	switch name {
	case "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img",
		"input", "keygen", "link", "meta", "param", "source", "track", "wbr":
		return true
	}
	return false
}
