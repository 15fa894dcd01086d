package uri

import (
	"math/rand/v2"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/syntax"
)

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
