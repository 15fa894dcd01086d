package text

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uriref/uri"

	"github.com/uriref/uri/internal/syntax"
	"github.com/uriref/uri/iri"
)

// A Match is one URI reference that [Extract] found in a text.
type Match struct {
	// URI is the URI found. When IRI is set, it is the URI that the IRI
	// text[Start:End] maps to (RFC 3987 §3.1, [iri.IRI.URI]): the text as
	// written, with each non-ASCII character as the "%" triplets of its
	// UTF-8 octets, but for the full stops "。", "．" and "｡" of the host,
	// written "." (RFC 3490 §3.1); with [ExtractOptions] IDNA, the host
	// is written in ASCII by UTS #46.
	URI uri.URI

	// Start and End are the byte offsets of the URI in the text: text[Start:End]
	// is the URI as written, without its delimiters ("<", ">", quotes) and
	// without a "URL:" prefix, but with any white space that was removed
	// from inside it.
	Start, End int

	// Guessed reports that URI was completed from an abbreviation by [Guess],
	// as [ExtractOptions] Guess asks: text[Start:End] is then "www.w3.org/"
	// where URI is "http://www.w3.org/".
	Guessed bool

	// Hyphenated reports that a line break right after a "-" was removed
	// from inside the URI. The draft's Appendix E warns that a typesetter may
	// have added that hyphen; URI keeps it.
	Hyphenated bool

	// IRI reports that text[Start:End] (without the white space removed from
	// inside it) is not a URI but an IRI: it holds non-ASCII characters, as
	// in "https://münchen.de/" or "https://example.com/über", and parses by
	// the grammar of RFC 3987 §2.2 ([iri.Parse]). URI is then its mapping
	// to a URI ([iri.IRI.URI]), "https://m%C3%BCnchen.de/".
	IRI bool
}

// ExtractOptions says what [ExtractWith] looks for besides complete URIs.
type ExtractOptions struct {
	// Guess also takes abbreviated URIs whose host starts with "www." or
	// "ftp." (the draft's Appendix F, uri(7)), completed by [Guess]:
	// "see www.w3.org/Addressing/." gives "http://www.w3.org/Addressing/".
	Guess bool

	// Scheme is the scheme that Guess supplies; "" means "http".
	Scheme string

	// IDNA writes the host of an IRI that is found in ASCII as browsers
	// do, by UTS #46 ([iri.IRI.URIWith] with [iri.Options] IDNA), rather
	// than as "%" triplets, so that the [Match] URI can be fetched:
	// "Siehe https://MÜNCHEN.de/." gives "https://xn--mnchen-3ya.de/". An
	// IRI whose host has no ASCII form (a character UTS #46 disallows, a
	// broken Bidi or ContextJ rule) is then not taken.
	IDNA bool
}

// Extract returns the URI references in doc, a plain text, in order, as the draft's
// Appendix E recommends delimiting them in plain text. It is
// [ExtractWith] with the zero [ExtractOptions].
func Extract(doc string) iter.Seq[Match] { return ExtractWith(doc, ExtractOptions{}) }

// ExtractWith returns the URI references in doc, a plain text, in order:
//
//   - Within angle brackets, "<http://a/b>", white space and line breaks
//     are removed, as the draft's Appendix E says of a URI broken across
//     lines; Unicode's white space too, such as a no-break space. The
//     brackets delimit only when no "<" comes before the ">".
//   - Within double quotes, "\"http://a/b\"", the URI is taken as it is.
//     The quotes delimit only when no white space, ASCII or Unicode's,
//     comes between them.
//   - A delimited URI may start with RFC 1738's prefix "URL:", with or
//     without a space after it, which is not part of it. It is taken when
//     it parses with a scheme.
//   - A bare URI starts at its scheme (a word may begin with "(" or a
//     quotation mark) and ends at white space, "<", ">", a double quote or
//     a backtick, or at the punctuation that CJK text writes between words without a
//     space: a character of the block U+3000-U+303F ("、", "。", "「",
//     "」" ...) or a full-width "，", "！", "？", "；" or "：".
//     In the authority after "://", though, the full stops "。" (U+3002),
//     "．" (U+FF0E) and "｡" (U+FF61) separate the labels of the host, as
//     "." does (RFC 3490 §3.1), and do not end the URI: a browser takes
//     "https://example.com。evil.net" to the host example.com.evil.net,
//     and so does the [Match] URI. So do they in the host of an
//     abbreviation that Guess takes ("www.example。com"). CJK text that
//     goes on right after a host and "。" is thus read as more of the host.
//     Sentence punctuation at its end is not part of it: ".", ",", ";",
//     ":", "!", "?", "'", "*", "_", "~", a ")" or "]" that opens nowhere in the URI, and
//     any other punctuation that is not ASCII (Unicode's category P), such
//     as "”", "»", "、" or "。" (also at the end of a host, as "." there:
//     "see https://example.com。 next" gives "https://example.com"), but
//     for a full-width "）" (U+FF09) that closes a "（" in the URI, as ")"
//     does.
//   - A bare URI is taken when it parses and either has an authority with
//     a host or a path ("http://a/", "file:///x") or has one of the schemes
//     written without "//": about, cid, data, file, geo, info, mailto, man,
//     mid, news, sip, sips, sms, tag, tel, urn, whatis, xmpp. So "a:b",
//     "note:" and "e.g.:" in a sentence are not URIs.
//   - When a bare URI ends with "-" at the end of a line, and the URI goes
//     on with the first word of the next line, the two are joined: the
//     hyphen is kept, the white space dropped, and [Match] Hyphenated is set
//     (the draft's Appendix E). No second candidate without the hyphen is
//     offered: the draft says that no line break should be put after a
//     hyphen in a URI, so the hyphen is more likely the URI's own. The join
//     is made only when the part before the line break is a URI by itself
//     and the joined text is too.
//
// So URIs are found in Markdown (CommonMark, and GitHub's extension of
// it) as it is written: "`https://a/x`" in a code span gives https://a/x,
// without the backticks; "**https://a/x**", "_https://a/x_" and
// "~~https://a/x~~" give it without the emphasis or strikethrough
// (trailing "*", "_" and "~" are never part of a bare URI, as GitHub's
// extended autolinks have it); "[text](https://a/x_(y))" gives the link
// destination https://a/x_(y), its parentheses balanced, and
// "[https://a/](https://b/)" both URIs, since a bracket that stands
// outside an IP-literal host (RFC 3986 §3.2.2) ends a URI; the autolink
// "<https://a/>" is delimited by angle brackets; and the link reference
// definition `[id]: https://a/ "title"` gives https://a/.
//
// Text with non-ASCII characters (in the host, path, query or fragment) is
// taken by the same rules when it is an IRI reference (RFC 3987 §2.2,
// [iri.Parse]): "https://münchen.de/", "<https://example.com/ü>". [Match]
// IRI is then set, and Match URI is the URI it maps to (RFC 3987 §3.1).
// What RFC 3987 §4.1 refuses (the bidirectional formatting characters) and
// what ucschar does not hold (C1 controls, U+FFFE) is no IRI, and so is
// not taken.
//
// A URI taken as it is written shares the memory of doc: ExtractWith
// allocates only for a URI from which white space was removed, for the URI
// an IRI maps to, and when it guesses. It reads doc in linear time and
// never panics. Every [Match] URI parses, and the spans lie within doc, in
// order, without overlapping.
func ExtractWith(doc string, o ExtractOptions) iter.Seq[Match] {
	return func(yield func(Match) bool) {
		x := extractor{text: doc, o: o, lt: -1, gt: -1}
		for i := 0; i < len(doc); {
			if o := doc[i]; syntax.IsSpace(o) || o == '>' {
				i++ // the common case, without a call
				continue
			}
			next, ok := x.at(i)
			if ok && !yield(x.m) {
				return
			}
			i = next
		}
	}
}

// extractor holds the state of one ExtractWith.
type extractor struct {
	text   string
	o      ExtractOptions
	lt, gt int   // the next "<" and ">" after some octet at or before the current one; len(text): none
	noJoin int   // a word that ends before this offset is not joined with the next line
	m      Match // the URI found last
}

// at looks for a URI at text[i]. It returns the offset at which to go on,
// which is always past i, and reports whether it found a URI, which is then
// x.m. (Returning a Match through every call costs a third of the time.)
func (x *extractor) at(i int) (int, bool) {
	o := x.text[i]
	switch {
	case syntax.IsSpace(o) || o == '>' || o == '`':
		return i + 1, false
	case o == '<':
		if next, ok := x.angle(i); ok {
			return next, true
		}
		return i + 1, false
	case o == '"':
		if next, ok := x.quoted(i); ok {
			return next, true
		}
		return i + 1, false
	case o >= utf8.RuneSelf:
		if r, n := utf8.DecodeRuneInString(x.text[i:]); isWordStop(r) {
			return i + n, false
		}
	}
	return x.bare(i)
}

// angle looks for a URI delimited by "<" at text[i] and the next ">".
func (x *extractor) angle(i int) (int, bool) {
	if x.gt <= i {
		x.gt = nextByte(x.text, i+1, '>')
	}
	if x.lt <= i {
		x.lt = nextByte(x.text, i+1, '<')
	}
	if x.gt == len(x.text) || x.lt < x.gt {
		return 0, false
	}
	a, b := x.trimPrefix(i+1, x.gt), x.gt
	for a < b && syntax.IsSpace(x.text[b-1]) {
		b--
	}
	c := x.text[a:b]
	spaces, hyphenated := false, false
	var last byte // the last octet that is not white space
	for k := 0; k < len(c); k++ {
		switch o := c[k]; {
		case isURIOctet(o):
			last = o
		case syntax.IsSpace(o):
			spaces = true
			hyphenated = hyphenated || isLineBreak(o) && last == '-'
		case o >= utf8.RuneSelf:
			if r, n := utf8.DecodeRuneInString(c[k:]); unicode.IsSpace(r) {
				spaces = true
				k += n - 1
				continue
			}
			last = o
		default:
			return 0, false
		}
	}
	if spaces {
		c = removeSpaces(c)
	}
	u, guessed, isIRI, ok := x.accept(c, true)
	x.m = Match{URI: u, Start: a, End: b, Guessed: guessed, Hyphenated: hyphenated, IRI: isIRI}
	return x.gt + 1, ok
}

// quoted looks for a URI delimited by a double quote at text[i] and the
// next one, with no white space, "<" or ">" between them.
func (x *extractor) quoted(i int) (int, bool) {
	j := i + 1
	for j < len(x.text) && x.text[j] != '"' && !syntax.IsSpace(x.text[j]) && x.text[j] != '<' && x.text[j] != '>' {
		j++
	}
	if j == len(x.text) || x.text[j] != '"' {
		return 0, false
	}
	a := x.trimPrefix(i+1, j)
	u, guessed, isIRI, ok := x.accept(x.text[a:j], true)
	if isIRI && strings.IndexFunc(x.text[i:j], unicode.IsSpace) >= 0 {
		return 0, false // only ASCII text has no Unicode white space
	}
	x.m = Match{URI: u, Start: a, End: j, Guessed: guessed, IRI: isIRI}
	return j + 1, ok
}

// trimPrefix returns the offset in text[a:b] past white space, "URL:" and
// white space again.
func (x *extractor) trimPrefix(a, b int) int {
	for a < b && syntax.IsSpace(x.text[a]) {
		a++
	}
	if syntax.HasPrefixFold(x.text[a:b], "URL:") {
		a += len("URL:")
		for a < b && syntax.IsSpace(x.text[a]) {
			a++
		}
	}
	return a
}

// bare looks for a URI in the word that starts at text[i].
func (x *extractor) bare(i int) (int, bool) {
	end, colon, part := x.wordEnd(i, beforeAuthority)
	if !colon && !x.o.Guess {
		return end, false
	}
	a := candidateStart(x.text[i:end])
	if a < 0 {
		return end, false
	}
	a += i
	if syntax.HasPrefixFold(x.text[a:end], "URL:") {
		a += len("URL:")
	}
	c := trimTrailing(x.text[a:end])
	u, guessed, isIRI, ok := x.accept(c, false)
	if !ok {
		return end, false
	}
	m := Match{URI: u, Start: a, End: a + len(c), Guessed: guessed, IRI: isIRI}
	if len(c) == end-a && c[len(c)-1] == '-' && end > x.noJoin {
		if j, ok := x.join(a, end, part); ok {
			x.m = j
			return j.End, true
		}
	}
	x.m = m
	return end, true
}

// join tries to join the URI text[a:end], which ends with "-" at the end of
// a line, with the words that go on with it on the next lines; part is
// where end stands in it (see wordEnd).
func (x *extractor) join(a, end int, part wordPart) (Match, bool) {
	var b []byte
	last := end // the start of the last word joined
	for end > a && x.text[end-1] == '-' {
		k, breaks := end, 0
		for k < len(x.text) && syntax.IsSpace(x.text[k]) {
			if x.text[k] == '\n' || x.text[k] == '\r' && (k+1 == len(x.text) || x.text[k+1] != '\n') {
				breaks++
			}
			k++
		}
		if breaks != 1 || k == len(x.text) || strings.IndexByte("<>\"`", x.text[k]) >= 0 {
			break
		}
		if b == nil {
			b = append(b, x.text[a:end]...)
		}
		last = k
		end, _, part = x.wordEnd(k, part)
		b = append(b, x.text[k:end]...)
	}
	if b == nil {
		return Match{}, false
	}
	x.noJoin = end
	c := trimTrailing(string(b))
	cut := len(b) - len(c)
	if cut >= end-last {
		return Match{}, false // the last word is all punctuation
	}
	u, guessed, isIRI, ok := x.accept(c, false)
	return Match{URI: u, Start: a, End: end - cut, Guessed: guessed, Hyphenated: true, IRI: isIRI}, ok
}

// wordPart is where a word stands in the URI that it may hold: before the
// "//" of its first "://", in the authority that follows, or past it.
type wordPart uint8

const (
	beforeAuthority wordPart = iota
	inAuthority
	afterAuthority
)

// wordEnd returns the offset of the first white space, "<", ">", double
// quote, backtick or other character that isWordStop reports at or after
// text[i], or len(text), and reports whether a ":" comes before it. A "["
// or "]" past the first octet ends the word too, but in the authority
// that follows "://": RFC 3986 allows brackets only around an IP-literal
// host (§3.2.2), so elsewhere they are Markdown's, as in
// "[https://a/](https://b/)" and "[mail](mailto:a@b)". The full stops
// U+3002, U+FF0E and U+FF61 in a host do not end the word: they separate
// its labels, as "." does (RFC 3490 §3.1). A host is in the authority that
// follows the first "://", or, when x.o.Guess, the start of an
// abbreviation ("www.example。com"). part is where text[i] stands, and
// wordEnd returns where the end stands.
func (x *extractor) wordEnd(i int, part wordPart) (end int, colon bool, _ wordPart) {
	start := i
	for i < len(x.text) {
		o := x.text[i]
		if o < utf8.RuneSelf {
			if syntax.IsSpace(o) || o == '<' || o == '>' || o == '"' || o == '`' {
				break
			}
			if (o == '[' || o == ']') && i > start && part != inAuthority {
				break // no URI holds a bracket outside its host: Markdown's "](" or "[" is around it
			}
			switch {
			case o == ':':
				colon = true
				if part == beforeAuthority && strings.HasPrefix(x.text[i+1:], "//") {
					part, i = inAuthority, i+len("//")
				}
			case part == inAuthority && syntax.Octets[o]&syntax.SegmentEnd != 0:
				part = afterAuthority
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(x.text[i:])
		if isWordStop(r) {
			if syntax.IsFullStop(r) && part == beforeAuthority && x.o.Guess && isAbbreviatedHost(x.text[start:i]) {
				part = inAuthority // checked once a word: a full stop goes on with it, or ends it
			}
			if !syntax.IsFullStop(r) || part != inAuthority {
				break
			}
		}
		i += n
	}
	return i, colon, part
}

// isAbbreviatedHost reports whether the word w is, from its first letter,
// the start of the host of an abbreviation that [Guess] completes: "www."
// or "ftp." and more, with no "/", "?", "#", ":" or "@" yet.
func isAbbreviatedHost(w string) bool {
	a := candidateStart(w)
	if a < 0 || len(w)-a <= len("www.") || strings.ContainsAny(w[a:], "/?#:@") {
		return false
	}
	return syntax.HasPrefixFold(w[a:], "www.") || syntax.HasPrefixFold(w[a:], "ftp.")
}

// isWordStop reports whether the non-ASCII character r ends a word as
// white space does: Unicode white space, and the punctuation that CJK
// text writes between words without a space: the block of CJK Symbols and
// Punctuation (U+3000-U+303F: "、", "。", "「", "」", "『", "』", "【",
// "】" ...) and the full-width "，", "！", "？", "；" and "：".
func isWordStop(r rune) bool {
	switch {
	case 0x3000 <= r && r <= 0x303F:
		return true
	case r == '，' || r == '！' || r == '？' || r == '；' || r == '：':
		return true
	}
	return unicode.IsSpace(r)
}

// accept reports whether c is a URI to be taken, delimited or bare; see
// [ExtractWith]. It returns the URI, guessed when x.o.Guess allows, or
// mapped from an IRI when c is one.
func (x *extractor) accept(c string, delimited bool) (u uri.URI, guessed, isIRI, ok bool) {
	if k := syntax.SchemeStop(c); k > 0 && k < len(c) && c[k] == ':' {
		if !delimited && !strings.HasPrefix(c[k+1:], "//") && !syntax.LookupScheme(c[:k]).Prose {
			return uri.URI{}, false, false, false
		}
		u, isIRI, ok := parseURIOrIRI(c, x.o.IDNA)
		if !ok || !delimited && u.HostKind() != uri.HostNone && u.Host() == "" && u.Path() == "" {
			return uri.URI{}, false, false, false
		}
		return u, false, isIRI, true
	}
	if x.o.Guess && len(c) > len("www.") && (syntax.HasPrefixFold(c, "www.") || syntax.HasPrefixFold(c, "ftp.")) {
		if u, err := Guess(c, x.o.Scheme); err == nil {
			return u, true, false, true
		}
	}
	return uri.URI{}, false, false, false
}

// parseValid is [uri.Parse], reporting only whether s parses.
func parseValid(s string) (uri.URI, bool) {
	u, err := uri.Parse(s)
	return u, err == nil
}

// parseURIOrIRI parses s as a URI reference or, when it holds non-ASCII
// text, as an IRI reference mapped to a URI (RFC 3987 §3.1), its host by
// UTS #46 when idna is set; isIRI says which. ASCII text costs no more
// than [uri.Parse].
func parseURIOrIRI(s string, idna bool) (u uri.URI, isIRI, ok bool) {
	if u, ok := parseValid(s); ok || !hasNonASCII(s) {
		return u, false, ok
	}
	r, err := iri.Parse(s)
	if err != nil {
		return uri.URI{}, false, false
	}
	if idna {
		u, err := r.URIWith(iri.Options{IDNA: true})
		return u, err == nil, err == nil
	}
	return r.URI(), true, true
}

// hasNonASCII reports whether s holds an octet above 0x7F.
func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// candidateStart returns where a URI could start in the word w: at the
// scheme before the first "://", or else at the first letter. It returns
// -1 when w has no letter.
func candidateStart(w string) int {
	if k := strings.Index(w, "://"); k > 0 {
		s := k
		for s > 0 && syntax.Octets[w[s-1]]&syntax.SchemeOctet != 0 {
			s--
		}
		for s < k && syntax.Octets[w[s]]&syntax.Alpha == 0 {
			s++
		}
		if s < k {
			return s
		}
	}
	for s := 0; s < len(w); s++ {
		if syntax.Octets[w[s]]&syntax.Alpha != 0 {
			return s
		}
	}
	return -1
}

// trimTrailing cuts sentence punctuation off the end of c; see
// [ExtractWith].
func trimTrailing(c string) string {
	parens, brackets := 0, 0 // ")" less "(", "]" less "["
	wide := 0                // "）" less "（" (U+FF09, U+FF08)
	for i := 0; i < len(c); i++ {
		switch c[i] {
		case '(':
			parens--
		case ')':
			parens++
		case '[':
			brackets--
		case ']':
			brackets++
		case 0xEF: // the first octet of "（" and "）" in UTF-8
			if strings.HasPrefix(c[i:], "（") {
				wide--
			} else if strings.HasPrefix(c[i:], "）") {
				wide++
			}
		}
	}
	for len(c) > 0 {
		switch o := c[len(c)-1]; {
		case strings.IndexByte(".,;:!?'*_~", o) >= 0:
		case o == ')' && parens > 0:
			parens--
		case o == ']' && brackets > 0:
			brackets--
		case o >= utf8.RuneSelf:
			r, n := utf8.DecodeLastRuneInString(c)
			if r == '）' && wide <= 0 || !unicode.IsPunct(r) {
				return c
			}
			if r == '）' {
				wide--
			}
			c = c[:len(c)-n]
			continue
		default:
			return c
		}
		c = c[:len(c)-1]
	}
	return c
}

// isURIOctet reports whether o may stand in a URI reference: unreserved,
// reserved or "%" (RFC 3986 §2).
func isURIOctet(o byte) bool {
	return syntax.Octets[o]&syntax.QueryOctet != 0 || o == '#' || o == '[' || o == ']'
}

// removeSpaces returns c without its white space, ASCII or Unicode's.
func removeSpaces(c string) string {
	b := make([]byte, 0, len(c))
	for i := 0; i < len(c); i++ {
		if c[i] >= utf8.RuneSelf {
			if r, n := utf8.DecodeRuneInString(c[i:]); unicode.IsSpace(r) {
				i += n - 1
				continue
			}
		}
		if !syntax.IsSpace(c[i]) {
			b = append(b, c[i])
		}
	}
	return string(b)
}

// nextByte returns the offset of the first o in s at or after i, or len(s).
func nextByte(s string, i int, o byte) int {
	if j := strings.IndexByte(s[i:], o); j >= 0 {
		return i + j
	}
	return len(s)
}
