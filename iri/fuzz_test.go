package iri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/iri"
)

// FuzzIDNA checks HostToASCII and HostToUnicode against RFC 3490 §4: an
// ASCII label is kept, a non-ASCII one becomes an A-label of at most 63
// octets that decodes back to it, and a host with no A-label is shown
// unchanged.
func FuzzIDNA(f *testing.F) {
	for _, s := range []string{
		"www.example.org", "www.example.org.", "a-.b", "xn--rsum-bpad.example", "r\u00e9sum\u00e9.example",
		"a.b\u3002c", strings.Repeat("a", 64) + ".b", "xn--bcher-kva.example", "\u4f8b\u3048.\u30c6\u30b9\u30c8",
		"xn--bcher--kva", "xn--xn--bcher-kva.xn--bcher-kva", "xn---bcbcher-kva", "XN--BCHER-KVA",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if a, err := iri.HostToASCII(s); err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Rule != "ToASCII" || e.Input != s || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("HostToASCII(%q): error %#v, want an *uri.Error of rule ToASCII in s", s, err)
			}
		} else {
			for i := range len(a) {
				if a[i] >= 0x80 {
					t.Fatalf("HostToASCII(%q) = %q, not ASCII", s, a)
				}
			}
			split := func(h string) []string {
				return strings.Split(strings.NewReplacer("\u3002", ".", "\uff0e", ".", "\uff61", ".").Replace(h), ".")
			}
			in, out := split(s), split(a)
			if len(in) != len(out) {
				t.Fatalf("HostToASCII(%q) = %q: %d labels, want %d", s, a, len(out), len(in))
			}
			for i := range in {
				ascii := true
				for j := range len(in[i]) {
					ascii = ascii && in[i][j] < 0x80
				}
				if ascii && out[i] != in[i] {
					t.Fatalf("HostToASCII(%q) = %q: ASCII label %q became %q", s, a, in[i], out[i])
				}
				if !ascii && (!strings.HasPrefix(out[i], "xn--") || len(out[i]) > 63) {
					t.Fatalf("HostToASCII(%q) = %q: label %q became %q, not an A-label", s, a, in[i], out[i])
				}
				if !ascii {
					if d, err := iri.DecodePunycode(out[i][4:]); err != nil || d != in[i] {
						t.Fatalf("HostToASCII(%q) = %q: label %q decodes to %q, %v", s, a, out[i], d, err)
					}
				}
			}
		}
		if !strings.Contains(strings.ToLower(s), "xn--") {
			if got := iri.HostToUnicode(s); got != s {
				t.Fatalf("HostToUnicode(%q) = %q, want it unchanged: no A-label", s, got)
			}
		} else if u := iri.HostToUnicode(s); isASCII(s) {
			// RFC 3490 §4.2: what ToUnicode gives, ToASCII takes back.
			if a, err := iri.HostToASCII(u); err != nil || !strings.EqualFold(a, s) {
				t.Fatalf("HostToASCII(HostToUnicode(%q) = %q) = %q, %v; want %q", s, u, a, err, s)
			}
		}

	})
}

// isASCII reports whether s holds ASCII octets only.
func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
