package uri_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri"
)

func TestLint(t *testing.T) {
	type w = uri.Warning
	tests := []struct {
		in   string
		want []w
	}{
		// Nothing to say.
		{"http://example.com/a/b?c#d", nil},
		{"mailto:a@b", nil},
		{"file:///etc/hosts", nil},
		{"../a/./b", nil}, // dot segments of a relative path are meaningful
		{"http://a/%2F%C3%A9", nil},
		{"http://[fe80::1]/", nil},
		{"http://192.0.2.1/", nil},
		// The draft §7: a password in userinfo.
		{"ftp://user:pw@example.com/", []w{{10, "password"}}},
		{"ftp://user:@example.com/", []w{{10, "password"}}},
		{"ftp://user@example.com/", nil},
		// The draft §7: ports other than the default, most of all reserved ones.
		{"http://example.com:25/", []w{{19, "port-reserved"}}},
		{"http://example.com:8080/", []w{{19, "port"}}},
		{"https://example.com:80/", []w{{20, "port-reserved"}}},
		{"http://example.com:99999/", []w{{19, "port-range"}}},
		{"foo://h:2000/", []w{{8, "port"}}},
		// The draft §7: escaped CR and LF for telnet-like protocols.
		{"telnet://h/%0D%0A", []w{{11, "encoded-control"}, {14, "encoded-control"}}},
		{"http://a/?%00%7F%1f", []w{{10, "encoded-control"}, {13, "encoded-control"}, {16, "encoded-control"}, {16, "hex-case"}}},
		// A host name that DNS cannot look up, for a scheme that needs one.
		{"http://exa_mple.com/", []w{{7, "not-dns-host"}}},
		{"http:///x", []w{{7, "not-dns-host"}}},
		{"http://1.2.3.256/", []w{{7, "not-dns-host"}}},
		{"urn://exa_mple/", nil},
		// Not normal (RFC 3986 §6.2.2, §6.2.3).
		{"HTTP://Example.com/", []w{{0, "scheme-case"}, {7, "host-case"}}},
		{"http://[FE80::1]/", []w{{8, "host-case"}}},
		{"http://[v1.X]/", []w{{11, "host-case"}}}, // Normalize lowercases an IPvFuture too
		{"http://[V1.x]/", []w{{8, "host-case"}}},
		{"http://a%2Fb%2FC/", []w{{7, "not-dns-host"}, {15, "host-case"}}},
		{"http://a/%7e", []w{{9, "encoded-unreserved"}, {9, "hex-case"}}},
		{"http://a/%41", []w{{9, "encoded-unreserved"}}},
		{"http://a/b/./c", []w{{11, "dot-segment"}}},
		{"/a/../b", []w{{3, "dot-segment"}}},
		{"x:..", []w{{2, "dot-segment"}}},
		// Without an authority, "/." before "//" keeps the path from
		// reading as one (RFC 3986 §5.2.4, §3.3): the normal form keeps it.
		{"x:/.//y", nil},
		{"/.//y", nil},
		{"x:/.//./y", []w{{6, "dot-segment"}}},
		{"x:/././/y", []w{{3, "dot-segment"}}},
		{"//a/.//y", []w{{4, "dot-segment"}}},
		{"http://a/%2E/b", []w{{9, "encoded-unreserved"}}}, // %2E is no dot (RFC 3986 §2.3)
		{"http://example.com:/", []w{{18, "empty-port"}}},
		{"http://example.com:80/", []w{{19, "default-port"}}},
		{"gopher://h:70/", []w{{11, "default-port"}}},
		// An empty path after an authority, for a scheme that reads it as
		// "/" (RFC 7230 §2.7.3, RFC 6455 §3, RFC 1738 §3.2); "x://a" keeps it.
		{"http://a", []w{{8, "empty-path"}}},
		{"https://a?q", []w{{9, "empty-path"}}},
		{"ws://a:80#f", []w{{7, "default-port"}, {9, "empty-path"}}},
		{"x://a", nil},
		// An IPv6 literal in another text than RFC 5952's.
		{"http://[::0:1]/", []w{{7, "ipv6-form"}}},
		{"http://[0:0:0:0:0:0:0:1]/", []w{{7, "ipv6-form"}}},
		{"http://[2001:DB8::0:1]/", []w{{7, "ipv6-form"}, {13, "host-case"}}},
		{"http://[::ffff:192.0.2.1]/", nil},
	}
	for _, tt := range tests {
		got := uri.MustParse(tt.in).Lint()
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Lint(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestLintNormalForm checks, on every vector of testdata/normalize.txt and
// its normal form, that Normalize changes a reference exactly when Lint
// names a departure from the normal form.
func TestLintNormalForm(t *testing.T) {
	normalCode := map[string]bool{
		uri.LintSchemeCase: true, uri.LintHostCase: true, uri.LintIPv6Form: true, uri.LintHexCase: true,
		uri.LintEncodedUnreserved: true, uri.LintDotSegment: true, uri.LintEmptyPort: true,
		uri.LintDefaultPort: true, uri.LintEmptyPath: true,
	}
	for _, v := range readVectors(t, "testdata/normalize.txt") {
		for _, s := range v.fields[1:] {
			u, err := uri.Parse(s)
			if err != nil {
				t.Fatalf("%s: %v", v.pos, err)
			}
			departs := false
			for _, w := range u.Lint() {
				departs = departs || normalCode[w.Code]
			}
			if n := u.Normalize(); departs != (n != u) {
				t.Errorf("%s: Lint(%q) = %v, Normalize gives %q", v.pos, s, u.Lint(), n)
			}
		}
	}
}

func TestLintNoAllocs(t *testing.T) {
	u := uri.MustParse("https://example.com/a/b%2F?q=%C3%A9#f")
	if n := testing.AllocsPerRun(100, func() { u.Lint() }); n != 0 {
		t.Errorf("Lint of a clean URI: %v allocations, want 0", n)
	}
}

func ExampleURI_Lint() {
	u := uri.MustParse("HTTP://admin:secret@example.com:25/%0d%0aQUIT")
	for _, w := range u.Lint() {
		fmt.Println(w)
	}
	// Output:
	// offset 0: scheme-case: scheme not in lowercase (RFC 3986 §6.2.2.1)
	// offset 12: password: userinfo holds a password (the draft §7, RFC 3986 §3.2.1)
	// offset 32: port-reserved: port below 1024 that is not the scheme's default (the draft §7)
	// offset 35: encoded-control: percent-encoded control character (the draft §7: CR, LF, NUL and the like)
	// offset 35: hex-case: percent-encoding with lowercase hex digits (RFC 3986 §6.2.2.1)
	// offset 38: encoded-control: percent-encoded control character (the draft §7: CR, LF, NUL and the like)
	// offset 38: hex-case: percent-encoding with lowercase hex digits (RFC 3986 §6.2.2.1)
}
