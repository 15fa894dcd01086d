package syntax

// Class is a set of ABNF rules that one octet can match: one bit per rule
// (RFC 3986 Appendix A).
type Class uint32

// The classes. Each is named after the rule it stands for.
const (
	Alpha      Class = 1 << iota // ALPHA
	Digit                        // DIGIT
	Hexdig                       // HEXDIG
	Unreserved                   // unreserved
	SubDelims                    // sub-delims

	// The octets that stand for themselves in a rule. Set on "%", the bit
	// means that the rule also admits pct-encoded.
	SchemeOctet      // scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
	UserinfoOctet    // userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
	RegNameOctet     // reg-name      = *( unreserved / pct-encoded / sub-delims )
	IPvFutureOctet   // IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
	PcharOctet       // pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
	SegmentNzNcOctet // segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
	PathOctet        // path-abempty  = *( "/" segment ), flattened to *( pchar / "/" )
	QueryOctet       // query         = *( pchar / "/" / "?" ), and fragment alike
	QueryParamOctet  // one key or value in a query: query's octets but "&" "=" "+" ";"

	// The delimiters that end a component (RFC 3986 §3, Appendix B).
	UserinfoEnd   // "@": the end of a userinfo
	SegmentEnd    // "/" "?" "#": the end of a segment, and of an authority
	HostEnd       // ":" "/" "?" "#": the end of a reg-name
	PathEnd       // "?" "#": the end of a path
	FragmentStart // "#": the end of a query

	// IprivateOK is set on no octet: passed with QueryOctet, it admits
	// iprivate in an IRI (RFC 3987 §2.2, iquery).
	IprivateOK
)

// Octets gives the classes of every octet. Those above 0x7F are in none:
// RFC 3986 admits them only percent-encoded (§2.1).
var Octets = func() (t [256]Class) {
	set := func(c Class, chars string) {
		for i := range len(chars) {
			t[chars[i]] |= c
		}
	}
	const (
		alphas = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		digits = "0123456789"
		unres  = alphas + digits + "-._~" // §2.3
		subs   = "!$&'()*+,;="            // §2.2
	)
	set(Alpha, alphas)
	set(Digit, digits)
	set(Hexdig, digits+"ABCDEFabcdef")
	set(Unreserved, unres)
	set(SubDelims, subs)
	set(SchemeOctet, alphas+digits+"+-.")
	set(UserinfoOctet, unres+subs+":%")
	set(RegNameOctet, unres+subs+"%")
	set(IPvFutureOctet, unres+subs+":")
	set(PcharOctet, unres+subs+":@%")
	set(SegmentNzNcOctet, unres+subs+"@%")
	set(PathOctet, unres+subs+":@%/")
	set(QueryOctet, unres+subs+":@%/?")
	set(QueryParamOctet, unres+"!$'()*,"+":@/?") // subs without "&", "+", ";", "="
	set(UserinfoEnd, "@")
	set(SegmentEnd, "/?#")
	set(HostEnd, ":/?#")
	set(PathEnd, "?#")
	set(FragmentStart, "#")
	return t
}()

// Stops gives, for every octet, the spans it ends: bit k is set when the
// octet is not in the class 1<<(k+6), UserinfoOctet to QueryParamOctet, or
// when it is "%", whose triplet a scanner must check. With one byte per
// octet, eight octets' bytes fit in a word: see [StopMask].
var Stops = func() (t [256]uint8) {
	for o := range t {
		t[o] = ^uint8(Octets[o] >> stopShift)
	}
	t['%'] = 0xFF
	return t
}()

const stopShift = 6 // UserinfoOctet is 1<<6

// StopMask returns the bit of Stops for the class c, one of UserinfoOctet
// to QueryParamOctet (other bits of c are ignored), in every byte of a
// word: Stops[o]&StopMask(c) != 0 when o ends a span of c.
func StopMask(c Class) uint64 {
	return uint64(uint8(c>>stopShift)) * 0x0101010101010101
}

// Is reports whether the octet o is in class c.
func Is(o byte, c Class) bool { return Octets[o]&c != 0 }

// IsUcschar reports whether r matches ucschar (RFC 3987 §2.2):
//
//	ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//	        / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
//	        / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
//	        / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
//	        / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
//	        / %xD0000-DFFFD / %xE1000-EFFFD
//
// Above U+FFFF, each plane is in but for its last two code points, the
// noncharacters, and plane 14 starts at U+E1000.
func IsUcschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false
	case r <= 0xFFEF:
		return true
	case r < 0x10000 || r > 0xEFFFD || r&0xFFFF > 0xFFFD:
		return false
	}
	return r < 0xE0000 || r >= 0xE1000
}

// IsIprivate reports whether r matches iprivate (RFC 3987 §2.2):
//
//	iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
func IsIprivate(r rune) bool {
	return 0xE000 <= r && r <= 0xF8FF ||
		0xF0000 <= r && r <= 0x10FFFD && r&0xFFFF <= 0xFFFD
}

// IsBidiFormat reports whether r is one of the bidirectional formatting
// characters that RFC 3987 §4.1 forbids in an IRI: LRM, RLM, and LRE to RLO.
func IsBidiFormat(r rune) bool {
	return r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E
}

// IsFullStop reports whether r is one of the full stops other than "." that
// separate the labels of a domain name (RFC 3490 §3.1): U+3002 IDEOGRAPHIC
// FULL STOP, U+FF0E FULLWIDTH FULL STOP and U+FF61 HALFWIDTH IDEOGRAPHIC
// FULL STOP.
func IsFullStop(r rune) bool { return r == 0x3002 || r == 0xFF0E || r == 0xFF61 }
