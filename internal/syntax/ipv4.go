package syntax

import "net/netip"

// The IPv4 forms that lenient readers take for addresses, shared by the
// packages that answer for those readers: uri's LenientAddr, and the URL
// Standard's host parser.

// IPv4Lenient is the URL Standard's IPv4 parser, run where its host parser
// runs it: on a host whose last label (after one trailing "." is dropped)
// is a number. It returns the address, and false for a host that does not
// end in a number or that the parser fails on.
func IPv4Lenient[T string | []byte](h T) (netip.Addr, bool) {
	if n := len(h); n > 1 && h[n-1] == '.' {
		h = h[:n-1]
	}
	var nums [4]uint64
	parts, last := 0, 0
	for i := 0; i <= len(h); i++ {
		if i < len(h) && h[i] != '.' {
			continue
		}
		if parts == 4 {
			return netip.Addr{}, false
		}
		n, ok := ipv4Number(h[last:i])
		if !ok {
			return netip.Addr{}, false
		}
		nums[parts] = n
		parts++
		last = i + 1
	}
	v := nums[parts-1]
	if v >= 1<<(8*(5-parts)) {
		return netip.Addr{}, false
	}
	for k := range parts - 1 {
		if nums[k] > 255 {
			return netip.Addr{}, false
		}
		v += nums[k] << (8 * (3 - k))
	}
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
}

// ipv4Number is the URL Standard's IPv4 number parser: a decimal number,
// an octal one after "0", or a hexadecimal one after "0x" or "0X" (which
// may be empty, for 0). A value that passes 2³² is refused: the caller
// refuses it anyway.
func ipv4Number[T string | []byte](s T) (uint64, bool) {
	if len(s) == 0 {
		return 0, false
	}
	radix := uint64(10)
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		s, radix = s[2:], 16
	case len(s) >= 2 && s[0] == '0':
		s, radix = s[1:], 8
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d uint64
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case radix == 16 && Octets[c]&Hexdig != 0:
			d = uint64(Unhex(c))
		default:
			return 0, false
		}
		if d >= radix {
			return 0, false
		}
		if n = n*radix + d; n > 1<<32 {
			return 0, false
		}
	}
	return n, true
}

// EndsInNumber is the URL Standard's ends-in-a-number checker: whether the
// last label of h, after one trailing "." is dropped, is decimal digits or
// "0x" or "0X" and hexadecimal digits. The host parser reads such a host
// as an IPv4 address ([IPv4Lenient]), and fails where that fails; any
// other host is a domain.
func EndsInNumber[T string | []byte](h T) bool {
	if n := len(h); n > 0 && h[n-1] == '.' {
		if n == 1 {
			return false
		}
		h = h[:n-1]
	}
	last := h
	for i := len(h) - 1; i >= 0; i-- {
		if h[i] == '.' {
			last = h[i+1:]
			break
		}
	}
	if len(last) == 0 {
		return false
	}
	digits := true
	for i := 0; i < len(last); i++ {
		digits = digits && '0' <= last[i] && last[i] <= '9'
	}
	if digits {
		return true
	}
	if len(last) < 2 || last[0] != '0' || last[1] != 'x' && last[1] != 'X' {
		return false
	}
	for i := 2; i < len(last); i++ {
		if Octets[last[i]]&Hexdig == 0 {
			return false
		}
	}
	return true
}
