package idna

import (
	"math/bits"
	"unicode/utf8"
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

// punyAdapt is the bias adaptation function of RFC 3492 §6.1. Its
// divisions by a variable are a multiplication (div) and a table
// (adaptTail): they took a third of the encoder's time.
func punyAdapt(delta, numPoints int, firstTime bool) int {
	if firstTime {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += int(div(uint32(delta), uint32(numPoints)))
	k := 0
	for delta > (punyBase-punyTMin)*punyTMax/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + int(adaptTail[delta])
}

// adaptTail holds the last term of punyAdapt, (base - tmin + 1) * delta
// / (delta + skew), for each delta it is taken of.
var adaptTail = func() (t [(punyBase-punyTMin)*punyTMax/2 + 1]uint8) {
	for d := range t {
		t[d] = uint8((punyBase - punyTMin + 1) * d / (d + punySkew))
	}
	return t
}()

// reciprocals holds, for each divisor d from 1 to 255, the multiplier
// floor(2^39 / d) + 1 with which div divides.
var reciprocals = func() (t [256]uint64) {
	for d := 1; d < len(t); d++ {
		t[d] = 1<<39/uint64(d) + 1
	}
	return t
}()

// div returns x / d, for x below 2^31, by a multiplication where d is
// below 256, as Punycode's divisors are but for the numbers of code points
// of long labels. The multiplier m exceeds 2^39/d by less than 1, so
// x*m/2^39 exceeds x/d by less than x/2^39 < 1/256 < 1/d: too little to
// reach the next integer.
func div(x, d uint32) uint32 {
	if d >= uint32(len(reciprocals)) {
		return x / d
	}
	hi, lo := bits.Mul64(uint64(x), reciprocals[d])
	return uint32(hi<<25 | lo>>39)
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
// variable-length integers in lowercase. It adds no "xn--" prefix, and
// uses no mixed-case annotation (RFC 3492 Appendix A).
//
// The error, an [*Error] with the rule "punycode", is for s that is not
// valid UTF-8, at its first bad octet, or too long for the algorithm's
// integers, at len(s). The time taken grows as the square of the length,
// as in every plain implementation of RFC 3492.
func EncodePunycode(s string) (string, error) {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n == 1 {
				return "", &Error{Input: s, Offset: i, Rule: "punycode"}
			}
		}
	}
	b, ok := appendPunycode(nil, []rune(s))
	if !ok {
		return "", &Error{Input: s, Offset: len(s), Rule: "punycode"}
	}
	return string(b), nil
}

// appendPunycode appends the Punycode encoding of rs to dst, by the
// encoding procedure of RFC 3492 §6.3: the basic code points, then, for
// each code point n in increasing order, the delta of each of its
// occurrences as a variable-length integer. delta counts the states of
// the decoder that the encoder goes through: (n, i), one for each place i
// in the output so far, for each n. It reports false on overflow.
func appendPunycode(dst []byte, rs []rune) ([]byte, bool) {
	// The basic code points; the others once each, in increasing order:
	// the values that n takes.
	var buf [64]rune
	points := buf[:0]
	b := 0
	for _, c := range rs {
		if c < utf8.RuneSelf {
			dst = append(dst, byte(c))
			b++
			continue
		}
		i := len(points)
		for i > 0 && points[i-1] > c {
			i--
		}
		if i == 0 || points[i-1] != c {
			points = append(points, 0)
			copy(points[i+1:], points[i:])
			points[i] = c
		}
	}
	if b > 0 {
		dst = append(dst, punyDelimiter)
	}
	n, delta, bias, h := punyInitialN, 0, punyInitialBias, b
	for _, m := range points {
		if delta > punyMaxInt || uint64(int(m)-n)*uint64(h+1) > uint64(punyMaxInt-delta) {
			return dst, false
		}
		delta += (int(m) - n) * (h + 1)
		n = int(m)
		for _, c := range rs {
			// delta counts the code points below m: c - m is negative,
			// its sign bit set, for them. It grows between two writes,
			// and is checked before each and after the last.
			delta += int(uint32(c-m) >> 31)
			if c == m {
				if delta > punyMaxInt {
					return dst, false
				}
				dst = appendPunyInt(dst, delta, bias)
				bias = punyAdapt(delta, h+1, h == b)
				delta = 0
				h++
			}
		}
		if delta > punyMaxInt {
			return dst, false
		}
		delta++
		n++
	}
	return dst, true
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
		quo := int(div(uint32(q-t), uint32(punyBase-t)))
		dst = append(dst, punyDigit(t+(q-t)-quo*(punyBase-t)))
		q = quo
	}
	return append(dst, punyDigit(q))
}

// DecodePunycode decodes s, a Punycode string without its "xn--" prefix,
// by RFC 3492 §6.2: what precedes the last "-" is taken as it is, and the
// rest gives the other characters and their places.
//
// The error, an [*Error] with the rule "punycode" and the offset of the
// octet at fault, is for a non-ASCII octet, a character that is not a
// digit, a number that ends early or overflows, or a decoded character
// that is ASCII, a surrogate or beyond U+10FFFF. The time taken grows as
// the square of the length.
func DecodePunycode(s string) (string, error) {
	out, at := decodePunycode(make([]rune, 0, len(s)), s)
	if at >= 0 {
		return "", &Error{Input: s, Offset: at, Rule: "punycode"}
	}
	return string(out), nil
}

// decodePunycode appends the decoding of s to dst. It returns the offset
// of the octet at fault, or -1.
func decodePunycode[T string | []byte](dst []rune, s T) ([]rune, int) {
	b := -1 // the last delimiter
	for j := len(s) - 1; j >= 0; j-- {
		if s[j] == punyDelimiter {
			b = j
			break
		}
	}
	start := len(dst)
	for j := 0; j < max(b, 0); j++ {
		if s[j] >= utf8.RuneSelf {
			return dst, j
		}
		dst = append(dst, rune(s[j]))
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
				return dst, in // the number ends early
			}
			d := punyValue(s[in])
			if d == punyBase || d > (punyMaxInt-i)/w {
				return dst, in
			}
			i += d * w
			in++
			t := punyThreshold(k, bias)
			if d < t {
				break
			}
			if w > punyMaxInt/(punyBase-t) {
				return dst, in
			}
			w *= punyBase - t
		}
		size := len(dst) - start + 1
		bias = punyAdapt(i-oldi, size, oldi == 0)
		if i/size > punyMaxInt-n {
			return dst, in
		}
		n += i / size
		i %= size
		if n < punyInitialN || n > utf8.MaxRune || 0xD800 <= n && n <= 0xDFFF {
			return dst, in
		}
		dst = append(dst, 0)
		copy(dst[start+i+1:], dst[start+i:])
		dst[start+i] = rune(n)
		i++
	}
	return dst, -1
}
