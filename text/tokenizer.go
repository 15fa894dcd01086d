package text

import (
	"strings"

	"github.com/uriref/uri/internal/syntax"
)

// This file reads HTML by the states of the HTML Standard's tokenizer
// (§13.2.5) that decide where tags and their attributes are: the data,
// RCDATA, RAWTEXT, script data and PLAINTEXT states; tag open, end tag
// open and tag name; the attribute name and value states; markup
// declaration open, the comment states, bogus comment, DOCTYPE and CDATA
// section. Character tokens are not made, and character references are
// decoded only in the attribute values that are asked for (html.go).

// textState is the state that the tokenizer reads text in between tags:
// the tree construction stage sets it after a start tag, and the
// tokenizer itself sets it back to the data state at the appropriate end
// tag.
type textState uint8

const (
	dataState       textState = iota // §13.2.5.1
	rcdataState                      // §13.2.5.2: title, textarea
	rawtextState                     // §13.2.5.3: style, xmp, iframe, noembed, noframes, noscript
	scriptDataState                  // §13.2.5.4: script
	plaintextState                   // §13.2.5.5: plaintext
)

// tokenKind tells a start tag from an end tag.
type tokenKind uint8

const (
	startTagToken tokenKind = iota + 1
	endTagToken
)

// An attribute is one attribute of a tag, of a name that matters here
// (see knownAttr): its name, lowercased, and the bounds of its value in
// the document, as written, without quotes.
type attribute struct {
	name       string
	start, end int
}

// A token is a start or end tag.
type token struct {
	kind        tokenKind
	name        string // lowercased, as the tag name state appends it
	selfClosing bool
	attrs       []attribute // those of names knownAttr knows, each name once, the first time
	nameEnd     int         // the offset in the document just past the tag's name
}

// attr returns the attribute of t named name and reports whether t has one.
func (t *token) attr(name string) (attribute, bool) {
	for _, a := range t.attrs {
		if a.name == name {
			return a, true
		}
	}
	return attribute{}, false
}

// A tokenizer reads the tags of one document, from left to right, once.
type tokenizer struct {
	doc   string
	i     int       // the offset of the next input character
	state textState // where text between tags is read
	last  string    // the name of the last start tag: an end tag of that name is the appropriate end tag
	cdata bool      // the adjusted current node is not an HTML element, so "<![CDATA[" opens a CDATA section
	tok   token     // the tag read last
	cur   int       // the index in tok.attrs of the attribute being read, or -1
	all   bool      // keep every attribute, not only those knownAttr knows
	text  textKind  // the characters the data state read since the tag before t.tok
}

// textKind is what a run of characters read in the data state holds, as
// far as the tree construction stage tells them apart.
type textKind uint8

const (
	noText    textKind = iota // none, or only NUL, which the in body insertion mode ignores
	spaceText                 // white space, and NUL
	otherText                 // a character that is neither
)

// classify returns what the characters of run hold. It reads only as far
// as the first character that is neither white space nor NUL.
func classify(run string) textKind {
	k := noText
	for i := 0; i < len(run); i++ {
		switch {
		case isHTMLSpace(run[i]):
			k = spaceText
		case run[i] != 0:
			return otherText
		}
	}
	return k
}

// next reads up to the next tag that is emitted, which is then t.tok, and
// reports false at the end of the document. A tag cut off by the end of
// the document is not emitted (the eof-in-tag parse error).
func (t *tokenizer) next() bool {
	for t.i < len(t.doc) {
		var nameEnd int
		switch t.state {
		case dataState:
			if t.data() {
				return true
			}
			continue
		case plaintextState:
			t.i = len(t.doc) // §13.2.5.5: no tag ever again
			return false
		case scriptDataState:
			nameEnd = scriptDataEnd(t.doc, t.i)
		default:
			nameEnd = rawEndTag(t.doc, t.i, t.last)
		}
		if nameEnd < 0 {
			t.i = len(t.doc)
			return false
		}
		// The appropriate end tag: its name state goes on as the tag name
		// state would, and the data state comes back with it.
		t.state = dataState
		t.tok = token{kind: endTagToken, name: t.last, attrs: t.tok.attrs[:0]}
		if t.attributes(nameEnd) {
			return true
		}
	}
	return false
}

// data reads in the data state (§13.2.5.1) from t.i to the next "<" and
// what it opens, and reports whether that is a tag, then t.tok.
func (t *tokenizer) data() bool {
	doc := t.doc
	k := strings.IndexByte(doc[t.i:], '<')
	if k < 0 {
		t.i = len(doc)
		return false
	}
	if k > 0 && t.text != otherText {
		t.text = max(t.text, classify(doc[t.i:t.i+k]))
	}
	i := t.i + k + 1 // the tag open state (§13.2.5.6)
	switch {
	case i == len(doc):
		t.i = i // "<" at the end is text
	case doc[i] == '!':
		t.i = t.markupDeclaration(i + 1)
	case doc[i] == '/':
		return t.endTagOpen(i + 1)
	case isASCIIAlpha(doc[i]):
		return t.tag(startTagToken, i)
	case doc[i] == '?':
		t.i = bogusCommentEnd(doc, i) // unexpected-question-mark-instead-of-tag-name
	default:
		t.i = i // invalid-first-character-of-tag-name: "<" is text
		t.text = otherText
	}
	return false
}

// endTagOpen reads in the end tag open state (§13.2.5.7), at i, just past
// "</", and reports whether an end tag follows, then t.tok.
func (t *tokenizer) endTagOpen(i int) bool {
	switch {
	case i == len(t.doc):
		t.i = i // eof-before-tag-name: "</" is text
	case isASCIIAlpha(t.doc[i]):
		return t.tag(endTagToken, i)
	case t.doc[i] == '>':
		t.i = i + 1 // missing-end-tag-name: nothing at all
	default:
		t.i = bogusCommentEnd(t.doc, i) // invalid-first-character-of-tag-name: "</ x>"
	}
	return false
}

// markupDeclaration reads in the markup declaration open state
// (§13.2.5.42), at i, just past "<!", and returns the offset past what it
// opens: a comment, a DOCTYPE, a CDATA section in foreign content, or else
// a bogus comment.
func (t *tokenizer) markupDeclaration(i int) int {
	rest := t.doc[i:]
	switch {
	case strings.HasPrefix(rest, "--"):
		return commentEnd(t.doc, i+2)
	case t.cdata && strings.HasPrefix(rest, "[CDATA["):
		// The CDATA section state (§13.2.5.69) runs to "]]>".
		if k := strings.Index(rest, "]]>"); k >= 0 {
			return i + k + 3
		}
		return len(t.doc)
	}
	// "DOCTYPE" in any case opens the DOCTYPE state (§13.2.5.53), whose
	// every state, the quoted identifiers' too, ends at the first ">";
	// "[CDATA[" in HTML content and anything else is a bogus comment
	// (incorrectly-opened-comment, cdata-in-html-content), which does too.
	return bogusCommentEnd(t.doc, i)
}

// bogusCommentEnd returns the offset past the bogus comment (§13.2.5.41)
// that starts at i: past the next ">", or the end of doc.
func bogusCommentEnd(doc string, i int) int {
	if k := strings.IndexByte(doc[i:], '>'); k >= 0 {
		return i + k + 1
	}
	return len(doc)
}

// The states of a comment (§13.2.5.43 to §13.2.5.52).
const (
	commentStart = iota
	commentStartDash
	commentState
	commentEndDash
	commentEndState
	commentEndBang
)

// commentEnd returns the offset past the comment whose text starts at i,
// just past "<!--". The comment start state takes ">" at once ("<!-->"),
// and the comment start dash state "->" ("<!--->"), for empty comments
// (abrupt-closing-of-empty-comment); else the comment ends at "-->" or, by
// the comment end bang state, at "--!>" (incorrectly-closed-comment). The
// comment less-than sign states only report nested-comment: they go on in
// the comment, comment end dash or comment end state just where the
// comment state would be with the same input, so they are not kept apart.
func commentEnd(doc string, i int) int {
	st := commentStart
	for ; i < len(doc); i++ {
		if st == commentState {
			k := strings.IndexByte(doc[i:], '-') // all else stays in the comment state
			if k < 0 {
				return len(doc)
			}
			i, st = i+k, commentEndDash
			continue
		}
		next, end := commentStep(st, doc[i])
		if end {
			return i + 1
		}
		if next == commentState {
			i-- // reconsume in the comment state
		}
		st = next
	}
	return len(doc)
}

// commentStep returns the state that follows the state st, not the
// comment state, on the character c, and reports whether c ends the
// comment.
func commentStep(st int, c byte) (next int, end bool) {
	switch {
	case c == '>':
		return commentState, st != commentEndDash // the comment end dash state alone goes on
	case c == '-' && st == commentStart:
		return commentStartDash, false
	case c == '-' && st == commentEndBang:
		return commentEndDash, false
	case c == '-':
		return commentEndState, false // from the start dash, end dash and end states
	case c == '!' && st == commentEndState:
		return commentEndBang, false
	}
	return commentState, false
}

// rawEndTag returns the offset just past the name of the appropriate end
// tag of name from i on, in the RCDATA and RAWTEXT states (§13.2.5.2,
// §13.2.5.3 and their less-than sign, end tag open and end tag name
// states), or -1 if there is none.
func rawEndTag(doc string, i int, name string) int {
	for {
		k := strings.Index(doc[i:], "</")
		if k < 0 {
			return -1
		}
		i += k
		if e, ok := appropriateEndTag(doc, i, name); ok {
			return e
		}
		i += 2
	}
}

// appropriateEndTag reports whether an appropriate end tag of name starts
// at doc[i], at "</": its name, of ASCII letters in any case, is name, and
// white space, "/" or ">" follows (the end tag name states). It returns
// the offset past the name.
func appropriateEndTag(doc string, i int, name string) (int, bool) {
	if !strings.HasPrefix(doc[i:], "</") {
		return 0, false
	}
	i += 2
	e := alphaEnd(doc, i)
	if e == len(doc) || !syntax.EqualFold(doc[i:e], name) {
		return 0, false
	}
	return e, isHTMLSpace(doc[e]) || doc[e] == '/' || doc[e] == '>'
}

// alphaEnd returns the end of the run of ASCII letters at doc[i].
func alphaEnd(doc string, i int) int {
	for i < len(doc) && isASCIIAlpha(doc[i]) {
		i++
	}
	return i
}

// isASCIIAlpha reports whether c is an ASCII letter.
func isASCIIAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// isHTMLSpace reports whether c is ASCII whitespace as HTML counts it: tab,
// line feed, form feed, carriage return and space.
func isHTMLSpace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// tag reads a start or end tag from the tag name state (§13.2.5.8), at
// i, its first letter, and reports whether it is emitted, then t.tok.
func (t *tokenizer) tag(kind tokenKind, i int) bool {
	n := i
	for n < len(t.doc) && !isHTMLSpace(t.doc[n]) && t.doc[n] != '/' && t.doc[n] != '>' {
		n++
	}
	t.tok = token{kind: kind, name: lowerName(t.doc[i:n]), attrs: t.tok.attrs[:0], nameEnd: n}
	return t.attributes(n)
}

// The states of a tag after its name (§13.2.5.32 to §13.2.5.40).
const (
	beforeAttributeName = iota
	attributeName
	afterAttributeName
	beforeAttributeValue
	attributeValueDoubleQuoted
	attributeValueSingleQuoted
	attributeValueUnquoted
	afterAttributeValueQuoted
	selfClosingStartTag
	tagEmitted // ">": the tag is emitted, and the data state follows
	tagCutOff  // eof-in-tag: the tag is not emitted
)

// attributes reads the rest of the tag t.tok from i, just past its name,
// from the state that follows the tag name state on the input there, and
// reports whether the tag is emitted. t.i is then past it.
func (t *tokenizer) attributes(i int) bool {
	st := beforeAttributeName // white space, and "/" and ">" reconsumed from there, go where the tag name state sends them
	t.cur = -1
	for st != tagEmitted && st != tagCutOff {
		if i == len(t.doc) {
			st = tagCutOff
			break
		}
		st, i = t.step(st, i)
	}
	t.i = i
	return st == tagEmitted
}

// step reads the input from i, which is not at the end, in the state st,
// and returns the next state and the offset where it reads on.
func (t *tokenizer) step(st, i int) (int, int) {
	doc := t.doc
	c := doc[i]
	switch st {
	case beforeAttributeName, afterAttributeName:
		return t.betweenAttributes(st, i)
	case attributeName:
		return t.attributeName(i)
	case beforeAttributeValue:
		for isHTMLSpace(c) {
			if i++; i == len(doc) {
				return tagCutOff, i
			}
			c = doc[i]
		}
		switch c {
		case '"':
			return attributeValueDoubleQuoted, i + 1
		case '\'':
			return attributeValueSingleQuoted, i + 1
		case '>':
			return tagEmitted, i + 1 // missing-attribute-value
		}
		return attributeValueUnquoted, i
	case attributeValueDoubleQuoted, attributeValueSingleQuoted:
		quote := byte('"')
		if st == attributeValueSingleQuoted {
			quote = '\''
		}
		k := strings.IndexByte(doc[i:], quote)
		if k < 0 {
			return tagCutOff, len(doc)
		}
		t.setValue(i, i+k)
		return afterAttributeValueQuoted, i + k + 1
	case attributeValueUnquoted:
		e := i
		for e < len(doc) && !isHTMLSpace(doc[e]) && doc[e] != '>' {
			e++ // '"', "'", "<", "=" and "`" are parse errors, and part of the value
		}
		t.setValue(i, e)
		return beforeAttributeName, e
	case afterAttributeValueQuoted, selfClosingStartTag:
		switch {
		case c == '>':
			t.tok.selfClosing = st == selfClosingStartTag
			return tagEmitted, i + 1
		case c == '/' && st == afterAttributeValueQuoted:
			return selfClosingStartTag, i + 1
		case isHTMLSpace(c) && st == afterAttributeValueQuoted:
			return beforeAttributeName, i + 1
		}
		return beforeAttributeName, i // missing-whitespace-between-attributes, unexpected-solidus-in-tag
	}
	return tagCutOff, len(doc)
}

// betweenAttributes reads in the before attribute name state
// (§13.2.5.32) and the after attribute name state (§13.2.5.34), which
// differ in "=" and in a "/" or ">" reconsumed from the one in the other.
func (t *tokenizer) betweenAttributes(st, i int) (int, int) {
	for i < len(t.doc) && isHTMLSpace(t.doc[i]) {
		i++
	}
	if i == len(t.doc) {
		return tagCutOff, i
	}
	switch c := t.doc[i]; {
	case c == '/':
		return selfClosingStartTag, i + 1
	case c == '>':
		return tagEmitted, i + 1
	case c == '=' && st == afterAttributeName:
		return beforeAttributeValue, i + 1
	}
	// A new attribute; the before attribute name state takes "=" as the
	// first character of its name (unexpected-equals-sign-before-attribute-name).
	return t.attributeName(i)
}

// attributeName reads in the attribute name state (§13.2.5.33) from i,
// the first character of a name, which runs to white space, "/", ">" or
// "=". On leaving the state the name is checked against the others of the
// tag: a second attribute of a name is dropped (duplicate-attribute).
func (t *tokenizer) attributeName(i int) (int, int) {
	e := i + 1
	for e < len(t.doc) && !isHTMLSpace(t.doc[e]) && t.doc[e] != '/' && t.doc[e] != '>' && t.doc[e] != '=' {
		e++
	}
	t.cur = -1
	name, ok := knownAttr(t.doc[i:e])
	if !ok && t.all {
		name, ok = lowerName(t.doc[i:e]), true
	}
	if ok {
		if _, dup := t.tok.attr(name); !dup {
			t.cur = len(t.tok.attrs)
			t.tok.attrs = append(t.tok.attrs, attribute{name: name, start: e, end: e})
		}
	}
	if e < len(t.doc) && t.doc[e] == '=' {
		return beforeAttributeValue, e + 1
	}
	return afterAttributeName, e
}

// setValue sets the bounds of the value of the attribute being read,
// unless it was dropped or is of no name that matters.
func (t *tokenizer) setValue(start, end int) {
	if t.cur >= 0 {
		t.tok.attrs[t.cur].start, t.tok.attrs[t.cur].end = start, end
	}
}

// lowerName returns the tag name s as the tag name state appends it:
// ASCII uppercase letters lowercased, NUL as U+FFFD. It allocates only
// when s has one of those.
func lowerName(s string) string {
	if syntax.IndexUpper(s) < 0 && strings.IndexByte(s, 0) < 0 {
		return s
	}
	b := make([]byte, 0, len(s)+2)
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			b = append(b, "\uFFFD"...)
			continue
		}
		b = append(b, syntax.Lower(s[i]))
	}
	return string(b)
}

// The states of script data (§13.2.5.4, §13.2.5.15 to §13.2.5.31) that
// this file keeps apart: the less-than sign, end tag and escape start
// states are read by looking ahead.
const (
	scriptData = iota
	scriptDataEscaped
	scriptDataEscapedDash
	scriptDataEscapedDashDash
	scriptDataDoubleEscaped
	scriptDataDoubleEscapedDash
	scriptDataDoubleEscapedDashDash
)

// scriptDataEnd returns the offset just past the name of the appropriate
// end tag "</script" that ends script data from i, or -1. In the script
// data state, "<!--" enters the script data escaped states, where
// "<script" followed by white space, "/" or ">" enters the double escaped
// states, in which "</script" does not end the script but goes back to
// the escaped states; "-->" goes back to the script data state from both.
func scriptDataEnd(doc string, i int) int {
	st := scriptData
	for ; i < len(doc); i++ {
		if st == scriptData {
			k := strings.IndexByte(doc[i:], '<')
			if k < 0 {
				return -1
			}
			i += k
			if e, ok := appropriateEndTag(doc, i, "script"); ok {
				return e
			}
			if strings.HasPrefix(doc[i:], "<!--") {
				// The escape start and escape start dash states lead to
				// the escaped dash dash state.
				i, st = i+3, scriptDataEscapedDashDash
			}
			continue
		}
		var end bool
		if st, i, end = scriptEscapedStep(doc, st, i); end {
			return i
		}
	}
	return -1
}

// scriptEscapedStep reads doc[i] in one of the escaped or double escaped
// states st and returns the next state and the offset of the last
// character it read, or, when the appropriate end tag starts there, the
// offset past its name and true.
func scriptEscapedStep(doc string, st, i int) (int, int, bool) {
	double := st >= scriptDataDoubleEscaped
	switch c := doc[i]; {
	case c == '-':
		switch st {
		case scriptDataEscaped, scriptDataDoubleEscaped:
			return st + 1, i, false // to the dash state
		}
		return min(st+1, dashDash(double)), i, false // to, or staying in, the dash dash state
	case c == '>' && st == dashDash(double):
		return scriptData, i, false
	case c == '<' && !double:
		// The script data escaped less-than sign state.
		if e, ok := appropriateEndTag(doc, i, "script"); ok {
			return st, e, true
		}
		if e := alphaEnd(doc, i+1); e > i+1 && isScriptName(doc, i+1, e) {
			return scriptDataDoubleEscaped, e, false // the double escape start state
		}
		return scriptDataEscaped, i, false
	case c == '<' && strings.HasPrefix(doc[i:], "</"):
		// The double escaped less-than sign and double escape end states.
		if e := alphaEnd(doc, i+2); isScriptName(doc, i+2, e) {
			return scriptDataEscaped, e, false
		}
		return scriptDataDoubleEscaped, i + 1, false
	}
	if double {
		return scriptDataDoubleEscaped, i, false
	}
	return scriptDataEscaped, i, false
}

// dashDash returns the escaped dash dash state, or the double escaped one.
func dashDash(double bool) int {
	if double {
		return scriptDataDoubleEscapedDashDash
	}
	return scriptDataEscapedDashDash
}

// isScriptName reports whether doc[i:e], a run of ASCII letters, is
// "script" in any case and is followed by white space, "/" or ">", which
// the double escape start and end states then take.
func isScriptName(doc string, i, e int) bool {
	return e < len(doc) && syntax.EqualFold(doc[i:e], "script") &&
		(isHTMLSpace(doc[e]) || doc[e] == '/' || doc[e] == '>')
}
