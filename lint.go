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
	Code   string // one of the Lint constants
}

// The codes of the warnings of [URI.Lint]: the draft's §7 and uri(7) first,
// then each way of departing from the normal form that [URI.Normalize]
// gives, which are those of [LintSchemeCase] on.
const (
	LintPassword       = "password"        // the userinfo has a ":", so a password (at the ":")
	LintPortReserved   = "port-reserved"   // a port below 1024 other than the scheme's default
	LintPort           = "port"            // a port of 1024 or above other than the scheme's default
	LintPortRange      = "port-range"      // a port above 65535
	LintEncodedControl = "encoded-control" // a triplet of a C0 control or DEL (at the "%")
	LintNotDNSHost     = "not-dns-host"    // a reg-name that is not a DNS host name, for a scheme that needs one
	LintNumericHost    = "numeric-host"    // a reg-name that lenient readers take for an IPv4 address (URI.LenientAddr)

	LintSchemeCase        = "scheme-case"        // an uppercase letter in the scheme
	LintHostCase          = "host-case"          // an uppercase letter in the host, outside its triplets
	LintIPv6Form          = "ipv6-form"          // an IPv6 literal not in the text of RFC 5952
	LintHexCase           = "hex-case"           // a triplet with a lowercase hex digit (at the "%")
	LintEncodedUnreserved = "encoded-unreserved" // a triplet of an unreserved octet (at the "%")
	LintDotSegment        = "dot-segment"        // a "." or ".." segment that Normalize removes
	LintEmptyPort         = "empty-port"         // a ":" with no port
	LintDefaultPort       = "default-port"       // the scheme's default port
	LintEmptyPath         = "empty-path"         // an empty path after an authority, which the scheme reads as "/"
)

// warningText gives the message of each warning code.
var warningText = map[string]string{
	LintPassword:          "userinfo holds a password (the draft §7, RFC 3986 §3.2.1)",
	LintPortReserved:      "port below 1024 that is not the scheme's default (the draft §7)",
	LintPort:              "port other than the scheme's default (the draft §7)",
	LintPortRange:         "port above 65535, which no TCP or UDP service can have",
	LintEncodedControl:    "percent-encoded control character (the draft §7: CR, LF, NUL and the like)",
	LintNotDNSHost:        "host is not a DNS host name, which this scheme needs (the draft §3.2.2)",
	LintNumericHost:       "reg-name that browsers, curl and inet_aton read as an IPv4 address (RFC 3986 §7.4)",
	LintSchemeCase:        "scheme not in lowercase (RFC 3986 §6.2.2.1)",
	LintHostCase:          "host not in lowercase (RFC 3986 §6.2.2.1)",
	LintIPv6Form:          "IPv6 address not in the text form of RFC 5952",
	LintHexCase:           "percent-encoding with lowercase hex digits (RFC 3986 §6.2.2.1)",
	LintEncodedUnreserved: "percent-encoded unreserved character (RFC 3986 §6.2.2.2)",
	LintDotSegment:        "\".\" or \"..\" segment in the path (RFC 3986 §6.2.2.3)",
	LintEmptyPort:         "empty port (RFC 3986 §6.2.3)",
	LintDefaultPort:       "port equal to the scheme's default (RFC 3986 §6.2.3)",
	LintEmptyPath:         "empty path that the scheme reads as \"/\" (RFC 3986 §6.2.3)",
}

// Message returns what the warning's code means, with the section that
// advises against it.
func (w Warning) Message() string { return warningText[w.Code] }

// String returns the warning as "offset 9: password: userinfo holds a password ...".
func (w Warning) String() string {
	return "offset " + strconv.Itoa(w.Offset) + ": " + w.Code + ": " + w.Message()
}

// Lint lists, in the order of their offsets, what the draft's §7 and uri(7)
// warn about in u, and every way in which u departs from the normal form
// that [URI.Normalize] gives: Normalize changes u exactly when Lint reports
// a code from [LintSchemeCase] on. It returns nil, without allocating, when
// there is nothing to say. The codes are the Lint constants; besides what
// their comments say:
//
//   - LintPort, LintPortReserved: for a scheme without a known default
//     ([DefaultPort]), every port counts as other than the default. The
//     default port written with leading zeros ("080" for http) gets no
//     warning: it is the default, and Normalize keeps it as written (RFC
//     3986 §6.2.3 drops only the port as the scheme writes it).
//   - LintNotDNSHost: for a scheme such as http or ftp, whose hosts are
//     Internet host names ([URI.IsDNSHost]); an empty host too. A reg-name
//     whose triplets spell an IPv4address ("127.0.0.%31") denotes that
//     address, and gets none.
//   - LintNumericHost: for any scheme, in place of LintNotDNSHost: a
//     reg-name such as "0x7f.1", "127.1" or "2130706433" that RFC 3986
//     reads as a name, but browsers, curl and inet_aton as an IPv4 address
//     ([URI.LenientAddr]).
//   - LintHostCase: in a reg-name, an IPv6 or an IPvFuture host.
//   - LintDotSegment: in the path of a URI with a scheme or an absolute
//     path; in a relative path they are meaningful. The "/." of a path
//     "/.//..." without an authority is not one: the normal form keeps it,
//     since "//..." would read as an authority. A segment that is "." only
//     once decoded ("%2E") gets LintEncodedUnreserved.
func (u URI) Lint() []Warning {
	// The warnings about single places come first, at most one of each
	// code, in a small buffer; those about triplets, of which there may be
	// one for every three octets, are then merged in by offset as they are
	// found, so that a long URI takes linear time.
	var fixedBuf [10]Warning
	fixed := fixedBuf[:0]
	add := func(off uint32, code string) bool {
		fixed = append(fixed, Warning{int(off), code})
		return true
	}
	if ui, ok := u.Userinfo(); ok {
		if i := strings.IndexByte(ui, ':'); i >= 0 {
			add(u.r().HostStart()-1-uint32(len(ui))+uint32(i), LintPassword)
		}
	}
	if u.NormalHostKind() == HostRegName {
		switch _, numeric := u.LenientAddr(); {
		case numeric:
			add(u.r().HostStart(), LintNumericHost)
		case !u.IsDNSHost() && syntax.LookupScheme(u.Scheme()).DNS:
			add(u.r().HostStart(), LintNotDNSHost)
		}
	}
	if port, ok := u.Port(); ok {
		u.lintPort(port, add)
	}
	u.formDepartures(add)
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
	for i := strings.IndexByte(u.String(), '%'); i >= 0; {
		h, l := u.String()[i+1], u.String()[i+2]
		switch c := syntax.Decode(u.String(), i); {
		case c < 0x20 || c == 0x7f:
			f(i, LintEncodedControl)
		case unreservedTriplet(h, l):
			f(i, LintEncodedUnreserved)
		}
		if lowerHexTriplet(h, l) {
			f(i, LintHexCase)
		}
		j := strings.IndexByte(u.String()[i+3:], '%')
		if j < 0 {
			return
		}
		i += 3 + j
	}
}

// lintPort adds the warnings about a port that is present, but for those
// of the normal form.
func (u URI) lintPort(port string, add func(uint32, string) bool) {
	at := u.r().HostEnd() + 1
	if port == "" {
		return // LintEmptyPort, from formDepartures
	}
	n, err := strconv.ParseUint(port, 10, 64)
	if err != nil || n > 65535 {
		add(at, LintPortRange)
		return
	}
	def, ok := DefaultPort(u.Scheme())
	switch {
	case ok && strings.TrimLeft(port, "0") == def:
		// The default port (LintDefaultPort, from formDepartures), or
		// "080" for http: the default written otherwise, which Normalize
		// keeps as it is (RFC 3986 §6.2.3 speaks of "80").
	case n < 1024:
		add(at, LintPortReserved)
	default:
		add(at, LintPort)
	}
}
