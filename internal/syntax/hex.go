package syntax

// Upperhex holds the hexadecimal digits in the case of the normal form
// (RFC 3986 §6.2.2.1).
const Upperhex = "0123456789ABCDEF"

// Unhex returns the value of the hexadecimal digit c, which must be one.
func Unhex(c byte) byte { return 9*(c>>6) + c&15 }

// AppendPct appends o as a "%" triplet with uppercase digits (RFC 3986
// §2.1).
func AppendPct(b []byte, o byte) []byte {
	return append(b, '%', Upperhex[o>>4], Upperhex[o&15])
}

// IsTriplet reports whether s holds a whole "%" HEXDIG HEXDIG triplet at i
// (RFC 3986 §2.1, pct-encoded).
func IsTriplet(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && Octets[s[i+1]]&Hexdig != 0 && Octets[s[i+2]]&Hexdig != 0
}

// Decode returns the octet that the triplet at s[i] stands for; s must hold
// one there (IsTriplet).
func Decode(s string, i int) byte { return Unhex(s[i+1])<<4 | Unhex(s[i+2]) }

// AppendEncoded appends s to b, percent-encoding every octet that is not in
// class c and every "%" that starts no triplet, as a repair of text that a
// rule of RFC 3986 refuses. c's bit on "%" is ignored: a valid triplet is
// kept in every component.
func AppendEncoded(b []byte, s string, c Class) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		o := s[i]
		if IsTriplet(s, i) {
			i += 2
			continue
		}
		if Octets[o]&c != 0 && o != '%' {
			continue
		}
		b = append(b, s[start:i]...)
		b = AppendPct(b, o)
		start = i + 1
	}
	return append(b, s[start:]...)
}
