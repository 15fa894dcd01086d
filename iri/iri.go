// Package iri reads and writes Internationalized Resource Identifiers
// ([RFC 3987]): URI references that may hold non-ASCII characters as they
// are, in UTF-8. It maps an IRI to the URI it stands for (RFC 3987 §3.1)
// and shows a URI as an IRI for people to read (§3.2). With the IDNA
// option it writes a host name in ASCII by [UTS #46] as browsers do, its
// non-ASCII labels as A-labels (the Punycode of [RFC 3492]), and shows
// A-labels as Unicode, with the Unicode data of Unicode 16.0.0.
//
// An [IRI] is a small comparable value, like [uri.URI], and its errors are
// [*uri.Error] values, with the rules named as RFC 3987 names them.
//
// [RFC 3987]: https://www.rfc-editor.org/rfc/rfc3987
// [UTS #46]: https://www.unicode.org/reports/tr46/
// [RFC 3492]: https://www.rfc-editor.org/rfc/rfc3492
package iri

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/idna"
	"github.com/uriref/uri/internal/syntax"
)

// IRI is one parsed IRI reference (RFC 3987 §2.2): a URI reference that may
// also hold non-ASCII characters, written as they are in UTF-8. Like
// [uri.URI] it is an immutable, comparable value that keeps the text it was
// parsed from, and its zero value is the empty reference "". Two IRIs are
// == exactly when their texts are identical.
//
// An IRI is not a URI: use [IRI.URI] to map it to one (RFC 3987 §3.1), and
// [FromURI] to show a URI as an IRI (RFC 3987 §3.2).
type IRI struct {
	r core.Ref // the IRI's text and the offsets of its components
}

// Parse parses s as an IRI reference by the grammar of RFC 3987 §2.2. That
// grammar is RFC 3986's, with ucschar admitted wherever pct-encoded is (in
// iuserinfo, ireg-name, isegment, iquery and ifragment) and iprivate in
// iquery as well. The scheme, ports and IP literals stay ASCII.
//
// As RFC 3987 §4.1 requires, the bidirectional formatting characters LRM,
// RLM, LRE, RLE, LRO, RLO and PDF (U+200E, U+200F, U+202A to U+202E) are
// refused, though ucschar covers them. No normalization (NFC, RFC 3987
// §5.3.2.2) is applied or checked.
//
// An input that breaks the grammar gives a [*uri.Error] whose Rule is
// spelled as in RFC 3987: "isegment", "ireg-name", "iquery", "ifragment",
// "iuserinfo", "isegment-nz-nc", or an ASCII rule the two RFCs share
// ("scheme", "port", "IP-literal", "pct-encoded"). A character that is not
// allowed where it stands, or octets that are not UTF-8, fail at their
// first octet with the rule of the component; an input longer than 2³⁰-1
// octets gives the rule "IRI-reference". Parse never panics; it runs the
// parser that [uri.Parse] runs, in its IRI mode, and does not allocate
// unless it returns an error.
func Parse(s string) (IRI, error) {
	if len(s) > core.MaxLen {
		return IRI{}, &uri.Error{Input: s, Offset: core.MaxLen, Rule: "IRI-reference"}
	}
	r, offset, rule, ok := core.Parse(s, core.ModeIRI)
	if !ok {
		return IRI{}, &uri.Error{Input: s, Offset: offset, Rule: rule}
	}
	return IRI{r}, nil
}

// MustParse is like [Parse] but panics if s is not an IRI reference. It is
// for tests and for constants known to be valid.
func MustParse(s string) IRI {
	r, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}

// String returns the IRI reference as text, the text given to [Parse] or
// made by [FromURI]. It does not allocate.
func (r IRI) String() string { return r.r.String() }

// Scheme returns the scheme without its ":", or "" when there is none.
func (r IRI) Scheme() string { return r.r.Scheme() }

// HasScheme reports whether r has a scheme, and so is an IRI rather than
// a relative reference (RFC 3987 §2.2).
func (r IRI) HasScheme() bool { return r.r.SchemeEnd() != 0 }

// Authority returns the iauthority without its leading "//" and reports
// whether r has one.
func (r IRI) Authority() (string, bool) { return r.r.Authority() }

// Userinfo returns the iuserinfo without its "@" and reports whether r has
// one.
func (r IRI) Userinfo() (string, bool) { return r.r.Userinfo() }

// Host returns the ihost as written, or "" when r has no authority.
func (r IRI) Host() string { return r.r.Host() }

// HostKind reports which alternative of ihost the host matches; an
// ireg-name is [uri.HostRegName].
func (r IRI) HostKind() uri.HostKind { return uri.HostKind(r.r.Kind()) }

// Port returns the port and reports whether r has one.
func (r IRI) Port() (string, bool) { return r.r.Port() }

// Path returns the ipath, which may be empty.
func (r IRI) Path() string { return r.r.Path() }

// Query returns the iquery without its "?" and reports whether r has one.
func (r IRI) Query() (string, bool) { return r.r.Query() }

// Fragment returns the ifragment without its "#" and reports whether r has
// one.
func (r IRI) Fragment() (string, bool) { return r.r.Fragment() }

// Options adjusts the mapping between IRIs and URIs.
type Options struct {
	// IDNA writes a reg-name host in its ASCII form: [IRI.URIWith] maps,
	// validates and encodes it with [HostToASCII] (UTS #46, as browsers
	// do) instead of percent-encoding it, as RFC 3987 §3.1 allows for
	// schemes whose hosts are domain names; [FromURIWith] shows its
	// A-labels as Unicode with [HostToUnicode].
	IDNA bool

	// StrictIDNA, with IDNA, has URIWith check the host as a registry or
	// a DNS client does (the URL Standard's beStrict): UTS #46 with
	// UseSTD3ASCIIRules, CheckHyphens and VerifyDnsLength as well, so
	// that "a_b.example", "-x.example", "ab--c.example" and a label over
	// 63 octets fail.
	StrictIDNA bool
}

// URI maps r to a URI by RFC 3987 §3.1: every character that is not ASCII
// is written as the "%" triplets of its UTF-8 octets, in uppercase
// hexadecimal. What is already ASCII, "%" triplets included, is left as it
// is, so an IRI that is a URI maps to itself and no allocation is made.
// Otherwise URI allocates once for the text, and once for the value.
//
// In a reg-name host, the full stops U+3002, U+FF0E and U+FF61 are written
// ".": RFC 3490 §3.1 makes them label separators wherever a domain name is
// read, so "http://example.com。evil.net/" names the host
// example.com.evil.net, as a browser reads it, and maps to
// "http://example.com.evil.net/"; their triplets would be a reg-name of
// one label fewer. This costs one more allocation.
func (r IRI) URI() uri.URI {
	s := r.String()
	n := nonASCII(s)
	if n == 0 {
		return uri.URI(r.r) // an IRI of ASCII octets is a URI
	}
	if host := r.Host(); r.HostKind() == uri.HostRegName && strings.ContainsFunc(host, syntax.IsFullStop) {
		start, end := r.hostBounds()
		return r.withHost(strings.Map(fullStopToDot, host), start, end).URI()
	}
	b := make([]byte, 0, len(s)+2*n)
	for i := range len(s) {
		if c := s[i]; c >= utf8.RuneSelf {
			b = syntax.AppendPct(b, c)
		} else {
			b = append(b, c)
		}
	}
	at := func(o int) int { return o + 2*nonASCII(s[:o]) }
	return uri.URI(r.r.Retext(string(b), at))
}

// fullStopToDot returns "." for the full stops of RFC 3490 §3.1, and r
// for every other character.
func fullStopToDot(r rune) rune {
	if syntax.IsFullStop(r) {
		return '.'
	}
	return r
}

// nonASCII counts the octets of s above 0x7F.
func nonASCII(s string) int {
	n := 0
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			n++
		}
	}
	return n
}

// URIWith is like [IRI.URI], with the options o. With o.IDNA set, a
// non-empty reg-name host is first percent-decoded and written by
// [HostToASCII], never percent-encoded, but for the ASCII octets that
// UTS #46 leaves in a domain and a reg-name does not admit ('"', "{",
// "`", ...), which are written as triplets (RFC 3986 §3.2.2); the error is then HostToASCII's,
// with Input set to r's text and Offset moved to match, for a host that
// has no ASCII form.
func (r IRI) URIWith(o Options) (uri.URI, error) {
	host := r.Host()
	if !o.IDNA || r.HostKind() != uri.HostRegName || host == "" {
		return r.URI(), nil
	}
	name := host
	if strings.IndexByte(host, '%') >= 0 {
		name, _ = uri.Unescape(host) // Parse has checked the triplets
	}
	toASCII := HostToASCII
	if o.StrictIDNA {
		toASCII = hostToASCIIStrict
	}
	ascii, err := toASCII(name)
	start, end := r.hostBounds()
	if e, ok := err.(*uri.Error); ok {
		return uri.URI{}, &uri.Error{Input: r.String(), Offset: start + encodedOffset(host, e.Offset), Rule: e.Rule}
	}
	if ascii == host {
		return r.URI(), nil
	}
	// UTS #46 and the URL Standard leave some ASCII octets in a domain that
	// a reg-name does not admit ('"', "{", "`", ...): they are written as
	// triplets (RFC 3986 §3.2.2), so that the result is a URI.
	for i := range len(ascii) {
		if syntax.Octets[ascii[i]]&syntax.RegNameOctet == 0 || ascii[i] == '%' {
			ascii = string(syntax.AppendEncoded(make([]byte, 0, len(ascii)+8), ascii, syntax.RegNameOctet))
			break
		}
	}
	return r.withHost(ascii, start, end).URI(), nil
}

// encodedOffset returns the offset in s of the octet that is at offset o
// once s is percent-decoded.
func encodedOffset(s string, o int) int {
	i := 0
	for ; o > 0 && i < len(s); o-- {
		if s[i] == '%' {
			i += 3
		} else {
			i++
		}
	}
	return i
}

// hostBounds returns the offsets in r's text where its host starts and
// ends.
func (r IRI) hostBounds() (start, end int) {
	if r.HasScheme() {
		start = len(r.Scheme()) + 1
	}
	start += len("//")
	if ui, ok := r.Userinfo(); ok {
		start += len(ui) + len("@")
	}
	return start, start + len(r.Host())
}

// withHost returns r with the host that stands at s[start:end] replaced by
// host, which must be an ireg-name.
func (r IRI) withHost(host string, start, end int) IRI {
	s := r.String()
	t := s[:start] + host + s[end:]
	delta := len(host) - (end - start)
	at := func(o int) int {
		if o <= start {
			return o
		}
		return o + delta
	}
	return IRI{r.r.Retext(t, at)}
}

// FromURI shows u as an IRI, for display, by RFC 3987 §3.2: a run of "%"
// triplets is decoded where its octets are the UTF-8 form of characters
// that may stand in that component of an IRI, ucschar everywhere and
// iprivate in the query. Everything else is left as it is:
//
//   - triplets of ASCII octets, reserved or not, so "%2F" and "%41" stay
//     (decoding unreserved ones is [uri.URI.Normalize]'s job, §3.2 step 2
//     aside);
//   - octets that are not UTF-8, or not the shortest form;
//   - the bidirectional formatting characters of RFC 3987 §4.1 and every
//     other format character (Unicode category Cf, such as U+2066 to U+2069
//     and U+FEFF), and the space and separator characters (Z*), which would
//     hide or disguise what the reader sees (RFC 3987 §4.1 and §6.1);
//   - the full stops U+3002, U+FF0E and U+FF61 in a reg-name host, which
//     would show a label separator (RFC 3490 §3.1) where u has none, and
//     which [IRI.URI] writes as ".";
//   - in a reg-name host, the characters that UTS #46 ignores or
//     disallows, such as U+3164 HANGUL FILLER and the variation
//     selectors (ignored) or unassigned code points (disallowed), which
//     a reader would not see but a resolver would not look up:
//     "a%E3%85%A4.example" stays;
//   - the host of an IP literal, the scheme and the port, which hold no
//     triplets anyway.
//
// The result parses with [Parse], and its [IRI.URI] is u up to the case of
// the hexadecimal digits of the triplets it decoded. When nothing is
// decoded, FromURI does not allocate.
func FromURI(u uri.URI) IRI {
	s := u.String()
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return IRI{core.Ref(u)} // a URI is an IRI
	}
	var b []byte  // nil until a character is decoded; then the IRI so far
	var cut []int // where each decoded run started in s, and its length there, in pairs
	last := 0     // s[last:i] is yet to be copied to b
	q, hasQuery := u.Query()
	qStart, qEnd := -1, -1
	if hasQuery {
		qEnd = len(s)
		if f, ok := u.Fragment(); ok {
			qEnd -= len(f) + 1
		}
		qStart = qEnd - len(q)
	}
	hostStart, hostEnd := -1, -1
	if u.HostKind() == uri.HostRegName {
		hostStart, hostEnd = IRI{core.Ref(u)}.hostBounds()
	}
	for ; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		r, n := decodeTriplets(s[i:])
		inHost := hostStart <= i && i < hostEnd
		if n == 0 || !displayable(r, qStart <= i && i < qEnd) || inHost && (syntax.IsFullStop(r) || !idna.InDomain(r)) {
			i += 2
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(s)) // decoding only shortens
		}
		b = append(b, s[last:i]...)
		b = utf8.AppendRune(b, r)
		cut = append(cut, i, n-utf8.RuneLen(r))
		i += n - 1
		last = i + 1
	}
	if b == nil {
		return IRI{core.Ref(u)}
	}
	b = append(b, s[last:]...)
	at := func(o int) int {
		moved := o
		for k := 0; k < len(cut) && cut[k] < o; k += 2 {
			moved -= cut[k+1]
		}
		return moved
	}
	return IRI{core.Ref(u).Retext(string(b), at)}
}

// FromURIWith is like [FromURI], with the options o. With o.IDNA set, the
// A-labels of a reg-name host are shown as Unicode by [HostToUnicode].
func FromURIWith(u uri.URI, o Options) IRI {
	r := FromURI(u)
	if !o.IDNA || r.HostKind() != uri.HostRegName {
		return r
	}
	host := r.Host()
	uni := HostToUnicode(host)
	if uni == host {
		return r
	}
	start, end := r.hostBounds()
	return r.withHost(uni, start, end)
}

// decodeTriplets decodes the UTF-8 sequence of one non-ASCII character
// written as "%" triplets at the start of s. It returns the character and
// the number of octets of s it takes, or n == 0 when the triplets there are
// not one such character in its shortest form.
func decodeTriplets(s string) (r rune, n int) {
	var buf [utf8.UTFMax]byte
	k := 0
	for k < utf8.UTFMax && 3*k+2 < len(s) && s[3*k] == '%' &&
		syntax.Octets[s[3*k+1]]&syntax.Hexdig != 0 && syntax.Octets[s[3*k+2]]&syntax.Hexdig != 0 {
		buf[k] = syntax.Unhex(s[3*k+1])<<4 | syntax.Unhex(s[3*k+2])
		k++
		if !utf8.FullRune(buf[:k]) {
			continue
		}
		r, size := utf8.DecodeRune(buf[:k])
		if r < utf8.RuneSelf || r == utf8.RuneError && size <= 1 {
			return 0, 0
		}
		return r, 3 * size
	}
	return 0, 0
}

// displayable reports whether FromURI may show r decoded, in the query when
// inQuery is set.
func displayable(r rune, inQuery bool) bool {
	if !syntax.IsUcschar(r) && !(inQuery && syntax.IsIprivate(r)) {
		return false
	}
	return !unicode.In(r, unicode.Cf, unicode.Z)
}
