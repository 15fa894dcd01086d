package idna

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriref/uri/internal/testenv"
)

// TestToASCII checks ToASCII and ToUnicode with the profile URL on cases
// written from UTS #46 §4 and its criteria, the rule that each failure
// names and the offset of the label at fault.
func TestToASCII(t *testing.T) {
	for _, tt := range []struct {
		in, ascii, unicode string
		offset             int
		rule               string
	}{
		// Step 1, the mapping: case, compatibility forms, full stops,
		// ignored code points; step 2, NFC.
		{in: "MÜNCHEN.de", ascii: "xn--mnchen-3ya.de", unicode: "münchen.de"},
		{in: "ｍüｎｃｈｅｎ.de", ascii: "xn--mnchen-3ya.de", unicode: "münchen.de"},
		{in: "a\u0308.com", ascii: "xn--4ca.com", unicode: "ä.com"},
		{in: "example。com", ascii: "example.com", unicode: "example.com"},
		{in: "example．com｡", ascii: "example.com.", unicode: "example.com."},
		{in: "pay\u00adpal.com", ascii: "paypal.com", unicode: "paypal.com"},
		{in: "faß.de", ascii: "xn--fa-hia.de", unicode: "faß.de"}, // a deviation, kept (nontransitional)
		{in: "=\u0338", ascii: "xn--1ch", unicode: "≠"},
		// What the IDNA Mapping Table of UTS #46 changed after 15.0.0:
		// U+1E9E maps to U+00DF (a deviation, kept) from 15.1.0, the
		// Georgian capitals U+10A0..U+10C5 to U+2D00..U+2D25 and U+3164
		// HANGUL FILLER is ignored from 16.0.0.
		{in: "ẞ.de", ascii: "xn--zca.de", unicode: "ß.de"},
		{in: "Ⴀ.ge", ascii: "xn--rkj.ge", unicode: "ⴀ.ge"},
		{in: "a\u3164b.com", ascii: "ab.com", unicode: "ab.com"},
		// NFC with a composite of Unicode 16.0 whose decomposition
		// composes with what precedes it: U+16D63 U+16D68 (U+16D67
		// U+16D67) is U+16D63 U+16D67 U+16D67, which composes to U+16D6A.
		{in: "\U00016d63\U00016d68", ascii: "xn--dj0f", unicode: "\U00016d6a"},
		{in: "XN--BCHER-KVA.de", ascii: "xn--bcher-kva.de", unicode: "bücher.de"},
		{in: "", ascii: "", unicode: ""},
		{in: "a..b.", ascii: "a..b.", unicode: "a..b."},
		{in: "-a-.ab--c", ascii: "-a-.ab--c", unicode: "-a-.ab--c"}, // CheckHyphens is off
		{in: "a_b", ascii: "a_b", unicode: "a_b"},                   // UseSTD3ASCIIRules is off
		// Step 4.1: A-labels.
		{in: "xn--a", offset: 0, rule: "disallowed"}, // U+0080
		{in: "xn--ls8h=", offset: 0, rule: "punycode"},
		{in: "a.xn--a-", offset: 2, rule: "punycode"},              // decodes to ASCII only
		{in: "a.xn--tešla", offset: 2, rule: "punycode"},           // not ASCII
		{in: "b.xn--qi7cdauna.com", offset: 2, rule: "disallowed"}, // full-width letters: mapped, not valid
		{in: "xn--ab-3w4a.com", offset: 0, rule: "disallowed"},     // an invisible filler
		{in: "xn--ab-372n.com", offset: 0, rule: "disallowed"},     // a variation selector: ignored, not valid
		{in: "xn--m2a.com", offset: 0, rule: "disallowed"},         // U+0460, a capital letter: mapped, so not valid in an A-label
		{in: "xn--xn--a-kra", offset: 0, rule: "ToASCII"},          // decodes to "xn--aä"
		{in: "xn--a-ccb", offset: 0, rule: "ToASCII"},              // "a" + U+0308: not NFC
		// §4.1: the other criteria.
		{in: "x.\u0301a", offset: 2, rule: "ToASCII"}, // a combining mark first
		{in: "\u0903a", offset: 0, rule: "ToASCII"},   // a spacing mark (Mc) first
		{in: "a.\u20dd", offset: 2, rule: "ToASCII"},  // an enclosing mark (Me) first
		{in: "a.\u0897b", offset: 2, rule: "ToASCII"}, // ARABIC PEPET, a mark of Unicode 16.0
		{in: "xn--b-mnd", offset: 0, rule: "ToASCII"}, // the same, as an A-label
		{in: "a\ufffdb", offset: 0, rule: "disallowed"},
		{in: "ok.a\xffb", offset: 3, rule: "disallowed"}, // not UTF-8: U+FFFD
		{in: "a\u200cb", offset: 0, rule: "contextj"},
		{in: "a.a\u200db", offset: 2, rule: "contextj"},
		{in: "\u0928\u094d\u200c\u0937", ascii: "xn--l2b4a0ds70k", unicode: "\u0928\u094d\u200c\u0937"}, // after a virama
		{in: "\u0628\u200c\u0628", ascii: "xn--ngba799q", unicode: "\u0628\u200c\u0628"},                // between dual-joining letters
		// The Bidi rule, in a Bidi domain name only.
		{in: "\u064aa", offset: 0, rule: "bidi"},
		{in: "1a.\u05d0", offset: 0, rule: "bidi"}, // an LTR label that starts with a digit
		{in: "1a.b", ascii: "1a.b", unicode: "1a.b"},
		{in: "\u05d0\u05d1.com", ascii: "xn--4dbc.com", unicode: "\u05d0\u05d1.com"},
		{in: "com.\u05d01", ascii: "com.xn--1-zhc", unicode: "com.\u05d01"},
		{in: "\u0627\u0661\u0031", offset: 0, rule: "bidi"}, // AN and EN together
	} {
		a, err := ToASCII(tt.in, URL)
		u, uerr := ToUnicode(tt.in, URL)
		if tt.rule == "" {
			if err != nil || a != tt.ascii {
				t.Errorf("ToASCII(%q) = %q, %v; want %q", tt.in, a, err, tt.ascii)
			}
			if uerr != nil || u != tt.unicode {
				t.Errorf("ToUnicode(%q) = %q, %v; want %q", tt.in, u, uerr, tt.unicode)
			}
			continue
		}
		for name, err := range map[string]error{"ToASCII": err, "ToUnicode": uerr} {
			var e *Error
			if !errors.As(err, &e) || e.Input != tt.in || e.Offset != tt.offset || e.Rule != tt.rule {
				t.Errorf("%s(%q): error %v, want offset %d rule %s", name, tt.in, err, tt.offset, tt.rule)
			}
		}
	}
}

// TestRegistration checks the stricter profile: STD3 rules, hyphens and
// DNS lengths (UTS #46 §4.1 criteria 2, 3 and 7, §4.2 step 4).
func TestRegistration(t *testing.T) {
	l63 := strings.Repeat("a", 63)
	for _, tt := range []struct {
		in, want string
		offset   int
		rule     string
	}{
		{in: "bücher.example", want: "xn--bcher-kva.example"},
		{in: l63 + ".b.", want: l63 + ".b."}, // the root label and its dot
		{in: l63 + "a.b", offset: 0, rule: "ToASCII"},
		{in: "a..b", offset: 2, rule: "ToASCII"},
		{in: "", offset: 0, rule: "ToASCII"},
		{in: strings.Repeat("a.", 127), want: strings.Repeat("a.", 127)}, // 253 octets and the root's dot
		{in: strings.Repeat("a.", 127) + "a", offset: 255, rule: "ToASCII"},
		{in: "a.-b", offset: 2, rule: "ToASCII"},
		{in: "a.b-", offset: 2, rule: "ToASCII"},
		{in: "ab--c", offset: 0, rule: "ToASCII"},
		{in: "xn--bcher-kva", want: "xn--bcher-kva"},
		{in: "a_b.c", offset: 0, rule: "disallowed"},
		{in: "c.a\u00a0b", offset: 2, rule: "disallowed"}, // maps to a space
		{in: "a.b\uff3fc", offset: 2, rule: "disallowed"}, // maps to "_"
		{in: "\u2477", offset: 0, rule: "disallowed"},     // maps to "(4)"
		// Criterion 7 reads the label once mapped and normalized: "≠" is
		// valid, and "=" + U+0338 composes to it.
		{in: "≠", want: "xn--1ch"},
		{in: "\uff1d\u0338", want: "xn--1ch"},
		{in: "a\u00e9=", offset: 0, rule: "disallowed"},
		{in: "c.ü-", offset: 2, rule: "ToASCII"},
	} {
		got, err := ToASCII(tt.in, Registration)
		if tt.rule == "" {
			if err != nil || got != tt.want {
				t.Errorf("ToASCII(%q, Registration) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset != tt.offset || e.Rule != tt.rule {
			t.Errorf("ToASCII(%q, Registration): %q, %v; want offset %d rule %s", tt.in, got, err, tt.offset, tt.rule)
		}
	}
}

// TestDomainToASCII checks what the URL Standard's domain parser adds to
// ToASCII: ASCII lowercased whatever ToASCII says, forbidden domain code
// points and empty results refused.
func TestDomainToASCII(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		offset   int
		rule     string
	}{
		{in: "EXAMPLE.com", want: "example.com"},
		{in: "xn--a.EXAMPLE", want: "xn--a.example"}, // no Punycode, but ASCII
		{in: "xn--a.ß", offset: 0, rule: "disallowed"},
		{in: "a.b%41", offset: 2, rule: "disallowed"},
		{in: "ü.a b", offset: 3, rule: "disallowed"},
		{in: "www.lookout.net\u2a7480", offset: 12, rule: "disallowed"}, // "::=" after the mapping
		{in: "\u00ad", offset: 0, rule: "ToASCII"},                      // maps to nothing
		{in: "", offset: 0, rule: "ToASCII"},
	} {
		got, err := DomainToASCII(tt.in, false)
		if tt.rule == "" {
			if err != nil || got != tt.want {
				t.Errorf("DomainToASCII(%q, false) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset != tt.offset || e.Rule != tt.rule {
			t.Errorf("DomainToASCII(%q, false): %q, %v; want offset %d rule %s", tt.in, got, err, tt.offset, tt.rule)
		}
	}
	if _, err := DomainToASCII("a_b.example", true); err == nil {
		t.Errorf("DomainToASCII(%q, true): no error, want UseSTD3ASCIIRules to refuse it", "a_b.example")
	}
	for _, tt := range []struct{ in, want string }{
		{"xn--bcher-kva.example", "bücher.example"},
		{"xn--a.example", "xn--a.example"},                 // an error: as it is
		{"xn--qi7cdauna.example", "xn--qi7cdauna.example"}, // full-width look-alikes: as it is
		{"example.com", "example.com"},
	} {
		if got := DomainToUnicode(tt.in); got != tt.want {
			t.Errorf("DomainToUnicode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestIgnoreInvalidPunycode checks that the flag keeps a label that is no
// Punycode as it is (UTS #46 §4 step 4.1.2).
func TestIgnoreInvalidPunycode(t *testing.T) {
	p := URL
	p.IgnoreInvalidPunycode = true
	if got, err := ToASCII("xn--ls8h=.ß", p); err != nil || got != "xn--ls8h=.xn--zca" {
		t.Errorf("ToASCII(%q) with IgnoreInvalidPunycode = %q, %v; want %q", "xn--ls8h=.ß", got, err, "xn--ls8h=.xn--zca")
	}
}

// TestMaxPunycodeLabel checks that a label longer than MaxPunycodeLabel
// is refused rather than converted in time that grows as the square of
// its length.
func TestMaxPunycodeLabel(t *testing.T) {
	// "x" repeated and "é": 245 x's give an A-label of 253 octets, 246
	// one of 254 (as Python's punycode codec counts them).
	for _, tt := range []struct {
		n  int
		ok bool
	}{{245, true}, {246, false}, {300, false}} {
		label := strings.Repeat("x", tt.n) + "é"
		a, err := ToASCII("a."+label, URL)
		var e *Error
		if tt.ok && (err != nil || len(a) != len("a.")+MaxPunycodeLabel) {
			t.Errorf("ToASCII of %d x's and é = %q, %v; want an A-label of %d octets", tt.n, a, err, MaxPunycodeLabel)
		}
		if !tt.ok && (!errors.As(err, &e) || e.Offset != 2 || e.Rule != "punycode") {
			t.Errorf("ToASCII of %d x's and é: %v, want offset 2 rule punycode", tt.n, err)
		}
		if tt.ok {
			if u, err := ToUnicode(a, URL); err != nil || u != "a."+label {
				t.Errorf("ToUnicode(%q) = %q, %v; want %q", a, u, err, "a."+label)
			}
		}
	}
	a := "xn--" + strings.Repeat("a", MaxPunycodeLabel)
	var e *Error
	if _, err := ToUnicode(a, URL); !errors.As(err, &e) || e.Offset != 0 || e.Rule != "punycode" {
		t.Errorf("ToUnicode of an A-label of %d octets: %v, want offset 0 rule punycode", len(a), err)
	}
}

func TestNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	for _, tt := range []struct {
		name   string
		f      func()
		allocs float64
	}{
		{"ToASCII, ASCII", func() { sink, _ = ToASCII("www.example.com", URL) }, 0},
		{"DomainToASCII, ASCII", func() { sink, _ = DomainToASCII("www.example.com", false) }, 0},
		{"DomainToUnicode, ASCII", func() { sink = DomainToUnicode("www.example.com") }, 0},
		{"ToASCII, IDN", func() { sink, _ = ToASCII("www.bücher.example", URL) }, 1},
		{"ToASCII, mapped IDN", func() { sink, _ = ToASCII("WWW.MÜNCHEN.DE", URL) }, 1},
		{"ToUnicode, A-label", func() { sink, _ = ToUnicode("www.xn--bcher-kva.example", URL) }, 1},
		{"DomainToASCII, uppercase ASCII", func() { sink, _ = DomainToASCII("WWW.EXAMPLE.COM", false) }, 1},
	} {
		if got := testing.AllocsPerRun(20, tt.f); got != tt.allocs {
			t.Errorf("%s: %v allocations, want %v", tt.name, got, tt.allocs)
		}
	}
}

var sink string

// TestDiv checks div against the division it stands for, for each
// divisor it serves by a multiplication and dividends up to 2^31-1.
func TestDiv(t *testing.T) {
	for d := uint32(1); d < 300; d++ {
		for _, x := range []uint32{0, 1, d - 1, d, d + 1, 2*d - 1, 1<<31 - 1, 1<<31 - 2, 1<<31 - d} {
			if got := div(x, d); got != x/d {
				t.Fatalf("div(%d, %d) = %d, want %d", x, d, got, x/d)
			}
		}
		for x := uint32(0); x < 1<<31-1<<20; x += 1<<20 + d {
			if got := div(x, d); got != x/d {
				t.Fatalf("div(%d, %d) = %d, want %d", x, d, got, x/d)
			}
		}
	}
}

// TestDecodeRune checks decodeRune against utf8.DecodeRuneInString on
// every two- and three-octet sequence with its first octet from 0xC0.
func TestDecodeRune(t *testing.T) {
	for c := 0xC0; c < 0x100; c++ {
		for d := 0; d < 0x100; d++ {
			for _, e := range []int{0x00, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF} {
				for _, s := range []string{string([]byte{byte(c), byte(d)}), string([]byte{byte(c), byte(d), byte(e)}), string([]byte{'a', byte(c), byte(d), byte(e)})[1:]} {
					r, n := decodeRune(s, 0)
					wr, wn := utf8.DecodeRuneInString(s)
					if r != wr || n != wn {
						t.Fatalf("decodeRune(%q) = %U, %d; want %U, %d", s, r, n, wr, wn)
					}
				}
			}
		}
	}
}
