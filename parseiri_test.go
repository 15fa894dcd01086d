package uri

import (
	"fmt"
	"strings"
	"testing"
)

// TestParseIRIMode checks the parser's IRI mode (RFC 3987 §2.2), which
// package iri reaches through internal/syntax: ucschar where pct-encoded is
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
		u, err := parseIRI(tt.in)
		if tt.offset < 0 {
			if err != nil || u.s != tt.in {
				t.Errorf("parseIRI(%q) = %q, %v; want it valid", tt.in, u.s, err)
			}
			continue
		}
		e, ok := err.(*Error)
		if !ok || e.Offset != tt.offset || e.Rule != tt.rule || e.Input != tt.in {
			t.Errorf("parseIRI(%q) = %v; want offset %d, rule %s", tt.in, err, tt.offset, tt.rule)
		}
	}
	if _, err := Parse("http://r\u00e9sum\u00e9/"); err == nil {
		t.Error("Parse admits ucschar: the IRI mode leaked into the URI grammar")
	}
}

// TestRetext checks that retext moves every offset as at says: the URI of
// an IRI (each non-ASCII octet written as a triplet) has the offsets that
// Parse finds in its text.
func TestRetext(t *testing.T) {
	for _, s := range []string{
		"http://\u00e9@\u00e9.fr:80/\u00e9?\u00e9#\u00e9", "\u00e9", "//\u00e9", "x:\u00e9?", "?\u00e9#", "",
	} {
		u, err := parseIRI(s)
		if err != nil {
			t.Fatalf("parseIRI(%q): %v", s, err)
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
		got := u.retext(b.String(), at)
		want, err := Parse(b.String())
		if err != nil || got != want {
			t.Errorf("retext of %q = %#v; Parse of %q gives %#v, %v", s, got, b.String(), want, err)
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
