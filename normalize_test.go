package uri

import (
	"math/rand/v2"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/syntax"
	"github.com/uriref/uri/internal/testenv"
)

// Compile-time guard: URI stays comparable.
var _ = map[URI]bool{}

func TestNormalizeVectors(t *testing.T) {
	for _, v := range oracle.Vectors(t, "testdata/normalize.txt") {
		f := v.Fields
		if len(f) != 3 {
			t.Fatalf("%s: cannot read %q", v.Pos, f)
		}
		a, err := Parse(f[1])
		if err != nil {
			t.Fatalf("%s: %v", v.Pos, err)
		}
		b, err := Parse(f[2])
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
			if n := testing.AllocsPerRun(10, func() { sinkBool = a.Equal(b) }); n != 0 && !testenv.OptimizationsOff() {
				t.Errorf("%s: Equal(%q, %q): %v allocations, want 0", v.Pos, a, b, n)
			}
		default:
			t.Fatalf("%s: cannot read %q", v.Pos, f)
		}
	}
}

// checkNormalAllocs checks that Normalize allocates nothing for a normal
// value, which it returns as it is, and at most once for any other.
func checkNormalAllocs(t *testing.T, pos string, u URI) {
	if testenv.OptimizationsOff() {
		return // the counts hold only with optimizations
	}
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
		if got, ok := DefaultPort(scheme); got != want || !ok {
			t.Errorf("DefaultPort(%q) = %q, %v; want %q, true", scheme, got, ok, want)
		}
	}
	for _, scheme := range []string{"", "mailto", "file", "urn", "x", "http2", "htt"} {
		if got, ok := DefaultPort(scheme); got != "" || ok {
			t.Errorf("DefaultPort(%q) = %q, %v; want \"\", false", scheme, got, ok)
		}
	}
}

// TestNormalizeCorpus checks the properties of FuzzNormalize over every URL
// of the corpus, and Equal against the URL with its scheme and host
// uppercased.
func TestNormalizeCorpus(t *testing.T) {
	for _, s := range corpus(t) {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		checkNormalize(t, u, shout(u))
		checkNormalAllocs(t, "testdata/urls.txt", u)
	}
}

// shout returns u with its scheme and host in uppercase: an equivalent URI
// (RFC 3986 §6.2.2.1) when the host is a reg-name without triplets.
func shout(u URI) URI {
	s := u.String()
	end := len(u.Scheme())
	if _, ok := u.Authority(); ok && u.HostKind() == HostRegName && !strings.Contains(u.Host(), "%") {
		end = strings.Index(s, u.Host()) + len(u.Host())
	}
	return MustParse(strings.ToUpper(s[:end]) + s[end:])
}

// checkNormalize checks the properties that hold for any two references.
func checkNormalize(t *testing.T, u, v URI) {
	t.Helper()
	for _, x := range []URI{u, v} {
		n := x.Normalize()
		if nn := n.Normalize(); nn != n {
			t.Fatalf("Normalize(%q) = %q, Normalize(that) = %q", x, n, nn)
		}
		if p, err := Parse(n.String()); err != nil || p != n {
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
		u, err := Parse(a)
		if err != nil {
			return
		}
		v, err := Parse(b)
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
		if u, err := Parse(s); err == nil {
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
				u, _ := Parse(s)
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
	var us, vs []URI
	var nus, nvs []*url.URL
	for _, s := range corpus(b) {
		u, err := Parse(s)
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

// checkIsNormal checks the shortcut that Normalize takes: isNormal must
// say true exactly when normalize (RFC 3986 §6.2.2, §6.2.3) gives u back.
// A wrong true returns a text that is not in normal form; a wrong false
// allocates for a reference that is already normal.
func checkIsNormal(t *testing.T, u URI) {
	t.Helper()
	n := u.normalize()
	if got := u.isNormal(); got != (n == u) {
		t.Fatalf("%q: isNormal() = %v, but normalize() = %q", u, got, n)
	}
}

// TestIsNormal checks isNormal on the corpus, with each URL also in its
// normal form and with its scheme, host and triplets uppercased, and on
// inputs where one octet or triplet alone is out of normal form.
func TestIsNormal(t *testing.T) {
	inputs := []string{
		"", "a", "/", "//", "http://a", "http://a/", "HTTP://a/", "http://A/", "http://a:80/",
		"http://a:/", "http://a:8080/", "http://%41/", "http://%61/", "http://%7e/", "http://a/%7e",
		"http://a/%7E", "http://a/%2f", "http://a/%2F", "http://a/?%7e", "http://a/#%7e", "http://a/?%2F#%2f",
		"http://u%7e@a/", "http://u%2f@a/", "http://a/./b", "http://a/b/..", "http://a/%2E/b", "/./a", "a/./b",
		"x:/.//a", "/.//a", "http://[::1]/", "http://[::A]/", "http://[v1.X]/", "http://1.2.3.4/", "file:///x",
		"mailto:A@B", "urn:ISBN:1", "http://a/b?c#d", "http://a.B.c/", "http://a.b.c/%41%42",
	}
	for _, s := range oracle.Lines(t, "testdata/urls.txt") {
		inputs = append(inputs, s, strings.ToUpper(s), strings.ReplaceAll(s, "%2f", "%2F"))
	}
	for _, s := range inputs {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		checkIsNormal(t, u)
		checkIsNormal(t, u.Normalize())
	}
}

func FuzzIsNormal(f *testing.F) {
	for _, s := range oracle.Lines(f, "testdata/urls.txt")[:200] {
		f.Add(s)
	}
	f.Add("http://a/%7e?%2f#%41")
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			return
		}
		checkIsNormal(t, u)
	})
}

// normalize62 is RFC 3986 §6.2.2 and §6.2.3 as [URI.Normalize] documents
// them, written plainly over the Appendix B components of a valid
// reference: decode and uppercase triplets in every component, lowercase
// the scheme and host, RFC 5952 for IPv6, drop an empty or default port,
// remove dot segments from every path but a relative-path reference's,
// "/" for an empty path of the schemes that say so, and "/." before a path
// that would read as an authority.
func normalize62(s string) string {
	p := appendixB(s)
	var t parts
	scheme := ""
	if p.Scheme != nil {
		scheme = strings.ToLower(*p.Scheme)
		t.Scheme = &scheme
	}
	if p.Authority != nil {
		a := *p.Authority
		var b strings.Builder
		if i := strings.LastIndexByte(a, '@'); i >= 0 {
			b.WriteString(triplets62(a[:i+1]))
			a = a[i+1:]
		}
		host, port := a, ""
		if i := strings.LastIndexByte(a, ':'); i >= 0 && !strings.Contains(a[i:], "]") {
			host, port = a[:i], a[i+1:]
		}
		if ip, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil && strings.HasPrefix(host, "[") {
			host = "[" + ip.String() + "]"
		} else {
			host = triplets62(host)
			var h []byte
			for i := 0; i < len(host); i++ {
				if host[i] == '%' {
					h = append(h, host[i:i+3]...)
					i += 2
					continue
				}
				h = append(h, syntax.Lower(host[i]))
			}
			host = string(h)
		}
		b.WriteString(host)
		if def, ok := DefaultPort(scheme); port != "" && !(ok && port == def) {
			b.WriteString(":" + port)
		}
		auth := b.String()
		t.Authority = &auth
	}
	t.Path = triplets62(p.Path)
	if p.Scheme != nil || p.Authority != nil || strings.HasPrefix(t.Path, "/") {
		t.Path = removeDotSegmentsSlow(t.Path)
	}
	switch scheme {
	case "http", "https", "ws", "wss", "ftp", "gopher", "telnet":
		if p.Authority != nil && t.Path == "" {
			t.Path = "/"
		}
	}
	if p.Authority == nil && strings.HasPrefix(t.Path, "//") {
		t.Path = "/." + t.Path
	}
	for _, c := range []struct{ from, to **string }{{&p.Query, &t.Query}, {&p.Fragment, &t.Fragment}} {
		if *c.from != nil {
			v := triplets62(**c.from)
			*c.to = &v
		}
	}
	return t.Recompose()
}

// triplets62 decodes the triplets of unreserved octets in s (§6.2.2.2) and
// uppercases the hex digits of the others (§6.2.2.1).
func triplets62(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if c := byte(v); 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteString(strings.ToUpper(s[i : i+3]))
		}
		i += 2
	}
	return b.String()
}

// TestNormalizeOracle holds Normalize against normalize62 on the corpus,
// the normalize.txt vectors and random references.
func TestNormalizeOracle(t *testing.T) {
	var inputs []string
	for _, v := range oracle.Vectors(t, "testdata/normalize.txt") {
		inputs = append(inputs, v.Fields[1:]...)
	}
	if len(inputs) < 100 {
		t.Fatalf("read only %d inputs from normalize.txt", len(inputs))
	}
	urls, err := os.ReadFile("testdata/urls.txt")
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, strings.Fields(string(urls))...)
	r := rand.New(rand.NewPCG(6, 2))
	for range oracle.Runs(testing.Short()) {
		s := oracle.Reference(r)
		if r.IntN(2) == 0 {
			s = []string{"http:", "HTTPS://", "x:", "//", "/", "ftp://u@"}[r.IntN(6)] + s
		}
		inputs = append(inputs, s)
	}
	failed, checked := 0, 0
	for _, s := range inputs {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		checked++
		if got, want := u.Normalize().String(), normalize62(s); got != want {
			t.Errorf("Normalize(%q) = %q, RFC 3986 §6.2 gives %q", s, got, want)
			if failed++; failed == 20 {
				t.Fatal("too many differences")
			}
		}
	}
	if checked < oracle.Runs(testing.Short())/10 {
		t.Errorf("only %d of %d inputs parsed", checked, len(inputs))
	}
}

// TestIndexUpperOutsideTriplets holds indexUpperOutsideTriplets, which
// reads eight octets at a time, to its definition read one octet at a
// time, on every string of up to 10 octets over "a", "Z", "%" and "4",
// placed after 0, 5 and 8 lowercase octets to cross the words it reads.
func TestIndexUpperOutsideTriplets(t *testing.T) {
	want := func(s string) int {
		for i := 0; i < len(s); i++ {
			if s[i] == '%' {
				i += 2
			} else if 'A' <= s[i] && s[i] <= 'Z' {
				return i
			}
		}
		return -1
	}
	const alphabet = "aZ%4"
	b := make([]byte, 0, 10)
	var walk func()
	walk = func() {
		for _, pad := range []string{"", "abcde", "abcdefgh"} {
			s := pad + string(b)
			if got, want := indexUpperOutsideTriplets(s), want(s); got != want {
				t.Fatalf("indexUpperOutsideTriplets(%q) = %d, want %d", s, got, want)
			}
		}
		if len(b) == cap(b) {
			return
		}
		for i := range len(alphabet) {
			b = append(b, alphabet[i])
			walk()
			b = b[:len(b)-1]
		}
	}
	walk()
}
