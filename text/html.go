package text

import (
	"html"
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uriref/uri"

	"github.com/uriref/uri/internal/syntax"
	"github.com/uriref/uri/whatwg"
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
// the HTML Standard's frozen base URL is set, the first one with an href
// in tree order counts, wherever it stands in the document, but for one
// that is no <base> of the document: one in the content of a <template>
// (which belongs to another document), one in SVG or MathML (an element
// of another namespace of that name), or one in the text of an element
// that holds no markup (<noscript>, with scripting on, as in a browser;
// <script>, <style>, <textarea>, <title>...). See [HTMLLinks] for how the
// document is read and the value decoded. The value is returned whatever
// it is; as a base, one of scheme data or javascript is not used
// ([DocumentBase.Base]).
func HTMLBase(doc string) (href string, ok bool) {
	if !mayHoldBase(doc) {
		return "", false
	}
	r := newTreeReader(doc)
	for r.next() {
		if r.element == "base" && r.ns == nsHTML && r.templates == 0 {
			if a, ok := r.t.tok.attr("href"); ok {
				return attrValue(doc[a.start:a.end]), true
			}
		}
	}
	return "", false
}

// mayHoldBase reports whether doc holds "<base" in any case, which the
// start tag of a base element begins with: without it, no tag makes one,
// and HTMLBase need not read the document.
func mayHoldBase(doc string) bool {
	for i := strings.IndexByte(doc, '<'); i >= 0 && len(doc)-i > len("<base"); {
		if syntax.EqualFold(doc[i+1:i+len("<base")], "base") {
			return true
		}
		j := strings.IndexByte(doc[i+1:], '<')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// HTMLLink is one URL of an HTML document, as [HTMLLinks] yields it: the
// value of an attribute that holds a URL, or one of the URLs of an
// attribute that holds several.
type HTMLLink struct {
	Element   string // the element's name in lowercase: "a", "img", "link"
	Namespace string // "" for an HTML element, "svg" or "math" for one of SVG or MathML
	Attr      string // the attribute's name in lowercase: "href", "src", "srcset", "xlink:href"
	Start     int    // the byte offset in the document where the value starts, after any quote
	End       int    // the byte offset just past the value, before any quote

	// Candidate reports that the URL is that of an image candidate of a
	// srcset or imagesrcset attribute; Descriptors are then its
	// descriptors as written ("2x", "100w"), or "". Start and End are
	// then those of the URL in the attribute's value, as are those of one
	// URL of ping or itemtype.
	Candidate   bool
	Descriptors string

	Ref string  // the value, decoded and trimmed: see HTMLLinks
	URI uri.URI // Ref made a URI reference by [ParseHref] and resolved against the document's base; the zero URI when Err is set
	Err error   // why Ref could not be resolved: see HTMLLinks
}

// HTMLLinks yields every URL of the HTML document doc in the order it
// appears, each resolved against the document's base: the href of the
// document's <base> element, if it has one ([HTMLBase]; the draft §5.1.1
// and Appendix D), resolved against the base that d's outer layers give,
// or else the base that d gives. A <base> whose URL has the scheme data
// or javascript is not used, as in a browser: the document's own URL, d's
// outer layers, is the base then ([DocumentBase.Base]). The href of the
// <base> element itself is not yielded.
//
// The URLs are the values of the attributes that hold URLs by the HTML
// Standard: href (a, area, link), src (audio, embed, iframe, img, input,
// script, source, track, video, frame), action (form), formaction
// (button, input), cite (blockquote, del, ins, q), data (object), poster
// (video), usemap (img, object), itemid (any element), and the obsolete
// background (body, table and its parts), longdesc (img, iframe, frame),
// manifest (html) and icon (menuitem, command); each URL of ping (a,
// area) and itemtype, lists of URLs separated by white space; the URL of
// each image candidate of srcset (img, source) and imagesrcset (link),
// parsed as the HTML Standard parses them, a candidate with bad
// descriptors dropped; and href and xlink:href in SVG and MathML. The
// URLs in the content of a template are yielded too, resolved against the
// document's base, as they are once a script puts that content in the
// document.
//
// The document is read as a browser reads it, by the states of the HTML
// Standard's tokenizer (§13.2.5) and the parts of its tree construction
// (§13.2.6) that decide which tokenizer state reads the text: the content
// of script, style, textarea, title, xmp, iframe, noembed, noframes and
// plaintext is text, and so is that of noscript, since scripting is taken
// to be on, as it is in a browser; in SVG and MathML (foreign content)
// title, style and script are elements like any other, "<![CDATA[" opens
// a CDATA section, and the start tags that the HTML Standard lists (p,
// div, span, b, img, table...) and "</p>" and "</br>" end it, as does the
// end tag of an element around it where the rules of HTML reach that
// element: "</span>" ends the SVG of <span><svg>, not that of
// <span><div><svg>. Comments end as the comment states end them ("<!-->",
// "<!--->", "--!>"); "<!DOCTYPE ...>", "<?...>" and "</ x>" are bogus
// comments or like them, and end at ">"; a tag cut off by the end of the
// document counts for nothing; an attribute named twice in one tag counts
// once, the first time.
//
// For that the stack of open elements is kept as the in body insertion
// mode and those of tables keep it, with the list of active formatting
// elements (a misnested <b> or <a> is reopened, and closed by the
// adoption agency algorithm), the parts of a table that the markup leaves
// out, and the form element pointer. Not kept are the insertion modes of
// select and frameset, foster parenting, which moves no element into or
// out of foreign content, and the document's mode: a <table> leaves a <p>
// open, as in quirks mode; the list keeps at most 64 formatting elements
// after its last marker, where the HTML Standard sets no limit. An end
// tag finds the element it closes at once, however deep it stands.
//
// Each value is decoded as HTML decodes an attribute value: NUL is
// U+FFFD; character references, named ("&amp;", "&colon;", "&Tab;", the
// whole table of the HTML Standard, and the legacy "&amp" or "&copy"
// without ";", but not before "=" or a letter or digit) and numeric
// ("&#38;", "&#x26;", "&#128;" as "€" by HTML's table for 0x80 to 0x9F),
// are decoded as [html.UnescapeString] decodes them, but that a number
// above 0x10FFFF is U+FFFD and that "&#" and "&#x" without digits are
// left as they are, as in HTML. Leading and trailing C0 controls and
// spaces, and every tab and line break, are then removed, as a browser's
// URL parser does; that is Ref. So `href="java&Tab;script:alert(1)"` has
// the Ref "javascript:alert(1)" and the URI of that scheme: a link comes
// back as what a browser follows.
//
// Ref is then parsed as a browser parses it: by the basic URL parser of
// the URL Standard (package [whatwg]) with the document's base URL as its
// base, and the URL is read as a URI ([whatwg.URL.URI]), with what the URL
// Standard leaves that RFC 3986 admits only encoded ("|", "[", "{", a
// second "#"...) encoded as [ParseHref] encodes it. So, in a document at
// http://host/dir/page.html, `href="../img/a b.png"` gives
// http://host/img/a%20b.png, `href="\img\a.png"` and `href="/img\a.png"`
// give http://host/img/a.png (in an http URL "\" is "/"),
// "http://a.example/../../x" gives http://a.example/x and
// "https://münchen.de/" gives https://xn--mnchen-3ya.de/: the URIs a
// browser follows. An opaque path is left as it is:
// "javascript:alert('../x')" stays the script it is. The base URL is the
// HTML Standard's frozen base URL: the href of the first <base> parsed with
// the document's fallback base URL, the base that d gives without
// Embedded, as its base ([HTMLDocumentBase]).
//
// Err is set, and URI is zero, when Ref makes no URL, or a URL that is no
// URI even so (a "%" that starts no triplet): the error of [ParseHref], a
// [*uri.Error] that points into Ref, or else that of the URL parser, a
// [*whatwg.Error] that wraps one. A relative reference in a document
// without a base gets an error that errors.Is finds [ErrNoBase] in (and
// errors.As a [*uri.Error] of Rule "absolute-URI" at Offset 0), whatever
// the reference.
//
// HTMLLinks never panics, and takes time linear in the length of doc.
func HTMLLinks(doc string, d DocumentBase) iter.Seq[HTMLLink] {
	return func(yield func(HTMLLink) bool) {
		base := documentBase(doc, d)
		r := newTreeReader(doc)
		for r.next() {
			for _, a := range r.t.tok.attrs {
				kind := urlAttr(r.ns, r.element, a.name)
				if kind == noURL || r.element == "base" && r.ns == nsHTML {
					continue
				}
				l := HTMLLink{Element: r.element, Namespace: r.ns.String(), Attr: a.name, Start: a.start, End: a.end}
				if !yieldLinks(doc, a, kind, l, base, yield) {
					return
				}
			}
		}
	}
}

// yieldLinks yields the links of the attribute a, which holds URLs as
// kind says, with the fields of l that are the attribute's, and reports
// whether yield asked for more.
func yieldLinks(doc string, a attribute, kind urlKind, l HTMLLink, base linkBase, yield func(HTMLLink) bool) bool {
	if kind == oneURL {
		l.Ref = attrValue(doc[a.start:a.end])
		return yield(resolveLink(l, base))
	}
	v := decodeValue(doc, a)
	for i := 0; ; {
		var start, end int
		if kind == srcsetURLs {
			c, next, ok := nextCandidate(v.s, i)
			if !ok {
				return true
			}
			start, end, i = c.start, c.end, next
			l.Candidate, l.Descriptors = true, v.s[c.descStart:c.descEnd]
		} else {
			for i < len(v.s) && isHTMLSpace(v.s[i]) {
				i++
			}
			if start, end = i, tokenEnd(v.s, i); start == end {
				return true
			}
			i = end
		}
		l.Start, l.End = v.span(start, end)
		l.Ref = trimHref(v.s[start:end])
		if !yield(resolveLink(l, base)) {
			return false
		}
	}
}

// tokenEnd returns the end of the token that starts at s[i]: the next
// ASCII white space, or len(s).
func tokenEnd(s string, i int) int {
	for i < len(s) && !isHTMLSpace(s[i]) {
		i++
	}
	return i
}

// resolveLink sets l.URI, or l.Err, from l.Ref and the base.
func resolveLink(l HTMLLink, base linkBase) HTMLLink {
	if base.url != nil || !base.ok {
		l.URI, l.Err = resolveHref(base.url, l.Ref)
		return l
	}
	// A base that the URL Standard does not parse (an IPvFuture host, a
	// port above 65535): RFC 3986 §5.2.2 resolves against it.
	ref, err := ParseHref(l.Ref)
	switch {
	case err != nil:
		l.Err = err
	case ref.HasScheme():
		l.URI = withoutDotSegments(ref)
	default:
		l.URI, l.Err = base.uri.Resolve(ref)
	}
	return l
}

// linkBase is the base that the links of a document are resolved
// against: a URL of the URL Standard, and the URI it reads as.
type linkBase struct {
	url *whatwg.URL // nil when there is none, or when the URL Standard does not parse uri
	uri uri.URI
	ok  bool // there is a base
}

// HTMLDocumentBase returns the base URI that [HTMLLinks] resolves the
// links of the HTML document doc against, and reports whether there is
// one.
func HTMLDocumentBase(doc string, d DocumentBase) (uri.URI, bool) {
	b := documentBase(doc, d)
	return b.uri, b.ok
}

// documentBase returns the base of the links of doc as the HTML Standard
// sets the frozen base URL of its first <base href> ([HTMLBase]): the
// href parsed by the URL Standard with the document's fallback base URL,
// which is the base that the layers of d outside Embedded give, as its
// base; unless that fails or gives a URL of the scheme data or
// javascript, when the base is the one that d gives ([DocumentBase.Base]).
func documentBase(doc string, d DocumentBase) linkBase {
	if href, ok := HTMLBase(doc); ok {
		outer := d
		outer.Embedded = uri.URI{}
		var w *whatwg.URL
		var err error
		if fallback, ok := outer.Base(); ok {
			if f, ferr := whatwg.Parse(fallback.String()); ferr == nil {
				w, err = f.Parse(trimHref(href))
			}
		} else {
			w, err = whatwg.Parse(trimHref(href))
		}
		if w != nil && err == nil && w.Protocol() != "data:" && w.Protocol() != "javascript:" {
			if u, ok := urlURI(w); ok {
				return linkBase{url: w, uri: u, ok: true}
			}
		}
	}
	b, ok := d.Base()
	if !ok {
		return linkBase{}
	}
	if w, err := whatwg.Parse(b.String()); err == nil {
		if u, ok := urlURI(w); ok {
			return linkBase{url: w, uri: u, ok: true}
		}
	}
	return linkBase{uri: withoutDotSegments(b), ok: true}
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

// A decodedValue is an attribute value decoded, with the way back to the
// value as written.
type decodedValue struct {
	s     string
	start int   // the offset of the value as written in the document
	pos   []int // nil when s is as written; else the offset in the value as written of the character that gave each octet of s, then its length
}

// decodeValue decodes the value of the attribute a of doc as attrValue
// does, without the trimming.
func decodeValue(doc string, a attribute) decodedValue {
	raw := doc[a.start:a.end]
	v := decodedValue{s: raw, start: a.start}
	if strings.IndexByte(raw, '&') >= 0 || strings.IndexByte(raw, 0) >= 0 {
		v.pos = make([]int, 0, len(raw)+1)
		v.s = unescapeAttr(raw, &v.pos)
	}
	return v
}

// span returns the bounds in the document of v.s[i:j], which starts and
// ends where characters of the value as written start and end.
func (v decodedValue) span(i, j int) (int, int) {
	if v.pos == nil {
		return v.start + i, v.start + j
	}
	return v.start + v.pos[i], v.start + v.pos[j]
}

// attrValue decodes the raw value of a URL attribute: character references
// decoded, then leading and trailing C0 controls and spaces removed, and
// every tab and line break, as the URL parser of a browser removes them.
func attrValue(raw string) string {
	s := raw
	if strings.IndexByte(s, '&') >= 0 || strings.IndexByte(s, 0) >= 0 {
		s = unescapeAttr(s, nil)
	}
	return trimHref(s)
}

// unescapeAttr decodes the attribute value s as the HTML Standard's
// tokenizer does: NUL as U+FFFD (the attribute value states), and the
// character references (§13.2.5.72 to §13.2.5.80). Each reference is
// decoded by [html.UnescapeString], which holds the table of named
// references and the rules for numbers; which text is a reference is
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
//
// When pos is not nil, the offset in s of the character that gave each
// octet of the result is appended to it, and then len(s).
func unescapeAttr(s string, pos *[]int) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		n, d := 1, s[i:i+1]
		switch s[i] {
		case '&':
			if m, decoded := charRef(s[i:]); m > 0 {
				n, d = m, decoded
			}
		case 0:
			d = "\uFFFD"
		}
		b = append(b, d...)
		for k := 0; pos != nil && k < len(d); k++ {
			*pos = append(*pos, i)
		}
		i += n
	}
	if pos != nil {
		*pos = append(*pos, len(s))
	}
	return string(b)
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
