package iri

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriref/uri"

	"github.com/uriref/uri/internal/idna"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/syntax"
	"github.com/uriref/uri/internal/testenv"
)

func TestParseIRI(t *testing.T) {
	for _, tt := range []struct {
		in                string
		host, path, query string
		frag              string
		hasQuery, hasFrag bool
		kind              uri.HostKind
	}{
		// RFC 3987 §3.1's examples.
		{in: "http://r\u00e9sum\u00e9.example.org", host: "r\u00e9sum\u00e9.example.org", kind: uri.HostRegName},
		{in: "http://www.example.org/D\u00fcrst", host: "www.example.org", path: "/D\u00fcrst", kind: uri.HostRegName},
		{in: "http://www.example.org/red%09ros\u00e9#red", host: "www.example.org", path: "/red%09ros\u00e9", frag: "red", hasFrag: true, kind: uri.HostRegName},
		// ucschar in iuserinfo, ipath-rootless, ipath-noscheme, ifragment.
		{in: "ftp://\u00e9l\u00e8ve@h\u00f4te/", host: "h\u00f4te", path: "/", kind: uri.HostRegName},
		{in: "mailto:\u00e9l\u00e8ve@example.org", path: "\u00e9l\u00e8ve@example.org"},
		{in: "\u7d0d\u8c46/x", path: "\u7d0d\u8c46/x"},
		{in: "#\U00010000", frag: "\U00010000", hasFrag: true},
		// iprivate: in iquery only.
		{in: "http://a/?\ue000\U000F0000", host: "a", path: "/", query: "\ue000\U000F0000", hasQuery: true, kind: uri.HostRegName},
		// The edges of ucschar.
		{in: "/\u00a0\ud7ff\uf900\ufdcf\ufdf0\uffef\U0001FFFD\U000E1000\U000EFFFD", path: "/\u00a0\ud7ff\uf900\ufdcf\ufdf0\uffef\U0001FFFD\U000E1000\U000EFFFD"},
		// IP hosts stay ASCII; a reg-name that is not one.
		{in: "//1.2.3.4/\u00e9", host: "1.2.3.4", path: "/\u00e9", kind: uri.HostIPv4},
		{in: "//[::1]/", host: "[::1]", path: "/", kind: uri.HostIPv6},
	} {
		r, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		q, qok := r.Query()
		f, fok := r.Fragment()
		if r.String() != tt.in || r.Host() != tt.host || r.Path() != tt.path || q != tt.query || qok != tt.hasQuery ||
			f != tt.frag || fok != tt.hasFrag || r.HostKind() != tt.kind {
			t.Errorf("Parse(%q) = host %q path %q query %q,%v fragment %q,%v kind %v", tt.in,
				r.Host(), r.Path(), q, qok, f, fok, r.HostKind())
		}
	}
}

func TestParseIRIErrors(t *testing.T) {
	for _, tt := range []struct {
		in     string
		offset int
		rule   string
	}{
		{"http://a/b c", 10, "isegment"},
		{"http://a/\u200e", 9, "isegment"},              // LRM: RFC 3987 §4.1
		{"http://a/?\u202e", 10, "iquery"},              // RLO
		{"http://a/\ue000", 9, "isegment"},              // iprivate outside iquery
		{"http://a/#\ue000", 10, "ifragment"},           // and outside ifragment too
		{"http://a/?\ufdd0", 10, "iquery"},              // a noncharacter, not ucschar
		{"http://a/\ufffe", 9, "isegment"},              // U+FFFE
		{"http://a/\U0001FFFE", 9, "isegment"},          // the end of plane 1
		{"http://a/\U000E0001", 9, "isegment"},          // plane 14 below U+E1000
		{"http://a/\u0080", 9, "isegment"},              // C1 controls are not ucschar
		{"http://a/\xff", 9, "isegment"},                // not UTF-8
		{"http://a/\xed\xa0\x80", 9, "isegment"},        // a surrogate in UTF-8
		{"http://a/\xc3", 9, "isegment"},                // a truncated sequence
		{"http://h\u00f4te\u00a0x y/", 15, "ireg-name"}, // the space
		{"http://\u00e9 @a/", 9, "iuserinfo"},
		{"\u00e9:x", 2, "isegment-nz-nc"}, // no scheme starts with a non-ASCII letter
		{"h\u00e9:x", 3, "isegment-nz-nc"},
		{"http://a:\u00e9/", 9, "port"},
		{"http://[\u00e9]/", 8, "IPv6address"},
		{"http://a/%\u00e9", 10, "pct-encoded"},
		{"\u00e9\u00e9%zz", 5, "pct-encoded"},
		{"a#b#c", 3, "ifragment"},
	} {
		_, err := Parse(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q): error %v, want *Error", tt.in, err)
			continue
		}
		if e.Input != tt.in || e.Offset != tt.offset || e.Rule != tt.rule {
			t.Errorf("Parse(%q): offset %d rule %q, want offset %d rule %q", tt.in, e.Offset, e.Rule, tt.offset, tt.rule)
		}
	}
}

// TestParseIRIOfURIs checks that every URI is an IRI with the same
// components, over the corpus of URLs.
func TestParseIRIOfURIs(t *testing.T) {
	for _, s := range []string{"", "http://a/b?c#d", "g;x=1/../y", "//[v1.x]:8/", "a:b", "?", "#", "http://u@h:1/p?q#f"} {
		u, err := uri.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Parse(s)
		if err != nil || r.URI() != u {
			t.Errorf("Parse(%q) = %+v, %v; want the offsets of Parse, %+v", s, r.URI(), err, u)
		}
		if r.URI() != u || FromURI(u) != r {
			t.Errorf("%q: URI() or IRI() changes an ASCII reference", s)
		}
	}
}

func TestIRIToURI(t *testing.T) {
	for _, tt := range []struct{ iri, uri, idna string }{
		// RFC 3987 §3.1: UTF-8, then %HH; the reg-name either way.
		{"http://r\u00e9sum\u00e9.example.org", "http://r%C3%A9sum%C3%A9.example.org", "http://xn--rsum-bpad.example.org"},
		{"http://www.example.org/D\u00fcrst", "http://www.example.org/D%C3%BCrst", ""},
		// §3.1: "%09" is already a triplet and stays as it is.
		{"http://www.example.org/red%09ros\u00e9#red", "http://www.example.org/red%09ros%C3%A9#red", ""},
		// RFC 3987 §3.2's host, 納豆 (U+7D0D U+8C46).
		{"http://\u7d0d\u8c46.example.org/%e2%80%ae", "http://%E7%B4%8D%E8%B1%86.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%e2%80%ae"},
		// A four-octet character, iprivate in the query, the userinfo.
		{"http://\u00e9@a/\U0001F600?\ue000#\u00e9", "http://%C3%A9@a/%F0%9F%98%80?%EE%80%80#%C3%A9", ""},
		// The full stops of RFC 3490 §3.1 separate labels: 例え。テスト
		// is the host 例え.テスト, which "%E3%80%82" would not be.
		{"http://\u4f8b\u3048\u3002\u30c6\u30b9\u30c8/", "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/", "http://xn--r8jz45g.xn--zckzah/"},
		{"https://paypal.com\u3002evil.net/", "https://paypal.com.evil.net/", ""},
		{"https://paypal.com\uff0eevil\uff61net", "https://paypal.com.evil.net", ""},
		// Only in a reg-name host: in the userinfo, path, query and
		// fragment a full stop is a character like any other.
		{"http://a\u3002b@c\uff0ed/e\uff61f?\u3002#\uff0e", "http://a%E3%80%82b@c.d/e%EF%BD%A1f?%E3%80%82#%EF%BC%8E", ""},
		// UTS #46 maps U+FF02 to '"', which the URL Standard leaves in a
		// domain and a reg-name does not admit: a triplet (RFC 3986 §3.2.2).
		{"A://0\uff020", "A://0%EF%BC%820", "A://0%220"},
		{"http://a\uff5bb/", "http://a%EF%BD%9Bb/", "http://a%7Bb/"},
	} {
		r := MustParse(tt.iri)
		u := r.URI()
		if u.String() != tt.uri {
			t.Errorf("Parse(%q).URI() = %q, want %q (RFC 3987 §3.1)", tt.iri, u, tt.uri)
		}
		if v, err := uri.Parse(u.String()); err != nil || v != u {
			t.Errorf("URI() of %q: offsets differ from Parse's, or %v", tt.iri, err)
		}
		want := tt.idna
		if want == "" {
			want = tt.uri
		}
		u, err := r.URIWith(Options{IDNA: true})
		if err != nil || u.String() != want {
			t.Errorf("Parse(%q).URIWith(IDNA) = %q, %v; want %q", tt.iri, u, err, want)
		}
	}
}

func TestIRIToURIErrors(t *testing.T) {
	for _, tt := range []struct {
		in     string
		strict bool
		offset int
		rule   string
	}{
		// UTS #46 as the URL Standard calls it, label by label.
		{"http://a.xn--\u00e9/", false, 9, "punycode"},                       // an A-label that is not ASCII
		{"http://a.b\u2488c.d/", false, 9, "disallowed"},                     // DIGIT ONE FULL STOP
		{"http://a.b\u200cc/", false, 9, "contextj"},                         // ZWNJ between Latin letters
		{"http://x@\u064aa.com/", false, 9, "bidi"},                          // an RTL label ending in an L
		{"http://a.%C3%A9%FF.b/", false, 9, "disallowed"},                    // decoded: not UTF-8
		{"http://\u00e9.a%2Fb/", false, 10, "disallowed"},                    // decoded: a forbidden "/"
		{"http://\u00e9.b.a%25b/", false, 12, "disallowed"},                  // decoded: a forbidden "%"
		{"http://-\u00e9.org/", true, 7, "ToASCII"},                          // a leading hyphen
		{"http://a.\u00e9-/", true, 9, "ToASCII"},                            // a trailing hyphen
		{"http://a.\u00e9_b/", true, 9, "disallowed"},                        // "_" (UseSTD3ASCIIRules)
		{"http://a.\u00e9!b/", true, 9, "disallowed"},                        // a sub-delim too
		{"http://a!b.\u00e9/", true, 7, "disallowed"},                        // in an ASCII label too
		{"http://" + strings.Repeat("\u00e9", 60) + "/", true, 7, "ToASCII"}, // an A-label over 63 octets
	} {
		_, err := MustParse(tt.in).URIWith(Options{IDNA: true, StrictIDNA: tt.strict})
		var e *uri.Error
		if !errors.As(err, &e) || e.Input != tt.in || e.Offset != tt.offset || e.Rule != tt.rule {
			t.Errorf("URIWith(IDNA, strict %v) of %q: %v; want %s at offset %d", tt.strict, tt.in, err, tt.rule, tt.offset)
		}
	}
	// Without the checks of a registry, what a browser takes is taken.
	for _, tt := range []struct{ in, want string }{
		{"http://a!b.\u00e9/", "http://a!b.xn--9ca/"},
		{"http://-\u00e9.org/", "http://xn----bga.org/"},
		{"http://a.\u00e9_b/", "http://a.xn--_b-9ia/"},
	} {
		if u, err := MustParse(tt.in).URIWith(Options{IDNA: true}); err != nil || u.String() != tt.want {
			t.Errorf("URIWith(IDNA) of %q = %q, %v; want %q", tt.in, u, err, tt.want)
		}
	}
}

func TestURIToIRI(t *testing.T) {
	for _, tt := range []struct{ uri, iri string }{
		// RFC 3987 §3.2's examples.
		{"http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00fcrst"},
		{"http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"},                     // not UTF-8
		{"http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%e2%80%ae"}, // RLO stays
		{"http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html"},     // Latin-1, no guessing
		// Lowercase hexadecimal decodes too; several characters in a row.
		{"/%c3%a9%E7%B4%8D%F0%9F%98%80", "/\u00e9\u7d0d\U0001F600"},
		// ASCII triplets stay, reserved or not; "%" itself stays.
		{"/%41%2F%3F%25%20", "/%41%2F%3F%25%20"},
		// Not the shortest form, surrogates, truncated, stray continuation.
		{"/%C0%AF%ED%A0%80%C3%E9%A9", "/%C0%AF%ED%A0%80%C3%E9%A9"},
		{"/%E7%B4", "/%E7%B4"},
		// Format and space characters: LRM, RLO, U+2066, BOM, NBSP, U+2028, U+3000.
		{"/%E2%80%8E%E2%80%AE%E2%81%A6%EF%BB%BF%C2%A0%E2%80%A8%E3%80%80", "/%E2%80%8E%E2%80%AE%E2%81%A6%EF%BB%BF%C2%A0%E2%80%A8%E3%80%80"},
		// Not ucschar: C1 control U+0085, noncharacter U+FDD0, U+FFFD.
		{"/%C2%85%EF%B7%90%EF%BF%BD", "/%C2%85%EF%B7%90%EF%BF%BD"},
		// iprivate U+E000 in the query only.
		{"/%EE%80%80?%EE%80%80#%EE%80%80", "/%EE%80%80?\ue000#%EE%80%80"},
		// Every component that holds triplets.
		{"http://%C3%A9@%C3%A9.fr/%C3%A9?%C3%A9#%C3%A9", "http://\u00e9@\u00e9.fr/\u00e9?\u00e9#\u00e9"},
		// A full stop in a host stays encoded: shown, it would separate
		// labels (RFC 3490 §3.1), a host that the URI does not have.
		{"http://a%E3%80%82b%EF%BC%8Ec%EF%BD%A1d/%E3%80%82", "http://a%E3%80%82b%EF%BC%8Ec%EF%BD%A1d/\u3002"},
		{"http://%E3%80%82@a/", "http://\u3002@a/"},
		// A triplet at the very end, and one cut short by the end.
		{"a%C3%A9", "a\u00e9"},
	} {
		u := uri.MustParse(tt.uri)
		r := FromURI(u)
		if r.String() != tt.iri {
			t.Errorf("FromURI(MustParse(%q)) = %q, want %q (RFC 3987 §3.2)", tt.uri, r, tt.iri)
		}
		if v, err := Parse(r.String()); err != nil || v != r {
			t.Errorf("IRI() of %q: offsets differ from ParseIRI's, or %v", tt.uri, err)
		}
		if !strings.EqualFold(r.URI().String(), u.String()) {
			t.Errorf("IRI().URI() of %q = %q", tt.uri, r.URI())
		}
	}
}

func TestURIToIRIWithIDNA(t *testing.T) {
	for _, tt := range []struct{ uri, iri string }{
		// RFC 3987 §3.2: the host may be shown decoded, the RLO may not.
		{"http://xn--99zt52a.example.org/%e2%80%ae", "http://\u7d0d\u8c46.example.org/%e2%80%ae"},
		{"http://XN--rsum-bpad.example.org/", "http://r\u00e9sum\u00e9.example.org/"},
		// UTS #46 maps case before it decodes: RFC 3492's mixed-case
		// annotation is not used.
		{"http://xn--RSUM-BPAD.example.org/", "http://r\u00e9sum\u00e9.example.org/"},
		{"http://xn--r8jz45g.xn--zckzah/", "http://\u4f8b\u3048.\u30c6\u30b9\u30c8/"},
		// Labels that stay: no Unicode in them, bad Punycode, empty.
		{"http://xn--abc-/", "http://xn--abc-/"},
		{"http://xn--zz!/", "http://xn--zz!/"},
		{"http://xn--/", "http://xn--/"},
		{"http://a.xn--9ca./", "http://a.\u00e9./"},
	} {
		r := FromURIWith(uri.MustParse(tt.uri), Options{IDNA: true})
		if r.String() != tt.iri {
			t.Errorf("FromURIWith(MustParse(%q), IDNA) = %q, want %q", tt.uri, r, tt.iri)
		}
	}
}

func TestHostToUnicodeRefusesFormat(t *testing.T) {
	// A label that encodes RLO between two letters must not be shown.
	label, err := EncodePunycode("a\u202eb")
	if err != nil {
		t.Fatal(err)
	}
	if h := "xn--" + label; HostToUnicode(h) != h {
		t.Errorf("HostToUnicode(%q) = %q, decoded an RLO", h, HostToUnicode(h))
	}
}

func TestIRIAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	r := MustParse("http://r\u00e9sum\u00e9.example.org/D\u00fcrst")
	ascii := MustParse("http://a/b")
	u := uri.MustParse("http://www.example.org/Durst?%41")
	for _, tt := range []struct {
		name string
		f    func()
		want float64
	}{
		{"Parse", func() { sinkIRI, _ = Parse("http://r\u00e9sum\u00e9.example.org/D\u00fcrst") }, 0},
		{"IRI.URI of ASCII", func() { ascii.URI() }, 0},
		{"FromURI, nothing decoded", func() { FromURI(u) }, 0},
		{"IRI.Path", func() { sinkString = r.Path() }, 0},
		{"HostToUnicode", func() { HostToUnicode("www.example.org") }, 0},
	} {
		if n := testing.AllocsPerRun(100, tt.f); n != tt.want {
			t.Errorf("%s: %v allocations, want %v", tt.name, n, tt.want)
		}
	}
}

var (
	sinkString string
	sinkURI    uri.URI
)

// abnfIRIReference is RFC 3987 §2.2's IRI-reference as one expression.
var abnfIRIReference = regexp.MustCompile(`^` + oracle.ABNF(true)["URI-reference"] + `$`)

// iriRules is every Rule that ParseIRI may report.
var iriRules = map[string]bool{
	"IRI-reference": true, "scheme": true, "iauthority": true, "iuserinfo": true, "ireg-name": true,
	"IP-literal": true, "IPv6address": true, "IPvFuture": true, "IPv4address": true, "dec-octet": true,
	"port": true, "isegment": true, "isegment-nz": true, "isegment-nz-nc": true, "iquery": true,
	"ifragment": true, "pct-encoded": true,
}

// upperTriplets uppercases the hexadecimal digits of every "%" triplet.
func upperTriplets(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			b[i+1] = upper(b[i+1])
			b[i+2] = upper(b[i+2])
		}
	}
	return string(b)
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// FuzzIRI checks ParseIRI's errors, that the URI of an IRI always parses
// with the same text and holds no full stop of RFC 3490 §3.1 in its host,
// that an IRI with nothing the display form keeps encoded comes back
// unchanged from IRI to URI to IRI, and that every URI
// is an IRI with the same offsets and shows as an IRI that maps back to it.
func FuzzIRI(f *testing.F) {
	for _, s := range []string{
		"http://r\u00e9sum\u00e9.example.org", "http://www.example.org/D\u00fcrst",
		"http://www.example.org/red%09ros\u00e9#red", "http://xn--99zt52a.example.org/%e2%80%ae",
		"http://www.example.org/D%C3%BCrst", "/%EE%80%80?%EE%80%80#%EE%80%80", "http://a/?\ue000",
		"\u00e9:x", "http://a/\u200e", "//[::1]/\u00e9", "mailto:\u00e9@x", "/%C2%A0%c3%a9",
		"http://a\u3002b\uff0ec\uff61d/", "http://a%E3%80%82b/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if msg := iriOracle(s); msg != "" {
			t.Fatalf("Parse(%q): %s", s, msg)
		}
		r, err := Parse(s)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Input != s || e.Offset < 0 || e.Offset > len(s) || !iriRules[e.Rule] {
				t.Fatalf("Parse(%q): bad error %#v", s, err)
			}
		} else {
			if r.String() != s {
				t.Fatalf("Parse(%q).String() = %q", s, r)
			}
			u := r.URI()
			v, err := uri.Parse(u.String())
			if err != nil || v != u {
				t.Fatalf("Parse(%q).URI() = %q does not parse to itself: %v", s, u, err)
			}
			if !syntax.IsASCII(u.String()) {
				t.Fatalf("Parse(%q).URI() = %q is not ASCII", s, u)
			}
			if u.HostKind() == uri.HostRegName && strings.Count(u.Host(), ".") != strings.Count(r.Host(), ".")+
				strings.Count(r.Host(), "\u3002")+strings.Count(r.Host(), "\uff0e")+strings.Count(r.Host(), "\uff61") {
				t.Fatalf("Parse(%q).URI() = %q: the host's labels are not its full stops (RFC 3490 §3.1)", s, u)
			}
			if back := FromURI(u); upperTriplets(back.URI().String()) != upperTriplets(u.String()) {
				t.Fatalf("URI %q -> IRI %q -> URI %q", u, back, back.URI())
			}
			// IRI -> URI -> IRI is the identity when the IRI has no triplet
			// of its own, no character that the display form keeps
			// encoded, and in its host no full stop, which URI writes ".",
			// and no character that UTS #46 ignores or disallows.
			if !strings.Contains(s, "%") && !strings.ContainsFunc(s, func(c rune) bool {
				return c >= utf8.RuneSelf && !displayable(c, true)
			}) && !strings.ContainsFunc(r.Host(), func(c rune) bool {
				return syntax.IsFullStop(c) || c >= utf8.RuneSelf && !idna.InDomain(c)
			}) {
				if back := FromURI(u); back != r {
					t.Fatalf("IRI %q -> URI %q -> IRI %q", s, u, back)
				}
			}
			if w, err := r.URIWith(Options{IDNA: true}); err == nil {
				if v, err := uri.Parse(w.String()); err != nil || v != w {
					t.Fatalf("URIWith(IDNA) of %q = %q does not parse to itself: %v", s, w, err)
				}
			}
		}
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		if r.URI() != u {
			t.Fatalf("Parse(%q) and Parse differ: %+v, %+v", s, r.URI(), u)
		}
		for _, back := range []IRI{FromURI(u), FromURIWith(u, Options{IDNA: true})} {
			if v, err := Parse(back.String()); err != nil || v != back {
				t.Fatalf("IRI of %q = %q does not parse to itself: %v", s, back, err)
			}
		}
		if back := FromURI(u).URI(); upperTriplets(back.String()) != upperTriplets(s) {
			t.Fatalf("URI %q -> IRI %q -> URI %q", s, FromURI(u), back)
		}
	})
}

var sinkIRI IRI

// BenchmarkIRIToURI maps an IRI with non-ASCII path and query to a URI;
// net/url's nearest is Parse then String, which percent-encodes the path.
func BenchmarkIRIToURI(b *testing.B) {
	const s = "http://www.example.org/r\u00e9sum\u00e9/D\u00fcrst.html?q=\u7d0d\u8c46#top"
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r, err := Parse(s)
			if err != nil {
				b.Fatal(err)
			}
			sinkURI = r.URI()
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, err := url.Parse(s)
			if err != nil {
				b.Fatal(err)
			}
			sinkString = u.String()
		}
	})
}

// BenchmarkURIToIRI shows a URI with UTF-8 triplets as an IRI; net/url's
// nearest is Parse then PathUnescape of the path, which decodes every
// triplet, whatever it stands for.
func BenchmarkURIToIRI(b *testing.B) {
	const s = "http://www.example.org/r%C3%A9sum%C3%A9/D%C3%BCrst.html?q=%E7%B4%8D%E8%B1%86#top"
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, err := uri.Parse(s)
			if err != nil {
				b.Fatal(err)
			}
			sinkIRI = FromURI(u)
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, err := url.Parse(s)
			if err != nil {
				b.Fatal(err)
			}
			sinkString, err = url.PathUnescape(u.EscapedPath())
			if err != nil {
				b.Fatal(err)
			}
		}
	})
}

// iriOracle returns "" when ParseIRI and the RFC 3987 §2.2 expression agree
// on s, and a description otherwise. RFC 3987 §4.1 takes the bidirectional
// formatting characters out of ucschar, and the expression reads octets
// that are not UTF-8 as U+FFFD, so both are checked before it.
func iriOracle(s string) string {
	_, err := Parse(s)
	ok := utf8.ValidString(s) && !strings.ContainsAny(s, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e") &&
		abnfIRIReference.MatchString(s)
	if ok != (err == nil) {
		return "RFC 3987 §2.2 matches: " + strconv.FormatBool(ok) + "; ParseIRI: " + fmt.Sprint(err)
	}
	return ""
}

// TestIRIOracle holds ParseIRI against the RFC 3987 §2.2 expression on
// random references, which often hold non-ASCII characters.
func TestIRIOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(3987, 0))
	failed := 0
	for range oracle.Runs(testing.Short()) {
		s := oracle.Reference(r)
		if msg := iriOracle(s); msg != "" {
			t.Errorf("%q: %s", s, msg)
			if failed++; failed == 20 {
				t.Fatal("too many differences")
			}
		}
	}
}

// TestIRIExpression checks the RFC 3987 §2.2 expression itself on inputs
// whose answer the RFC's text gives.
func TestIRIExpression(t *testing.T) {
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"http://r\u00e9sum\u00e9.example.org/", true}, {"http://a/?\ue000", true}, {"http://a/\ue000", false},
		{"#\ue000", false}, {"\u00e9:x", false}, {"http://[::\u00e9]/", false}, {"http://a:\u0661/", false},
		{"/\U0001fffe", false}, {"/\U0001fffd", true}, {"a b", false},
	} {
		if got := abnfIRIReference.MatchString(c.s); got != c.ok {
			t.Errorf("the RFC 3987 expression on %q: %v, want %v", c.s, got, c.ok)
		}
	}
}
