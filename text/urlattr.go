package text

import "github.com/uriref/uri/internal/syntax"

// urlKind is how an attribute holds URLs, if it does.
type urlKind uint8

const (
	noURL      urlKind = iota
	oneURL             // a valid URL potentially surrounded by spaces
	urlTokens          // a set of space-separated tokens, each a URL: ping, itemtype
	srcsetURLs         // a srcset attribute: image candidate strings separated by ","
)

// knownAttrs are the attribute names that matter here: those that hold
// URLs on some element, and those that the tree construction stage reads
// (encoding of annotation-xml; color, face and size of font).
var knownAttrs = [...]string{
	"href", "src", "srcset", "action", "formaction", "cite", "data", "poster", "ping",
	"imagesrcset", "background", "longdesc", "usemap", "manifest", "icon", "itemid",
	"itemtype", "xlink:href", "encoding", "color", "face", "size",
}

// knownAttr returns the name in knownAttrs that the attribute name raw is,
// as the attribute name state lowercases it, and reports whether there is
// one. It does not allocate.
func knownAttr(raw string) (string, bool) {
	for _, a := range knownAttrs {
		if len(a) == len(raw) && syntax.EqualFold(a, raw) {
			return a, true
		}
	}
	return "", false
}

// urlAttr returns how the attribute attr of an element named element, in
// the namespace ns, holds URLs: by the HTML Standard's index of attributes
// (the values that are URLs, lists of URLs and srcset), with the obsolete
// ones of its §16 that browsers still resolve (background, longdesc,
// manifest, icon, the src and longdesc of frame), and, in SVG and MathML,
// href and xlink:href. The href of base is a link here: HTMLLinks leaves
// it out.
func urlAttr(ns namespace, element, attr string) urlKind {
	if ns != nsHTML {
		if attr == "href" || attr == "xlink:href" {
			return oneURL
		}
		return noURL
	}
	ok := false
	switch attr {
	case "href":
		ok = oneOf(element, "a", "area", "link", "base")
	case "src":
		ok = oneOf(element, "audio", "embed", "frame", "iframe", "img", "input", "script", "source", "track", "video")
	case "srcset":
		if oneOf(element, "img", "source") {
			return srcsetURLs
		}
	case "imagesrcset":
		if element == "link" {
			return srcsetURLs
		}
	case "ping":
		if oneOf(element, "a", "area") {
			return urlTokens
		}
	case "itemtype":
		return urlTokens // a global attribute of microdata
	case "itemid":
		return oneURL
	default:
		ok = holdsURL(attr, element)
	}
	if ok {
		return oneURL
	}
	return noURL
}

// holdsURL reports whether attr holds one URL on element, for the
// attributes that urlAttr does not list itself.
func holdsURL(attr, element string) bool {
	switch attr {
	case "action":
		return element == "form"
	case "formaction":
		return element == "button" || element == "input"
	case "cite":
		return oneOf(element, "blockquote", "del", "ins", "q")
	case "data":
		return element == "object"
	case "poster":
		return element == "video"
	case "background": // obsolete (§16.3)
		return oneOf(element, "body", "table", "thead", "tbody", "tfoot", "tr", "td", "th")
	case "longdesc": // obsolete (§16.3)
		return oneOf(element, "img", "iframe", "frame")
	case "usemap":
		return element == "img" || element == "object"
	case "manifest": // obsolete (§16.3)
		return element == "html"
	case "icon": // of the removed menuitem and command
		return element == "menuitem" || element == "command"
	}
	return false
}

// oneOf reports whether element is one of names.
func oneOf(element string, names ...string) bool {
	for _, n := range names {
		if element == n {
			return true
		}
	}
	return false
}

// An imageCandidate is one image candidate string of a srcset attribute:
// the bounds of its URL, and of its descriptors as written (empty when it
// has none), in the attribute's value.
type imageCandidate struct {
	start, end         int
	descStart, descEnd int
}

// nextCandidate returns the next image candidate of the srcset value s
// from i, and the offset to go on from, or false when there is none. It
// parses as the HTML Standard parses a srcset attribute (§4.8.4.3.10):
// the splitting loop skips white space and commas, the URL runs to white
// space (less the commas at its end, which end the candidate), and the
// descriptors that follow are read by the descriptor tokenizer and
// checked by the descriptor parser; a candidate whose descriptors have an
// error is dropped, as a browser drops it.
func nextCandidate(s string, i int) (imageCandidate, int, bool) {
	for {
		for i < len(s) && (isHTMLSpace(s[i]) || s[i] == ',') {
			i++ // the splitting loop
		}
		if i == len(s) {
			return imageCandidate{}, i, false
		}
		c := imageCandidate{start: i}
		for i < len(s) && !isHTMLSpace(s[i]) {
			i++
		}
		c.end = i
		if s[i-1] == ',' {
			for s[c.end-1] == ',' {
				c.end-- // the URL does not start with ","
			}
			c.descStart, c.descEnd = c.end, c.end
			return c, i, true
		}
		var d descriptors
		i = d.tokenize(s, i)
		if d.valid() {
			c.descStart, c.descEnd = d.start, d.end
			if d.n == 0 {
				c.descStart, c.descEnd = c.end, c.end
			}
			return c, i, true
		}
	}
}

// descriptors are those of one image candidate, checked one at a time by
// the descriptor parser.
type descriptors struct {
	n                      int  // how many
	start, end             int  // of the first and past the last, in the value
	width, density, height bool // a "w", "x" or "h" descriptor came
	bad                    bool // error is yes
}

// The states of the descriptor tokenizer.
const (
	inDescriptor = iota
	inParens
	afterDescriptor
)

// tokenize reads the descriptors that follow a URL in s from i by the
// descriptor tokenizer, and returns the offset past them (and past the
// "," that ends them).
func (d *descriptors) tokenize(s string, i int) int {
	for i < len(s) && isHTMLSpace(s[i]) {
		i++
	}
	st, cur := inDescriptor, i // cur: where the current descriptor starts
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case st == inParens:
			if c == ')' {
				st = inDescriptor
			}
		case st == afterDescriptor:
			if !isHTMLSpace(c) {
				st, cur = inDescriptor, i
				i-- // reconsume in the in descriptor state
			}
		case isHTMLSpace(c) || c == ',':
			if i > cur {
				d.add(s, cur, i)
			}
			if c == ',' {
				return i + 1
			}
			st = afterDescriptor
		case c == '(':
			st = inParens
		}
	}
	if st != afterDescriptor && i > cur {
		d.add(s, cur, i) // the end of the input, in a descriptor or in parentheses
	}
	return i
}

// add checks the descriptor s[i:j] as the descriptor parser does.
func (d *descriptors) add(s string, i, j int) {
	if d.n == 0 {
		d.start = i
	}
	d.n, d.end = d.n+1, j
	v := s[i : j-1]
	switch s[j-1] {
	case 'w':
		d.bad = d.bad || d.width || d.density || !isPositiveInteger(v)
		d.width = true
	case 'x':
		d.bad = d.bad || d.width || d.density || d.height || !isValidFloat(v) || isBelowZero(v)
		d.density = true
	case 'h':
		d.bad = d.bad || d.height || d.density || !isPositiveInteger(v)
		d.height = true
	default:
		d.bad = true
	}
}

// valid reports whether the descriptors have no error: a future-compat-h
// needs a width.
func (d *descriptors) valid() bool { return !d.bad && (!d.height || d.width) }

// isPositiveInteger reports whether s is a valid non-negative integer
// (ASCII digits) whose value is not zero.
func isPositiveInteger(s string) bool {
	nonzero := false
	for i := 0; i < len(s); i++ {
		if !syntax.Is(s[i], syntax.Digit) {
			return false
		}
		nonzero = nonzero || s[i] != '0'
	}
	return nonzero
}

// isValidFloat reports whether s is a valid floating-point number of the
// HTML Standard (§2.3.4.3): an optional "-", digits, or digits and "."
// and digits, or "." and digits, then optionally "e" or "E", an optional
// "-" or "+", and digits. "-0" is valid, and its value is not below zero.
func isValidFloat(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	i, whole := digitsEnd(s, i)
	if i < len(s) && s[i] == '.' {
		var frac bool
		if i, frac = digitsEnd(s, i+1); !frac {
			return false
		}
	} else if !whole {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			i++
		}
		var exp bool
		if i, exp = digitsEnd(s, i); !exp {
			return false
		}
	}
	return i == len(s)
}

// isBelowZero reports whether the valid floating-point number s is
// below zero: "-" and a digit other than 0 before any exponent.
func isBelowZero(s string) bool {
	if s[0] != '-' {
		return false
	}
	for i := 1; i < len(s) && s[i]|0x20 != 'e'; i++ {
		if '1' <= s[i] && s[i] <= '9' {
			return true
		}
	}
	return false
}

// digitsEnd returns the end of the run of ASCII digits at s[i] and
// reports whether there is one.
func digitsEnd(s string, i int) (int, bool) {
	j := i
	for j < len(s) && syntax.Is(s[j], syntax.Digit) {
		j++
	}
	return j, j > i
}
