package view

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/oracle"
)

// c is a present component, for the tables.
func c(name, value string, start int) Component {
	return Component{name, value, true, start, start + len(value)}
}

// none is an absent component at pos.
func none(name string, pos int) Component {
	return Component{Name: name, Start: pos, End: pos}
}

func TestComponents(t *testing.T) {
	tests := []struct {
		in   string
		want []Component
	}{
		// RFC 3986 §3's example.
		{"foo://example.com:8042/over/there?name=ferret#nose", []Component{
			c("scheme", "foo", 0), none("userinfo", 6), c("host", "example.com", 6),
			c("port", "8042", 18), c("path", "/over/there", 22),
			c("query", "name=ferret", 34), c("fragment", "nose", 46),
		}},
		{"urn:example:animal:ferret:nose", []Component{
			c("scheme", "urn", 0), none("userinfo", 4), none("host", 4), none("port", 4),
			c("path", "example:animal:ferret:nose", 4), none("query", 30), none("fragment", 30),
		}},
		{"http://u:p@[::1]:/x?#", []Component{
			c("scheme", "http", 0), c("userinfo", "u:p", 7), c("host", "[::1]", 11),
			c("port", "", 17), c("path", "/x", 17), c("query", "", 20), c("fragment", "", 21),
		}},
		// §4.2: a relative reference with empty query and fragment.
		{"?#", []Component{
			none("scheme", 0), none("userinfo", 0), none("host", 0), none("port", 0),
			c("path", "", 0), c("query", "", 1), c("fragment", "", 2),
		}},
		{"//@", []Component{
			none("scheme", 0), c("userinfo", "", 2), c("host", "", 3), none("port", 3),
			c("path", "", 3), none("query", 3), none("fragment", 3),
		}},
	}
	for _, tt := range tests {
		v := Analyze(tt.in, "")
		if v.Error != nil {
			t.Errorf("Analyze(%q): error %v", tt.in, v.Error)
			continue
		}
		if diff := cmp.Diff(tt.want, v.Components); diff != "" {
			t.Errorf("Analyze(%q).Components (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestSpans(t *testing.T) {
	tests := []struct {
		in   string
		want []Span
	}{
		{"http://u@h:8/p?q#f", []Span{
			{"http", "scheme"}, {"://", "delim"}, {"u", "userinfo"}, {"@", "delim"},
			{"h", "host"}, {":", "delim"}, {"8", "port"}, {"/p", "path"},
			{"?", "delim"}, {"q", "query"}, {"#", "delim"}, {"f", "fragment"},
		}},
		{"a:?", []Span{{"a", "scheme"}, {":?", "delim"}}},
		// §3.2.2: "@" is not in reg-name, so the second "@" is the error.
		{"http://a@b@c/", []Span{{"http://a@b", ""}, {"@", "error"}, {"c/", ""}}},
		// The error octet is a whole character: "é" is two octets.
		{"/é/", []Span{{"/", ""}, {"é", "error"}, {"/", ""}}},
		// §2.1: a "%" needs two hex digits; the error is at the end.
		{"a%", []Span{{"a%", ""}, {"", "error"}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Analyze(tt.in, "").Spans); diff != "" {
			t.Errorf("Analyze(%q).Spans (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestCorpus holds the offsets and spans to what they must be for every
// reference of testdata/urls.txt: each component is the text between its
// offsets, and the spans put together are the input.
func TestCorpus(t *testing.T) {
	n := 0
	for _, in := range oracle.Lines(t, "../../../testdata/urls.txt") {
		v := Analyze(in, "")
		var b strings.Builder
		for _, sp := range v.Spans {
			b.WriteString(sp.Text)
		}
		if b.String() != in {
			t.Errorf("Analyze(%q): spans make %q", in, b.String())
		}
		if v.Error != nil {
			continue
		}
		n++
		for _, c := range v.Components {
			if in[c.Start:c.End] != c.Value {
				t.Errorf("Analyze(%q): %s is %q, at [%d:%d] is %q", in, c.Name, c.Value, c.Start, c.End, in[c.Start:c.End])
			}
		}
	}
	if n == 0 {
		t.Fatal("no valid reference in the corpus")
	}
}

func TestError(t *testing.T) {
	tests := []struct {
		in   string
		want Error
	}{
		{"http://a@b@c/", Error{`invalid character "@" in host at offset 10 in "http://a@b@c/"`, 10, "reg-name", `"@" (0x40)`}},
		{"http://x/%zz", Error{`invalid character "z" in path at offset 10 ("%" must be followed by two hex digits) in "http://x/%zz"`, 10, "pct-encoded", `"z" (0x7A)`}},
		{"http://a/b c", Error{`invalid space in path at offset 10 in "http://a/b c"`, 10, "segment", "space (0x20)"}},
		{"http://a#b#c", Error{`invalid character "#" in fragment at offset 10 in "http://a#b#c"`, 10, "fragment", `"#" (0x23)`}},
		{"a%", Error{`end of input at offset 2 ("%" must be followed by two hex digits) in "a%"`, 2, "pct-encoded", "end of input"}},
		{"/\x7f", Error{`invalid character "\x7f" in path at offset 1 in "/\x7f"`, 1, "segment", "control octet 0x7F"}},
		{"/é", Error{"invalid non-ASCII character \"\u00e9\" (UTF-8 0xC3 0xA9) in path at offset 1 in \"/\u00e9\"", 1, "segment", `"é", whose UTF-8 form begins with 0xC3`}},
	}
	for _, tt := range tests {
		v := Analyze(tt.in, "")
		if v.Error == nil {
			t.Errorf("Analyze(%q): no error, want %+v", tt.in, tt.want)
			continue
		}
		if diff := cmp.Diff(tt.want, *v.Error); diff != "" {
			t.Errorf("Analyze(%q).Error (-want +got):\n%s", tt.in, diff)
		}
		if v.Components != nil || v.Resolved != nil {
			t.Errorf("Analyze(%q): components or resolutions of an invalid reference", tt.in)
		}
	}
}

func TestDetails(t *testing.T) {
	tests := []struct {
		in                 string
		kind, addr, normal string
		codes              []string
		iri                string
	}{
		{"HTTP://www.Example.COM:80/a/./b/../%7euser", "regname", "",
			"http://www.example.com/a/~user",
			[]string{"scheme-case", "host-case", "default-port", "dot-segment", "encoded-unreserved", "hex-case"},
			"HTTP://www.Example.COM:80/a/./b/../%7euser"},
		{"http://[2001:DB8:0::1]/", "ipv6", "2001:db8::1", "http://[2001:db8::1]/",
			[]string{"ipv6-form", "host-case"}, "http://[2001:DB8:0::1]/"},
		{"http://192.0.2.1:8080/%C3%A9", "ipv4", "192.0.2.1", "http://192.0.2.1:8080/%C3%A9",
			[]string{"port"}, "http://192.0.2.1:8080/é"},
		{"mailto:a@b", "none", "", "mailto:a@b", nil, "mailto:a@b"},
		{"ftp://u:pw@[v7.x]/", "ipvfuture", "", "ftp://u:pw@[v7.x]/", []string{"password"}, "ftp://u:pw@[v7.x]/"},
	}
	for _, tt := range tests {
		v := Analyze(tt.in, "")
		var codes []string
		for _, w := range v.Lint {
			codes = append(codes, w.Code)
			if w.Message == "" {
				t.Errorf("Analyze(%q): warning %s without a message", tt.in, w.Code)
			}
		}
		got := []any{v.HostKind, v.Addr, v.Normal, v.IsNormal, codes, v.IRI}
		want := []any{tt.kind, tt.addr, tt.normal, tt.normal == tt.in, tt.codes, tt.iri}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Analyze(%q) kind, addr, normal, isNormal, lint, iri (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestResolved(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	tests := []struct {
		ref                            string
		rfc3986, rfc2396, nonStrict, n string
		differs                        bool
	}{
		// RFC 3986 §5.4.1 and §5.4.2; the draft's Appendix C keeps ".." above the root.
		{"g;x?y#s", "http://a/b/c/g;x?y#s", "http://a/b/c/g;x?y#s", "http://a/b/c/g;x?y#s", "http://a/b/c/g;x?y#s", false},
		{"../../../g", "http://a/g", "http://a/../g", "http://a/g", "http://a/g", false},
		{"/./g", "http://a/g", "http://a/./g", "http://a/g", "http://a/g", false},
		// §5.4.2: "http:g" is "http:g" for a strict parser, "http://a/b/c/g" for a non-strict one.
		{"http:g", "http:g", "http:g", "http://a/b/c/g", "http:g", false},
		// §5.2.2 keeps an empty fragment; net/url has none, so its result differs.
		{"#", "http://a/b/c/d;p?q#", "http://a/b/c/d;p?q#", "http://a/b/c/d;p?q#", "http://a/b/c/d;p?q", true},
	}
	for _, tt := range tests {
		v := Analyze(tt.ref, base)
		want := []Resolution{
			{Mode: "RFC 3986", Result: tt.rfc3986},
			{Mode: "RFC 2396 (draft)", Result: tt.rfc2396},
			{Mode: "non-strict", Result: tt.nonStrict},
			{Mode: "net/url ResolveReference", Result: tt.n, Differs: tt.differs},
		}
		if diff := cmp.Diff(want, v.Resolved); diff != "" {
			t.Errorf("Analyze(%q, %q).Resolved (-want +got):\n%s", tt.ref, base, diff)
		}
	}

	// A base that is not a URI reference, and one that is not absolute.
	if v := Analyze("g", "a b"); v.BaseError == nil || v.BaseError.Offset != 1 || v.Resolved != nil {
		t.Errorf(`Analyze("g", "a b"): BaseError %+v, Resolved %v; want offset 1, none`, v.BaseError, v.Resolved)
	}
	v := Analyze("g", "/rel")
	if len(v.Resolved) != 4 || !strings.Contains(v.Resolved[0].Error, "absolute-URI") || !v.Resolved[3].Differs {
		t.Errorf(`Analyze("g", "/rel").Resolved = %+v; want an absolute-URI error, and net/url's "/g" marked`, v.Resolved)
	}
	if v := Analyze("g", ""); v.Resolved != nil {
		t.Errorf(`Analyze("g", "").Resolved = %v, want none`, v.Resolved)
	}
}

func TestFields(t *testing.T) {
	tests := []struct {
		in      string
		differs []string
		netURL  NetURL
	}{
		// Both read the same, once decoded and without regard to the scheme's case.
		{"HTTP://u%40v@a:8/%7e/?q#%66", nil, NetURL{
			Scheme: "http", User: "u@v", HasUser: true, Host: "a:8", Path: "/~/", RawPath: "/%7e/", RawQuery: "q", Fragment: "f",
		}},
		{"mailto:a@b", nil, NetURL{Scheme: "mailto", Opaque: "a@b"}},
		// §3.2.1: userinfo has no "@", so the RFC refuses the second one;
		// net/url takes the last "@" and reads the host "c".
		{"http://a@b@c/", []string{"error"}, NetURL{Scheme: "http", User: "a@b", HasUser: true, Host: "c", Path: "/"}},
		// §3.2.3: a port is digits only; net/url keeps "80:81" in Host.
		{"http://a:80:81/", []string{"error"}, NetURL{Scheme: "http", Host: "a:80:81", Path: "/"}},
		// §3.2.2: "%41" is a valid reg-name; net/url refuses escapes in a host.
		{"http://%41/", []string{"error"}, NetURL{Error: `parse "http://%41/": invalid URL escape "%41"`}},
		// §4.2: "///" is an empty authority and the path "/"; net/url, without
		// a scheme, reads no authority and the path "///".
		{"///", []string{"path"}, NetURL{Path: "///"}},
		// Both refuse.
		{"http://[::1", nil, NetURL{Error: `parse "http://[::1": missing ']' in host`}},
	}
	for _, tt := range tests {
		v := Analyze(tt.in, "")
		var differs []string
		for _, f := range v.Fields {
			if f.Differs {
				differs = append(differs, f.Name)
			}
		}
		if diff := cmp.Diff(tt.differs, differs); diff != "" {
			t.Errorf("Analyze(%q): fields that differ (-want +got):\n%s", tt.in, diff)
		}
		if diff := cmp.Diff(tt.netURL, v.NetURL); diff != "" {
			t.Errorf("Analyze(%q).NetURL (-want +got):\n%s", tt.in, diff)
		}
		if len(v.Fields) != 7 || v.Fields[6].Name != "error" {
			t.Errorf("Analyze(%q).Fields = %+v, want 7 ending with error", tt.in, v.Fields)
		}
	}
}
