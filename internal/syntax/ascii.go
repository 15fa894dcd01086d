package syntax

import "unicode/utf8"

// Lower returns the lowercase of the ASCII letter o, or o.
func Lower(o byte) byte {
	if 'A' <= o && o <= 'Z' {
		return o + 'a' - 'A'
	}
	return o
}

// EqualFold reports whether the strings a and b are equal without regard
// to the case of ASCII letters. Octets above 0x7F compare exactly.
func EqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if Lower(a[i]) != Lower(b[i]) {
			return false
		}
	}
	return true
}

// HasPrefixFold reports whether s begins with prefix, without regard to
// the case of ASCII letters.
func HasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && EqualFold(s[:len(prefix)], prefix)
}

// IndexUpper returns the index of the first ASCII uppercase letter in s,
// or -1.
func IndexUpper(s string) int {
	for i := range len(s) {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return i
		}
	}
	return -1
}

// IsSpace reports whether o is ASCII white space: space, HT, LF, VT, FF,
// CR.
func IsSpace(o byte) bool { return o == ' ' || '\t' <= o && o <= '\r' }

// IsCTL reports whether o is an ASCII control character, C0 or DEL.
func IsCTL(o byte) bool { return o < 0x20 || o == 0x7F }

// IsASCII reports whether s holds ASCII octets only.
func IsASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
