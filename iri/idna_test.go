package iri

import (
	"strings"
	"testing"
)

// TestHostToUnicodeToUnicode checks HostToUnicode against the ToUnicode
// operation of RFC 3490 §4.2: a label longer than 63 octets is no DNS label
// and is returned unchanged (step 3 fails), and a label is returned as
// written unless ToASCII of the decoded label succeeds and gives the same
// label, compared case-insensitively (steps 5-7). The Punycode sample is
// RFC 3492 §7.1 (B).
func TestHostToUnicodeToUnicode(t *testing.T) {
	const a63 = "xn--a-eh" + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" // 63 octets
	for _, tt := range []struct{ in, want string }{
		{"xn--ihqwcrb4cv8a8dqg056pqjye", "\u4ed6\u4eec\u4e3a\u4ec0\u4e48\u4e0d\u8bf4\u4e2d\u6587"},
		{"XN--IHQWCRB4CV8A8DQG056PQJYE.example", "\u4ed6\u4eec\u4e3a\u4ec0\u4e48\u4e0d\u8bf4\u4e2d\u6587.example"},
		{"xn--bcher-kva.example", "b\u00fccher.example"},
		// 63 octets: a DNS label, shown.
		{a63, "a" + strings.Repeat("\u00fc", 55)},
		// 64 octets: not a DNS label, unchanged.
		{a63 + "a", a63 + "a"},
		{"x." + a63 + "a.y", "x." + a63 + "a.y"},
		// Decoded labels that ToASCII refuses (RFC 3490 §4.1 step 3 with
		// UseSTD3ASCIIRules: a leading or trailing hyphen; step 5: the
		// ACE prefix), so ToUnicode returns them as written.
		{"xn---bcbcher-kva", "xn---bcbcher-kva"},
		{"xn--bcher--kva", "xn--bcher--kva"},
		{"xn--xn--bcher-kva", "xn--xn--bcher-kva"},
		{"xn--xn--bcher-kva.xn--bcher-kva", "xn--xn--bcher-kva.b\u00fccher"},
		// Decoded labels that hold a full stop (RFC 3490 §3.1), which
		// would end the label: "\u00fc\uff0e\u00fc" and the like, and the
		// case FuzzIDNA found, "\u0426\u0426\uff0e" and four CJK ideographs.
		{"xn--tdaa9326q", "xn--tdaa9326q"},
		{"xn--tdaa7227a.example", "xn--tdaa7227a.example"},
		{"xn--tdaa8846q", "xn--tdaa8846q"},
		{"Xn--Y0AA0000eAAA00000A", "Xn--Y0AA0000eAAA00000A"},
		{"xn--tdaa", "\u00fc\u00fc"},
	} {
		got := HostToUnicode(tt.in)
		if got != tt.want {
			t.Errorf("HostToUnicode(%q) = %q, want %q", tt.in, got, tt.want)
			continue
		}
		// What ToUnicode gives, ToASCII takes back to the same labels.
		if back, err := HostToASCII(got); err != nil || !strings.EqualFold(back, tt.in) {
			t.Errorf("HostToASCII(HostToUnicode(%q) = %q) = %q, %v; want %q", tt.in, got, back, err, tt.in)
		}
	}
}

// TestHostToUnicodeLongLabel checks that a label built so that Punycode
// decoding inserts every character at the front, the quadratic case of
// RFC 3492's decoder, comes back unchanged at every length over 63 octets.
func TestHostToUnicodeLongLabel(t *testing.T) {
	for _, n := range []int{64, 1 << 10, 64 << 10} {
		h := frontInsertLabel(n)
		if got := HostToUnicode(h); got != h {
			t.Errorf("HostToUnicode(%d-octet label) changed it", len(h))
		}
		// Returned before decoding, which would allocate the decoded
		// label and take time that grows as the square of its length.
		if a := testing.AllocsPerRun(3, func() { sinkString = HostToUnicode(h) }); a != 0 {
			t.Errorf("HostToUnicode(%d-octet label): %v allocations, want 0: it was decoded", len(h), a)
		}
	}
	// 64 octets that decode to letters: still no DNS label.
	if h := "xn--a-eh" + strings.Repeat("a", 56); HostToUnicode(h) != h {
		t.Errorf("HostToUnicode(%q) = %q, want it unchanged", h, HostToUnicode(h))
	}
	// The label decodes as built: CJK ideographs from U+4E00 up, in
	// descending order.
	const k = 50
	var want []rune
	for r := rune(0x4E00 + k - 1); r >= 0x4E00; r-- {
		want = append(want, r)
	}
	if d, err := DecodePunycode(frontInsertLabelRunes(k)[len(acePrefix):]); err != nil || d != string(want) {
		t.Errorf("DecodePunycode(frontInsertLabelRunes(%d)) = %q, %v; want %q", k, d, err, string(want))
	}
}

// frontInsertLabel returns an A-label of at least n octets whose Punycode
// inserts each character at the front of those decoded before it.
func frontInsertLabel(n int) string {
	return frontInsert(n, -1)
}

// frontInsertLabelRunes is frontInsertLabel with k characters.
func frontInsertLabelRunes(k int) string { return frontInsert(-1, k) }

// frontInsert writes the deltas of RFC 3492 §6.3 by hand: the first takes
// the decoder from U+0080 to U+4E00; after each insertion the decoder's i
// is 1, and the delta size-1 (size counting the new character) brings it to
// size, so that the character is one above the last and goes to position
// 0. The characters are letters that a host may show, so only the length
// keeps the label from being decoded. It stops at n octets or k characters.
func frontInsert(n, k int) string {
	b := []byte(acePrefix)
	bias, i := punyInitialBias, 0
	for size := 1; (n < 0 || len(b) < n) && (k < 0 || size <= k); size++ {
		delta := size - i
		if size == 1 {
			delta = 0x4E00 - punyInitialN
		}
		q := delta
		for kk := punyBase; ; kk += punyBase {
			t := punyThreshold(kk, bias)
			if q < t {
				b = append(b, punyDigit(q))
				break
			}
			b = append(b, punyDigit(t+(q-t)%(punyBase-t)))
			q = (q - t) / (punyBase - t)
		}
		bias = punyAdapt(delta, size, i == 0)
		i = 1
	}
	return string(b)
}

// BenchmarkHostToUnicodeLongLabel decodes the label of
// TestHostToUnicodeLongLabel at 1, 8 and 64 kB: a label over 63 octets is
// returned before decoding, so what is left is the scan for the end of the
// label, and the throughput (MB/s) stays flat where decoding would fall as
// the length grows. net/url has no IDNA, so there is nothing of its to run
// beside it; the 63-octet case shows the cost of a label that is decoded.
func BenchmarkHostToUnicodeLongLabel(b *testing.B) {
	for _, bc := range []struct {
		name string
		n    int
	}{{"63B", 63}, {"1kB", 1 << 10}, {"8kB", 8 << 10}, {"64kB", 64 << 10}} {
		h := frontInsertLabel(bc.n)
		if bc.n == 63 {
			h = h[:63]
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(h)))
			for b.Loop() {
				sinkString = HostToUnicode(h)
			}
		})
	}
}
