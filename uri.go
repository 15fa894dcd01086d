// Package uri parses, resolves, escapes, normalizes and compares URI
// references exactly as [RFC 3986] specifies them.
//
// A URI reference is either a URI, which has a scheme ("http://a/b"), or a
// relative reference, which has none ("../b?q"); RFC 3986 §4.1. Its five
// components are the scheme, the authority, the path, the query and the
// fragment. A component is absent when its delimiter is missing, and empty
// when the delimiter is there with nothing after it: "http://a" has no query,
// "http://a?" has an empty one. Every accessor keeps that difference. The
// path is never absent, though it may be empty.
//
// Components are returned exactly as written, still percent-encoded; use
// [Unescape] to decode one. A [URI] is a small comparable value that holds the
// text it was parsed from and a few offsets into it, so that Parse does not
// allocate and [URI.String] gives back the input unchanged.
//
// Where each part of the standards is implemented:
//
//   - [Parse]: the grammar of RFC 3986 Appendix A, §3 and §4.1.
//   - [URI.Resolve], [URI.ResolveWith]: RFC 3986 §5.2; with
//     [ResolveOptions.RFC2396], §5.2 of the draft that became RFC 3986,
//     [draft-fielding-uri-rfc2396bis-00], whose Appendix C it reproduces.
//   - [URI.Normalize], [URI.Equal]: RFC 3986 §6.2.2 and §6.2.3.
//   - [Escape], [Unescape], [UnescapeText]: RFC 3986 §2.1 and §2.4, with the
//     rules on "%" of [RFC 1630] and [RFC 1738].
//   - [URI.Relativize]: the inverse of Resolve, with RFC 3986 §4.2 on a
//     first segment that holds a ":".
//   - [Build], [URI.With] and the Without methods: a URI from components,
//     each checked against its rule of Appendix A and against the
//     ambiguities of §3.3 and §4.2.
//   - [URI.QueryParams], [SplitQuery], [EncodeQuery]: the key=value pairs of
//     HTML forms in a query (RFC 3986 §3.4 leaves them to the scheme).
//   - [FromURL], [URI.URL], [URI.Redacted]: net/url, and userinfo hidden as
//     RFC 3986 §3.2.1 and §7.5 advise.
//   - [URI.Lint]: the warnings of the draft's §7 and departures from §6.2.
//
// What stands on this core lives in packages of its own:
//
//   - [github.com/uriref/uri/iri]: IRIs ([RFC 3987]) and their mapping to
//     and from URIs, with IDNA host names and the Punycode of [RFC 3492].
//   - [github.com/uriref/uri/text]: URIs in plain text and URIs typed by
//     people (the draft's Appendices E and F), and the base URI and links
//     of a document (RFC 3986 §5.1, the draft's Appendix D).
//   - [github.com/uriref/uri/scheme]: the structure that common schemes
//     (file, mailto, news, ldap, ftp, urn, ...) give to the generic syntax.
//
// Errors are always of type [*Error], which gives the byte offset where the
// input breaks the grammar and the rule it breaks. No function of this
// package panics on any input, except [MustParse] by design.
//
// [RFC 3986]: https://www.rfc-editor.org/rfc/rfc3986
// [draft-fielding-uri-rfc2396bis-00]: https://datatracker.ietf.org/doc/html/draft-fielding-uri-rfc2396bis-00
// [RFC 1630]: https://www.rfc-editor.org/rfc/rfc1630
// [RFC 1738]: https://www.rfc-editor.org/rfc/rfc1738
// [RFC 3987]: https://www.rfc-editor.org/rfc/rfc3987
// [RFC 3492]: https://www.rfc-editor.org/rfc/rfc3492
package uri

import (
	"strconv"
	"strings"

	"github.com/uriref/uri/internal/syntax"
)

// URI is one parsed URI reference (RFC 3986 §4.1): an absolute URI or a
// relative reference, with an optional fragment. It is an immutable,
// comparable value; its zero value is the empty relative reference "".
// Components are returned exactly as written (still percent-encoded), so that
// u.String() is the text that was parsed.
//
// Two URIs are == exactly when their texts are identical: "HTTP://a" and
// "http://a" are different values. Use [URI.Equal] for equivalence.
type URI struct {
	s string // the reference, exactly as given to Parse

	// The offsets of s's components (see offsets) and the host's kind,
	// packed in two words, so that a URI is four words: the compiler keeps
	// a struct that small in registers when it copies, passes or returns
	// it, where a larger one goes through memory.
	//
	//	a = pathStart | pathEnd<<30 | kind<<60 | hasUserinfo<<63
	//	b = schemeEnd | queryEnd<<30
	//
	// The host's offsets are not stored but found again in the authority,
	// from its end and from its "@": see hostStart and hostEnd. An absent
	// component leaves its bits zero, so that u == v exactly when
	// u.String() == v.String().
	a, b uint64
}

// offsets is a URI's offsets into its text, one field each, as the parser,
// the writer and resolve record them before making a URI with [offsets.uri].
type offsets struct {
	schemeEnd uint32   // the ":" ending the scheme; 0: no scheme (a scheme is never empty)
	hostStart uint32   // first octet of the host, just past "@" when there is userinfo
	hostEnd   uint32   // one past the host; a ":" there starts the port
	pathStart uint32   // one past the authority; where the path begins
	pathEnd   uint32   // the "?" or "#" ending the path, or len(s)
	queryEnd  uint32   // the "#" or len(s) ending the query; 0: no query
	kind      HostKind // HostNone: no authority
}

// offBits is the width of one packed offset: maxLen fits in it.
// userinfoBit is the bit of URI.a set when the authority has a userinfo.
const (
	offBits     = 30
	offMask     = 1<<offBits - 1
	userinfoBit = 1 << 63
)

// uri returns the URI whose text is s and whose offsets are o. Whether it
// has a userinfo is the one bit that it keeps of the host's offsets.
func (o *offsets) uri(s string) URI {
	a := uint64(o.pathStart) | uint64(o.pathEnd)<<offBits | uint64(o.kind)<<(2*offBits)
	if o.kind != HostNone && o.hostStart != afterScheme(o.schemeEnd)+2 {
		a |= userinfoBit
	}
	return URI{s: s, a: a, b: uint64(o.schemeEnd) | uint64(o.queryEnd)<<offBits}
}

// offsets returns u's offsets one field each.
func (u URI) offsets() offsets {
	return offsets{schemeEnd: u.schemeEnd(), hostStart: u.hostStart(), hostEnd: u.hostEnd(),
		pathStart: u.pathStart(), pathEnd: u.pathEnd(), queryEnd: u.queryEnd(), kind: u.kind()}
}

// The offsets that u stores, unpacked.
func (u URI) pathStart() uint32 { return uint32(u.a) & offMask }
func (u URI) pathEnd() uint32   { return uint32(u.a>>offBits) & offMask }
func (u URI) kind() HostKind    { return HostKind(u.a >> (2 * offBits) & 7) }
func (u URI) schemeEnd() uint32 { return uint32(u.b) & offMask }
func (u URI) queryEnd() uint32  { return uint32(u.b >> offBits) }

// hasUserinfo reports whether u has an authority with a userinfo.
func (u URI) hasUserinfo() bool { return u.a&userinfoBit != 0 }

// hostStart returns the offset of the host: the authority's, or one past
// its "@", the first, since neither userinfo nor host holds one (RFC 3986
// §3.2.1). It is 0 when u has no authority.
func (u URI) hostStart() uint32 {
	if u.kind() == HostNone {
		return 0
	}
	i := u.authorityStart()
	if u.hasUserinfo() {
		i += uint32(strings.IndexByte(u.s[i:u.pathStart()], '@')) + 1
	}
	return i
}

// hostEnd returns the offset one past the host: where the authority ends,
// or the ":" of its port, which the port's digits follow up to that end
// (RFC 3986 §3.2.3). A host ends in neither ":" nor a ":" and digits: an
// IP-literal ends in "]", and a reg-name holds no ":". It is 0 when u has
// no authority.
func (u URI) hostEnd() uint32 {
	if u.kind() == HostNone {
		return 0
	}
	end := u.pathStart()
	i := end
	for syntax.Octets[u.s[i-1]]&digit != 0 { // the "//" stops it
		i--
	}
	if u.s[i-1] == ':' {
		return i - 1
	}
	return end
}

// String returns the reference as text. It is the text given to [Parse], or
// the recomposition of RFC 3986 §5.3 for a value built by this package. It
// does not allocate.
func (u URI) String() string { return u.s }

// afterScheme returns the offset just past the scheme's ":", or 0.
func (u URI) afterScheme() uint32 { return afterScheme(u.schemeEnd()) }

// afterScheme returns the offset just past the ":" at schemeEnd, or 0 when
// schemeEnd is 0, for no scheme.
func afterScheme(schemeEnd uint32) uint32 {
	if schemeEnd == 0 {
		return 0
	}
	return schemeEnd + 1
}

// authorityStart returns the offset of the first octet of the authority,
// just past "//". It is meaningful only when u has an authority.
func (u URI) authorityStart() uint32 { return u.afterScheme() + 2 }

// fragmentStart returns the offset of the "#" that starts the fragment, or
// len(u.s) when there is none.
func (u URI) fragmentStart() uint32 { return max(u.pathEnd(), u.queryEnd()) }

// Scheme returns the scheme without its ":", or "" when u is a relative
// reference.
func (u URI) Scheme() string { return u.s[:u.schemeEnd()] }

// IsAbsolute reports whether u has a scheme, and so is a URI rather than a
// relative reference (RFC 3986 §4.1). It may still have a fragment; see
// [URI.IsAbsoluteURI].
func (u URI) IsAbsolute() bool { return u.schemeEnd() != 0 }

// IsAbsoluteURI reports whether u matches absolute-URI (RFC 3986 §4.3): it
// has a scheme and no fragment, as a base URI must.
func (u URI) IsAbsoluteURI() bool {
	return u.schemeEnd() != 0 && int(u.fragmentStart()) == len(u.s)
}

// Authority returns the authority without its leading "//" and reports
// whether u has one: "file:///x" has an empty authority, "mailto:a@b" none.
func (u URI) Authority() (string, bool) {
	if u.kind() == HostNone {
		return "", false
	}
	return u.s[u.authorityStart():u.pathStart()], true
}

// Userinfo returns the userinfo without its "@" and reports whether u has
// one: "http://@a/" has an empty userinfo, "http://a/" none.
func (u URI) Userinfo() (string, bool) {
	if !u.hasUserinfo() {
		return "", false
	}
	return u.s[u.authorityStart() : u.hostStart()-1], true
}

// Host returns the host as written, or "" when u has no authority. An
// IP-literal keeps its brackets: "[::1]". A reg-name may be empty
// ("file:///x"); see [URI.HostKind] to tell the cases apart.
func (u URI) Host() string { return u.s[u.hostStart():u.hostEnd()] }

// HostKind reports which rule of RFC 3986 §3.2.2 the host matches as
// written, or [HostNone] when u has no authority. A reg-name may still
// denote an IPv4 address ("127.0.0.%31"): a program that decides where to
// connect reads [URI.NormalHostKind], [URI.Addr] or [URI.Hostname], which
// all read the host that u denotes.
func (u URI) HostKind() HostKind { return u.kind() }

// Port returns the port without its ":" and reports whether u has one:
// "http://a:/" has an empty port, "http://a/" none.
func (u URI) Port() (string, bool) {
	if u.hostEnd() == u.pathStart() || u.kind() == HostNone {
		return "", false
	}
	return u.s[u.hostEnd()+1 : u.pathStart()], true
}

// Path returns the path. It is never absent, but may be empty.
func (u URI) Path() string { return u.s[u.pathStart():u.pathEnd()] }

// Query returns the query without its "?" and reports whether u has one:
// "http://a?" has an empty query, "http://a" has none.
func (u URI) Query() (string, bool) {
	if u.queryEnd() == 0 {
		return "", false
	}
	return u.s[u.pathEnd()+1 : u.queryEnd()], true
}

// Fragment returns the fragment without its "#" and reports whether u has
// one: "a#" has an empty fragment, "a" none.
func (u URI) Fragment() (string, bool) {
	hash := u.fragmentStart()
	if int(hash) == len(u.s) {
		return "", false
	}
	return u.s[hash+1:], true
}

// HostKind says which alternative of host (RFC 3986 §3.2.2) a host matches.
type HostKind uint8

const (
	HostNone      HostKind = iota // no authority
	HostRegName                   // reg-name, possibly empty ("file:///x")
	HostIPv4                      // IPv4address: four dec-octets, each 0-255
	HostIPv6                      // "[" IPv6address "]"
	HostIPvFuture                 // "[v" 1*HEXDIG "." ... "]"
)

// String returns "none", "regname", "ipv4", "ipv6" or "ipvfuture", the words
// the uri command prints.
func (k HostKind) String() string {
	switch k {
	case HostNone:
		return "none"
	case HostRegName:
		return "regname"
	case HostIPv4:
		return "ipv4"
	case HostIPv6:
		return "ipv6"
	case HostIPvFuture:
		return "ipvfuture"
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// AppendText implements [encoding.TextAppender]: it appends u.String() to b.
func (u URI) AppendText(b []byte) ([]byte, error) { return append(b, u.s...), nil }

// MarshalText implements [encoding.TextMarshaler]. It returns u.String() as
// a new slice.
func (u URI) MarshalText() ([]byte, error) { return []byte(u.s), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with [Parse]. On error
// *u is left unchanged.
func (u *URI) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// An Error reports where a string breaks the grammar of RFC 3986. Every
// function of the package that can fail on its input returns errors of this
// type.
//
// Rule is the name of a rule of RFC 3986 Appendix A ("port", "IP-literal",
// "pct-encoded", ...), of RFC 3987 §2.2 for IRIs ("isegment", "iquery",
// ...), or one of these, for the checks that no ABNF rule names:
//
//   - "absolute-URI": a base, or a target of Relativize, without a scheme;
//   - "remove_dot_segments": a ".." above the root, with AboveRootRefuse;
//   - "dot-segment": a target of Relativize that no resolution produces,
//     or a "." or ".." given to URI.JoinPath;
//   - "CTL": a control octet refused by UnescapeText;
//   - "net/url": a URI that a *url.URL cannot hold (URI.URL), or the
//     reverse (FromURL);
//   - "port-range": a port above 65535 (URI.PortNumber);
//   - "dial-host", "dial-port": no host or no port to dial (URI.DialAddress);
//   - "punycode", "ToASCII", "disallowed", "bidi", "contextj": a host label
//     that RFC 3492 or IDNA (UTS #46) cannot convert, by the rule it breaks.
//
// The helpers of the scheme sub-package name the rules of their own
// scheme's specification in the same way ("ftptype" of RFC 1738,
// "addr-spec" of RFC 6068, "NID" of RFC 8141, ...).
//
// Programs match on the fields, on [Error.Component], or on the kind with
// errors.Is ([ErrSyntax], [ErrRange], ...); the message, in words, is for
// people.
type Error struct {
	Input  string // the string that was being matched, as given: a password in it too, which Error hides
	Offset int    // byte offset in Input of the first octet that breaks Rule, or len(Input)
	Rule   string // the rule, spelled as its RFC spells it
}

// redactPassword returns s with the password of its userinfo written
// "xxxxx", as Error describes, and offset moved to the same octet of the
// result, or to the "xxxxx" when it was in the password.
func redactPassword(s string, offset int) (string, int) {
	i := 0
	if j := strings.IndexAny(s, ":/?#"); j > 0 && s[j] == ':' {
		i = j + 1 // scheme ":", Appendix B's ([^:/?#]+):
	}
	if !strings.HasPrefix(s[i:], "//") {
		return s, offset
	}
	i += 2
	auth := s[i:]
	if j := strings.IndexAny(auth, "/?#"); j >= 0 {
		auth = auth[:j]
	}
	at := strings.LastIndexByte(auth, '@')
	if at < 0 {
		return s, offset
	}
	colon := strings.IndexByte(auth[:at], ':')
	if colon < 0 {
		return s, offset
	}
	lo, hi := i+colon+1, i+at
	const mask = "xxxxx"
	switch {
	case offset >= hi:
		offset += len(mask) - (hi - lo)
	case offset > lo:
		offset = lo
	}
	return s[:lo] + mask + s[hi:], offset
}

// redactUserinfo is redactPassword for s, a userinfo alone: the password
// is what follows its first ":".
func redactUserinfo(s string, offset int) (string, int) {
	lo := strings.IndexByte(s, ':') + 1
	if lo == 0 {
		return s, offset
	}
	const mask = "xxxxx"
	if offset > lo {
		offset = lo
	}
	return s[:lo] + mask, offset
}

// clipContext is how many octets of the input an error message shows on
// either side of the offset.
const clipContext = 32

// quoteAround quotes s, keeping at most clipContext octets on either side of
// offset and marking what it leaves out with "...".
func quoteAround(s string, offset int) string {
	lo, hi := max(0, offset-clipContext), min(len(s), offset+clipContext)
	q := strconv.Quote(s[lo:hi])
	if lo > 0 {
		q = "..." + q
	}
	if hi < len(s) {
		q += "..."
	}
	return q
}
