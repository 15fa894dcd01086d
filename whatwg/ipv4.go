package whatwg

import "strings"

// endsInANumber is the ends in a number checker (§3.5): whether the last
// label of the ASCII string s, a trailing empty label aside, is all ASCII
// digits, or "0x" or "0X" and ASCII hex digits. Only the last label is
// read.
func endsInANumber(s string) bool {
	if n := len(s); n > 0 && s[n-1] == '.' {
		s = s[:n-1]
	}
	last := s[strings.LastIndexByte(s, '.')+1:]
	if last == "" || last[0] < '0' || last[0] > '9' {
		return false
	}
	if len(last) >= 2 && last[0] == '0' && (last[1] == 'x' || last[1] == 'X') {
		return allDigits(last[2:], 16)
	}
	return allDigits(last, 10)
}

// allDigits reports whether every byte of s is a digit in radix 8, 10 or
// 16.
func allDigits(s string, radix uint64) bool {
	for i := range len(s) {
		if digitValue(s[i]) >= radix {
			return false
		}
	}
	return true
}

// digitValue returns the value of c as an ASCII hex digit, or 16.
func digitValue(c byte) uint64 {
	switch {
	case '0' <= c && c <= '9':
		return uint64(c - '0')
	case 'a' <= c && c <= 'f':
		return uint64(c - 'a' + 10)
	case 'A' <= c && c <= 'F':
		return uint64(c - 'A' + 10)
	}
	return 16
}

// ipv4Overflow is what parseIPv4Number holds a number at when it is
// larger: 2^32, too large for any part, the last one included.
const ipv4Overflow = 1 << 32

// parseIPv4Number is the IPv4 number parser (§3.5): s in decimal, in
// hexadecimal after "0x" or "0X", in octal after "0". nonDecimal is the
// Standard's validationError. On failure, bad is the offset in s of the
// first byte that is not a digit of the radix (0 for an empty s);
// otherwise it is -1. A number above 2^32 is returned as 2^32.
func parseIPv4Number(s string) (n uint64, nonDecimal bool, bad int) {
	if s == "" {
		return 0, false, 0
	}
	radix, i := uint64(10), 0
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		radix, i, nonDecimal = 16, 2, true
	case len(s) >= 2 && s[0] == '0':
		radix, i, nonDecimal = 8, 1, true
	}
	for ; i < len(s); i++ {
		d := digitValue(s[i])
		if d >= radix {
			return 0, false, i
		}
		n = min(n*radix+d, ipv4Overflow)
	}
	return n, nonDecimal, -1
}

// parseIPv4 is the IPv4 parser (§3.5) on the ASCII string s, which ends
// in a number. Offsets, in report's calls and in a failure, are in s: a
// part's validation error is at the part's start; IPv4-too-few-parts is
// at the end of the address, where a part is missing (the offset of the
// trailing "." that step 2 removes, if there is one).
func parseIPv4(s string, report func(string, int)) (uint32, *hostFailure) {
	// Step 2: a trailing empty part.
	if n := len(s); n > 0 && s[n-1] == '.' {
		report("IPv4-empty-part", n-1)
		if n > 1 {
			s = s[:n-1]
		}
	}
	switch dots := strings.Count(s, "."); {
	case dots < 3: // Step 3: fewer than four parts.
		report("IPv4-too-few-parts", len(s))
	case dots > 3: // Step 4: at the fifth part.
		start := 0
		for range 4 {
			start += strings.IndexByte(s[start:], '.') + 1
		}
		return 0, &hostFailure{"IPv4-too-many-parts", start, "IPv4 parser"}
	}
	var numbers [4]uint64
	var starts [4]int
	n := 0
	for start := 0; ; n++ {
		end := strings.IndexByte(s[start:], '.')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		v, nonDecimal, bad := parseIPv4Number(s[start:end])
		if bad >= 0 {
			return 0, &hostFailure{"IPv4-non-numeric-part", start + bad, "IPv4 parser"}
		}
		if nonDecimal {
			report("IPv4-non-decimal-part", start)
		}
		numbers[n], starts[n] = v, start
		if end == len(s) {
			n++
			break
		}
		start = end + 1
	}
	return ipv4Value(numbers[:n], starts[:n], report)
}

// ipv4Value is steps 7 to 14 of the IPv4 parser (§3.5): the address that
// the parts' numbers stand for, each but the last one byte, the last the
// bytes that are left.
func ipv4Value(numbers []uint64, starts []int, report func(string, int)) (uint32, *hostFailure) {
	last := len(numbers) - 1
	for i, v := range numbers[:last] {
		if v > 255 {
			return 0, &hostFailure{"IPv4-out-of-range-part", starts[i], "IPv4 parser"}
		}
	}
	if numbers[last] >= 1<<(8*(4-last)) {
		return 0, &hostFailure{"IPv4-out-of-range-part", starts[last], "IPv4 parser"}
	}
	if numbers[last] > 255 {
		report("IPv4-out-of-range-part", starts[last])
	}
	a := numbers[last]
	for i, v := range numbers[:last] {
		a += v << (8 * (3 - i))
	}
	return uint32(a), nil
}

// appendIPv4 appends the IPv4 serializer's text for a (§3.6): four
// decimal numbers joined by ".".
func appendIPv4(b []byte, a uint32) []byte {
	for i := 3; i >= 0; i-- {
		switch v := byte(a >> (8 * i)); {
		case v >= 100:
			b = append(b, '0'+v/100, '0'+v/10%10, '0'+v%10)
		case v >= 10:
			b = append(b, '0'+v/10, '0'+v%10)
		default:
			b = append(b, '0'+v)
		}
		if i > 0 {
			b = append(b, '.')
		}
	}
	return b
}
