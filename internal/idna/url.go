package idna

import "unicode/utf8"

// DomainToASCII is the IDNA part of the URL Standard's domain parser
// (its "domain to ASCII"): UTS #46 ToASCII with the profile
// [Registration] when beStrict is set, and otherwise:
//
//   - an ASCII name is lowercased, whatever ToASCII would say of it, as
//     the Standard does for compatibility with the web: "xn--a", which is
//     no Punycode, stays "xn--a";
//   - any other name is converted by ToASCII with the profile [URL];
//   - an empty result, or one holding a forbidden domain code point (a C0
//     control, space, "#", "%", "/", ":", "<", ">", "?", "@", "[", "\",
//     "]", "^", "|" or DEL), fails: UTS #46 without UseSTD3ASCIIRules
//     lets them through, the host parser does not.
//
// A lowercase ASCII name is returned as it is, after one scan, without
// allocating. Errors are [*Error] values; the empty result has the rule
// "ToASCII" at offset 0, a forbidden code point the rule "disallowed" at
// its label.
func DomainToASCII(s string, beStrict bool) (string, error) {
	if beStrict {
		return ToASCII(s, Registration)
	}
	// One scan of an ASCII name: uppercase letters, forbidden octets.
	var seen uint8
	for i := 0; i < len(s); i++ {
		seen |= domainOctets[s[i]]
	}
	result := s
	switch {
	case seen&nonASCII != 0:
		var err error
		if result, err = ToASCII(s, URL); err != nil {
			return "", err
		}
		seen = 0
		for i := 0; i < len(result); i++ {
			seen |= domainOctets[result[i]]
		}
	case seen&upper != 0:
		b := []byte(s)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		result = string(b)
	}
	if result == "" {
		return "", &Error{Input: s, Offset: 0, Rule: "ToASCII"}
	}
	if seen&forbidden != 0 {
		k := 0 // the number of the label
		for i := 0; domainOctets[result[i]]&forbidden == 0; i++ {
			if result[i] == '.' {
				k++
			}
		}
		return "", &Error{Input: s, Offset: labelOffset(s, k), Rule: "disallowed"}
	}
	return result, nil
}

// The classes of octets that DomainToASCII tells apart.
const (
	upper     = 1 << iota // "A" to "Z"
	forbidden             // a forbidden domain code point
	nonASCII              // 0x80 and above
)

// domainOctets holds the classes of each octet.
var domainOctets = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = nonASCII
		case 'A' <= c && c <= 'Z':
			t[c] = upper
		case forbiddenDomain(byte(c)):
			t[c] = forbidden
		}
	}
	return t
}()

// forbiddenDomain reports whether the ASCII octet c is a forbidden domain
// code point of the URL Standard: a forbidden host code point, a C0
// control, "%" or DEL.
func forbiddenDomain(c byte) bool {
	switch c {
	case ' ', '#', '%', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|', 0x7F:
		return true
	}
	return c < 0x20
}

// DomainToUnicode is the URL Standard's domain to Unicode: UTS #46
// ToUnicode with the profile [URL], or s itself when that records an
// error, so that DomainToASCII takes back what it gives. A name with no
// label to decode or map (ASCII, lowercase, no "xn--" label) is returned
// as it is, without allocating.
func DomainToUnicode(s string) string {
	u, err := ToUnicode(s, URL)
	if err != nil {
		return s
	}
	return u
}

// InDomain reports whether UTS #46 processing with the profile [URL]
// keeps r as a character of a domain name, as it is or mapped: its status
// is not ignored (U+00AD, the variation selectors, U+3164 HANGUL FILLER,
// ...) nor disallowed (controls, unassigned code points, ...). A
// program that shows a host name keeps a character it is false for
// encoded, since the name looked up would not hold it.
func InDomain(r rune) bool {
	s := lookup(r).status()
	return s != ignored && s != disallowed
}
