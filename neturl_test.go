package uri

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/testenv"
)

// urlFields is a *url.URL as plain strings, for cmp.Diff.
type urlFields struct {
	Scheme, Opaque, User, Host, Path, RawPath string
	RawQuery, Fragment, RawFragment           string
	ForceQuery, OmitHost                      bool
}

func fieldsOf(v *url.URL) urlFields {
	f := urlFields{
		Scheme: v.Scheme, Opaque: v.Opaque, Host: v.Host, Path: v.Path, RawPath: v.RawPath,
		RawQuery: v.RawQuery, Fragment: v.Fragment, RawFragment: v.RawFragment,
		ForceQuery: v.ForceQuery, OmitHost: v.OmitHost,
	}
	if v.User != nil {
		f.User = v.User.String() + "@"
	}
	return f
}

// TestURLCorpus converts every URL of the corpus from net/url and back.
// Where RFC 3986 accepts the text, the round trip FromURL(v).URL() must
// give v again, field by field; where it does not, FromURL must fail as
// Parse does.
func TestURLCorpus(t *testing.T) {
	n := 0
	for _, s := range oracle.Lines(t, "testdata/urls.txt") {
		v, err := url.Parse(s)
		if err != nil {
			t.Errorf("url.Parse(%q): %v", s, err)
			continue
		}
		u, err := FromURL(v)
		if _, perr := Parse(v.String()); (err == nil) != (perr == nil) {
			t.Errorf("FromURL(%q): %v, but Parse: %v", s, err, perr)
		}
		if err != nil {
			errOf(t, err)
			continue
		}
		n++
		if u.String() != v.String() {
			t.Errorf("FromURL(%q) = %q, want %q", s, u, v.String())
		}
		back, err := u.URL()
		if err != nil {
			t.Errorf("FromURL(%q).URL(): %v", s, err)
			continue
		}
		if diff := cmp.Diff(fieldsOf(v), fieldsOf(back)); diff != "" {
			t.Errorf("FromURL(%q).URL() (-want +got):\n%s", s, diff)
		}
	}
	t.Logf("%d URLs round-tripped", n)
	if n == 0 {
		t.Error("no URL of the corpus round-tripped")
	}
}

func TestURL(t *testing.T) {
	tests := []struct {
		in   string
		want urlFields
		err  *Error
	}{
		{in: "http://u:p@a:8/b/c?q=1#f", want: urlFields{Scheme: "http", User: "u:p@", Host: "a:8", Path: "/b/c", RawQuery: "q=1", Fragment: "f"}},
		{in: "http://a?", want: urlFields{Scheme: "http", Host: "a", ForceQuery: true}}, // the empty query is kept
		{in: "HTTP://a/", want: urlFields{Scheme: "http", Host: "a", Path: "/"}},        // schemes are case-insensitive (§3.1)
		{in: "mailto:x@y", want: urlFields{Scheme: "mailto", Opaque: "x@y"}},
		{in: "file:///etc/hosts", want: urlFields{Scheme: "file", Path: "/etc/hosts"}},
		{in: "//a/b", want: urlFields{Host: "a", Path: "/b"}},
		{in: "http://a/b%2Fc", want: urlFields{Scheme: "http", Host: "a", Path: "/b/c", RawPath: "/b%2Fc"}},
		{in: "http://[::1]:80/", want: urlFields{Scheme: "http", Host: "[::1]:80", Path: "/"}},
		{in: "", want: urlFields{}},
		// net/url has no empty fragment: it would drop the "#".
		{in: "a#", err: &Error{Input: "a#", Offset: 1, Rule: "net/url"}},
		{in: "http://a/b?#", err: &Error{Input: "http://a/b?#", Offset: 11, Rule: "net/url"}},
		// url.Parse refuses IPvFuture, whose Hostname net/url would read as
		// the name "v1.x", and a host's triplets of ASCII octets.
		{in: "http://[v1.x]/", err: &Error{Input: "http://[v1.x]/", Offset: 7, Rule: "net/url"}},
		{in: "http://[v1.x]:8/?q", err: &Error{Input: "http://[v1.x]:8/?q", Offset: 7, Rule: "net/url"}},
		{in: "http://%41/", err: &Error{Input: "http://%41/", Offset: 0, Rule: "net/url"}},
		// An empty authority without a scheme: RFC 3986 reads "///x" as the
		// authority "" and the path "/x", net/url as the path "///x".
		{in: "///x", err: &Error{Input: "///x", Offset: 0, Rule: "net/url"}},
		{in: "///?0", err: &Error{Input: "///?0", Offset: 0, Rule: "net/url"}},
		{in: "http:///x", want: urlFields{Scheme: "http", Path: "/x"}}, // after a scheme net/url writes "//"
		{in: "//@/x", want: urlFields{User: "@", Path: "/x"}},          // and before a userinfo
	}
	for _, tt := range tests {
		v, err := MustParse(tt.in).URL()
		if diff := cmp.Diff(tt.err, errOf(t, err)); diff != "" {
			t.Errorf("URL(%q) error (-want +got):\n%s", tt.in, diff)
			continue
		}
		if err != nil {
			if v != nil {
				t.Errorf("URL(%q) = %v with an error", tt.in, v)
			}
			continue
		}
		if diff := cmp.Diff(tt.want, fieldsOf(v)); diff != "" {
			t.Errorf("URL(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestFromURL(t *testing.T) {
	tests := []struct {
		v    *url.URL
		want string
		err  *Error
	}{
		{&url.URL{Scheme: "http", Host: "a", Path: "/a b"}, "http://a/a%20b", nil},
		{&url.URL{Path: "a:b"}, "./a:b", nil}, // net/url keeps it relative (RFC 3986 §4.2)
		{&url.URL{Scheme: "https", User: url.UserPassword("u", "p w"), Host: "a"}, "https://u:p%20w@a", nil},
		{&url.URL{Scheme: "http", Host: "a", ForceQuery: true}, "http://a?", nil},
		// Octets RFC 3986 does not allow where they stand are percent-encoded.
		{&url.URL{Scheme: "http", Host: "a", RawQuery: "a b"}, "http://a?a%20b", nil},
		{&url.URL{Path: "/search", RawQuery: "q=a|b"}, "/search?q=a%7Cb", nil},
		{&url.URL{Path: "/", RawQuery: `x={1}&y="x"&z=[]^` + "`<>\\"}, "/?x=%7B1%7D&y=%22x%22&z=%5B%5D%5E%60%3C%3E%5C", nil},
		{&url.URL{Path: "/", RawQuery: "a=%zz&b=%4&c=%41"}, "/?a=%25zz&b=%254&c=%41", nil},
		{&url.URL{Path: "/", RawQuery: "x", Fragment: "a#b"}, "/?x#a%23b", nil},
		{&url.URL{Path: "/", RawQuery: "x", RawFragment: "a|b", Fragment: "a|b"}, "/?x#a%7Cb", nil},
		{&url.URL{Path: "/", RawQuery: "\u00fc=\x01"}, "/?%C3%BC=%01", nil},
		{&url.URL{Path: "/", RawQuery: "a\tb\x7f"}, "/?a%09b%7F", nil},
		// A zone (RFC 6874) has no place in RFC 3986.
		// net/url's zones, as RFC 6874 writes them.
		{&url.URL{Scheme: "http", Host: "[fe80::1%en0]", Path: "/"}, "http://[fe80::1%25en0]/", nil},
		{&url.URL{Scheme: "http", Host: "[fe80::1%en0]:8080", Path: "/"}, "http://[fe80::1%25en0]:8080/", nil},
		{&url.URL{}, "", nil},
		{nil, "", &Error{Rule: "net/url"}},
	}
	for _, tt := range tests {
		u, err := FromURL(tt.v)
		if diff := cmp.Diff(tt.err, errOf(t, err)); diff != "" {
			t.Errorf("FromURL(%#v) error (-want +got):\n%s", tt.v, diff)
			continue
		}
		if want, _ := ParseWith(tt.want, ParseOptions{ZoneID: true}); err == nil && u != want {
			t.Errorf("FromURL(%#v) = %q, want %q", tt.v, u, tt.want)
		}
	}
}

func TestRedacted(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://user:secret@a/", "http://user:xxxxx@a/"},
		{"http://user:@a/", "http://user:xxxxx@a/"},
		{"http://:pw@a:8/", "http://:xxxxx@a:8/"},
		{"//u:p:q@h", "//u:xxxxx@h"},
		{"http://user@a/", "http://user@a/"},
		{"http://a/", "http://a/"},
		{"mailto:user:pw@host", "mailto:user:pw@host"}, // a path, not a userinfo
		{"http://a/?user:pw@x", "http://a/?user:pw@x"},
		{"", ""},
	}
	for _, tt := range tests {
		u := MustParse(tt.in)
		got := u.Redacted()
		if got != tt.want {
			t.Errorf("Redacted(%q) = %q, want %q", tt.in, got, tt.want)
		}
		// net/url agrees wherever it reads the same userinfo.
		if _, ok := u.Authority(); ok {
			v, err := url.Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if v.Redacted() != got {
				t.Errorf("Redacted(%q) = %q, but net/url gives %q", tt.in, got, v.Redacted())
			}
		}
	}
	u := MustParse("http://user@a/")
	if n := testing.AllocsPerRun(100, func() { _ = u.Redacted() }); n != 0 && !testenv.OptimizationsOff() {
		t.Errorf("Redacted without a password: %v allocations, want 0", n)
	}
}

// TestJSON checks that a URI in a struct goes through encoding/json as a
// string, by MarshalText and UnmarshalText.
func TestJSON(t *testing.T) {
	type config struct {
		Base URI  `json:"base"`
		Next *URI `json:"next,omitempty"`
	}
	in := config{Base: MustParse("http://a/b?c=d&e#f")}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"base":"http://a/b?c=d\u0026e#f"}`
	if string(b) != want {
		t.Errorf("json.Marshal = %s, want %s", b, want)
	}
	var out config
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if out.Base != in.Base || out.Next != nil {
		t.Errorf("round trip = %+v, want %+v", out, in)
	}

	// The zero URI is the empty reference, "".
	b, _ = json.Marshal(config{})
	if string(b) != `{"base":""}` {
		t.Errorf("json.Marshal(zero) = %s", b)
	}
	if err := json.Unmarshal([]byte(`{"base":"","next":"//x"}`), &out); err != nil || out.Base != (URI{}) || *out.Next != MustParse("//x") {
		t.Errorf("json.Unmarshal: %+v, %v", out, err)
	}

	// A bad reference is the parser's error, and the value stays as it was.
	out.Base = MustParse("keep")
	err = json.Unmarshal([]byte(`{"base":"http://a b/"}`), &out)
	if diff := cmp.Diff(&Error{Input: "http://a b/", Offset: 8, Rule: "reg-name"}, errOf(t, err)); diff != "" {
		t.Errorf("json.Unmarshal error (-want +got):\n%s", diff)
	}
	if out.Base != MustParse("keep") {
		t.Errorf("after an error Base = %q", out.Base)
	}
}

func TestFlagTextVar(t *testing.T) {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var base URI
	fs.TextVar(&base, "base", MustParse("http://default/"), "base URI")
	if base != MustParse("http://default/") {
		t.Errorf("default = %q", base)
	}
	if err := fs.Parse([]string{"-base", "https://example.com/a?b#c"}); err != nil {
		t.Fatal(err)
	}
	if base != MustParse("https://example.com/a?b#c") {
		t.Errorf("-base = %q", base)
	}
	if got := fs.Lookup("base").Value.String(); got != "https://example.com/a?b#c" {
		t.Errorf("Value.String() = %q", got)
	}
	// flag reports the parser's error in its own words, unwrapped.
	if err := fs.Parse([]string{"-base", "http://a:b/"}); err == nil {
		t.Error("-base http://a:b/: no error")
	}
	if base != MustParse("https://example.com/a?b#c") {
		t.Errorf("after an error -base = %q", base)
	}
}

func TestText(t *testing.T) {
	u := MustParse("http://a/b")
	b, err := u.AppendText([]byte("x="))
	if err != nil || string(b) != "x=http://a/b" {
		t.Errorf("AppendText = %q, %v", b, err)
	}
	m, err := u.MarshalText()
	if err != nil || string(m) != "http://a/b" {
		t.Errorf("MarshalText = %q, %v", m, err)
	}
	var v URI
	if err := v.UnmarshalText(m); err != nil || v != u {
		t.Errorf("UnmarshalText = %q, %v", v, err)
	}
}

// BenchmarkFromURL converts a *url.URL over the corpus. Its net/url
// counterpart is the same copy through text: url.Parse(v.String()).
func BenchmarkFromURL(b *testing.B) {
	var vs []*url.URL
	for _, s := range oracle.Lines(b, "testdata/urls.txt") {
		v, _ := url.Parse(s)
		vs = append(vs, v)
	}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, v := range vs {
				sinkURI, _ = FromURL(v)
			}
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, v := range vs {
				sinkURL, _ = url.Parse(v.String())
			}
		}
	})
}

// BenchmarkURL converts a URI to a *url.URL over the corpus, against
// url.Parse of the same text: the difference is the exactness check.
func BenchmarkURL(b *testing.B) {
	var us []URI
	for _, s := range oracle.Lines(b, "testdata/urls.txt") {
		if u, err := Parse(s); err == nil {
			us = append(us, u)
		}
	}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range us {
				sinkURL, _ = u.URL()
			}
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range us {
				sinkURL, _ = url.Parse(u.String())
			}
		}
	})
}

// BenchmarkRedacted hides a password.
func BenchmarkRedacted(b *testing.B) {
	const s = "https://joe:s3cret@example.com/a/b?q=1"
	b.Run("lib=uri", func(b *testing.B) {
		u := MustParse(s)
		b.ReportAllocs()
		for b.Loop() {
			sinkString = u.Redacted()
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		u, _ := url.Parse(s)
		b.ReportAllocs()
		for b.Loop() {
			sinkString = u.Redacted()
		}
	})
}

// FuzzNetURL checks the bridge to net/url and Redacted: URL gives a
// *url.URL that writes u's text back (its scheme lowercased), FromURL of
// that gives u again, an empty fragment is refused with the rule
// "net/url", and Redacted replaces exactly the password.
func FuzzNetURL(f *testing.F) {
	for _, s := range []string{
		"http://u:p@a/b?q#f", "HTTP://a/", "a?", "a#", "//a/%2Fb", "mailto:a@b", "http://[::1]:80/",
		"http://u:@a/", "http://:p@a/", "http://u@a/", "s://a:b:c@d/", "/a b", "http://a/%zz", "?a|b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			return
		}
		red := u.Redacted()
		if ui, ok := u.Userinfo(); ok && strings.Contains(ui, ":") {
			user, _, _ := strings.Cut(ui, ":")
			i := strings.Index(s, "//") + 2
			if want := s[:i] + user + ":xxxxx@" + s[i+len(ui)+1:]; red != want {
				t.Fatalf("Parse(%q).Redacted() = %q, want %q", s, red, want)
			}
			if r, err := Parse(red); err != nil || r.Host() != u.Host() || r.Path() != u.Path() {
				t.Fatalf("Parse(%q).Redacted() = %q, which parses to %q, %v", s, red, r, err)
			}
		} else if red != s {
			t.Fatalf("Parse(%q).Redacted() = %q, want it unchanged: no password", s, red)
		}

		v, err := u.URL()
		if err != nil {
			if e := fuzzError(t, "URL", err, s); e.Rule != "net/url" {
				t.Fatalf("Parse(%q).URL(): rule %q, want net/url", s, e.Rule)
			}
			return
		}
		if f, ok := u.Fragment(); ok && f == "" {
			t.Fatalf("Parse(%q).URL() = %q, want an error: net/url drops an empty fragment", s, v)
		}
		want := strings.ToLower(u.Scheme()) + s[len(u.Scheme()):]
		if v.String() != want {
			t.Fatalf("Parse(%q).URL().String() = %q, want %q", s, v, want)
		}
		back, err := FromURL(v)
		if err != nil || back.String() != want || !back.Equal(u) {
			t.Fatalf("FromURL(Parse(%q).URL()) = %q, %v; want %q", s, back, err, want)
		}
	})
}

// fromURLSeeds are what net/url and net/http accept from the wire that RFC
// 3986 does not, and the ordinary cases beside them.
var fromURLSeeds = []string{
	"/search?q=a|b", "/?x={1}", `/?y="x"`, "/?a b", "/?%zz", "/?%4", "/a|b", "/{x}",
	"http://a/b?c#d", "http://[::1]:80/", "http://[fe80::1%25en0]/", "//a/b", "a:b",
	"mailto:a b", "*", "http://u:p@a/", "http://ü.de/ü?ü#ü", "/#a|b", "/?q=[1]",
	"http://a/%2F?x#%zz", "http://a?", "/?\x7f", "http://a_b!$/",
}

func FuzzFromURL(f *testing.F) {
	for _, s := range fromURLSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if v, err := url.Parse(s); err == nil {
			checkFromURL(t, "url.Parse", s, v)
		}
		if strings.ContainsAny(s, " \r\n") {
			return // not one request-target
		}
		req, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + s + " HTTP/1.1\r\nHost: x\r\n\r\n")))
		if err == nil {
			checkFromURL(t, "http.ReadRequest", s, req.URL)
		}
	})
}

// checkFromURL checks that FromURL(v) is a URI, or an *Error that
// says why: the component it names is one FromURL leaves as it is, the
// scheme, the host or the port. Where the URI converts back with URL, the result
// reads as v does: the same scheme, host, userinfo and decoded path and
// fragment (but for the "/." FromURL writes before a path that starts with
// "//", and the "./" v.String() writes before a relative path whose first
// segment holds a ":", RFC 3986 §4.2), and the same query once decoded (a "%" that starts no triplet
// in v's query read as itself).
func checkFromURL(t *testing.T, from, s string, v *url.URL) {
	u, err := FromURL(v)
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("%s(%q): FromURL error %v, not an *Error", from, s, err)
		}
		if c := e.Component(); c != ComponentScheme && c != ComponentHost && c != ComponentPort {
			t.Fatalf("%s(%q): FromURL error %v in %q, a component FromURL repairs", from, s, err, c)
		}
		return
	}
	if p, err := ParseWith(u.String(), ParseOptions{ZoneID: true}); err != nil || u != p {
		t.Fatalf("%s(%q): FromURL = %q, whose offsets differ from ParseWith's: %v", from, s, u, err)
	}
	w, err := u.URL()
	if err != nil {
		return
	}
	path := w.Path
	if strings.HasPrefix(v.Path, "//") && v.Host == "" {
		path = strings.TrimPrefix(path, "/.") // FromURL's "/." before "//"
	}
	if strings.HasPrefix(v.String(), "./") && !strings.HasPrefix(v.EscapedPath(), "./") {
		path = strings.TrimPrefix(path, "./") // net/url's "./" before "a:b"
	}
	if w.Scheme != v.Scheme || w.Host != v.Host || path != v.Path || w.Fragment != v.Fragment ||
		w.User.String() != v.User.String() || w.Opaque != "" && v.Opaque == "" {
		t.Fatalf("%s(%q): FromURL(v).URL() = %#v, want the fields of %#v", from, s, w, v)
	}
	if got, want := lenientUnescape(w.RawQuery), lenientUnescape(v.RawQuery); got != want {
		t.Fatalf("%s(%q): query reads %q, want %q (from %q)", from, s, got, want, v.RawQuery)
	}
}

// lenientUnescape decodes each "%" HEXDIG HEXDIG of s and keeps any other
// "%" as it is.
func lenientUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			d, _ := url.PathUnescape(s[i : i+3])
			b.WriteString(d)
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
