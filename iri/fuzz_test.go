package iri_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/idna"
	"github.com/uriref/uri/iri"
)

// idnaRules are the rules of HostToASCII's errors.
var idnaRules = map[string]bool{"disallowed": true, "punycode": true, "bidi": true, "contextj": true, "ToASCII": true}

// FuzzIDNA checks HostToASCII and HostToUnicode: no panic; an error is an
// *uri.Error in the input with one of the rules; an ASCII result that
// HostToASCII gives back unchanged (it is idempotent); and
// HostToUnicode(HostToASCII(h)) is h mapped and normalized to NFC, its
// A-labels decoded, as UTS #46 ToUnicode gives it (an ASCII h whose
// A-labels do not decode stays as HostToASCII wrote it). What
// HostToUnicode shows, HostToASCII takes back to the same name.
func FuzzIDNA(f *testing.F) {
	for _, s := range []string{
		"www.example.org", "www.example.org.", "a-.b", "xn--rsum-bpad.example", "r\u00e9sum\u00e9.example",
		"a.b\u3002c", strings.Repeat("a", 64) + ".b", "xn--bcher-kva.example", "\u4f8b\u3048.\u30c6\u30b9\u30c8",
		"xn--bcher--kva", "xn--xn--bcher-kva.xn--bcher-kva", "xn-----bcbcher-kva", "XN--BCHER-KVA",
		"M\u00dcNCHEN.de", "\uff4d\u00fc\uff4e\uff43\uff48\uff45\uff4e.de", "a\u0308.com", "xn--qi7cdauna.com",
		"xn--ab-3w4a.com", "xn--ab-372n.com", "xn--m2a.com", "\u064aa", "a\u200cb", "\u0628\u200c\u0628",
		"\u05d0\u05d1.1a", "=\u00ad\u0338", "xn--a.\u00df",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := iri.HostToASCII(s)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || !idnaRules[e.Rule] || e.Input != s || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("HostToASCII(%q): error %#v, want an *uri.Error of an IDNA rule in s", s, err)
			}
		} else {
			for i := range len(a) {
				if a[i] >= utf8.RuneSelf {
					t.Fatalf("HostToASCII(%q) = %q, not ASCII", s, a)
				}
			}
			if again, err := iri.HostToASCII(a); err != nil || again != a {
				t.Fatalf("HostToASCII(HostToASCII(%q) = %q) = %q, %v: not idempotent", s, a, again, err)
			}
			want, err := idna.ToUnicode(s, idna.URL)
			if err != nil {
				want = a // an ASCII name with an A-label that does not decode
			}
			if u := iri.HostToUnicode(a); u != want {
				t.Fatalf("HostToUnicode(HostToASCII(%q) = %q) = %q, want %q", s, a, u, want)
			}
		}
		if u := iri.HostToUnicode(s); u != s {
			back, err := iri.HostToASCII(u)
			if want, werr := iri.HostToASCII(s); err != nil || werr != nil || back != want {
				t.Fatalf("HostToASCII(HostToUnicode(%q) = %q) = %q, %v; want HostToASCII(%[1]q) = %q, %v", s, u, back, err, want, werr)
			}
		}
	})
}
