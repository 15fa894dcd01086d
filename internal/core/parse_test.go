package core

import (
	"fmt"
	"strings"
	"testing"
)

// TestParseIRIMode checks the parser's IRI mode (RFC 3987 §2.2), which
// package iri parses with: ucschar where pct-encoded is
// admitted, iprivate in the query only, the bidirectional formatting
// characters refused (§4.1), and the rules named with their "i".
func TestParseIRIMode(t *testing.T) {
	for _, tt := range []struct {
		in     string
		offset int // -1: valid
		rule   string
	}{
		{"http://r\u00e9sum\u00e9.example.org/D\u00fcrst?q=\u7d0d\u8c46#\u00e9", -1, ""},
		{"http://\u00e9@a/", -1, ""},             // iuserinfo
		{"/?\ue000", -1, ""},                     // iprivate in iquery
		{"/\ue000", 1, "isegment"},               // but not in a segment
		{"#\ue000", 1, "ifragment"},              // nor in a fragment
		{"\u00e9:x", 2, "isegment-nz-nc"},        // no ucschar in a scheme: a path, whose first segment takes no ":"
		{"http://[::\u00e9]/", 10, "IP-literal"}, // nor in an IP literal: "::" is whole, "]" must follow
		{"http://a:\u0661/", 9, "port"},          // nor in a port
		{"http://a/\u200e", 9, "isegment"},       // LRM, RFC 3987 §4.1
		{"http://a/\xff", 9, "isegment"},         // not UTF-8
		{"http://a b/", 8, "ireg-name"},          // an ASCII octet no rule admits
		{"http://a/%zz", 10, "pct-encoded"},      // a rule the two RFCs share
		{"/\U0001fffe", 1, "isegment"},           // a noncharacter, outside ucschar
	} {
		r, offset, rule, ok := Parse(tt.in, ModeIRI)
		if tt.offset < 0 {
			if !ok || r.s != tt.in {
				t.Errorf("Parse(%q, true) = %q, %d, %s; want it valid", tt.in, r.s, offset, rule)
			}
			continue
		}
		if ok || offset != tt.offset || rule != tt.rule {
			t.Errorf("Parse(%q, true) = %d, %s, %v; want offset %d, rule %s", tt.in, offset, rule, ok, tt.offset, tt.rule)
		}
	}
	if _, _, _, ok := Parse("http://r\u00e9sum\u00e9/", 0); ok {
		t.Error("Parse admits ucschar: the IRI mode leaked into the URI grammar")
	}
}

// TestRetext checks that Retext moves every offset as at says: the URI of
// an IRI (each non-ASCII octet written as a triplet) has the offsets that
// Parse finds in its text.
func TestRetext(t *testing.T) {
	for _, s := range []string{
		"http://\u00e9@\u00e9.fr:80/\u00e9?\u00e9#\u00e9", "\u00e9", "//\u00e9", "x:\u00e9?", "?\u00e9#", "",
	} {
		u, _, _, ok := Parse(s, ModeIRI)
		if !ok {
			t.Fatalf("Parse(%q, true) fails", s)
		}
		var b strings.Builder
		for i := range len(s) {
			if s[i] >= 0x80 {
				fmt.Fprintf(&b, "%%%02X", s[i]) // RFC 3987 §3.1
			} else {
				b.WriteByte(s[i])
			}
		}
		at := func(o int) int { return o + 2*nonASCII(s[:o]) }
		got := u.Retext(b.String(), at)
		want, _, _, ok := Parse(b.String(), 0)
		if !ok || got != want {
			t.Errorf("Retext of %q = %#v; Parse of %q gives %#v, %v", s, got, b.String(), want, ok)
		}
	}
}

// nonASCII counts the octets of s above 0x7F.
func nonASCII(s string) int {
	n := 0
	for i := range len(s) {
		if s[i] >= 0x80 {
			n++
		}
	}
	return n
}

// FuzzRef checks that a parsed Ref unpacks to exactly the offsets that the
// parser found, in both modes: the packing loses nothing, and the host's
// offsets found again in the authority are the parser's.
func FuzzRef(f *testing.F) {
	for _, s := range []string{
		"foo://u:p@example.com:8042/over/there?name=ferret#nose", "http://1:2@3:4/", "//a:", "//[::1]:80",
		"//@", "x:", "a?#", "http://\u00e9@\u00e9.fr:80/\u00e9?\u00e9#\u00e9", "//a:1@b:2", "//[v1.x]:",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > MaxLen {
			return
		}
		for _, iri := range []bool{false, true} {
			p := newParser(s, iri)
			p.zone = iri // both modes, once
			if _, ok := p.uriReference(); !ok {
				continue
			}
			r := p.o.Ref(s)
			if got := r.Offsets(); got != p.o {
				t.Fatalf("Parse(%q, %v): the Ref unpacks to %+v, the parser found %+v", s, iri, got, p.o)
			}
		}
	})
}

// TestZoneID checks the IP-literal of RFC 6874, which ModeZone admits:
// "%25" then one or more unreserved or pct-encoded octets.
func TestZoneID(t *testing.T) {
	for _, tt := range []struct {
		in     string
		offset int // -1: valid
		rule   string
	}{
		{"http://[fe80::1%25eth0]/", -1, ""},
		{"http://[fe80::1%25en%30]:80/", -1, ""},
		{"//[::1%25~-._a]", -1, ""},
		{"http://[fe80::1%eth0]/", 15, "IPv6addrz"}, // RFC 6874 §2: "%" is "%25"
		{"http://[fe80::1%2]/", 15, "IPv6addrz"},
		{"http://[fe80::1%25]/", 18, "ZoneID"},
		{"http://[fe80::1%25e!]/", 19, "IP-literal"}, // "!" is in no ZoneID
		{"http://[fe80::1%25e%zz]/", 20, "pct-encoded"},
		{"http://[v1.x%25e]/", 12, "IP-literal"}, // IPvFuture has none
		{"http://[1.2.3.4%25e]/", 9, "IPv6address"},
	} {
		_, offset, rule, ok := Parse(tt.in, ModeZone)
		if ok != (tt.offset < 0) || !ok && (offset != tt.offset || rule != tt.rule) {
			t.Errorf("Parse(%q, ModeZone) = %d, %s, %v; want offset %d, rule %q", tt.in, offset, rule, ok, tt.offset, tt.rule)
		}
		if _, _, _, ok := Parse(tt.in, 0); ok {
			t.Errorf("Parse(%q, 0) admits a zone identifier", tt.in)
		}
	}
}
