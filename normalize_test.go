package uri_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/oracle"
)

// Compile-time guard: URI stays comparable (STYLE §3.13).
var _ = map[uri.URI]bool{}

func TestNormalizeVectors(t *testing.T) {
	for _, v := range oracle.Vectors(t, "testdata/normalize.txt") {
		f := v.Fields
		if len(f) != 3 {
			t.Fatalf("%s: cannot read %q", v.Pos, f)
		}
		a, err := uri.Parse(f[1])
		if err != nil {
			t.Fatalf("%s: %v", v.Pos, err)
		}
		b, err := uri.Parse(f[2])
		if err != nil {
			t.Fatalf("%s: %v", v.Pos, err)
		}
		switch f[0] {
		case "normal":
			n := a.Normalize()
			if n.String() != f[2] {
				t.Errorf("%s: Normalize(%q) = %q, want %q", v.Pos, f[1], n, f[2])
			}
			if n != b {
				t.Errorf("%s: Normalize(%q) is not Parse(%q): %#v", v.Pos, f[1], f[2], n)
			}
			if nn := n.Normalize(); nn != n {
				t.Errorf("%s: Normalize(%q) = %q, not idempotent", v.Pos, n, nn)
			}
			if !a.Equal(n) || !n.Equal(a) {
				t.Errorf("%s: %q and its normal form %q are not Equal", v.Pos, a, n)
			}
			checkNormalAllocs(t, v.Pos, a)
		case "equal", "unequal":
			want := f[0] == "equal"
			if got := a.Equal(b); got != want {
				t.Errorf("%s: Equal(%q, %q) = %v, want %v", v.Pos, a, b, got, want)
			}
			if got := b.Equal(a); got != want {
				t.Errorf("%s: Equal(%q, %q) = %v, want %v", v.Pos, b, a, got, want)
			}
			if na, nb := a.Normalize(), b.Normalize(); (na == nb) != want {
				t.Errorf("%s: normal forms %q and %q, want equal %v", v.Pos, na, nb, want)
			}
			if n := testing.AllocsPerRun(10, func() { sinkBool = a.Equal(b) }); n != 0 {
				t.Errorf("%s: Equal(%q, %q): %v allocations, want 0", v.Pos, a, b, n)
			}
		default:
			t.Fatalf("%s: cannot read %q", v.Pos, f)
		}
	}
}

// checkNormalAllocs checks that Normalize allocates nothing for a normal
// value, which it returns as it is, and at most once for any other.
func checkNormalAllocs(t *testing.T, pos string, u uri.URI) {
	t.Helper()
	n := u.Normalize()
	if n == u {
		if !sameString(n.String(), u.String()) {
			t.Errorf("%s: Normalize(%q) returned a copy", pos, u)
		}
		if a := testing.AllocsPerRun(10, func() { sinkURI = u.Normalize() }); a != 0 {
			t.Errorf("%s: Normalize(%q): %v allocations, want 0", pos, u, a)
		}
		return
	}
	if a := testing.AllocsPerRun(10, func() { sinkURI = u.Normalize() }); a > 1 {
		t.Errorf("%s: Normalize(%q): %v allocations, want at most 1", pos, u, a)
	}
}

func TestDefaultPort(t *testing.T) {
	// uri(7) and RFC 1738 §3, then the schemes the issue adds.
	for scheme, want := range map[string]string{
		"http": "80", "https": "443", "ftp": "21", "gopher": "70", "telnet": "23",
		"ldap": "389", "wais": "210", "ws": "80", "wss": "443", "nntp": "119",
		"news": "119", "ldaps": "636", "imap": "143", "pop": "110", "rtsp": "554",
		"sip": "5060", "HTTP": "80", "Https": "443",
	} {
		if got, ok := uri.DefaultPort(scheme); got != want || !ok {
			t.Errorf("DefaultPort(%q) = %q, %v; want %q, true", scheme, got, ok, want)
		}
	}
	for _, scheme := range []string{"", "mailto", "file", "urn", "x", "http2", "htt"} {
		if got, ok := uri.DefaultPort(scheme); got != "" || ok {
			t.Errorf("DefaultPort(%q) = %q, %v; want \"\", false", scheme, got, ok)
		}
	}
}

// TestNormalizeCorpus checks the properties of FuzzNormalize over every URL
// of the corpus, and Equal against the URL with its scheme and host
// uppercased.
func TestNormalizeCorpus(t *testing.T) {
	for _, s := range corpus(t) {
		u, err := uri.Parse(s)
		if err != nil {
			continue
		}
		checkNormalize(t, u, shout(u))
		checkNormalAllocs(t, "testdata/urls.txt", u)
	}
}

// shout returns u with its scheme and host in uppercase: an equivalent URI
// (RFC 3986 §6.2.2.1) when the host is a reg-name without triplets.
func shout(u uri.URI) uri.URI {
	s := u.String()
	end := len(u.Scheme())
	if _, ok := u.Authority(); ok && u.HostKind() == uri.HostRegName && !strings.Contains(u.Host(), "%") {
		end = strings.Index(s, u.Host()) + len(u.Host())
	}
	return uri.MustParse(strings.ToUpper(s[:end]) + s[end:])
}

// checkNormalize checks the properties that hold for any two references.
func checkNormalize(t *testing.T, u, v uri.URI) {
	t.Helper()
	for _, x := range []uri.URI{u, v} {
		n := x.Normalize()
		if nn := n.Normalize(); nn != n {
			t.Fatalf("Normalize(%q) = %q, Normalize(that) = %q", x, n, nn)
		}
		if p, err := uri.Parse(n.String()); err != nil || p != n {
			t.Fatalf("Normalize(%q) = %#v, Parse(%q) = %#v, %v", x, n, n, p, err)
		}
		if !x.Equal(n) || !n.Equal(x) || !x.Equal(x) {
			t.Fatalf("%q is not Equal to its normal form %q", x, n)
		}
	}
	eq := u.Equal(v)
	if eq != v.Equal(u) {
		t.Fatalf("Equal(%q, %q) = %v, but not the other way round", u, v, eq)
	}
	if want := u.Normalize() == v.Normalize(); eq != want {
		t.Fatalf("Equal(%q, %q) = %v, but normal forms %q and %q", u, v, eq, u.Normalize(), v.Normalize())
	}
}

func FuzzNormalize(f *testing.F) {
	for _, v := range oracle.Vectors(f, "testdata/normalize.txt") {
		f.Add(v.Fields[1], v.Fields[2])
	}
	for _, s := range corpus(f)[:200] {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		u, err := uri.Parse(a)
		if err != nil {
			return
		}
		v, err := uri.Parse(b)
		if err != nil {
			v = u
		}
		checkNormalize(t, u, v)
	})
}

// BenchmarkNormalize turns each URL of the corpus into its canonical text:
// Parse and Normalize, against net/url's Parse and String, which re-encodes
// but has no normal form. Half the URLs have their scheme and host
// uppercased, so that Normalize has something to do.
func BenchmarkNormalize(b *testing.B) {
	var in []string
	for i, s := range corpus(b) {
		if u, err := uri.Parse(s); err == nil {
			if i%2 == 1 {
				u = shout(u)
			}
			in = append(in, u.String())
		}
	}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range in {
				u, _ := uri.Parse(s)
				sinkURI = u.Normalize()
			}
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range in {
				u, _ := url.Parse(s)
				sinkString = u.String()
			}
		}
	})
}

// BenchmarkEqual compares each URL of the corpus with itself uppercased in
// scheme and host. net/url has no equivalence; its side is what a user of
// it would write: scheme and host without regard to case, the rest of the
// decoded fields exactly (no default port, dot segments or triplets).
func BenchmarkEqual(b *testing.B) {
	var us, vs []uri.URI
	var nus, nvs []*url.URL
	for _, s := range corpus(b) {
		u, err := uri.Parse(s)
		if err != nil {
			continue
		}
		v := shout(u)
		nu, err1 := url.Parse(u.String())
		nv, err2 := url.Parse(v.String())
		if err1 != nil || err2 != nil {
			continue
		}
		us, vs = append(us, u), append(vs, v)
		nus, nvs = append(nus, nu), append(nvs, nv)
	}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i := range us {
				sinkBool = us[i].Equal(vs[i])
			}
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i := range nus {
				a, b := nus[i], nvs[i]
				sinkBool = strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(a.Host, b.Host) &&
					a.User.String() == b.User.String() && a.Path == b.Path &&
					a.RawQuery == b.RawQuery && a.Fragment == b.Fragment
			}
		}
	})
}
