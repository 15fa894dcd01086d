package iri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/testenv"
	"github.com/uriref/uri/iri"
)

// TestHostToASCII checks host names as browsers write them (the URL
// Standard's domain to ASCII, UTS #46): case folded, compatibility forms
// mapped, NFC, then Punycode. The A-labels are those of RFC 3492's
// algorithm for the mapped labels ("münchen" gives "mnchen-3ya").
func TestHostToASCII(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"MÜNCHEN.de", "xn--mnchen-3ya.de"},
		{"BÜCHER.de", "xn--bcher-kva.de"},
		{"bücher.de", "xn--bcher-kva.de"},
		{"\uff4d\u00fc\uff4e\uff43\uff48\uff45\uff4e.de", "xn--mnchen-3ya.de"}, // full-width letters
		{"a\u0308.com", "xn--4ca.com"},                                         // a decomposed ä, composed by NFC
		{"\u4f8b\u3048\u3002\u30c6\u30b9\u30c8", "xn--r8jz45g.xn--zckzah"},     // an ideographic full stop
		{"WWW.Example.COM", "www.example.com"},
		{"xn--BCHER-KVA.de", "xn--bcher-kva.de"},
		{"", ""},
		// The IDNA Mapping Table of UTS #46 16.0.0: U+1E9E maps to
		// U+00DF, a deviation that nontransitional processing keeps
		// (since 15.1.0; "ss.de" before), and U+10A0 to U+2D00 (since
		// 16.0.0; disallowed before).
		{"\u1e9e.de", "xn--zca.de"},
		{"\u10a0.ge", "xn--rkj.ge"},
		{"\u2d00.ge", "xn--rkj.ge"},
		{"a\u3164b.com", "ab.com"}, // HANGUL FILLER, ignored since 16.0.0
	} {
		got, err := iri.HostToASCII(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("HostToASCII(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	_, err := iri.HostToASCII("ok.\u064aa")
	var e *uri.Error
	if !errors.As(err, &e) || e.Offset != 3 || e.Rule != "bidi" {
		t.Errorf("HostToASCII(%q): %v; want the Bidi rule at offset 3", "ok.\u064aa", err)
	}
}

// TestHostToUnicode checks that an A-label is shown decoded only when
// UTS #46 ToUnicode finds no error, so that what is shown is what is
// looked up.
func TestHostToUnicode(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"xn--bcher-kva.example", "bücher.example"},
		{"XN--BCHER-KVA.example", "bücher.example"},
		{"xn--mnchen-3ya.de", "münchen.de"},
		{"xn--r8jz45g.xn--zckzah", "\u4f8b\u3048.\u30c6\u30b9\u30c8"},
		{"xn--zca.de", "\u00df.de"},
		{"xn--rkj.ge", "\u2d00.ge"},
		// Decodings that UTS #46 does not write: kept as A-labels.
		{"xn--qi7cdauna.com", "xn--qi7cdauna.com"}, // full-width look-alikes of ASCII
		{"xn--ab-3w4a.com", "xn--ab-3w4a.com"},     // an invisible filler
		{"xn--ab-372n.com", "xn--ab-372n.com"},     // a variation selector
		{"xn--m2a.com", "xn--m2a.com"},             // U+0460, a capital letter, which the mapping lowercases
		{"xn--bcher--kva", "bch\u00eaer-"},         // a hyphen last: the URL profile allows it
		{"xn--xn--bcher-kva", "xn--xn--bcher-kva"}, // decodes to a label starting "xn--"
		{"xn--a.example", "xn--a.example"},         // U+0080
		{"xn--ab-j1t", "xn--ab-j1t"},               // ZWNJ between Latin letters (ContextJ)
		{"xn--a-yoc", "xn--a-yoc"},                 // an Arabic letter then a Latin one (Bidi)
		{"a%2F.xn--bcher-kva", "a%2F.xn--bcher-kva"},
		// No A-label: as it is, case and all.
		{"WWW.Example.com", "WWW.Example.com"},
		{"bücher.de", "bücher.de"},
	} {
		got := iri.HostToUnicode(tt.in)
		if got != tt.want {
			t.Errorf("HostToUnicode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	// A label too long for a DNS name is not decoded, in time that
	// grows with the length alone.
	for _, n := range []int{254, 1 << 10, 64 << 10} {
		h := "xn--" + strings.Repeat("a", n)
		if got := iri.HostToUnicode(h); got != h {
			t.Errorf("HostToUnicode(%d-octet label) changed it", len(h))
		}
	}
}

// TestIDNAExamples checks the host names of URIWith and FromURIWith,
// and of FromURI without IDNA.
func TestIDNAExamples(t *testing.T) {
	o := iri.Options{IDNA: true}
	for _, tt := range []struct{ in, want string }{
		{"https://MÜNCHEN.de/", "https://xn--mnchen-3ya.de/"},
		{"https://\uff4d\u00fc\uff4e\uff43\uff48\uff45\uff4e.de/x", "https://xn--mnchen-3ya.de/x"},
		{"http://a\u0308.com/", "http://xn--4ca.com/"},
		{"http://M%C3%9CNCHEN.de/", "http://xn--mnchen-3ya.de/"}, // percent-decoded first
		{"http://EXAMPLE.com/", "http://example.com/"},
		{"file:///etc/hosts", "file:///etc/hosts"},
	} {
		u, err := iri.MustParse(tt.in).URIWith(o)
		if err != nil || u.String() != tt.want {
			t.Errorf("URIWith(IDNA) of %q = %q, %v; want %q", tt.in, u, err, tt.want)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"https://xn--mnchen-3ya.de/", "https://münchen.de/"},
		{"https://xn--qi7cdauna.com/", "https://xn--qi7cdauna.com/"},
		{"https://xn--ab-3w4a.com/", "https://xn--ab-3w4a.com/"},
		{"https://xn--ab-372n.com/", "https://xn--ab-372n.com/"},
		{"https://xn--m2a.com/", "https://xn--m2a.com/"},
	} {
		if got := iri.FromURIWith(uri.MustParse(tt.in), o); got.String() != tt.want {
			t.Errorf("FromURIWith(%q, IDNA) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"http://a%E3%85%A4.example/", "http://a%E3%85%A4.example/"},   // U+3164 HANGUL FILLER: ignored
		{"http://ab%EF%B8%80.example/", "http://ab%EF%B8%80.example/"}, // U+FE00, a variation selector: ignored
		{"http://a.example/%E3%85%A4", "http://a.example/\u3164"},      // in the path, shown
		{"http://%CE%8B/", "http://%CE%8B/"},                           // U+038B, unassigned: disallowed
		{"http://a/%CE%8B", "http://a/\u038b"},                         // in the path, a ucschar: shown
		{"http://b%C3%BCcher.example/", "http://bücher.example/"},
	} {
		if got := iri.FromURI(uri.MustParse(tt.in)); got.String() != tt.want {
			t.Errorf("FromURI(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestIDNANoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	for _, tt := range []struct {
		name   string
		f      func()
		allocs float64
	}{
		{"HostToASCII, ASCII", func() { sinkString, _ = iri.HostToASCII("www.example.com") }, 0},
		{"HostToASCII, IDN", func() { sinkString, _ = iri.HostToASCII("www.bücher.example") }, 1},
		{"HostToUnicode, no A-label", func() { sinkString = iri.HostToUnicode("www.example.com") }, 0},
	} {
		if got := testing.AllocsPerRun(20, tt.f); got != tt.allocs {
			t.Errorf("%s: %v allocations, want %v", tt.name, got, tt.allocs)
		}
	}
}

// BenchmarkHostToUnicodeLongLabel shows a label of 63 octets, which is
// decoded, and longer ones, which are not: the throughput (MB/s) stays
// flat where decoding would fall as the length grows.
func BenchmarkHostToUnicodeLongLabel(b *testing.B) {
	for _, bc := range []struct {
		name string
		n    int
	}{{"63B", 63}, {"1kB", 1 << 10}, {"8kB", 8 << 10}, {"64kB", 64 << 10}} {
		h := "xn--" + strings.Repeat("a", bc.n-len("xn--"))
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(h)))
			for b.Loop() {
				sinkString = iri.HostToUnicode(h)
			}
		})
	}
}

var sinkString string
