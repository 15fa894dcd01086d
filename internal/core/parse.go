package core

import (
	"math/bits"
	"unicode/utf8"

	"github.com/uriref/uri/internal/syntax"
)

// Mode chooses what Parse admits beyond RFC 3986 Appendix A.
type Mode uint8

const (
	ModeIRI  Mode = 1 << iota // an IRI reference by RFC 3987 §2.2
	ModeZone                  // a zone identifier in an IPv6 literal (RFC 6874)
)

// Parse parses s as a URI reference by the grammar of RFC 3986 Appendix A,
// widened as m says. It returns the Ref and true, or the offset of the
// first octet that breaks the grammar, the rule it breaks (spelled as the
// RFC of the grammar spells it) and false. The caller checks the length:
// s must be at most MaxLen octets. It does not allocate.
func Parse(s string, m Mode) (r Ref, offset int, rule string, ok bool) {
	p := newParser(s, m&ModeIRI != 0)
	p.zone = m&ModeZone != 0
	if i, ok := p.uriReference(); !ok {
		if p.iri {
			return Ref{}, i, iriRule(p.rule), false
		}
		return Ref{}, i, p.rule, false
	}
	return p.o.Ref(s), 0, "", true
}

// parser holds the state of one Parse. Its methods match the rules of
// RFC 3986 Appendix A, one method per rule, named after it. Each takes the
// offset i at which to match and returns the offset just past its longest
// match and true; on failure it returns the offset of the first octet the
// grammar cannot accept and false, with p.rule naming the rule. The offset
// goes from rule to rule in registers, never through memory.
type parser struct {
	s    string
	rule string  // set by fail: the rule that the octet at the offset breaks
	o    Offsets // offsets found so far
	iri  bool    // match RFC 3987's IRI rules: see Parse and spanUcschar
	zone bool    // match RFC 6874's IPv6addrz: see ipLiteral
}

// newParser returns the parser of the reference s, and of an IRI reference
// when iri is set. The end of the path starts at the end of s, where most
// paths end: queryFragment moves it back to a "?" or "#".
func newParser(s string, iri bool) parser {
	return parser{s: s, o: Offsets{PathEnd: uint32(len(s))}, iri: iri}
}

// fail records that the octet at i breaks rule, and returns i and false.
func (p *parser) fail(i int, rule string) (int, bool) {
	p.rule = rule
	return i, false
}

// at reports whether the octet at i is c.
func (p *parser) at(i int, c byte) bool { return i < len(p.s) && p.s[i] == c }

// in reports whether the octet at i is in class c.
func (p *parser) in(i int, c class) bool { return i < len(p.s) && syntax.Octets[p.s[i]]&c != 0 }

// span matches, from i, the octets of class c, one of userinfoOctet to
// queryOctet (with iprivateOK beside it, for iquery); where c admits
// pct-encoded (c's bit is set on "%"), whole triplets. It then checks that
// the match stops where the grammar's delimiters say it may: at the end of
// the input or at an octet of class next; any other octet breaks rule.
// When matching an IRI, the characters that ucschar admits where
// pct-encoded is admitted are matched too, by spanUcschar (see
// parseiri.go), which span hands over to at the first non-ASCII octet, so
// that Parse pays nothing for them.
//
// Eight octets are looked up at a time: their bytes of syntax.Stops,
// masked to c's bit, make one word that is zero while none of the eight
// ends the span, and whose lowest set bit otherwise tells which one does,
// with no loop over single octets to mispredict. The last eight octets of
// s are read as one group, less those already behind i.
func (p *parser) span(i int, c, next class, rule string) (int, bool) {
	s := p.s
	mask := syntax.StopMask(c)
	for {
		switch {
		case i+8 <= len(s):
			m := syntax.Stops8(s[i:i+8]) & mask
			if m == 0 {
				i += 8
				continue
			}
			i += bits.TrailingZeros64(m) / 8
		case len(s) >= 8:
			behind := i + 8 - len(s)
			m := syntax.Stops8(s[len(s)-8:]) & mask >> (8 * behind)
			if m == 0 {
				return len(s), true
			}
			i += bits.TrailingZeros64(m) / 8
		default: // s is shorter than a group: one octet at a time
			for i < len(s) && syntax.Stops[s[i]]&uint8(mask) == 0 {
				i++
			}
			if i == len(s) {
				return i, true
			}
		}
		// The octet at i ends the span, or it is "%".
		if b := s[i]; syntax.Octets[b]&c == 0 {
			if b >= 0x80 && p.iri {
				return p.spanUcschar(i, c, next, rule)
			}
			if syntax.Octets[b]&next == 0 {
				return p.fail(i, rule)
			}
			return i, true
		}
		var ok bool
		if i, ok = p.pctEncoded(i); !ok {
			return i, false
		}
	}
}

// ends checks that a component matched by rule stops where the grammar's
// delimiters say it may, as span does: at the end of the input or at one
// of the octets of class next.
func (p *parser) ends(i int, next class, rule string) (int, bool) {
	if i < len(p.s) && syntax.Octets[p.s[i]]&next == 0 {
		return p.fail(i, rule)
	}
	return i, true
}

// uri matches URI (RFC 3986 §3), once the scheme's ":" is found at i:
//
//	URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
func (p *parser) uri(i int) (int, bool) {
	p.o.SchemeEnd = uint32(i)
	i, ok := p.hierPart(i + 1)
	if !ok {
		return i, false
	}
	return p.queryFragment(i)
}

// hierPart matches hier-part (RFC 3986 §3):
//
//	hier-part = "//" authority path-abempty
//	          / path-absolute
//	          / path-rootless
//	          / path-empty
func (p *parser) hierPart(i int) (int, bool) {
	switch {
	case p.at(i, '/') && p.at(i+1, '/'):
		i, ok := p.authority(i + 2)
		if !ok {
			return i, false
		}
		return p.pathAbempty(i)
	case p.at(i, '/'):
		return p.pathAbsolute(i)
	case i < len(p.s) && !p.in(i, pathEnd):
		return p.pathRootless(i)
	}
	p.o.PathStart = uint32(i)
	return i, true // path-empty
}

// queryFragment matches the tail that URI and relative-ref share, once the
// path is matched:
//
//	[ "?" query ] [ "#" fragment ]
//
// Most references end with their path, where pathEnd already is (see
// newParser): queryFragment is small enough to be inlined, and calls
// queryOrFragment only when something follows.
func (p *parser) queryFragment(i int) (int, bool) {
	if i < len(p.s) {
		return p.queryOrFragment(i)
	}
	return i, true
}

// queryOrFragment is queryFragment at the octet that ends the path, "?" or
// "#".
func (p *parser) queryOrFragment(i int) (int, bool) {
	p.o.PathEnd = uint32(i)
	if p.at(i, '?') {
		var ok bool
		if i, ok = p.query(i + 1); !ok {
			return i, false
		}
		p.o.QueryEnd = uint32(i)
	}
	if p.at(i, '#') {
		return p.fragment(i + 1)
	}
	return i, true
}

// uriReference matches URI-reference (RFC 3986 §4.1):
//
//	URI-reference = URI / relative-ref
//
// The first ":" before any "/", "?" or "#" ends a scheme when what precedes
// it is a scheme; otherwise the reference is relative (RFC 3986 §4.2,
// Appendix B).
func (p *parser) uriReference() (int, bool) {
	if p.in(0, schemeOctet) {
		// The octets of a scheme, though a scheme starts with an ALPHA
		// ("../g" starts with two).
		i := p.scheme(0)
		if p.at(i, ':') && p.in(0, alpha) {
			return p.uri(i)
		}
		// The scheme's octets are segment-nz-nc's too, so that they start
		// path-noscheme's first segment, which goes on from i; the "/"
		// segments of path-abempty follow.
		p.o.PathStart = 0
		ok := true
		if i < len(p.s) && !p.in(i, segmentEnd) {
			i, ok = p.segmentNzNc(i)
		}
		if ok {
			i, ok = p.pathAbempty(i)
		}
		if !ok {
			return i, false
		}
		return p.queryFragment(i)
	}
	return p.relativeRef(0)
}

// No method matches absolute-URI (RFC 3986 §4.3):
//
//	absolute-URI = scheme ":" hier-part [ "?" query ]
//
// uri.URI.IsAbsoluteURI tells it of a parsed value, since the rest of the
// rule is URI's.

// relativeRef matches relative-ref (RFC 3986 §4.2):
//
//	relative-ref = relative-part [ "?" query ] [ "#" fragment ]
func (p *parser) relativeRef(i int) (int, bool) {
	i, ok := p.relativePart(i)
	if !ok {
		return i, false
	}
	return p.queryFragment(i)
}

// relativePart matches relative-part (RFC 3986 §4.2):
//
//	relative-part = "//" authority path-abempty
//	              / path-absolute
//	              / path-noscheme
//	              / path-empty
func (p *parser) relativePart(i int) (int, bool) {
	switch {
	case p.at(i, '/') && p.at(i+1, '/'):
		i, ok := p.authority(i + 2)
		if !ok {
			return i, false
		}
		return p.pathAbempty(i)
	case p.at(i, '/'):
		return p.pathAbsolute(i)
	case p.at(i, ':') && i == 0:
		return p.fail(i, "scheme") // ":x": a scheme cannot be empty
	case i < len(p.s) && !p.in(i, pathEnd):
		return p.pathNoscheme(i)
	}
	p.o.PathStart = uint32(i)
	return i, true // path-empty
}

// scheme matches scheme (RFC 3986 §3.1) at an ALPHA:
//
//	scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
//
// A scheme is short and admits no pct-encoded, so a plain loop matches it.
// It cannot fail, and returns only its end. It does not look at the octet
// at i: uriReference also calls it at a DIGIT, "+", "-" or ".", and
// checks the ALPHA itself.
func (p *parser) scheme(i int) int {
	s := p.s
	for i++; i < len(s) && syntax.Octets[s[i]]&schemeOctet != 0; i++ {
	}
	return i
}

// authority matches authority (RFC 3986 §3.2) just past "//":
//
//	authority = [ userinfo "@" ] host [ ":" port ]
//
// It ends at the first "/", "?" or "#", or at the end of the input. Within
// it, the first "@" ends the userinfo, since neither userinfo nor host may
// hold one.
//
// Most authorities have no userinfo, so host [ ":" port ] is tried first:
// when it reaches the end of the authority, there was no "@". Otherwise
// host [ ":" port ] is matched again, past the userinfo and the "@" that
// the authority holds if any; the loop goes round at most twice.
func (p *parser) authority(i int) (int, bool) {
	start := i
	for {
		p.o.HostStart = uint32(i)
		j, ok := p.host(i)
		if ok {
			p.o.HostEnd = uint32(j)
			if p.at(j, ':') {
				j, ok = p.port(j + 1)
			}
		}
		switch {
		case ok && (j == len(p.s) || syntax.Octets[p.s[j]]&segmentEnd != 0):
			p.o.PathStart = uint32(j)
			return j, true
		case i == start && p.hasAt(i):
			if i, ok = p.userinfo(i); !ok {
				return i, false
			}
			i++ // the "@"
		case !ok:
			return j, false
		default:
			return p.fail(j, "authority") // "[::1]x"
		}
	}
}

// hasAt reports whether the authority at i holds an "@".
func (p *parser) hasAt(i int) bool {
	for ; i < len(p.s) && syntax.Octets[p.s[i]]&segmentEnd == 0; i++ {
		if p.s[i] == '@' {
			return true
		}
	}
	return false
}

// userinfo matches userinfo (RFC 3986 §3.2.1), which the caller knows to be
// followed by "@":
//
//	userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
func (p *parser) userinfo(i int) (int, bool) {
	return p.span(i, userinfoOctet, userinfoEnd, "userinfo")
}

// host matches host (RFC 3986 §3.2.2) and records its kind:
//
//	host = IP-literal / IPv4address / reg-name
//
// A host that matches IPv4address also matches reg-name; the first
// alternative that matches the whole host wins, so "1.2.3.4" is KindIPv4
// but "1.2.3.256" and "01.2.3.4" are reg-names.
func (p *parser) host(i int) (int, bool) {
	if p.at(i, '[') {
		return p.ipLiteral(i)
	}
	start := i
	i, ok := p.regName(i)
	if !ok {
		return i, false
	}
	p.o.Kind = KindRegName
	if i == start || syntax.Octets[p.s[i-1]]&digit == 0 {
		return i, true // an IPv4address ends with a DIGIT
	}
	q := parser{s: p.s[:i]}
	if end, ok := q.ipv4Address(start); ok && end == i {
		p.o.Kind = KindIPv4
	}
	return i, true
}

// ipLiteral matches IP-literal (RFC 3986 §3.2.2) at "[":
//
//	IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
//
// "v" is matched without regard to case, as every ABNF string is (RFC 5234
// §2.3). With zone set, it matches RFC 6874's IP-literal:
//
//	IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
//	IPv6addrz  = IPv6address "%25" ZoneID
func (p *parser) ipLiteral(i int) (int, bool) {
	i++
	ok := false
	if p.at(i, 'v') || p.at(i, 'V') {
		i, ok = p.ipvFuture(i)
		p.o.Kind = KindIPvFuture
	} else {
		i, ok = p.ipv6Address(i)
		p.o.Kind = KindIPv6
		if ok && p.zone && p.at(i, '%') {
			i, ok = p.zoneID(i)
		}
	}
	switch {
	case !ok:
		return i, false
	case !p.at(i, ']'):
		return p.fail(i, "IP-literal")
	}
	return i + 1, true
}

// zoneID matches "%25" ZoneID (RFC 6874 §2) at its "%":
//
//	ZoneID = 1*( unreserved / pct-encoded )
func (p *parser) zoneID(i int) (int, bool) {
	if !p.at(i+1, '2') || !p.at(i+2, '5') {
		return p.fail(i, "IPv6addrz") // "%" is written "%25" in a URI
	}
	i += 3
	start := i
	for i < len(p.s) {
		if p.s[i] == '%' {
			var ok bool
			if i, ok = p.pctEncoded(i); !ok {
				return i, false
			}
			continue
		}
		if !p.in(i, unreserved) {
			break
		}
		i++
	}
	if i == start {
		return p.fail(i, "ZoneID")
	}
	return i, true
}

// ipvFuture matches IPvFuture (RFC 3986 §3.2.2) at "v":
//
//	IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
func (p *parser) ipvFuture(i int) (int, bool) {
	i++
	if !p.in(i, hexdig) {
		return p.fail(i, "IPvFuture")
	}
	for p.in(i, hexdig) {
		i++
	}
	if !p.at(i, '.') {
		return p.fail(i, "IPvFuture")
	}
	i++
	if !p.in(i, ipvFutureOctet) {
		return p.fail(i, "IPvFuture")
	}
	for p.in(i, ipvFutureOctet) {
		i++
	}
	return i, true
}

// ipv6Address matches IPv6address (RFC 3986 §3.2.2):
//
//	IPv6address =                            6( h16 ":" ) ls32
//	            /                       "::" 5( h16 ":" ) ls32
//	            / [               h16 ] "::" 4( h16 ":" ) ls32
//	            / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//	            / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//	            / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//	            / [ *4( h16 ":" ) h16 ] "::"              ls32
//	            / [ *5( h16 ":" ) h16 ] "::"              h16
//	            / [ *6( h16 ":" ) h16 ] "::"
//	h16         = 1*4HEXDIG
//	ls32        = ( h16 ":" h16 ) / IPv4address
//
// The nine alternatives say together: eight 16-bit pieces, where an
// IPv4address counts as two and may only come last, and where one "::" may
// stand for one or more pieces, so that at most seven are written beside
// it. One loop over the pieces checks that, as netip's parseIPv6 does.
func (p *parser) ipv6Address(i int) (int, bool) {
	pieces, ellipsis := 0, false
	if p.at(i, ':') {
		i++
		if !p.at(i, ':') {
			return p.fail(i, "IPv6address")
		}
		i++
		ellipsis = true
		if !p.in(i, hexdig) {
			return p.ellipsisEnds(i) // "::"
		}
	}
	for {
		// A piece: h16, or an IPv4address as ls32.
		start := i
		for i-start < 4 && p.in(i, hexdig) {
			i++
		}
		if i == start {
			return p.fail(i, "IPv6address")
		}
		if p.at(i, '.') {
			// Until the ".", the digits were an h16; the "." is the first
			// octet that cannot be accepted if they are no dec-octet.
			if !ipv4Allowed(p.s[start:i], pieces, ellipsis) {
				return p.fail(i, "IPv6address")
			}
			return p.ipv4Address(start)
		}
		if p.in(i, hexdig) {
			return p.fail(i, "IPv6address") // a fifth HEXDIG
		}
		pieces++
		if !p.at(i, ':') {
			if !ellipsis && pieces < 8 {
				return p.fail(i, "IPv6address")
			}
			return i, true
		}
		if pieces == 8 || ellipsis && pieces == 7 {
			return p.fail(i, "IPv6address") // no room for another piece
		}
		i++
		if p.at(i, ':') {
			if ellipsis {
				return p.fail(i, "IPv6address") // a second "::"
			}
			i++
			ellipsis = true
			if !p.in(i, hexdig) {
				return p.ellipsisEnds(i) // ends with "::"
			}
			if pieces == 7 {
				return p.fail(i, "IPv6address") // "::" must stand for a piece
			}
		}
	}
}

// ellipsisEnds checks the octet at i, after a "::" that no h16 follows: a
// third ":" breaks IPv6address, anything else ends it.
func (p *parser) ellipsisEnds(i int) (int, bool) {
	if p.at(i, ':') {
		return p.fail(i, "IPv6address")
	}
	return i, true
}

// ipv4Allowed reports whether an IPv4address may start with the h16 h
// after the given number of pieces: h must be a dec-octet, and as ls32 the
// IPv4address must be last and take the place of two pieces.
func ipv4Allowed(h string, pieces int, ellipsis bool) bool {
	q := parser{s: h}
	if end, ok := q.decOctet(0); !ok || end != len(h) {
		return false
	}
	if ellipsis {
		return pieces <= 5
	}
	return pieces == 6
}

// ipv4Address matches IPv4address (RFC 3986 §3.2.2):
//
//	IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
func (p *parser) ipv4Address(i int) (int, bool) {
	for n := range 4 {
		if n > 0 {
			if !p.at(i, '.') {
				return p.fail(i, "IPv4address")
			}
			i++
		}
		var ok bool
		if i, ok = p.decOctet(i); !ok {
			return i, false
		}
	}
	return i, true
}

// decOctet matches dec-octet (RFC 3986 §3.2.2), a number from 0 to 255
// without leading zeros:
//
//	dec-octet = DIGIT                 ; 0-9
//	          / %x31-39 DIGIT         ; 10-99
//	          / "1" 2DIGIT            ; 100-199
//	          / "2" %x30-34 DIGIT     ; 200-249
//	          / "25" %x30-35          ; 250-255
func (p *parser) decOctet(i int) (int, bool) {
	start, v := i, 0
	for p.in(i, digit) {
		if i > start && p.s[start] == '0' {
			return p.fail(i, "dec-octet") // a leading zero
		}
		v = v*10 + int(p.s[i]-'0')
		if v > 255 {
			return p.fail(i, "dec-octet")
		}
		i++
	}
	if i == start {
		return p.fail(i, "dec-octet")
	}
	return i, true
}

// regName matches reg-name (RFC 3986 §3.2.2):
//
//	reg-name = *( unreserved / pct-encoded / sub-delims )
func (p *parser) regName(i int) (int, bool) {
	return p.span(i, regNameOctet, hostEnd, "reg-name")
}

// port matches port (RFC 3986 §3.2.3) up to the end of the authority:
//
//	port = *DIGIT
func (p *parser) port(i int) (int, bool) {
	for p.in(i, digit) {
		i++
	}
	return p.ends(i, segmentEnd, "port")
}

// pathAbempty matches path-abempty (RFC 3986 §3.3) after an authority:
//
//	path-abempty = *( "/" segment )
//
// Since the authority ends at "/", "?", "#" or the end, this is the same
// language as *( pchar / "/" ) and one span matches it; an octet that stops
// it breaks segment.
func (p *parser) pathAbempty(i int) (int, bool) {
	return p.span(i, pathOctet, pathEnd, "segment")
}

// pathAbsolute matches path-absolute (RFC 3986 §3.3) at its "/":
//
//	path-absolute = "/" [ segment-nz *( "/" segment ) ]
//
// The caller has checked that "//" does not follow, which would start an
// authority, so what follows the "/" is path-abempty's language too.
func (p *parser) pathAbsolute(i int) (int, bool) {
	p.o.PathStart = uint32(i)
	return p.pathAbempty(i)
}

// pathNoscheme matches path-noscheme (RFC 3986 §3.3) at a non-empty first
// segment:
//
//	path-noscheme = segment-nz-nc *( "/" segment )
func (p *parser) pathNoscheme(i int) (int, bool) {
	p.o.PathStart = uint32(i)
	i, ok := p.segmentNzNc(i)
	if !ok {
		return i, false
	}
	return p.pathAbempty(i)
}

// pathRootless matches path-rootless (RFC 3986 §3.3) at a non-empty first
// segment:
//
//	path-rootless = segment-nz *( "/" segment )
func (p *parser) pathRootless(i int) (int, bool) {
	p.o.PathStart = uint32(i)
	i, ok := p.segmentNz(i)
	if !ok {
		return i, false
	}
	return p.pathAbempty(i)
}

// path-empty (RFC 3986 §3.3) is zero characters; hierPart and relativePart
// match it by matching nothing:
//
//	path-empty = 0<pchar>

// segment (RFC 3986 §3.3) is matched by pathAbempty's span:
//
//	segment = *pchar

// segmentNz matches segment-nz (RFC 3986 §3.3):
//
//	segment-nz = 1*pchar
func (p *parser) segmentNz(i int) (int, bool) {
	return p.span(i, pcharOctet, segmentEnd, "segment-nz")
}

// segmentNzNc matches segment-nz-nc (RFC 3986 §3.3), the first segment of a
// relative path, which may not hold a ":" lest it be taken for a scheme:
//
//	segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
//	              ; non-zero-length segment without any colon ":"
func (p *parser) segmentNzNc(i int) (int, bool) {
	return p.span(i, segmentNzNcOctet, segmentEnd, "segment-nz-nc")
}

// pchar (RFC 3986 §3.3) is the class pcharOctet, whose pct-encoded half
// span matches with pctEncoded:
//
//	pchar = unreserved / pct-encoded / sub-delims / ":" / "@"

// query matches query (RFC 3986 §3.4):
//
//	query = *( pchar / "/" / "?" )
func (p *parser) query(i int) (int, bool) {
	return p.span(i, queryOctet|iprivateOK, fragmentStart, "query")
}

// fragment matches fragment (RFC 3986 §3.5), which runs to the end:
//
//	fragment = *( pchar / "/" / "?" )
func (p *parser) fragment(i int) (int, bool) {
	return p.span(i, queryOctet, 0, "fragment")
}

// pctEncoded matches pct-encoded at a "%" (RFC 3986 §2.1):
//
//	pct-encoded = "%" HEXDIG HEXDIG
//
// On failure the offset is that of the first octet that is not HEXDIG, or
// len(p.s).
func (p *parser) pctEncoded(i int) (int, bool) {
	for k := 1; k <= 2; k++ {
		if i+k == len(p.s) || syntax.Octets[p.s[i+k]]&hexdig == 0 {
			return p.fail(i+k, "pct-encoded")
		}
	}
	return i + 3, true
}

// iriRule returns the name RFC 3987 §2.2 gives to the rule that RFC 3986
// calls rule: the rules that admit ucschar take an "i".
func iriRule(rule string) string {
	switch rule {
	case "URI-reference":
		return "IRI-reference"
	case "authority", "userinfo", "reg-name", "segment", "segment-nz", "segment-nz-nc", "query", "fragment":
		return "i" + rule
	}
	return rule
}

// spanUcschar goes on with span at i, a non-ASCII octet that stops it in
// an IRI: over each character there that ucschar admits, and over the
// ASCII runs between them with span, called with p.iri unset so that it
// comes back here at the next non-ASCII octet instead of calling down
// again. span then fails there with its own rule, where it fails on a bad
// triplet with "pct-encoded". Apart from span, this keeps span free of
// calls, and so of saving its arguments on every call.
func (p *parser) spanUcschar(i int, c, next class, rule string) (int, bool) {
	p.iri = false
	defer func() { p.iri = true }()
	for {
		n := p.ucschar(i, c)
		if n == 0 {
			return p.fail(i, rule) // no rule admits a non-ASCII octet after a span
		}
		j, ok := p.span(i+n, c, next, rule)
		if ok || p.rule != rule || p.s[j] < 0x80 {
			return j, ok
		}
		i = j
	}
}

// ucschar returns the length of the character at i when the rule whose
// octets are c admits it in an IRI (RFC 3987 §2.2), and 0 otherwise:
//
//	iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
//	iquery      = *( ipchar / iprivate / "/" / "?" )
//
// The rules of RFC 3986 that admit pct-encoded are exactly those that
// RFC 3987 widens with ucschar, so c admits ucschar when its bit is set on
// "%"; iprivate only when c has iprivateOK, which query passes.
func (p *parser) ucschar(i int, c class) int {
	if syntax.Octets['%']&c == 0 {
		return 0
	}
	r, n := utf8.DecodeRuneInString(p.s[i:])
	if !syntax.IsUcschar(r) && (c&iprivateOK == 0 || !syntax.IsIprivate(r)) || syntax.IsBidiFormat(r) {
		return 0
	}
	return n
}

// The parser names the octet classes of internal/syntax as the ABNF does;
// the table itself is syntax.Octets, which packages iri and text share.
type class = syntax.Class

const (
	alpha            = syntax.Alpha
	digit            = syntax.Digit
	hexdig           = syntax.Hexdig
	unreserved       = syntax.Unreserved
	subDelims        = syntax.SubDelims
	schemeOctet      = syntax.SchemeOctet
	userinfoOctet    = syntax.UserinfoOctet
	regNameOctet     = syntax.RegNameOctet
	ipvFutureOctet   = syntax.IPvFutureOctet
	pcharOctet       = syntax.PcharOctet
	segmentNzNcOctet = syntax.SegmentNzNcOctet
	pathOctet        = syntax.PathOctet
	queryOctet       = syntax.QueryOctet
	queryParamOctet  = syntax.QueryParamOctet
	userinfoEnd      = syntax.UserinfoEnd
	segmentEnd       = syntax.SegmentEnd
	hostEnd          = syntax.HostEnd
	pathEnd          = syntax.PathEnd
	fragmentStart    = syntax.FragmentStart
	iprivateOK       = syntax.IprivateOK
)
