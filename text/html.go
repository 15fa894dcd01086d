package text

import (
	"html"
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uriref/uri"

	"github.com/uriref/uri/internal/syntax"
)

// DocumentBase holds what may give the base URI of a document, in the four
// layers of the draft §5.1 (RFC 3986 §5.1), from the innermost. A zero
// [uri.URI] in a field means that the layer gives no base.
type DocumentBase struct {
	Embedded      uri.URI // §5.1.1: given in the content, as by an HTML <base href> (see [HTMLBase]); not used when data: or javascript:
	Encapsulating uri.URI // §5.1.2: the base of the entity that encloses the document: a message, another document
	Retrieval     uri.URI // §5.1.3: the URI the document was retrieved with, the last one after redirects
	Default       uri.URI // §5.1.4: the application's own default
}

// Base returns the base URI that d establishes and reports whether there is
// one. The innermost layer that gives a base wins, by the draft §5.1's order
// of precedence. A layer may be a relative reference, as an HTML <base href>
// may be: it is then resolved against the base the outer layers give, and
// skipped if they give none (RFC 3986 §5.1: a base obtained from a
// reference is made absolute first). The fragment of the base is removed.
//
// An embedded base whose scheme, once resolved, is data or javascript (in
// any case) is not used, and the outer layers' base is: so the HTML
// Standard sets the frozen base URL of a <base> element, the document's
// fallback base URL taking the place of such a URL, and so browsers do.
// With <base href="javascript:alert(1)//">, the link "x" would otherwise be
// "javascript:alert(1)//x".
func (d DocumentBase) Base() (uri.URI, bool) {
	var base uri.URI
	ok := false
	for _, layer := range [...]uri.URI{d.Default, d.Retrieval, d.Encapsulating} {
		base, ok = layerBase(base, ok, layer)
	}
	if b, bok := layerBase(base, ok, d.Embedded); !isScriptOrData(b) {
		base, ok = b, bok
	}
	return base, ok
}

// layerBase returns the base that layer gives, resolved against base when
// ok reports that the outer layers gave one, or base and ok when layer
// gives none.
func layerBase(base uri.URI, ok bool, layer uri.URI) (uri.URI, bool) {
	switch {
	case layer == uri.URI{}:
		// This layer gives no base.
	case layer.HasScheme():
		return layer.Without(uri.ComponentFragment), true
	case ok:
		if r, err := base.Resolve(layer); err == nil {
			return r.Without(uri.ComponentFragment), true
		}
	}
	return base, ok
}

// isScriptOrData reports whether u has the scheme data or javascript, in
// any case.
func isScriptOrData(u uri.URI) bool {
	return strings.EqualFold(u.Scheme(), "data") || strings.EqualFold(u.Scheme(), "javascript")
}

// HTMLBase returns the value of the href attribute of the first <base>
// element of the HTML document doc that has one, and reports whether there
// is such an element. The draft's Appendix D describes this element; as
// HTML does, the first one with an href counts, wherever it stands. See
// [HTMLLinks] for how the document is read and the value decoded. The
// value is returned whatever it is; as a base, one of scheme data or
// javascript is not used ([DocumentBase.Base]).
func HTMLBase(doc string) (href string, ok bool) {
	for a := range htmlAttributes(doc) {
		if a.element == "base" && a.name == "href" {
			return attrValue(doc[a.start:a.end]), true
		}
	}
	return "", false
}

// HTMLLink is one href or src attribute of an HTML document, as
// [HTMLLinks] yields it.
type HTMLLink struct {
	Element string  // the element's name in lowercase: "a", "img", "link"
	Attr    string  // "href" or "src"
	Start   int     // the byte offset in the document where the value starts, after any quote
	End     int     // the byte offset just past the value, before any quote
	Ref     string  // the value, decoded and trimmed: see HTMLLinks
	URI     uri.URI // Ref made a URI reference by [ParseHref] and resolved against the document's base; the zero URI when Err is set
	Err     error   // why Ref could not be resolved: see HTMLLinks
}

// HTMLLinks yields every href and src attribute of the HTML document doc
// in the order they appear, each resolved against the document's base: the
// base that d gives once d.Embedded is set to the href of the document's
// <base> element, if it has one ([HTMLBase]; the draft §5.1.1 and
// Appendix D). A <base> whose URL has the scheme data or javascript is not
// used, as in a browser: the document's own URL, d's outer layers, is the
// base then ([DocumentBase.Base]). The href of the <base> element itself
// is not yielded.
//
// The document is read as an HTML tokenizer would, though in a simplified
// way: element and attribute names are matched without regard to case;
// values may be in double quotes, in single quotes or bare; comments,
// <!...> and <?...> are skipped, as is the content of script, style,
// textarea, title and the other elements whose content is not markup; an
// attribute named twice in one element counts once, the first time.
//
// Each value is decoded as HTML decodes an attribute value: its character
// references, named ("&amp;", "&colon;", "&Tab;", the whole table of the
// HTML Standard, and the legacy "&amp" or "&copy" without ";" where HTML
// takes them in an attribute) and numeric ("&#38;", "&#x26;", "&#128;" as
// "€" by HTML's table for 0x80 to 0x9F), as [html.UnescapeString] decodes
// them. Leading and trailing C0 controls and spaces, and every tab and line
// break, are then removed, as a browser's URL parser does; that is Ref. So
// `href="java&Tab;script:alert(1)"` has the Ref "javascript:alert(1)" and
// the URI of that scheme: a link comes back as what a browser follows.
//
// [ParseHref] then makes a URI reference of Ref, percent-encoding what a
// browser encodes (a space, non-ASCII text), and the reference is resolved
// against the base as RFC 3986 §5.2.2 resolves it: `href="../img/a b.png"`
// in http://host/dir/page.html gives http://host/img/a%20b.png. An
// absolute reference is resolved too, with or without a base: the dot
// segments of its path are removed (§5.2.4), as they are from the base's,
// so "http://a.example/../../x" gives http://a.example/x, the URI a
// browser follows. A path that does not start with "/" is left as it is,
// as browsers leave it (the URL Standard's opaque path):
// "javascript:alert('../x')" stays the script it is.
//
// Err is set, and URI is zero, when Ref is still no URI reference: the
// error of [ParseHref], a [*uri.Error] that points into Ref. A relative
// reference in a document without a base gets an error that errors.Is
// finds [ErrNoBase] in (and errors.As a [*uri.Error] of Rule
// "absolute-URI" at Offset 0), whatever the reference.
//
// HTMLLinks never panics, and takes time linear in the length of doc.
func HTMLLinks(doc string, d DocumentBase) iter.Seq[HTMLLink] {
	return func(yield func(HTMLLink) bool) {
		if href, ok := HTMLBase(doc); ok {
			if u, err := ParseHref(href); err == nil {
				d.Embedded = u
			}
		}
		base, hasBase := d.Base()
		if hasBase {
			base = withoutDotSegments(base)
		}
		for a := range htmlAttributes(doc) {
			if a.name != "href" && a.name != "src" || a.element == "base" {
				continue
			}
			l := HTMLLink{Element: a.element, Attr: a.name, Start: a.start, End: a.end, Ref: attrValue(doc[a.start:a.end])}
			ref, err := ParseHref(l.Ref)
			switch {
			case err != nil:
				l.Err = err
			case ref.HasScheme():
				l.URI = withoutDotSegments(ref)
			case !hasBase:
				l.Err = newNoBaseError(l.Ref)
			default:
				l.URI, l.Err = base.Resolve(ref)
			}
			if !yield(l) {
				return
			}
		}
	}
}

// withoutDotSegments returns the absolute URI u as RFC 3986 §5.2.2
// resolves it against any base, which it does not read: with the dot
// segments of its path removed (§5.2.4). A path that does not start with
// "/" is left as it is, as a browser leaves it (the URL Standard's opaque
// path: javascript:, mailto:, data: ...), lest "javascript:a('../../x')"
// become another script.
func withoutDotSegments(u uri.URI) uri.URI {
	if !strings.HasPrefix(u.Path(), "/") {
		return u
	}
	if r, err := u.Resolve(u); err == nil {
		return r
	}
	return u // only a base without a scheme fails, and u has one
}

// htmlAttr is one attribute of a start tag: the element's name and the
// attribute's, both lowercased, and the bounds of its raw value in the
// document.
type htmlAttr struct {
	element, name string
	start, end    int
}

// htmlAttributes yields the attributes of the start tags of doc in order,
// each name only once in a tag. It reads doc once, from left to right.
func htmlAttributes(doc string) iter.Seq[htmlAttr] {
	return func(yield func(htmlAttr) bool) {
		for i := 0; i < len(doc); {
			j := strings.IndexByte(doc[i:], '<')
			if j < 0 {
				return
			}
			i += j
			rest := doc[i:]
			switch {
			case strings.HasPrefix(rest, "<!--"):
				i = commentEnd(doc, i+4)
			case strings.HasPrefix(rest, "</") && len(rest) > 2 && syntax.Is(rest[2], syntax.Alpha),
				strings.HasPrefix(rest, "<!"), strings.HasPrefix(rest, "<?"):
				i = tagEnd(doc, i+2) // an end tag, a declaration, a bogus comment
			case len(rest) > 1 && syntax.Is(rest[1], syntax.Alpha):
				var ok bool
				if i, ok = startTag(doc, i+1, yield); !ok {
					return
				}
			default:
				i++ // a "<" that starts no tag is text
			}
		}
	}
}

// commentEnd returns the offset just past the comment whose text starts at
// i, after "<!--": past "-->", or past "<!-->" and "<!--->", which HTML
// takes for empty comments.
func commentEnd(doc string, i int) int {
	switch {
	case strings.HasPrefix(doc[i:], ">"):
		return i + 1
	case strings.HasPrefix(doc[i:], "->"):
		return i + 2
	}
	if k := strings.Index(doc[i:], "-->"); k >= 0 {
		return i + k + 3
	}
	return len(doc)
}

// tagEnd returns the offset just past the next ">" from i, or len(doc).
func tagEnd(doc string, i int) int {
	if k := strings.IndexByte(doc[i:], '>'); k >= 0 {
		return i + k + 1
	}
	return len(doc)
}

// startTag reads the start tag whose name starts at i, just past "<", and
// yields its attributes. It returns the offset where the text resumes, past
// the content of an element that holds no markup, and false when yield asked
// to stop.
func startTag(doc string, i int, yield func(htmlAttr) bool) (int, bool) {
	n := i
	for n < len(doc) && !isHTMLSpace(doc[n]) && doc[n] != '/' && doc[n] != '>' {
		n++ // the tag name state
	}
	element := strings.ToLower(doc[i:n])
	var seen []string // the attribute names so far; a tag has few
	i = n
	for {
		for i < len(doc) && (isHTMLSpace(doc[i]) || doc[i] == '/') {
			i++ // the before attribute name state
		}
		if i == len(doc) {
			return i, true // a tag cut off by the end counts for nothing more
		}
		if doc[i] == '>' {
			i++
			break
		}
		n := attrNameEnd(doc, i)
		name := doc[i:n]
		start, end, next, cut := readAttrValue(doc, n)
		if cut {
			return len(doc), true // HTML drops a tag cut off in a value
		}
		i = next
		if !isKnownAttr(name) || containsFold(seen, name) {
			continue
		}
		seen = append(seen, name)
		if !yield(htmlAttr{element: element, name: strings.ToLower(name), start: start, end: end}) {
			return i, false
		}
	}
	return contentEnd(doc, i, element), true
}

// attrNameEnd returns the end of the attribute name that starts at i: the
// attribute name state runs to white space, "/", ">" or "=", but "=" may
// start the name, as HTML allows.
func attrNameEnd(doc string, i int) int {
	n := i + 1
	for n < len(doc) && !isHTMLSpace(doc[n]) && doc[n] != '/' && doc[n] != '>' && doc[n] != '=' {
		n++
	}
	return n
}

// readAttrValue reads what follows an attribute name that ends at i: the
// after attribute name state's white space, then, after "=" and more white
// space, a value double-quoted, single-quoted or unquoted (up to white
// space or ">"). It returns the value's bounds, empty at next without "=",
// and the offset past it; cut reports that the document ends before the
// value does.
func readAttrValue(doc string, i int) (start, end, next int, cut bool) {
	for i < len(doc) && isHTMLSpace(doc[i]) {
		i++
	}
	if i == len(doc) || doc[i] != '=' {
		return i, i, i, false
	}
	i++
	for i < len(doc) && isHTMLSpace(doc[i]) {
		i++ // the before attribute value state
	}
	switch {
	case i == len(doc):
		return i, i, i, true
	case doc[i] == '"' || doc[i] == '\'':
		k := strings.IndexByte(doc[i+1:], doc[i])
		if k < 0 {
			return i, i, len(doc), true
		}
		return i + 1, i + 1 + k, i + 2 + k, false
	}
	start = i
	for i < len(doc) && !isHTMLSpace(doc[i]) && doc[i] != '>' {
		i++
	}
	return start, i, i, false
}

// contentEnd returns where the text resumes after the start tag of element
// that ends at i: past the content of an element that holds no markup.
func contentEnd(doc string, i int, element string) int {
	switch element {
	case "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes":
		return endTagOf(doc, i, element)
	case "plaintext":
		return len(doc)
	}
	return i
}

// isKnownAttr reports whether an attribute named name matters here: href
// or src, in any case.
func isKnownAttr(name string) bool {
	return strings.EqualFold(name, "href") || strings.EqualFold(name, "src")
}

// containsFold reports whether names holds name, in any case.
func containsFold(names []string, name string) bool {
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// endTagOf returns the offset of the end tag "</element" from i, in any
// case, that ends an element whose content is not markup, or len(doc).
func endTagOf(doc string, i int, element string) int {
	for {
		k := strings.Index(doc[i:], "</")
		if k < 0 {
			return len(doc)
		}
		i += k
		e := i + 2 + len(element)
		if e <= len(doc) && strings.EqualFold(doc[i+2:e], element) &&
			(e == len(doc) || isHTMLSpace(doc[e]) || doc[e] == '/' || doc[e] == '>') {
			return i
		}
		i += 2
	}
}

// isHTMLSpace reports whether c is ASCII whitespace as HTML counts it: tab,
// line feed, form feed, carriage return and space.
func isHTMLSpace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// attrValue decodes the raw value of a URL attribute: character references
// decoded, then leading and trailing C0 controls and spaces removed, and
// every tab and line break, as the URL parser of a browser removes them.
func attrValue(raw string) string {
	s := raw
	if strings.IndexByte(s, '&') >= 0 {
		s = unescapeAttr(s)
	}
	return trimHref(s)
}

// unescapeAttr decodes the character references of the attribute value s
// as the HTML Standard's tokenizer does (§13.2.5.72 to §13.2.5.80). Each
// reference is decoded by [html.UnescapeString], which holds the table of
// named references and the rules for numbers; which text is a reference is
// found here first, where UnescapeString would read more than HTML does in
// an attribute:
//
//   - a named reference without ";" (a legacy name, "&copy") is left as it
//     is before "=" or a letter or digit ("&copy=2", "&copyx"), and so is
//     a name that is no reference, though it starts with one ("&noti;");
//   - "&#" and "&#x" without a digit after them are left as they are,
//     where UnescapeString makes U+FFFD of "&#x;";
//   - a number above 0x10FFFF gives U+FFFD, where UnescapeString takes it
//     modulo 2³², so that "&#4294967393;" would be "a".
func unescapeAttr(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for {
		k := strings.IndexByte(s, '&')
		if k < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:k])
		s = s[k:]
		n, decoded := charRef(s)
		if n == 0 {
			n, decoded = 1, "&"
		}
		b.WriteString(decoded)
		s = s[n:]
	}
}

// charRef returns the length of the character reference at the "&" that
// starts s, an attribute value, and what it decodes to, or n == 0 when
// there is none there.
func charRef(s string) (n int, decoded string) {
	if strings.HasPrefix(s, "&#") {
		return numericRef(s)
	}
	// The named character reference state: the longest name of the table
	// that s starts with. Names are letters and digits, and those that
	// may go without ";" are whole names of letters and digits themselves.
	i := 1
	for i < len(s) && syntax.Is(s[i], syntax.Alpha|syntax.Digit) {
		i++
	}
	if i == 1 {
		return 0, ""
	}
	if i < len(s) && s[i] == ';' {
		// A name with ";" decodes to one or two characters; a name
		// that is not in the table, whole, comes back longer.
		if d := html.UnescapeString(s[:i+1]); utf8.RuneCountInString(d) <= 2 {
			return i + 1, d
		}
	}
	// A legacy name without ";", not followed by "=" (in an attribute): it
	// decodes to one character, where a longer name or none comes back
	// longer.
	if i < len(s) && s[i] == '=' {
		return 0, ""
	}
	if d := html.UnescapeString(s[:i]); utf8.RuneCountInString(d) == 1 {
		return i, d
	}
	return 0, ""
}

// numericRef reads the numeric character reference at the "&#" that starts
// s; see charRef.
func numericRef(s string) (n int, decoded string) {
	i, digit := len("&#"), syntax.Digit
	if i < len(s) && (s[i] == 'x' || s[i] == 'X') {
		i, digit = i+1, syntax.Hexdig
	}
	start, v := i, 0
	for i < len(s) && syntax.Is(s[i], digit) {
		if v <= unicode.MaxRune {
			if digit == syntax.Hexdig {
				v = v<<4 | int(syntax.Unhex(s[i]))
			} else {
				v = v*10 + int(s[i]-'0')
			}
		}
		i++
	}
	if i == start {
		return 0, "" // no digits: no reference
	}
	if i < len(s) && s[i] == ';' {
		i++
	}
	if v > unicode.MaxRune {
		return i, "\uFFFD"
	}
	return i, html.UnescapeString(s[:i])
}
