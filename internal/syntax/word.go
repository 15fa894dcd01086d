package syntax

// Eight octets at a time: a word holds eight octets, the first in its
// lowest byte, and the functions below answer for all eight at once with
// the high bit of each byte. Their arithmetic keeps every byte apart: no
// sum carries into the next byte.

const (
	ones  = 0x0101010101010101
	lows  = 0x7F7F7F7F7F7F7F7F
	highs = 0x8080808080808080
)

// Load8 returns the eight octets of w as a word, w[0] in the lowest byte.
// The compiler makes it one load.
func Load8(w string) uint64 {
	_ = w[7]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}

// Equal8 returns the high bit of every byte of x that is c.
func Equal8(x uint64, c byte) uint64 {
	x ^= uint64(c) * ones                      // 0 where x is c
	nonzero := ((x & lows) + lows | x) & highs // set where x is not c
	return nonzero ^ highs
}

// Range8 returns the high bit of every byte of x from lo to hi, where
// 0 < lo <= hi < 0x80. On the low seven bits of an octet o, o + 0x80 - lo
// has its high bit set when o >= lo, and o + 0x7F - hi when o > hi;
// neither sum leaves its byte. An octet above 0x7F is in no such range.
func Range8(x uint64, lo, hi byte) uint64 {
	low := x & lows
	return (low + (0x80-uint64(lo))*ones) &^ (low + (0x7F-uint64(hi))*ones) &^ x & highs
}

// Lower8 returns x with the uppercase ASCII letters among its octets made
// lowercase: Lower on each.
func Lower8(x uint64) uint64 { return x | Range8(x, 'A', 'Z')>>2 }

// Pairs8 looks in x for the pair of octets a, b, one after the other: it
// returns zero when none of the seven pairs that x holds whole is a, b,
// and otherwise a word with the high bit set in the byte of the a of each
// such pair. A byte above one so marked may be marked too, where no pair
// is: the caller checks every mark, or only that the word is not zero.
// The eighth octet's pair, whose b is in the next word, is never marked.
func Pairs8(x uint64, a, b byte) uint64 {
	v := x ^ uint64(a)*ones | (x>>8 ^ uint64(b)*ones) // zero where the pair is a, b
	v |= 0x80 << 56                                   // the eighth octet's pair is not in x
	return (v - ones) &^ v & highs
}

// Stops8 returns the bytes of Stops for the eight octets of w, the
// first in the lowest byte.
func Stops8(w string) uint64 {
	_ = w[7]
	return uint64(Stops[w[0]]) | uint64(Stops[w[1]])<<8 |
		uint64(Stops[w[2]])<<16 | uint64(Stops[w[3]])<<24 |
		uint64(Stops[w[4]])<<32 | uint64(Stops[w[5]])<<40 |
		uint64(Stops[w[6]])<<48 | uint64(Stops[w[7]])<<56
}
