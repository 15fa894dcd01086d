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

	"github.com/uriref/uri/internal/core"
)

// URI is one parsed URI reference (RFC 3986 §4.1): an absolute URI or a
// relative reference, with an optional fragment. It is an immutable,
// comparable value; its zero value is the empty relative reference "".
// Components are returned exactly as written (still percent-encoded), so that
// u.String() is the text that was parsed.
//
// Two URIs are == exactly when their texts are identical: "HTTP://a" and
// "http://a" are different values. Use [URI.Equal] for equivalence.
type URI core.Ref

// r returns u as the core's Ref, whose methods read its offsets.
func (u URI) r() core.Ref { return core.Ref(u) }

// kind returns the kind of u's host.
func (u URI) kind() HostKind { return HostKind(u.r().Kind()) }

// String returns the reference as text. It is the text given to [Parse], or
// the recomposition of RFC 3986 §5.3 for a value built by this package. It
// does not allocate.
func (u URI) String() string { return u.r().String() }

// Scheme returns the scheme without its ":", or "" when u is a relative
// reference.
func (u URI) Scheme() string { return u.r().Scheme() }

// HasScheme reports whether u has a scheme, and so is a URI rather than a
// relative reference (RFC 3986 §4.1). It may still have a fragment: a base
// URI must have none, which [URI.IsAbsoluteURI] reports too.
func (u URI) HasScheme() bool { return u.r().SchemeEnd() != 0 }

// IsAbsoluteURI reports whether u matches absolute-URI (RFC 3986 §4.3): it
// has a scheme and no fragment, as a base URI must.
func (u URI) IsAbsoluteURI() bool {
	return u.r().SchemeEnd() != 0 && int(u.r().FragmentStart()) == len(u.String())
}

// Authority returns the authority without its leading "//" and reports
// whether u has one: "file:///x" has an empty authority, "mailto:a@b" none.
func (u URI) Authority() (string, bool) { return u.r().Authority() }

// Userinfo returns the userinfo without its "@" and reports whether u has
// one: "http://@a/" has an empty userinfo, "http://a/" none.
func (u URI) Userinfo() (string, bool) { return u.r().Userinfo() }

// Host returns the host as written, or "" when u has no authority. An
// IP-literal keeps its brackets: "[::1]". A reg-name may be empty
// ("file:///x"); see [URI.HostKind] to tell the cases apart.
func (u URI) Host() string { return u.r().Host() }

// HostKind reports which rule of RFC 3986 §3.2.2 the host matches as
// written, or [HostNone] when u has no authority. A reg-name may still
// denote an IPv4 address ("127.0.0.%31"): a program that decides where to
// connect reads [URI.NormalHostKind], [URI.Addr] or [URI.Hostname], which
// all read the host that u denotes.
func (u URI) HostKind() HostKind { return u.kind() }

// Port returns the port without its ":" and reports whether u has one:
// "http://a:/" has an empty port, "http://a/" none.
func (u URI) Port() (string, bool) { return u.r().Port() }

// Path returns the path. It is never absent, but may be empty.
func (u URI) Path() string { return u.r().Path() }

// Query returns the query without its "?" and reports whether u has one:
// "http://a?" has an empty query, "http://a" has none.
func (u URI) Query() (string, bool) { return u.r().Query() }

// Fragment returns the fragment without its "#" and reports whether u has
// one: "a#" has an empty fragment, "a" none.
func (u URI) Fragment() (string, bool) { return u.r().Fragment() }

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
func (u URI) AppendText(b []byte) ([]byte, error) { return append(b, u.String()...), nil }

// MarshalText implements [encoding.TextMarshaler]. It returns u.String() as
// a new slice.
func (u URI) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

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
