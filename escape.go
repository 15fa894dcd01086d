package uri

import (
	"slices"
	"strconv"
	"strings"

	"github.com/uriref/uri/internal/syntax"
)

// A Component names a component of a URI reference (RFC 3986 §3), a piece
// of one that is encoded on its own (a path segment, one key or value of a
// query's parameters), or the host and port together. It is the one vocabulary of the package:
// [Escape] encodes text for a Component, [Set] makes the [Part] that sets
// one, [URI.Without] removes some, and [Error.Component] says in which one
// an error falls. The zero Component, ComponentNone, names none: the
// reference as a whole.
type Component uint8

const (
	ComponentNone        Component = iota // no component: the reference as a whole
	ComponentScheme                       // scheme (RFC 3986 §3.1): letters, digits, "+", "-" and "."; no triplet
	ComponentUserinfo                     // userinfo (RFC 3986 §3.2.1): unreserved, sub-delims and ":"
	ComponentHost                         // host (RFC 3986 §3.2.2); Escape writes a reg-name: unreserved only
	ComponentPort                         // port (RFC 3986 §3.2.3): digits; no triplet
	ComponentPath                         // path (RFC 3986 §3.3): pchar and "/"
	ComponentQuery                        // query (RFC 3986 §3.4): pchar, "/" and "?"
	ComponentFragment                     // fragment (RFC 3986 §3.5): pchar, "/" and "?"
	ComponentPathSegment                  // one segment of a path (RFC 3986 §3.3): pchar; "/" is encoded
	ComponentQueryParam                   // one key or value in a query: "&", "=", "+" and ";" are encoded too
	ComponentHostPort                     // host [ ":" port ], as an HTTP Host header holds them; Escape writes a reg-name
)

// literal gives, for each Component, the class of octets that Escape leaves
// as they are. The bit may also be set on "%"; Escape encodes "%" anyway.
var literal = [...]class{
	ComponentNone:        unreserved,
	ComponentScheme:      schemeOctet,
	ComponentUserinfo:    userinfoOctet,
	ComponentHost:        unreserved,
	ComponentPort:        digit,
	ComponentPath:        pathOctet,
	ComponentQuery:       queryOctet,
	ComponentFragment:    queryOctet,
	ComponentPathSegment: pcharOctet,
	ComponentQueryParam:  queryParamOctet,
	ComponentHostPort:    unreserved,
}

// String returns the component's name, as RFC 3986 §3 writes it:
// "scheme", "userinfo", "host", "port", "path", "query" or "fragment";
// "segment" and "param" for the pieces, "hostport" for the host and port
// together; "" for ComponentNone.
func (c Component) String() string {
	switch c {
	case ComponentNone:
		return ""
	case ComponentScheme:
		return "scheme"
	case ComponentUserinfo:
		return "userinfo"
	case ComponentHost:
		return "host"
	case ComponentPort:
		return "port"
	case ComponentPath:
		return "path"
	case ComponentQuery:
		return "query"
	case ComponentFragment:
		return "fragment"
	case ComponentPathSegment:
		return "segment"
	case ComponentQueryParam:
		return "param"
	case ComponentHostPort:
		return "hostport"
	}
	return "Component(" + strconv.Itoa(int(c)) + ")"
}

// literalOctets is octets with no class on "%": the table Escape reads, in
// which a "%" stands for itself in no component.
var literalOctets = func() [256]class {
	t := syntax.Octets
	t['%'] = 0
	return t
}()

// classOf returns the octets that stand for themselves in c. An unknown
// Component allows the unreserved octets only, the set that is literal
// everywhere (RFC 3986 §2.3).
func classOf(c Component) class {
	if int(c) < len(literal) {
		return literal[c]
	}
	return unreserved
}

// Escape percent-encodes every octet of s that may not stand literally in
// the given component; non-ASCII text is encoded as its UTF-8 octets. It
// writes each as "%" and two uppercase hexadecimal digits (RFC 3986 §2.1).
//
//   - "%" is always encoded, as "%25": a "%" in a URI always starts a
//     triplet (RFC 1630, RFC 3986 §2.4), so Escape never leaves one that a
//     reader could take for an encoding.
//   - A host is escaped as a reg-name, keeping only unreserved octets
//     literal, as the table of RFC 3986 §3 does: sub-delims are encoded too.
//     [ComponentNone] encodes the same octets.
//   - The rules of [ComponentScheme] and [ComponentPort] admit no triplet:
//     Escape's result is a scheme or a port only when it is s itself.
//   - [ComponentPathSegment] encodes "/" as well. It keeps ":", which the
//     first segment of a relative-path reference may not hold (RFC 3986
//     §4.2): write such a segment as "./" + Escape(...).
//   - [ComponentQueryParam] encodes "&", "=", "+" and ";" as well, the
//     delimiters of form-encoded queries. A space becomes "%20", never "+",
//     and a "+" becomes "%2B", so a reader that takes "+" for a space
//     (RFC 1630, uri(7)) and one that does not read the same text.
//
// Escape returns s itself, without allocating, when there is nothing to
// encode; otherwise it allocates once. [Unescape] undoes it.
func Escape(s string, c Component) string {
	cl := classOf(c)
	n := countEscapes(s, cl)
	if n == 0 {
		return s
	}
	return escape(s, cl, n)
}

// escape returns s with the n octets that are not in class cl encoded. It
// is apart from Escape so that Escape's frame stays small for the common
// case, where nothing needs encoding.
func escape(s string, cl class, n int) string {
	if m := len(s) + 2*n; m <= 64 {
		// Short results are built on the stack: the string is the one
		// allocation.
		var buf [64]byte
		return string(appendEscape(buf[:0], s, cl))
	}
	var b strings.Builder
	b.Grow(len(s) + 2*n)
	start := 0
	for i := 0; i < len(s); i++ {
		if o := s[i]; literalOctets[o]&cl == 0 {
			var t [3]byte
			b.WriteString(s[start:i])
			b.Write(syntax.AppendPct(t[:0], o))
			start = i + 1
		}
	}
	b.WriteString(s[start:])
	return b.String()
}

// AppendEscape appends [Escape](s, c) to dst and returns the extended
// buffer. It allocates only when dst has too little room.
func AppendEscape(dst []byte, s string, c Component) []byte {
	cl := classOf(c)
	n := countEscapes(s, cl)
	if n == 0 {
		return append(dst, s...)
	}
	return appendEscape(slices.Grow(dst, len(s)+2*n), s, cl)
}

// appendEscape appends s to dst, encoding the octets not in class cl and
// every "%". dst has room for the result.
func appendEscape(dst []byte, s string, cl class) []byte {
	for i := 0; i < len(s); i++ {
		if o := s[i]; literalOctets[o]&cl == 0 {
			dst = syntax.AppendPct(dst, o)
		} else {
			dst = append(dst, o)
		}
	}
	return dst
}

// countEscapes returns how many octets of s are not in class cl, counting
// every "%". It skips the octets that need nothing first, in loops that do
// no more than that, since most strings need nothing at all.
func countEscapes(s string, cl class) int {
	// Four octets at a time: cl is one bit, so it is in the AND of their
	// classes exactly when it is in each.
	i := 0
	for ; len(s)-i >= 4; i += 4 {
		q := s[i : i+4]
		if literalOctets[q[0]]&literalOctets[q[1]]&literalOctets[q[2]]&literalOctets[q[3]]&cl == 0 {
			break
		}
	}
	for i < len(s) && literalOctets[s[i]]&cl != 0 {
		i++
	}
	n := 0
	for ; i < len(s); i++ {
		if literalOctets[s[i]]&cl == 0 {
			n++
		}
	}
	return n
}

// Unescape decodes every "%" HEXDIG HEXDIG triplet of s into the octet it
// stands for (RFC 3986 §2.1), upper or lower case alike. Every other octet is
// kept as it is: "+" stays "+". A "%" not followed by two hexadecimal digits
// is an error, as RFC 1630 says of "%*" and "%as": an [*Error] with rule
// "pct-encoded" and the offset of the first octet after the "%" that is not
// HEXDIG, or len(s).
//
// Unescape decodes one component at a time: a decoded "/" or "?" is data,
// not a delimiter. The result may hold any octet, "\x00" and "\r\n"
// included; [UnescapeText] refuses those. Unescape returns s itself, without
// allocating, when s has no "%"; otherwise it allocates once.
func Unescape(s string) (string, error) { return unescape(s, false) }

// UnescapeText is [Unescape] for text that is handed on to a protocol or a
// terminal: it refuses to produce a control octet, as the draft §7 warns
// that an encoded CR or LF could smuggle an extra command into telnet or
// SMTP. An octet of CTL (RFC 5234: %x00-1F and DEL, %x7F), encoded or not,
// gives an [*Error] with rule "CTL" and the offset of that octet, or of the
// "%" of its triplet. Octets above %x7F are kept: UnescapeText does not
// check that the result is UTF-8.
func UnescapeText(s string) (string, error) { return unescape(s, true) }

// unescape is Unescape, and with noCTL UnescapeText. A first pass checks
// every triplet and counts them, so that the second writes the result once,
// at its exact size.
func unescape(s string, noCTL bool) (string, error) {
	n := 0
	for i := 0; i < len(s); i++ {
		if !noCTL {
			j := strings.IndexByte(s[i:], '%')
			if j < 0 {
				break
			}
			i += j
		} else if o := s[i]; o != '%' {
			if syntax.IsCTL(o) {
				return "", &Error{Input: s, Offset: i, Rule: "CTL"}
			}
			continue
		}
		// s[i] is "%".
		for k := 1; k <= 2; k++ {
			if i+k == len(s) || syntax.Octets[s[i+k]]&hexdig == 0 {
				return "", &Error{Input: s, Offset: i + k, Rule: "pct-encoded"}
			}
		}
		if noCTL && syntax.IsCTL(syntax.Unhex(s[i+1])<<4|syntax.Unhex(s[i+2])) {
			return "", &Error{Input: s, Offset: i, Rule: "CTL"}
		}
		n++
		i += 2
	}
	if n == 0 {
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s) - 2*n)
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			break
		}
		b.WriteString(s[:i])
		b.WriteByte(syntax.Unhex(s[i+1])<<4 | syntax.Unhex(s[i+2]))
		s = s[i+3:]
	}
	b.WriteString(s)
	return b.String(), nil
}
