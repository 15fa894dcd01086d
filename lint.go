package uri

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/uriref/uri/internal/syntax"
)

// A Warning is one thing that the draft's §7, RFC 3986 §7 and uri(7) advise
// against in a URI that is otherwise valid, or one way in which the URI is
// not in the normal form of RFC 3986 §6.2.2 and §6.2.3.
type Warning struct {
	Offset int    // byte offset in the URI's text of what the warning is about
	Code   string // one of the codes listed at [URI.Lint]
}

// warningText gives the message of each warning code.
var warningText = map[string]string{
	"password":           "userinfo holds a password (the draft §7, RFC 3986 §3.2.1)",
	"port-reserved":      "port below 1024 that is not the scheme's default (the draft §7)",
	"port":               "port other than the scheme's default (the draft §7)",
	"port-range":         "port above 65535, which no TCP or UDP service can have",
	"encoded-control":    "percent-encoded control character (the draft §7: CR, LF, NUL and the like)",
	"not-dns-host":       "host is not a DNS host name, which this scheme needs (the draft §3.2.2)",
	"scheme-case":        "scheme not in lowercase (RFC 3986 §6.2.2.1)",
	"host-case":          "host not in lowercase (RFC 3986 §6.2.2.1)",
	"hex-case":           "percent-encoding with lowercase hex digits (RFC 3986 §6.2.2.1)",
	"encoded-unreserved": "percent-encoded unreserved character (RFC 3986 §6.2.2.2)",
	"dot-segment":        "\".\" or \"..\" segment in the path (RFC 3986 §6.2.2.3)",
	"empty-port":         "empty port (RFC 3986 §6.2.3)",
	"default-port":       "port equal to the scheme's default (RFC 3986 §6.2.3)",
}

// Message returns what the warning's code means, with the section that
// advises against it.
func (w Warning) Message() string { return warningText[w.Code] }

// String returns the warning as "offset 9: password: userinfo holds a password ...".
func (w Warning) String() string {
	return "offset " + strconv.Itoa(w.Offset) + ": " + w.Code + ": " + w.Message()
}

// Lint lists, in the order of their offsets, what the
// draft's §7 and uri(7) warn about in u, and where u departs from the
// normal form that [URI.Normalize] gives. It returns nil, without
// allocating, when there is nothing to say. The codes are:
//
//   - "password": the userinfo has a ":", so a password (at the ":").
//   - "port", "port-reserved": a port other than the scheme's default
//     ([DefaultPort]); "port-reserved" when it is below 1024, where the
//     draft §7 says to be most careful. For a scheme without a known
//     default, every port counts as other than the default. The default
//     port written with leading zeros ("080" for http) gets no warning:
//     it is the default, and Normalize keeps it as written (RFC 3986
//     §6.2.3 drops only the port as the scheme writes it).
//   - "port-range": a port above 65535.
//   - "encoded-control": a triplet that decodes to C0 or DEL (at the "%").
//   - "not-dns-host": a reg-name that is not a DNS host name ([URI.IsDNSHost])
//     for a scheme such as http or ftp that needs one; an empty host too.
//   - "scheme-case", "host-case": an uppercase letter there (in a reg-name,
//     an IPv6 or an IPvFuture host).
//   - "hex-case": a triplet with a lowercase hex digit (at the "%").
//   - "encoded-unreserved": a triplet of an unreserved octet (at the "%").
//   - "dot-segment": a "." or ".." segment in the path of a URI with a
//     scheme or an absolute path; in a relative path they are meaningful.
//     The "/." of a path "/.//..." without an authority is not one: the
//     normal form keeps it, since "//..." would read as an authority.
//   - "empty-port", "default-port": a port that normalization drops.
//
// Two changes that Normalize makes have no code: the "/" it writes for an
// empty path with an authority in the schemes that read one so, and the
// RFC 5952 text it writes for an IPv6 literal ("[2001:db8:0::1]" becomes
// "[2001:db8::1]"); compare with Normalize to find those.
func (u URI) Lint() []Warning {
	// The warnings about single places come first, at most one of each
	// code, in a small buffer; those about triplets, of which there may be
	// one for every three octets, are then merged in by offset as they are
	// found, so that a long URI takes linear time.
	var fixedBuf [8]Warning
	fixed := fixedBuf[:0]
	add := func(off uint32, code string) { fixed = append(fixed, Warning{int(off), code}) }

	if i := syntax.IndexUpper(u.Scheme()); i >= 0 {
		add(uint32(i), "scheme-case")
	}
	if ui, ok := u.Userinfo(); ok {
		if i := strings.IndexByte(ui, ':'); i >= 0 {
			add(u.hostStart-1-uint32(len(ui))+uint32(i), "password")
		}
	}
	if u.kind == HostRegName || u.kind == HostIPv6 || u.kind == HostIPvFuture {
		if i := indexUpperOutsideTriplets(u.Host()); i >= 0 {
			add(u.hostStart+uint32(i), "host-case")
		}
	}
	if u.kind == HostRegName && !u.IsDNSHost() && syntax.LookupScheme(u.Scheme()).DNS {
		add(u.hostStart, "not-dns-host")
	}
	if port, ok := u.Port(); ok {
		u.lintPort(port, add)
	}
	if p := u.Path(); u.IsAbsolute() || strings.HasPrefix(p, "/") {
		skip := 0
		if _, auth := u.Authority(); !auth && strings.HasPrefix(p, "/.//") {
			skip = 2 // the "/." that the normal form keeps (RFC 3986 §5.2.4)
		}
		if i := dotSegmentAt(p[skip:]); i >= 0 {
			add(u.pathStart+uint32(skip+i), "dot-segment")
		}
	}
	slices.SortStableFunc(fixed, func(a, b Warning) int { return cmp.Compare(a.Offset, b.Offset) })

	// Count first, so that the list is allocated once, at its size.
	n := len(fixed)
	u.eachTripletWarning(func(int, string) { n++ })
	if n == 0 {
		return nil
	}
	ws := make([]Warning, 0, n)
	u.eachTripletWarning(func(off int, code string) {
		for len(fixed) > 0 && fixed[0].Offset <= off {
			ws = append(ws, fixed[0])
			fixed = fixed[1:]
		}
		ws = append(ws, Warning{off, code})
	})
	return append(ws, fixed...)
}

// eachTripletWarning calls f with the offset and code of every warning
// about a triplet of u, in the order of their offsets. The scheme and an
// IP literal have no triplets, so it looks at the whole text.
func (u URI) eachTripletWarning(f func(off int, code string)) {
	for i := strings.IndexByte(u.s, '%'); i >= 0; {
		c := syntax.Unhex(u.s[i+1])<<4 | syntax.Unhex(u.s[i+2])
		switch {
		case c < 0x20 || c == 0x7f:
			f(i, "encoded-control")
		case syntax.Octets[c]&unreserved != 0:
			f(i, "encoded-unreserved")
		}
		if isLowerHex(u.s[i+1]) || isLowerHex(u.s[i+2]) {
			f(i, "hex-case")
		}
		j := strings.IndexByte(u.s[i+3:], '%')
		if j < 0 {
			return
		}
		i += 3 + j
	}
}

// lintPort adds the warnings about a port that is present.
func (u URI) lintPort(port string, add func(uint32, string)) {
	at := u.hostEnd + 1
	if port == "" {
		add(u.hostEnd, "empty-port")
		return
	}
	n, err := strconv.ParseUint(port, 10, 64)
	if err != nil || n > 65535 {
		add(at, "port-range")
		return
	}
	def, ok := DefaultPort(u.Scheme())
	switch {
	case ok && port == def:
		add(at, "default-port")
	case ok && strings.TrimLeft(port, "0") == def:
		// "080" for http: the default port written otherwise, which
		// Normalize keeps as it is (RFC 3986 §6.2.3 speaks of "80").
	case n < 1024:
		add(at, "port-reserved")
	default:
		add(at, "port")
	}
}

// indexUpperOutsideTriplets is indexUpper for a valid component, skipping
// the hex digits of its triplets, which are uppercase in the normal form.
func indexUpperOutsideTriplets(s string) int {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%':
			i += 2
		case 'A' <= c && c <= 'Z':
			return i
		}
	}
	return -1
}

func isLowerHex(c byte) bool { return 'a' <= c && c <= 'f' }
