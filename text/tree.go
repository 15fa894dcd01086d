package text

import "github.com/uriref/uri/internal/syntax"

// This file holds the parts of the HTML Standard's tree construction
// stage (§13.2.6) that decide how the tokenizer reads a document and
// which elements a tag makes: which start tag switches the tokenizer to
// the RCDATA, RAWTEXT, script data or PLAINTEXT state, where SVG and
// MathML (foreign content, §13.2.6.5) start and end, and which elements
// stand in the content of a template. The rest of the tree, the stack of
// open HTML elements outside foreign content among it, is not built.

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

// openElement is an element on the stack of open elements of foreign
// content, with the indexes in the stack that let an end tag find the
// element it closes at once, whatever the depth.
type openElement struct {
	name        string
	ns          namespace
	integration bool // an HTML integration point (§13.2.6.1)

	htmlBelow     int // the index of the topmost HTML element at or below this one, or -1
	boundaryBelow int // that of the topmost HTML or MathML text integration point, or -1
	sameBelow     int // that of the element below of the same name and both HTML or both not, or -1
}

// isBoundary reports whether e is an integration point, which bounds the
// scope in which an HTML end tag looks for its element.
func (e openElement) isBoundary() bool { return e.integration || isMathMLText(e) }

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
	open      []openElement   // from the outermost svg or math element in; empty in HTML content
	top       map[nameKey]int // the index of the topmost element of open of each name
	templates int             // how many HTML template elements are open

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
// math start foreign content, and the elements whose content is text
// switch the tokenizer's state.
func (r *treeReader) htmlStartTag() {
	tok := &r.t.tok
	r.element, r.ns = tok.name, nsHTML
	switch tok.name {
	case "svg", "math":
		if r.ns = nsSVG; tok.name == "math" {
			r.ns = nsMathML
		}
		if !tok.selfClosing {
			r.push(openElement{name: tok.name, ns: r.ns})
		}
		return
	case "image":
		r.element = "img"
	case "template":
		r.templates++
	}
	if r.t.state = textStateOf(tok.name); r.t.state != dataState {
		r.t.last = tok.name
		return // the end tag that ends the text goes by unplaced
	}
	if len(r.open) > 0 && !isVoid(r.element) {
		r.push(openElement{name: r.element, ns: nsHTML})
	}
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

// endTag reads the end tag r.t.tok. In HTML content only a template's
// matters. In foreign content "</br>" and "</p>" end it; any other end
// tag closes the innermost element of its name above the topmost HTML
// element, or else is read by the rules of HTML if there is an HTML
// element, and else ends foreign content, as it does when it names an
// element around it, which is not known here.
func (r *treeReader) endTag() {
	name := r.t.tok.name
	switch {
	case len(r.open) == 0:
		if name == "template" && r.templates > 0 {
			r.templates--
		}
		return
	case r.open[len(r.open)-1].ns == nsHTML:
		r.htmlEndTag(name)
		return
	case name == "br" || name == "p":
		r.popToHTML()
		return
	}
	h := r.open[len(r.open)-1].htmlBelow
	switch k := r.topIndex(nameKey{name, false}); {
	case k > h:
		r.popTo(k)
	case h >= 0:
		r.htmlEndTag(name)
	default:
		r.popTo(0)
		if name == "template" && r.templates > 0 {
			r.templates--
		}
	}
}

// htmlEndTag reads the end tag of name by the rules of HTML in foreign
// content: it closes the innermost HTML element of that name if no
// integration point, which bounds the scope of an element, is above it.
func (r *treeReader) htmlEndTag(name string) {
	if k := r.topIndex(nameKey{name, true}); k > r.open[len(r.open)-1].boundaryBelow {
		r.popTo(k)
	}
}

// topIndex returns the index of the topmost open element of key, or -1.
func (r *treeReader) topIndex(key nameKey) int {
	if k, ok := r.top[key]; ok {
		return k
	}
	return -1
}

// push puts e on the stack of open elements.
func (r *treeReader) push(e openElement) {
	k := len(r.open)
	e.htmlBelow, e.boundaryBelow = -1, -1
	if k > 0 {
		e.htmlBelow, e.boundaryBelow = r.open[k-1].htmlBelow, r.open[k-1].boundaryBelow
	}
	if e.ns == nsHTML {
		e.htmlBelow = k
	}
	if e.isBoundary() {
		e.boundaryBelow = k
	}
	if r.top == nil {
		r.top = make(map[nameKey]int)
	}
	key := nameKey{e.name, e.ns == nsHTML}
	e.sameBelow = r.topIndex(key)
	r.top[key] = k
	r.open = append(r.open, e)
}

// popTo pops the elements of the stack from its k-th on.
func (r *treeReader) popTo(k int) {
	for i := len(r.open) - 1; i >= k; i-- {
		e := r.open[i]
		key := nameKey{e.name, e.ns == nsHTML}
		if e.sameBelow < 0 {
			delete(r.top, key)
		} else {
			r.top[key] = e.sameBelow
		}
		if key == (nameKey{"template", true}) {
			r.templates--
		}
	}
	r.open = r.open[:k]
}

// popToHTML pops elements until the current node is a MathML text
// integration point, an HTML integration point or an HTML element, or
// none is left, as a breakout tag does in foreign content.
func (r *treeReader) popToHTML() {
	k := len(r.open)
	for k > 0 {
		if e := r.open[k-1]; e.ns == nsHTML || e.isBoundary() {
			break
		}
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
