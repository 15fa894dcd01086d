package iri

import (
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
)

// The parameters of Punycode, RFC 3492 §5.
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 0x80
	punyDelimiter   = '-'
	punyMaxInt      = 1<<31 - 1 // the overflow limit: RFC 3492 §6.4 asks for at least 26 bits
)

// acePrefix is the prefix of an A-label, the ACE form of a host label
// (RFC 3490 §5, RFC 5890 §2.3.2.5).
const acePrefix = "xn--"

// punyAdapt is the bias adaptation function of RFC 3492 §6.1.
func punyAdapt(delta, numPoints int, firstTime bool) int {
	if firstTime {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > (punyBase-punyTMin)*punyTMax/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+punySkew)
}

// punyThreshold returns t for the digit position k (RFC 3492 §6.2 and §6.3):
// k - bias clamped to the range tmin to tmax.
func punyThreshold(k, bias int) int {
	switch {
	case k <= bias:
		return punyTMin
	case k >= bias+punyTMax:
		return punyTMax
	}
	return k - bias
}

// punyDigit returns the basic code point for the digit d (RFC 3492 §5):
// "a" to "z" for 0 to 25, "0" to "9" for 26 to 35. It writes lowercase.
func punyDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// punyValue returns the digit that the basic code point c stands for, of
// either case, or punyBase when it stands for none.
func punyValue(c byte) int {
	switch {
	case 'a' <= c && c <= 'z':
		return int(c - 'a')
	case 'A' <= c && c <= 'Z':
		return int(c - 'A')
	case '0' <= c && c <= '9':
		return int(c-'0') + 26
	}
	return punyBase
}

// EncodePunycode encodes the Unicode string s with the Punycode algorithm
// of RFC 3492 §6.3: its ASCII characters first, as they are, then a "-" if
// there were any, then the other characters as generalized
// variable-length integers in lowercase. It adds no "xn--" prefix; see
// [HostToASCII] for host labels. Mixed-case annotation (RFC 3492 Appendix A)
// is not used.
//
// The error, an [*uri.Error] with the rule "punycode", is for s that is not
// valid UTF-8 or too long for the algorithm's integers. The time taken grows
// as the square of the length, as in every plain implementation of RFC 3492;
// host labels are at most 63 octets.
func EncodePunycode(s string) (string, error) {
	b, err := appendPunycode(nil, s)
	return string(b), err
}

// appendPunycode appends the Punycode encoding of s to dst, by the
// encoding procedure of RFC 3492 §6.3: the basic code points, then, for
// each code point n in increasing order, the delta of each of its
// occurrences as a variable-length integer. delta counts the states of
// the decoder that the encoder goes through: (n, i), one for each place i
// in the output so far, for each n.
func appendPunycode(dst []byte, s string) ([]byte, error) {
	if !utf8.ValidString(s) {
		for i, r := range s {
			if r == utf8.RuneError {
				return dst, &uri.Error{Input: s, Offset: i, Rule: "punycode"}
			}
		}
	}
	fail := func() ([]byte, error) {
		return dst, &uri.Error{Input: s, Offset: len(s), Rule: "punycode"}
	}
	dst, b := appendBasic(dst, s)
	n, delta, bias := punyInitialN, 0, punyInitialBias
	for h, length := b, utf8.RuneCountInString(s); h < length; {
		m := smallestCodePoint(s, n)
		if m-n > (punyMaxInt-delta)/(h+1) {
			return fail()
		}
		delta += (m - n) * (h + 1)
		n = m
		for _, c := range s {
			if int(c) < n {
				if delta == punyMaxInt {
					return fail()
				}
				delta++
			}
			if int(c) == n {
				dst = appendPunyInt(dst, delta, bias)
				bias = punyAdapt(delta, h+1, h == b)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return dst, nil
}

// appendBasic appends the basic (ASCII) code points of s to dst in order,
// and the delimiter after them if there are any (RFC 3492 §6.3). It
// returns their number, b.
func appendBasic(dst []byte, s string) (_ []byte, b int) {
	for i := range len(s) {
		if s[i] < utf8.RuneSelf {
			dst = append(dst, s[i])
			b++
		}
	}
	if b > 0 {
		dst = append(dst, punyDelimiter)
	}
	return dst, b
}

// smallestCodePoint returns the smallest code point of s that is n or
// more, which the encoder handles next (RFC 3492 §6.3). s has one.
func smallestCodePoint(s string, n int) int {
	m := int(utf8.MaxRune) + 1
	for _, c := range s {
		if int(c) >= n && int(c) < m {
			m = int(c)
		}
	}
	return m
}

// appendPunyInt appends q as a generalized variable-length integer (RFC
// 3492 §3.3), by the inner loop of §6.3: digits of the thresholds t given
// by bias, least significant first, until the one below its threshold,
// which ends the number.
func appendPunyInt(dst []byte, q, bias int) []byte {
	for k := punyBase; ; k += punyBase {
		t := punyThreshold(k, bias)
		if q < t {
			break
		}
		dst = append(dst, punyDigit(t+(q-t)%(punyBase-t)))
		q = (q - t) / (punyBase - t)
	}
	return append(dst, punyDigit(q))
}

// DecodePunycode decodes s, a Punycode string without its "xn--" prefix,
// by RFC 3492 §6.2: what precedes the last "-" is taken as it is, and the
// rest gives the other characters and their places.
//
// The error, an [*uri.Error] with the rule "punycode" and the offset of the
// octet at fault, is for a non-ASCII octet, a character that is not a digit,
// a number that ends early or overflows, or a decoded character that is
// ASCII, a surrogate or beyond U+10FFFF. The time taken grows as the square
// of the length.
func DecodePunycode(s string) (string, error) {
	fail := func(at int) (string, error) {
		return "", &uri.Error{Input: s, Offset: at, Rule: "punycode"}
	}
	b := strings.LastIndexByte(s, punyDelimiter)
	out := make([]rune, 0, len(s))
	for j := 0; j < max(b, 0); j++ {
		if s[j] >= utf8.RuneSelf {
			return fail(j)
		}
		out = append(out, rune(s[j]))
	}
	in := 0
	if b > 0 {
		in = b + 1 // the delimiter, when something preceded it
	}
	n, i, bias := punyInitialN, 0, punyInitialBias
	for in < len(s) {
		oldi, w := i, 1
		for k := punyBase; ; k += punyBase {
			if in == len(s) {
				return fail(in) // the number ends early
			}
			d := punyValue(s[in])
			if d == punyBase {
				return fail(in)
			}
			if d > (punyMaxInt-i)/w {
				return fail(in)
			}
			i += d * w
			in++
			t := punyThreshold(k, bias)
			if d < t {
				break
			}
			if w > punyMaxInt/(punyBase-t) {
				return fail(in)
			}
			w *= punyBase - t
		}
		size := len(out) + 1
		bias = punyAdapt(i-oldi, size, oldi == 0)
		if i/size > punyMaxInt-n {
			return fail(in)
		}
		n += i / size
		i %= size
		if n < punyInitialN || n > utf8.MaxRune || 0xD800 <= n && n <= 0xDFFF {
			return fail(in)
		}
		out = append(out, 0)
		copy(out[i+1:], out[i:])
		out[i] = rune(n)
		i++
	}
	return string(out), nil
}
