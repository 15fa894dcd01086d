package syntax

import (
	"math/rand/v2"
	"testing"
)

// words yields words to test: every octet at every place among fillers
// that are letters, digits or delimiters, and that are above 0x7F (whose sums carry
// into the next byte), then random words of plain and near-plain octets.
func words(yield func(w [8]byte) bool) {
	for _, fill := range []byte{'a', 'Z', '0', '9', '-', '.', '/', ',', ':', '@', '`', '{', 0x7F, 0x80, 0xFF} {
		for o := range 256 {
			for k := range 8 {
				var w [8]byte
				for i := range w {
					w[i] = fill
				}
				w[k] = byte(o)
				if !yield(w) {
					return
				}
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	const some = "azAZ09-./_~,:;@[`{\x00\x7F\x80\xC0\xFF"
	for range 100000 {
		var w [8]byte
		for i := range w {
			w[i] = some[r.IntN(len(some))]
		}
		if !yield(w) {
			return
		}
	}
}

func TestEqual8(t *testing.T) {
	for w := range words {
		for _, c := range []byte{'/', '.', 0x80, 0} {
			var want uint64
			for i, o := range w {
				if o == c {
					want |= 0x80 << (8 * i)
				}
			}
			if got := Equal8(Load8(string(w[:])), c); got != want {
				t.Fatalf("Equal8(%q, %q) = %#x, want %#x", w, c, got, want)
			}
		}
	}
}

func TestRange8(t *testing.T) {
	for w := range words {
		for _, r := range [][2]byte{{'A', 'Z'}, {'a', 'z'}, {'0', '9'}, {'-', '.'}, {'/', '/'}, {1, 0x7F}} {
			var want uint64
			for i, o := range w {
				if r[0] <= o && o <= r[1] {
					want |= 0x80 << (8 * i)
				}
			}
			if got := Range8(Load8(string(w[:])), r[0], r[1]); got != want {
				t.Fatalf("Range8(%q, %q, %q) = %#x, want %#x", w, r[0], r[1], got, want)
			}
		}
	}
}

func TestLower8(t *testing.T) {
	for w := range words {
		var want [8]byte
		for i, o := range w {
			want[i] = Lower(o)
		}
		if got := Lower8(Load8(string(w[:]))); got != Load8(string(want[:])) {
			t.Fatalf("Lower8(%q) = %#x, want %q", w, got, want)
		}
	}
}

func TestPairs8(t *testing.T) {
	for w := range words {
		for _, p := range [][2]byte{{'/', '.'}, {'.', '.'}, {0x80, 0}, {0, 0xFF}} {
			var want uint64 // the exact marks
			for i := range 7 {
				if w[i] == p[0] && w[i+1] == p[1] {
					want |= 0x80 << (8 * i)
				}
			}
			got := Pairs8(Load8(string(w[:])), p[0], p[1])
			// Every pair is marked, nothing below the first pair is, and
			// nothing at all without one.
			first := want & -want
			if got&want != want || got&(first-1) != 0 || want == 0 && got != 0 {
				t.Fatalf("Pairs8(%q, %q, %q) = %#x, want %#x and perhaps bytes above its lowest", w, p[0], p[1], got, want)
			}
		}
	}
}
