package syntax

import (
	"math/bits"
	"testing"
)

// The rules of RFC 5234 Appendix B.1 and RFC 3986 §2, one switch each,
// written from the ABNF and independent of the octets table.

// ALPHA = %x41-5A / %x61-7A
func isALPHA(c byte) bool {
	switch {
	case 0x41 <= c && c <= 0x5A, 0x61 <= c && c <= 0x7A:
		return true
	}
	return false
}

// DIGIT = %x30-39
func isDIGIT(c byte) bool {
	switch {
	case 0x30 <= c && c <= 0x39:
		return true
	}
	return false
}

// HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F", where ABNF strings
// match either case (RFC 5234 §2.3).
func isHEXDIG(c byte) bool {
	switch c {
	case 'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f':
		return true
	}
	return isDIGIT(c)
}

// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
func isUnreserved(c byte) bool {
	switch c {
	case '-', '.', '_', '~':
		return true
	}
	return isALPHA(c) || isDIGIT(c)
}

// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
func isSubDelims(c byte) bool {
	switch c {
	case '!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=':
		return true
	}
	return false
}

// pchar = unreserved / pct-encoded / sub-delims / ":" / "@", with "%"
// standing for pct-encoded.
func isPchar(c byte) bool {
	switch c {
	case '%', ':', '@':
		return true
	}
	return isUnreserved(c) || isSubDelims(c)
}

// classPredicates gives, for every bit of class, a slow predicate written
// from the rule the bit is named after. A rule that admits pct-encoded is
// true on "%".
var classPredicates = []struct {
	name string
	bit  Class
	is   func(c byte) bool
}{
	{"ALPHA", Alpha, isALPHA},
	{"DIGIT", Digit, isDIGIT},
	{"HEXDIG", Hexdig, isHEXDIG},
	{"unreserved", Unreserved, isUnreserved},
	{"sub-delims", SubDelims, isSubDelims},
	// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
	{"scheme", SchemeOctet, func(c byte) bool {
		switch c {
		case '+', '-', '.':
			return true
		}
		return isALPHA(c) || isDIGIT(c)
	}},
	// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
	{"userinfo", UserinfoOctet, func(c byte) bool {
		switch c {
		case '%', ':':
			return true
		}
		return isUnreserved(c) || isSubDelims(c)
	}},
	// reg-name = *( unreserved / pct-encoded / sub-delims )
	{"reg-name", RegNameOctet, func(c byte) bool {
		switch c {
		case '%':
			return true
		}
		return isUnreserved(c) || isSubDelims(c)
	}},
	// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ): the tail
	{"IPvFuture", IPvFutureOctet, func(c byte) bool {
		switch c {
		case ':':
			return true
		}
		return isUnreserved(c) || isSubDelims(c)
	}},
	{"pchar", PcharOctet, isPchar},
	// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
	{"segment-nz-nc", SegmentNzNcOctet, func(c byte) bool {
		switch c {
		case '%', '@':
			return true
		}
		return isUnreserved(c) || isSubDelims(c)
	}},
	// path-abempty = *( "/" segment ), segment = *pchar
	{"path-abempty", PathOctet, func(c byte) bool {
		switch c {
		case '/':
			return true
		}
		return isPchar(c)
	}},
	// query = *( pchar / "/" / "?" ); fragment is the same
	{"query", QueryOctet, func(c byte) bool {
		switch c {
		case '/', '?':
			return true
		}
		return isPchar(c)
	}},
	// Not a rule: the octets Escape leaves literal in one query key or value,
	// query's octets without "%" (always encoded) and the form delimiters
	// "&" "=" "+" ";".
	{"query param", QueryParamOctet, func(c byte) bool {
		switch c {
		case '/', '?', ':', '@':
			return true
		case '%', '&', '=', '+', ';':
			return false
		}
		return isUnreserved(c) || isSubDelims(c)
	}},
	// RFC 3986 §3.2.1: the userinfo ends at "@".
	{"userinfo end", UserinfoEnd, func(c byte) bool { return c == '@' }},
	// RFC 3986 §3.3: a segment ends at "/", or where the path ends (§3.3:
	// "?", "#" or the end); so does an authority (§3.2).
	{"segment end", SegmentEnd, func(c byte) bool {
		switch c {
		case '/', '?', '#':
			return true
		}
		return false
	}},
	// RFC 3986 §3.2.2-§3.2.3: a reg-name ends at ":" before a port, or where
	// the authority ends.
	{"host end", HostEnd, func(c byte) bool {
		switch c {
		case ':', '/', '?', '#':
			return true
		}
		return false
	}},
	// RFC 3986 §3.3: the path ends at the first "?" or "#".
	{"path end", PathEnd, func(c byte) bool {
		switch c {
		case '?', '#':
			return true
		}
		return false
	}},
	// RFC 3986 §3.4: the query ends at the first "#".
	{"fragment start", FragmentStart, func(c byte) bool { return c == '#' }},
}

// TestStops checks every byte of Stops against the slow predicates: for
// each class a span moves over, an octet ends the span when the class does
// not hold it, or when it is "%", and StopMask picks that class's bit.
func TestStops(t *testing.T) {
	spans := 0
	for _, p := range classPredicates {
		if p.bit < UserinfoOctet || p.bit > QueryParamOctet {
			continue
		}
		spans++
		mask := StopMask(p.bit | IprivateOK)
		if bits.OnesCount64(mask) != 8 || mask&0xFF*0x0101010101010101 != mask {
			t.Fatalf("StopMask(%s) = %#x, want one bit in every byte", p.name, mask)
		}
		for c := range 256 {
			got := uint64(Stops[c])*0x0101010101010101&mask != 0
			if want := c == '%' || !p.is(byte(c)); got != want {
				t.Errorf("octet %#02x %q: ends a span of %s: %v, want %v", c, rune(c), p.name, got, want)
			}
		}
	}
	if spans != 8 {
		t.Errorf("%d span classes between UserinfoOctet and QueryParamOctet, want 8", spans)
	}
}

// TestClassTable compares every bit of every entry of Octets with the slow
// predicates, and checks that no octet has a bit that no predicate names.
func TestClassTable(t *testing.T) {
	var all Class
	for _, p := range classPredicates {
		all |= p.bit
	}
	for c := range 256 {
		b := byte(c)
		for _, p := range classPredicates {
			if got, want := Octets[b]&p.bit != 0, p.is(b); got != want {
				t.Errorf("octet %#02x %q: %s bit is %v, want %v", c, rune(b), p.name, got, want)
			}
		}
		if extra := Octets[b] &^ all; extra != 0 {
			t.Errorf("octet %#02x: unnamed class bits %#x", c, extra)
		}
	}
}
