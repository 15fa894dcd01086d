package readings

import (
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
	"github.com/uriref/uri/iri"
)

// The octets whose triplets stay encoded in each compared component (see
// Compare): "%" always, so that a decoded "%" is never read as a triplet.
const (
	keepPath  = "/%"
	keepQuery = "&=+;#%"
	keepOther = "%"
)

// lookupHost returns the host h, its triplets decoded, as a client looks
// it up (see Compare): an IP address in its text form, without brackets;
// a name in lowercase, a non-ASCII name as its A-labels.
func lookupHost(h string) string {
	if len(h) > 2 && h[0] == '[' && h[len(h)-1] == ']' {
		if a, err := netip.ParseAddr(h[1 : len(h)-1]); err == nil {
			return a.String()
		}
		return strings.ToLower(h) // IPvFuture: no address
	}
	if strings.IndexByte(h, ':') >= 0 {
		if a, err := netip.ParseAddr(h); err == nil {
			return a.String()
		}
	}
	if syntax.IsASCII(h) || !utf8.ValidString(h) {
		return lowerASCII(h)
	}
	if a, err := iri.HostToASCII(h); err == nil {
		return a
	}
	return lowerASCII(h)
}

// lowerASCII returns s with its ASCII letters in lowercase, and its other
// octets as they are.
func lowerASCII(s string) string {
	if syntax.IndexUpper(s) < 0 {
		return s
	}
	b := []byte(s)
	for i, o := range b {
		b[i] = syntax.Lower(o)
	}
	return string(b)
}

// connectPort returns the port a client connects to on host for scheme
// and the port as written: the number without leading zeros, or the
// scheme's default; "" when there is no host to connect to, or no port.
func connectPort(scheme, host, port string) string {
	switch {
	case host == "":
		return ""
	case port == "":
		p, _ := uri.DefaultPort(scheme)
		return p
	}
	if n, err := strconv.ParseUint(port, 10, 64); err == nil {
		return strconv.FormatUint(n, 10)
	}
	return port // too long for a number: compared as written
}

// clientPath returns the path p as compared (see Compare): "/" for an
// empty path on a host of a scheme where that means "/" (RFC 3986
// §6.2.3), every triplet decoded but "%2F" and "%25".
func clientPath(scheme, host, p string) string {
	if p == "" && host != "" && syntax.LookupScheme(scheme).Slash {
		return "/"
	}
	return decodeExcept(p, keepPath)
}

// clientQuery returns the query or fragment s as compared, its delimiter
// d ("?" or "#") first: its triplets decoded but those of the octets in
// keep, which are written with uppercase hex digits, and each octet that
// is not printable ASCII percent-encoded.
func clientQuery(d, s, keep string) string {
	s = decodeExcept(s, keep)
	b := make([]byte, 0, len(d)+len(s))
	b = append(b, d...)
	for i := 0; i < len(s); i++ {
		if o := s[i]; o <= ' ' || o >= 0x7f {
			b = syntax.AppendPct(b, o)
		} else {
			b = append(b, o)
		}
	}
	return string(b)
}

// decodeExcept decodes every "%" HEXDIG HEXDIG triplet of s but those of
// the octets in keep, which it writes with uppercase hex digits. A "%"
// without two hex digits stays as it is, as the URL Standard's
// percent-decode leaves it.
func decodeExcept(s, keep string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if !syntax.IsTriplet(s, i) {
			b = append(b, s[i])
			continue
		}
		o := syntax.Decode(s, i)
		if strings.IndexByte(keep, o) >= 0 {
			b = syntax.AppendPct(b, o)
		} else {
			b = append(b, o)
		}
		i += 2
	}
	return string(b)
}

// decodeAll decodes every triplet of s; a "%" without two hex digits
// stays as it is.
func decodeAll(s string) string { return decodeExcept(s, "") }
