package uri

import (
	"net"
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri/internal/syntax"
)

// The accessors of this file tell a program where a URI says to connect.
// They all read one host: the host that u denotes, which is the host of
// u.Normalize() (RFC 3986 §6.2.2), read with its triplets decoded. A
// reg-name denotes the name its triplets spell, without regard to the case
// of ASCII letters ("Ex%61mple.COM" is "example.com"), or the IPv4 address
// they spell ("127.0.0.%31" is 127.0.0.1); an IP literal denotes its
// address. So a filter that checks [URI.Addr] or [URI.Hostname] checks the
// host that [URI.DialAddress] gives to net.Dial.

// Hostname returns the host that u denotes, as a resolver or [net.Dial]
// reads it, or "" when there is no authority or the host is empty:
//
//   - a reg-name with its triplets decoded and its ASCII letters in
//     lowercase: "Ex%61mple.COM" gives "example.com", and "m%C3%BCnchen.de"
//     gives "münchen.de" (RFC 3986 §3.2.2: non-ASCII names are written as
//     percent-encoded UTF-8); a trailing "." is kept;
//   - a reg-name that decodes to no name, because the decoded text is not
//     UTF-8 or holds a control character, a space, "%" or one of the
//     delimiters ":/?#[]@": its normal form, still encoded ("a%2Fb"), which
//     no resolver takes for the name it decodes to;
//   - an IPv4 address in dotted decimal, also one that a reg-name decodes
//     to ("127.0.0.%31" gives "127.0.0.1");
//   - an IPv6 address without its brackets, in the text form of RFC 5952
//     ("[2001:DB8:0::1]" gives "2001:db8::1"), and its zone, if any (see
//     [ParseOptions]), after "%", decoded, as net.Dial takes it
//     ("[fe80::1%25eth0]" gives "fe80::1%eth0");
//   - an IPvFuture literal with its brackets, in lowercase: no network
//     knows it, and the brackets keep a resolver from reading it as a name.
//
// Hostname(u) == Hostname(u.Normalize()) for every u. Unlike
// [url.URL.Hostname] it never drops a port-like suffix: the port is
// [URI.Port]. Letters other than ASCII are left as they are (no IDNA
// mapping). It allocates only when the host is not written as it denotes
// itself: with triplets, uppercase letters, or an IPv6 address in another
// form.
func (u URI) Hostname() string {
	h := u.Host()
	switch u.kind() {
	case HostIPv6:
		h = h[1 : len(h)-1]
		if strings.IndexByte(h, '%') < 0 && isRFC5952(h) {
			return h
		}
		if a, ok := u.literalAddr(); ok {
			return a.String()
		}
		return strings.ToLower(h) // see appendHost
	case HostIPvFuture:
		if syntax.IndexUpper(h) >= 0 {
			return strings.ToLower(h)
		}
		return h
	case HostRegName:
		if !hasUpperOrPct(h) {
			return h
		}
		var buf [256]byte
		if b, ok := appendName(buf[:0], h); ok {
			return string(b)
		}
		return string(appendPct(buf[:0], h, true))
	}
	return h
}

// hasUpperOrPct reports whether s holds an uppercase ASCII letter or a
// "%", eight octets at a time.
func hasUpperOrPct(s string) bool {
	if len(s) < 8 {
		for i := range len(s) {
			if 'A' <= s[i] && s[i] <= 'Z' || s[i] == '%' {
				return true
			}
		}
		return false
	}
	for i := 0; ; i += 8 {
		if i+8 > len(s) {
			i = len(s) - 8 // the last word overlaps the one before
		}
		x := syntax.Load8(s[i : i+8])
		if syntax.Range8(x, 'A', 'Z')|syntax.Equal8(x, '%') != 0 {
			return true
		}
		if i+8 == len(s) {
			return false
		}
	}
}

// isRFC5952 reports whether s, which matches IPv6address (RFC 3986
// §3.2.2), is already in the text form of RFC 5952 that
// [netip.Addr.String] writes, so that Hostname need not parse it:
//
//   - hexadecimal digits in lowercase and without leading zeros (§4.1,
//     §4.3);
//   - "::" for the longest run of two or more zero fields, the first of
//     the longest (§4.2), and nowhere else;
//   - the dotted form for an IPv4-mapped address, "::ffff:" and the IPv4
//     address, and for no other (§5; netip writes the others in hex).
func isRFC5952(s string) bool {
	fields, gap := 0, -1          // the fields written, and the field at which "::" stands
	run, before, after := 0, 0, 0 // zero fields in a row; the longest run before "::", and after
	i := 0
	if len(s) >= 2 && s[0] == ':' { // a valid address starts with ":" only in "::"
		gap, i = 0, 2
	}
	for i < len(s) {
		j := i
		for ; j < len(s) && s[j] != ':'; j++ {
			switch c := s[j]; {
			case 'A' <= c && c <= 'F':
				return false
			case c == '.': // an IPv4address ends the text
				return i == len("::ffff:") && strings.HasPrefix(s, "::ffff:") // no leading zeros in it
			}
		}
		switch {
		case s[i] != '0':
			run = 0
		case j-i > 1:
			return false // a leading zero
		case gap == fields:
			return false // a zero field just after "::"
		default:
			run++
			if gap < 0 {
				before = max(before, run)
			} else {
				after = max(after, run)
			}
		}
		fields++
		switch {
		case j == len(s):
			i = j
		case j+1 < len(s) && s[j+1] == ':':
			if run > 0 {
				return false // a zero field just before "::"
			}
			gap, i = fields, j+2
		default:
			i = j + 1
		}
	}
	if gap < 0 {
		return before < 2
	}
	n := 8 - fields // the zero fields that "::" stands for
	mapped := gap == 0 && fields == 3 && strings.HasPrefix(s, "::ffff:")
	return n >= 2 && before < n && after <= n && !mapped // mapped: written dotted
}

// appendName appends to dst the name that the reg-name h spells, its
// triplets decoded and its ASCII letters lowercased, and reports whether
// it is a name: valid UTF-8 with no control character (C0, DEL or C1), no
// space, and none of "%" and the delimiters ":/?#[]@" that would change how
// the host reads. When it is not, what dst holds is not to be used.
func appendName(dst []byte, h string) ([]byte, bool) {
	start := len(dst)
	for i := 0; i < len(h); i++ {
		o := h[i]
		if o == '%' && i+2 < len(h) {
			o = syntax.Decode(h, i)
			i += 2
		}
		if o <= ' ' || o == 0x7F || strings.IndexByte(":/?#[]@%", o) >= 0 {
			return dst, false
		}
		dst = append(dst, syntax.Lower(o))
	}
	name := dst[start:]
	if !utf8.Valid(name) {
		return dst, false
	}
	for i := 0; i < len(name); {
		r, n := utf8.DecodeRune(name[i:])
		if 0x80 <= r && r < 0xA0 {
			return dst, false
		}
		i += n
	}
	return dst, true
}

// regName returns the name that the reg-name host of u spells, decoded
// into buf when it must be, and reports whether it is a name (see
// appendName). It allocates only for a host with triplets that is longer
// than buf.
func (u URI) regName(buf []byte) ([]byte, string, bool) {
	h := u.Host()
	if strings.IndexByte(h, '%') < 0 {
		return nil, h, true // a reg-name without triplets is a name; case aside
	}
	b, ok := appendName(buf[:0], h)
	return b, "", ok
}

// literalAddr returns the address of an IPv4address or IPv6address host,
// as written, and reports whether u has one. An IPv6 literal's zone
// identifier (RFC 6874, see [ParseOptions]) is the address's zone, decoded.
func (u URI) literalAddr() (netip.Addr, bool) {
	h := u.Host()
	switch u.kind() {
	case HostIPv4:
	case HostIPv6:
		h = h[1 : len(h)-1]
		if addr, zone, ok := strings.Cut(h, "%25"); ok {
			a, err := netip.ParseAddr(addr)
			z, zerr := Unescape(zone)
			return a.WithZone(z), err == nil && zerr == nil && a.Is6()
		}
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(h)
	return a, err == nil
}

// zone returns the zone identifier of u's IPv6 literal as written, after
// its "%25", and reports whether it has one (RFC 6874).
func (u URI) zone() (string, bool) {
	if u.kind() != HostIPv6 {
		return "", false
	}
	h := u.Host()
	_, z, ok := strings.Cut(h[1:len(h)-1], "%25")
	return z, ok
}

// Addr returns the IP address that the host of u denotes, and reports
// whether it denotes one: an IPv4address or an IPv6address, or a reg-name
// whose triplets spell an IPv4address ("127.0.0.%31" is 127.0.0.1, as
// [URI.Normalize] writes it). An IPv4-mapped IPv6 address stays one
// ("[::ffff:127.0.0.1]" gives ::ffff:127.0.0.1, for which
// [netip.Addr.Unmap] gives 127.0.0.1). An IPvFuture literal or any other
// reg-name gives false, even one such as "127.1" that some readers take for
// an address: [URI.LenientAddr] reports those. It does not allocate.
func (u URI) Addr() (netip.Addr, bool) {
	if u.kind() != HostRegName {
		return u.literalAddr()
	}
	h := u.Host()
	if len(h) > 3*len("255.255.255.255") || strings.IndexByte(h, '%') < 0 {
		return netip.Addr{}, false // Parse found no IPv4address in a host without triplets
	}
	var buf [48]byte
	b, ok := appendName(buf[:0], h)
	if !ok {
		return netip.Addr{}, false
	}
	return parseIPv4(b)
}

// parseIPv4 returns the address of s when s matches IPv4address (RFC 3986
// §3.2.2): four dec-octets, each 0-255 without leading zeros.
func parseIPv4[T string | []byte](s T) (netip.Addr, bool) {
	var a [4]byte
	i := 0
	for k := range 4 {
		if k > 0 {
			if i == len(s) || s[i] != '.' {
				return netip.Addr{}, false
			}
			i++
		}
		start, n := i, 0
		for ; i < len(s) && '0' <= s[i] && s[i] <= '9' && i-start < 3; i++ {
			n = n*10 + int(s[i]-'0')
		}
		if i == start || n > 255 || s[start] == '0' && i-start > 1 {
			return netip.Addr{}, false
		}
		a[k] = byte(n)
	}
	if i != len(s) {
		return netip.Addr{}, false
	}
	return netip.AddrFrom4(a), true
}

// NormalHostKind reports which rule of RFC 3986 §3.2.2 the host that u
// denotes matches: the HostKind of u.Normalize(), found without building
// it. It differs from [URI.HostKind], which names the rule that the host
// matches as written, only for a reg-name whose triplets spell an
// IPv4address: "http://127.0.0.%31/" has the HostKind [HostRegName] and the
// NormalHostKind [HostIPv4].
func (u URI) NormalHostKind() HostKind {
	if _, ok := u.Addr(); ok && u.kind() == HostRegName {
		return HostIPv4
	}
	return u.kind()
}

// IsDNSHost reports whether the host that u denotes is a reg-name that is
// also a DNS host name by the hostname rule of the draft §3.2.2 (RFC 1034
// §3.1, RFC 1123 §2.1):
//
//	hostname    = domainlabel [ qualified ]
//	qualified   = *( "." domainlabel ) [ "." toplabel [ "." ] ]
//	domainlabel = alphanum [ 0*61( alphanum | "-" ) alphanum ]
//	toplabel    = alpha    [ 0*61( alphanum | "-" ) alphanum ]
//
// Labels are 1 to 63 letters, digits and inner hyphens. As the draft's prose
// requires, the rightmost label must start with a letter, so that "1.2.3.4"
// and "123" are not host names; a single trailing "." is allowed after it.
// The whole name, without that dot, is at most 253 octets (RFC 1034 §3.1).
// The name is read as [URI.Hostname] gives it, triplets decoded:
// "Ex%61mple.com" is a DNS host name, "m%C3%BCnchen.de" is not (its
// A-label, from package iri, is). It does not allocate.
func (u URI) IsDNSHost() bool {
	if u.kind() != HostRegName {
		return false
	}
	if h := u.Host(); len(h)-2*strings.Count(h, "%") > 254 {
		return false // longer than a host name once decoded
	}
	var buf [256]byte
	b, s, ok := u.regName(buf[:])
	if !ok {
		return false
	}
	if b != nil {
		return isDNSName(b)
	}
	return isDNSName(s)
}

// isDNSName reports whether h is a hostname; see [URI.IsDNSHost].
func isDNSName[T string | []byte](h T) bool {
	if n := len(h); n > 0 && h[n-1] == '.' {
		h = h[:n-1]
	}
	if len(h) == 0 || len(h) > 253 {
		return false
	}
	label, top := 0, 0 // the starts of the current label and of the last one ended
	for i := 0; i <= len(h); i++ {
		if i < len(h) && h[i] != '.' {
			c := h[i]
			if syntax.Octets[c]&(alpha|digit) == 0 && c != '-' {
				return false
			}
			continue
		}
		// h[label:i] is one label.
		n := i - label
		if n == 0 || n > 63 || h[label] == '-' || h[i-1] == '-' {
			return false
		}
		label, top = i+1, label
	}
	return syntax.Octets[h[top]]&alpha != 0 // the toplabel starts with a letter
}

// LenientAddr returns the IP address that lenient readers of u find in its
// host, and reports whether they find one. That is [URI.Addr]'s address
// when there is one; otherwise the IPv4 address that the URL Standard's
// IPv4 parser, which browsers use, reads in a reg-name that RFC 3986 does
// not read as an address (RFC 3986 §7.4 warns of these forms), once its
// triplets are decoded:
//
//   - one to four numbers separated by ".", the last filling the octets
//     that the others leave: "127.1" is 127.0.0.1, "2130706433" is
//     127.0.0.1;
//   - each number decimal, octal after a leading "0" ("0177.0.0.1"), or
//     hexadecimal after "0x" or "0X" ("0x7f.1");
//   - one trailing "." ignored ("127.0.0.1." is 127.0.0.1).
//
// curl and the C library's inet_aton read the same forms, but the trailing
// ".". A filter that refuses addresses by [URI.Addr] alone lets these
// through to a client that connects to the address; check LenientAddr, or
// refuse the URI when the two differ ([URI.Lint] reports it as
// [LintNumericHost], and [URI.DialAddress] refuses it). A reg-name that
// the URL Standard reads as an address but cannot convert ("1.2.3.4.5",
// "0x100000000") gives false: browsers refuse such a URL. It does not
// allocate, but for a host with triplets of more than 256 octets.
func (u URI) LenientAddr() (netip.Addr, bool) {
	if a, ok := u.Addr(); ok || u.kind() != HostRegName {
		return a, ok
	}
	var buf [256]byte
	b, s, ok := u.regName(buf[:])
	switch {
	case !ok:
		return netip.Addr{}, false
	case b != nil:
		return syntax.IPv4Lenient(b)
	}
	return syntax.IPv4Lenient(s)
}

// PortNumber returns the port as a number and reports whether u names one
// that TCP and UDP can have. A port that is absent ("http://a/") or empty
// ("http://a:/", which RFC 3986 §3.2.3 lets stand for the scheme's
// default) gives 0 and false, and so does one above 65535, the largest TCP
// and UDP port, though any digits are a port by RFC 3986 §3.2.3
// ([URI.DialAddress] refuses it with the Rule "port-range", and
// [URI.Lint] warns of it). Leading zeros do not change the number ("080"
// is 80), and "0" is the number 0, reported true; what a 0 means is the
// caller's to decide.
func (u URI) PortNumber() (uint16, bool) {
	n, ok, err := u.portNumber()
	return n, ok && err == nil
}

// portNumber is PortNumber, with the error of a port above 65535: an
// [*Error] with Rule "port-range" at the port's first digit, which
// errors.Is matches to [ErrRange].
func (u URI) portNumber() (uint16, bool, error) {
	p, _ := u.Port()
	if p == "" {
		return 0, false, nil
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = n*10 + int(p[i]-'0')
		if n > 0xFFFF {
			return 0, false, &Error{Input: u.String(), Offset: int(u.r().HostEnd()) + 1, Rule: "port-range"}
		}
	}
	return uint16(n), true, nil
}

// DialAddress returns the "host:port" to give to [net.Dial]: the host as
// [URI.Hostname] gives it, the host that u denotes, joined to the port by
// [net.JoinHostPort], which brackets an IPv6 address again. The port is
// the one written, as a decimal number without leading zeros ("h:0080"
// gives "h:80"), or, when it is absent or empty, the default port of the
// scheme (80 for http, 443 for https, ...: the table [URI.Normalize] uses),
// so that "https://[::1]/" gives "[::1]:443" and "http://Ex%61mple.com:8080/x"
// gives "example.com:8080".
//
// It fails, with an [*Error] that errors.Is matches to [ErrNoAddress], when
// there is no address to dial (Rule "dial-host", at the host, or at the
// path when there is no authority): no authority, an empty host, an
// IPvFuture literal, which no network knows, a reg-name whose triplets
// spell no name (see [URI.Hostname]), or a reg-name that lenient readers
// take for an IPv4 address ([URI.LenientAddr]: "127.1", "0x7f.1"), which a
// resolver may read as that address or look up as a name; and with Rule
// "dial-port" when there is no port and no default for the scheme, or
// "port-range" for a port above 65535.
func (u URI) DialAddress() (string, error) {
	if err := u.dialHost(); err != nil {
		return "", err
	}
	n, ok, err := u.portNumber()
	if err != nil {
		return "", err
	}
	p := strconv.Itoa(int(n))
	if !ok {
		p = syntax.LookupScheme(u.Scheme()).Port
		if p == "" {
			return "", &Error{Input: u.String(), Offset: int(u.r().PathStart()), Rule: "dial-port"}
		}
	}
	return net.JoinHostPort(u.Hostname(), p), nil
}

// dialHost returns the error of DialAddress when u has no host to dial,
// and nil otherwise.
func (u URI) dialHost() error {
	if u.kind() == HostNone {
		return &Error{Input: u.String(), Offset: int(u.r().AfterScheme()), Rule: "dial-host"}
	}
	if u.dialHostProblem() != "" {
		return &Error{Input: u.String(), Offset: int(u.r().HostStart()), Rule: "dial-host"}
	}
	return nil
}

// dialHostProblem says why the host of u, which has an authority, is no
// host to dial, or returns "".
func (u URI) dialHostProblem() string {
	switch {
	case u.r().HostStart() == u.r().HostEnd():
		return "an empty host"
	case u.kind() == HostIPvFuture:
		return "an IPvFuture address"
	case u.kind() != HostRegName:
		return ""
	}
	if _, ok := u.Addr(); ok {
		return ""
	}
	var buf [256]byte
	if _, _, ok := u.regName(buf[:]); !ok {
		return "a host whose triplets spell no name"
	}
	if _, ok := u.LenientAddr(); ok {
		return "a host that some resolvers read as an IPv4 address"
	}
	return ""
}
