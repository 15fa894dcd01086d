package uri

import (
	"net"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri/internal/syntax"
)

// Hostname returns the host without the brackets of an IP-literal: "::1"
// for "http://[::1]:8443/", "v1.x" for "http://[v1.x]/", "" when there is
// no authority or the host is empty. An IPv4address is returned as written.
//
// A reg-name is returned as written, but for one with percent-encoded
// octets, which is returned decoded when the decoded text is a name: valid
// UTF-8 (RFC 3986 §3.2.2 says non-ASCII names are written as
// percent-encoded UTF-8) holding no control character, space, "%", or any
// of the delimiters ":/?#[]@" that would change how the host reads, so
// that "m%C3%BCnchen.de" gives "münchen.de" and "a%2Fb" stays "a%2Fb".
// Case is kept. Unlike [url.URL.Hostname] it never drops a port-like
// suffix: the port is [URI.Port]. It allocates only to decode.
func (u URI) Hostname() string {
	h := u.Host()
	switch u.kind() {
	case HostIPv6, HostIPvFuture:
		return h[1 : len(h)-1]
	case HostRegName:
		if strings.IndexByte(h, '%') < 0 {
			return h
		}
		d, err := Unescape(h)
		if err != nil || !isName(d) {
			return h
		}
		return d
	}
	return h
}

// isName reports whether a decoded reg-name reads as a name: see
// [URI.Hostname].
func isName(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r <= ' ' || r == 0x7F || (r >= 0x80 && r < 0xA0) || strings.ContainsRune(":/?#[]@%", r) {
			return false
		}
	}
	return true
}

// PortNumber returns the port as a number and reports whether u names
// one. A port that is absent ("http://a/") or empty ("http://a:/", which
// RFC 3986 §3.2.3 lets stand for the scheme's default) gives 0 and false.
// Any digits are a port by RFC 3986 §3.2.3: leading zeros do not change the
// number ("080" is 80), and "0" is the number 0, reported true; what a 0
// means is the caller's to decide. A number above 65535, the largest TCP
// and UDP port, is an [*Error] with Rule "port-range" at the port's first
// digit, which errors.Is matches to [ErrRange].
func (u URI) PortNumber() (uint16, bool, error) {
	p, _ := u.Port()
	if p == "" {
		return 0, false, nil
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = n*10 + int(p[i]-'0')
		if n > 0xFFFF {
			return 0, false, &Error{Input: u.s, Offset: int(u.hostEnd()) + 1, Rule: "port-range"}
		}
	}
	return uint16(n), true, nil
}

// DialAddress returns the "host:port" to give to [net.Dial]: the host as
// [URI.Hostname] gives it, joined to the port by [net.JoinHostPort], which
// brackets an IPv6 address again. The port is the one written, as a
// decimal number without leading zeros ("h:0080" gives "h:80"), or, when it
// is absent or empty, the default port of the scheme (80 for http, 443 for
// https, ...: the table [URI.Normalize] uses), so that "https://[::1]/"
// gives "[::1]:443" and "http://a:8080/x" gives "a:8080".
//
// It fails, with an [*Error] that errors.Is matches to [ErrNoAddress], when
// there is no address to dial: no authority or an empty host (Rule
// "dial-host", at the host), an IPvFuture host, which no network knows
// (Rule "dial-host"), or no port and no default for the scheme (Rule
// "dial-port"); and with Rule "port-range" for a port above 65535.
func (u URI) DialAddress() (string, error) {
	if u.kind() == HostNone {
		return "", &Error{Input: u.s, Offset: int(u.afterScheme()), Rule: "dial-host"}
	}
	if u.kind() == HostIPvFuture || u.hostStart() == u.hostEnd() {
		return "", &Error{Input: u.s, Offset: int(u.hostStart()), Rule: "dial-host"}
	}
	n, ok, err := u.PortNumber()
	if err != nil {
		return "", err
	}
	p := strconv.Itoa(int(n))
	if !ok {
		p = syntax.LookupScheme(u.Scheme()).Port
		if p == "" {
			return "", &Error{Input: u.s, Offset: int(u.pathStart()), Rule: "dial-port"}
		}
	}
	return net.JoinHostPort(u.Hostname(), p), nil
}

// RequestTarget returns what an HTTP/1.1 request line names for u in
// origin-form (RFC 9112 §3.2.1): the path, "/" when it is empty, then "?"
// and the query when u has one. The fragment is never sent (RFC 9110
// §4.2.1). Like [url.URL.RequestURI], but the text is u's own, never
// re-escaped. It allocates only for an empty path with a query.
func (u URI) RequestTarget() string {
	end := u.pathEnd()
	if u.queryEnd() != 0 {
		end = u.queryEnd()
	}
	if u.pathStart() == u.pathEnd() {
		return "/" + u.s[u.pathEnd():end]
	}
	return u.s[u.pathStart():end]
}

// Parse parses ref as a URI reference and resolves it against u, as
// [URI.Resolve] does: page.Parse(href) in one call, as [url.URL.Parse]
// does, but strict: ref must be a URI reference by RFC 3986 (its error is
// that of [Parse]), and u must have a scheme.
func (u URI) Parse(ref string) (URI, error) {
	r, err := Parse(ref)
	if err != nil {
		return URI{}, err
	}
	return u.Resolve(r)
}

// JoinPath returns u with each element appended to its path as one
// segment, after a "/" (none is added after a path that ends with "/").
// An element is raw text, escaped as [ComponentPathSegment] escapes it, so
// that it always stays one segment and is never read as a delimiter:
//
//   - a "/" inside an element is written "%2F", not a separator: join
//     "a", "b" rather than "a/b";
//   - "%" is written "%25": an element is never taken as already escaped;
//   - non-ASCII text is written as its UTF-8 octets, percent-encoded;
//   - an empty element is skipped, as [path.Join] skips one;
//   - an element "." or ".." is an [*Error] with Rule "dot-segment": no
//     escaping keeps it one segment (RFC 3986 §2.3 makes "%2E" the same as
//     "."), and JoinPath never climbs. To go up, resolve a reference with
//     [URI.Parse].
//
// Unlike [url.URL.JoinPath], it removes no dot segments from u's own path.
// The query and fragment are kept. An element whose segment cannot stand
// first in a relative path ("a:b" with no scheme and no authority) is the
// error [URI.With] gives.
func (u URI) JoinPath(elem ...string) (URI, error) {
	p := u.Path()
	n := len(p)
	for _, e := range elem {
		n += 1 + len(e) + 2*countEscapes(e, pcharOctet)
	}
	b := make([]byte, 0, n)
	b = append(b, p...)
	for _, e := range elem {
		switch e {
		case "":
			continue
		case ".", "..":
			return URI{}, &Error{Input: e, Offset: 0, Rule: "dot-segment"}
		}
		if len(b) > 0 && b[len(b)-1] != '/' || len(b) == 0 && u.kind() != HostNone {
			b = append(b, '/')
		}
		b = appendEscape(b, e, pcharOctet)
	}
	if len(b) == len(p) {
		return u, nil
	}
	return u.With(Path(string(b)))
}
