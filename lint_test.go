package uri

import (
	"fmt"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/testenv"
)

func TestLint(t *testing.T) {
	type w = Warning
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
		{"http://Ex%61mple.com/", []w{{7, "host-case"}, {9, "encoded-unreserved"}}},
		{"http://127.0.0.%31/", []w{{15, "encoded-unreserved"}}}, // denotes 127.0.0.1
		// Names to RFC 3986, IPv4 addresses to browsers, curl and inet_aton
		// (RFC 3986 §7.4), for any scheme.
		{"http://0x7f.1/", []w{{7, "numeric-host"}}},
		{"http://127.1/", []w{{7, "numeric-host"}}},
		{"http://2130706433/", []w{{7, "numeric-host"}}},
		{"http://0177.0.0.1/", []w{{7, "numeric-host"}}},
		{"http://127.0.0.1./", []w{{7, "numeric-host"}}},
		{"foo://127.1/", []w{{6, "numeric-host"}}},
		{"http://%30x7f.1/", []w{{7, "numeric-host"}, {7, "encoded-unreserved"}}},
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
		got := MustParse(tt.in).Lint()
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
		LintSchemeCase: true, LintHostCase: true, LintIPv6Form: true, LintHexCase: true,
		LintEncodedUnreserved: true, LintDotSegment: true, LintEmptyPort: true,
		LintDefaultPort: true, LintEmptyPath: true,
	}
	for _, v := range oracle.Vectors(t, "testdata/normalize.txt") {
		for _, s := range v.Fields[1:] {
			u, err := Parse(s)
			if err != nil {
				t.Fatalf("%s: %v", v.Pos, err)
			}
			departs := false
			for _, w := range u.Lint() {
				departs = departs || normalCode[w.Code]
			}
			if n := u.Normalize(); departs != (n != u) {
				t.Errorf("%s: Lint(%q) = %v, Normalize gives %q", v.Pos, s, u.Lint(), n)
			}
		}
	}
}

func TestLintNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	u := MustParse("https://example.com/a/b%2F?q=%C3%A9#f")
	if n := testing.AllocsPerRun(100, func() { u.Lint() }); n != 0 {
		t.Errorf("Lint of a clean URI: %v allocations, want 0", n)
	}
}

func ExampleURI_Lint() {
	u := MustParse("HTTP://admin:secret@example.com:25/%0d%0aQUIT")
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

// lintCodes are the codes that the doc comment of Lint lists.
var lintCodes = map[string]bool{
	"password": true, "port": true, "port-reserved": true, "port-range": true,
	"encoded-control": true, "not-dns-host": true, "scheme-case": true, "host-case": true,
	"hex-case": true, "encoded-unreserved": true, "dot-segment": true,
	"empty-port": true, "default-port": true, "empty-path": true, "ipv6-form": true,
	"numeric-host": true,
}

// normalCodes are the codes of Lint about a form that Normalize changes.
var normalCodes = []string{
	"scheme-case", "host-case", "hex-case", "encoded-unreserved", "dot-segment", "empty-port", "default-port",
	"empty-path", "ipv6-form",
}

// slashSchemes are the schemes whose empty path after an authority
// Normalize writes as "/", as its doc comment lists them.
var slashSchemes = []string{"http", "https", "ws", "wss", "ftp", "gopher", "telnet"}

// isUnreserved reports whether c is unreserved (RFC 3986 §2.3).
func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0
}

// FuzzLint checks Lint against its doc comment: offsets inside the text,
// in order, codes from the documented list at the octet they are about,
// each code present exactly when its condition holds, and no code about the
// normal form in the result of Normalize, and Normalize changing the text
// exactly when Lint names a departure from the normal form.
func FuzzLint(f *testing.F) {
	for _, s := range []string{
		"HTTP://u:p@WWW.Example.com:80/a/./b/../%7e%2f%0A?%41#%0d",
		"http://a:/", "http://a:8080/", "http://a:22/", "http://a:99999/", "http://a:080/",
		"http://a_b/", "http://[2001:DB8::1]/", "ftp://%41/", "x:/a/..//b", "/./a", "./a", "x:/.//y", "/.//./y", "http://[v1.X]/",
		"foo://[v7.ABC]:1/", "mailto:a@b", "http://1.2.3.4/", "http:", "http://", "s://a:%41@b/",
		"http://a/%2E%2e/b", "a/b/../c", "http://[::0:1]/", "http://[0:0::1]:80", "HTTPS://a", "ws://a?q", "x://a",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			return
		}
		ws := u.Lint()
		if ws != nil && len(ws) == 0 {
			t.Fatalf("Lint(%q) = %#v, want nil when there is nothing to say", s, ws)
		}
		count := make(map[string]int)
		for i, w := range ws {
			if !lintCodes[w.Code] {
				t.Fatalf("Lint(%q): undocumented code %q", s, w.Code)
			}
			if w.Offset < 0 || w.Offset > len(s) {
				t.Fatalf("Lint(%q): %v, outside the text", s, w)
			}
			if i > 0 && ws[i-1].Offset > w.Offset {
				t.Fatalf("Lint(%q) = %v, not in the order of offsets", s, ws)
			}
			if w.Message() == "" || w.String() != "offset "+strconv.Itoa(w.Offset)+": "+w.Code+": "+w.Message() {
				t.Fatalf("Lint(%q): %#v has String %q", s, w, w.String())
			}
			count[w.Code]++
			checkLintAt(t, u, w)
		}

		// Each code exactly when its condition holds.
		has := func(code string, want bool) {
			t.Helper()
			if (count[code] > 0) != want {
				t.Fatalf("Lint(%q) = %v: %q is %v, want %v", s, ws, code, count[code] > 0, want)
			}
		}
		sch := u.Scheme()
		has("scheme-case", strings.ToLower(sch) != sch)
		ui, hasUI := u.Userinfo()
		has("password", hasUI && strings.Contains(ui, ":"))
		port, hasPort := u.Port()
		def, hasDef := DefaultPort(sch)
		has("empty-port", hasPort && port == "")
		has("default-port", hasPort && port != "" && hasDef && port == def)
		big := len(strings.TrimLeft(port, "0")) > 5
		if n, err := strconv.Atoi(port); err == nil && n > 65535 {
			big = true
		}
		has("port-range", hasPort && big)
		if n, err := strconv.Atoi(port); hasPort && !big && err == nil && !(hasDef && strings.TrimLeft(port, "0") == def) {
			has("port-reserved", n < 1024)
			has("port", n >= 1024)
		} else {
			has("port-reserved", false)
			has("port", false)
		}
		if k := u.HostKind(); k == HostRegName || k == HostIPv6 || k == HostIPvFuture {
			h := u.Host()
			upper := false
			for i := 0; i < len(h); i++ {
				switch {
				case h[i] == '%':
					i += 2
				case 'A' <= h[i] && h[i] <= 'Z':
					upper = true
				}
			}
			has("host-case", upper)
		} else {
			has("host-case", false)
		}
		if count["not-dns-host"] > 0 && (u.HostKind() != HostRegName || u.IsDNSHost()) {
			t.Fatalf("Lint(%q) = %v: not-dns-host for a %v host, IsDNSHost %v", s, ws, u.HostKind(), u.IsDNSHost())
		}
		// RFC 3986 §7.4: a name that lenient readers take for an address.
		_, strict := u.Addr()
		_, lenient := u.LenientAddr()
		has("numeric-host", lenient && !strict)
		if count["numeric-host"] > 0 && count["not-dns-host"] > 0 {
			t.Fatalf("Lint(%q) = %v: numeric-host and not-dns-host", s, ws)
		}
		_, hasAuth := u.Authority()
		p := u.Path()
		has("dot-segment", (sch != "" || strings.HasPrefix(p, "/")) && literalDotSegment(p, hasAuth))
		has("empty-path", hasAuth && p == "" && slices.Contains(slashSchemes, strings.ToLower(sch)))
		ipv6Form := false
		if h := u.Host(); u.HostKind() == HostIPv6 {
			a, err := netip.ParseAddr(h[1 : len(h)-1])
			ipv6Form = err == nil && a.String() != strings.ToLower(h[1:len(h)-1])
		}
		has("ipv6-form", ipv6Form)
		var lowerHex, control, unres int
		for i := 0; i < len(s); i++ {
			if s[i] != '%' {
				continue
			}
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if strings.ToUpper(s[i+1:i+3]) != s[i+1:i+3] {
				lowerHex++
			}
			switch c := byte(v); {
			case c < 0x20 || c == 0x7f:
				control++
			case isUnreserved(c):
				unres++
			}
			i += 2
		}
		if count["hex-case"] != lowerHex || count["encoded-control"] != control || count["encoded-unreserved"] != unres {
			t.Fatalf("Lint(%q) = %v: want %d hex-case, %d encoded-control, %d encoded-unreserved", s, ws, lowerHex, control, unres)
		}

		// The normal form has nothing to say about its form.
		n := u.Normalize()
		nws := n.Lint()
		for _, w := range nws {
			if slices.Contains(normalCodes, w.Code) {
				t.Fatalf("Lint(%q) has %v, which its normal form %q should not have: %v", s, w, n, nws)
			}
		}
		// Normalize changes u exactly when Lint names a departure from
		// the normal form.
		normal := true
		for _, c := range normalCodes {
			if count[c] > 0 {
				normal = false
			}
		}
		if normal != (n == u) {
			t.Fatalf("Lint(%q) = %v, but Normalize gives %q", s, ws, n)
		}
	})
}

// checkLintAt checks that the octet at w.Offset in u's text is what w is
// about.
func checkLintAt(t *testing.T, u URI, w Warning) {
	t.Helper()
	s := u.String()
	var at byte
	if w.Offset < len(s) {
		at = s[w.Offset]
	}
	ok := true
	switch w.Code {
	case "password":
		ui, _ := u.Userinfo()
		start := strings.Index(s, "//") + 2
		ok = at == ':' && w.Offset >= start && w.Offset < start+len(ui)
	case "encoded-control", "hex-case", "encoded-unreserved":
		ok = at == '%'
	case "scheme-case":
		ok = w.Offset < len(u.Scheme()) && 'A' <= at && at <= 'Z'
	case "host-case":
		ok = 'A' <= at && at <= 'Z' && strings.Contains(u.Host(), string(at))
	case "dot-segment":
		ok = at == '.' && (w.Offset == 0 || s[w.Offset-1] == '/' || s[w.Offset-1] == ':')
	case "empty-port":
		ok = at == ':'
	case "empty-path":
		ok = w.Offset == len(s) || at == '?' || at == '#'
	case "ipv6-form":
		ok = at == '['
	case "port", "port-reserved", "port-range", "default-port":
		port, _ := u.Port()
		ok = w.Offset > 0 && s[w.Offset-1] == ':' && strings.HasPrefix(s[w.Offset:], port)
	case "not-dns-host", "numeric-host":
		ok = strings.HasPrefix(s[w.Offset:], u.Host())
	}
	if !ok {
		t.Fatalf("Lint(%q): %v is not about the octet at its offset", s, w)
	}
}
