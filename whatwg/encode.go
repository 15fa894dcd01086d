package whatwg

import (
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri/internal/syntax"
)

// encodeSet is a set of the percent-encode sets of the URL Standard §1.3,
// one bit each.
type encodeSet uint8

// The percent-encode sets of §1.3. Each holds the one before it and more,
// but the query set, which does not hold "`" of the fragment set.
const (
	c0ControlSet    encodeSet = 1 << iota // C0 control percent-encode set
	fragmentSet                           // fragment percent-encode set
	querySet                              // query percent-encode set
	specialQuerySet                       // special-query percent-encode set
	pathSet                               // path percent-encode set
	userinfoSet                           // userinfo percent-encode set
	componentSet                          // component percent-encode set
	formSet                               // application/x-www-form-urlencoded percent-encode set
)

// encodeSets gives, for every byte, the sets that hold it: the bytes 0x80
// and above, which only a code point above U+007E writes in UTF-8, are in
// all of them.
var encodeSets = func() (t [256]encodeSet) {
	add := func(s encodeSet, chars string) {
		for i := range len(chars) {
			t[chars[i]] |= s
		}
	}
	for c := range 256 {
		if c < 0x20 || c > 0x7E {
			t[c] = c0ControlSet
		}
	}
	// Each set from the one it is built on (§1.3), then its own additions.
	for c := range 256 {
		if t[c]&c0ControlSet != 0 {
			t[c] |= fragmentSet | querySet
		}
	}
	add(fragmentSet, " \"<>`")
	add(querySet, " \"#<>")
	for c := range 256 {
		if t[c]&querySet != 0 {
			t[c] |= specialQuerySet | pathSet
		}
	}
	add(specialQuerySet, "'")
	add(pathSet, "?^`{}")
	widen := func(from, to encodeSet, chars string) {
		for c := range 256 {
			if t[c]&from != 0 {
				t[c] |= to
			}
		}
		add(to, chars)
	}
	widen(pathSet, userinfoSet, "/:;=@[\\]|")
	widen(userinfoSet, componentSet, "$%&+,")
	widen(componentSet, formSet, "!'()~")
	return t
}()

// has reports whether byte c is in every set of s (a byte >= 0x80 is in
// all of them).
func (s encodeSet) has(c byte) bool { return encodeSets[c]&s == s }

// appendEncoded appends s to b, UTF-8 percent-encoding each byte in set
// (uppercase hex), as the Standard's UTF-8 percent-encode does (§1.3).
// The Standard works on scalar values: an ill-formed UTF-8 sequence of s
// is first replaced by the UTF-8 of U+FFFD, as the Encoding Standard's
// UTF-8 decode does, so comes out as "%EF%BF%BD".
func appendEncoded(b []byte, s string, set encodeSet) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if set.has(c) {
				b = append(b, s[start:i]...)
				b = syntax.AppendPct(b, c)
				start = i + 1
			}
			i++
			continue
		}
		b = append(b, s[start:i]...)
		r, n := utf8.DecodeRuneInString(s[i:])
		seq := s[i : i+n]
		if r == utf8.RuneError && n == 1 { // not UTF-8: U+FFFD in its stead
			seq, n = "\uFFFD", badSequence(s[i:])
		}
		for j := range len(seq) {
			b = syntax.AppendPct(b, seq[j])
		}
		i += n
		start = i
	}
	return append(b, s[start:]...)
}

// badSequence returns the length of the ill-formed UTF-8 sequence at the
// start of s, which the UTF-8 decoder of the Encoding Standard replaces by
// one U+FFFD: the lead byte and the continuation bytes that could still
// have made a scalar value with it ("\xE2\x82" at the end of s is one).
func badSequence(s string) int {
	need, lo, hi := 0, byte(0x80), byte(0xBF)
	switch c := s[0]; {
	case 0xC2 <= c && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c == 0xED:
		need, hi = 2, 0x9F
	case 0xE1 <= c && c <= 0xEF:
		need = 2
	case c == 0xF0:
		need, lo = 3, 0x90
	case c == 0xF4:
		need, hi = 3, 0x8F
	case 0xF1 <= c && c <= 0xF3:
		need = 3
	}
	n := 1
	for ; n <= need && n < len(s) && lo <= s[n] && s[n] <= hi; n++ {
		lo, hi = 0x80, 0xBF
	}
	return n
}

// needsEncoding reports whether appendEncoded would change s: whether a
// byte of s is in set (every byte 0x80 and above is). It does not
// allocate.
func needsEncoding(s string, set encodeSet) bool {
	for i := 0; i < len(s); i++ {
		if encodeSets[s[i]]&set == set {
			return true
		}
	}
	return false
}

// percentDecode is the percent-decode of a string (§1.3): each
// percent-encoded byte, "%" and two ASCII hex digits, becomes the byte it
// stands for; any other "%" stays. It returns s itself, without
// allocating, when s holds no percent-encoded byte.
func percentDecode(s string) string {
	i := 0
	for ; i < len(s); i++ {
		if s[i] == '%' && syntax.IsTriplet(s, i) {
			break
		}
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) - 2)
	b.WriteString(s[:i])
	for ; i < len(s); i++ {
		if syntax.IsTriplet(s, i) {
			b.WriteByte(syntax.Decode(s, i))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
