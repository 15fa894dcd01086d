package uri_test

import (
	"net/netip"
	"strings"
	"testing"

	"github.com/uriref/uri"
)

// FuzzHost checks what the package says about a host, and whether a
// reference is absolute: Addr agrees with net/netip and with HostKind, and
// IsDNSHost with the hostname rule its doc comment quotes (the draft
// §3.2.2).
func FuzzHost(f *testing.F) {
	for _, s := range []string{
		"http://127.0.0.1/", "http://[::ffff:1.2.3.4]/", "http://[2001:DB8::1]:80/", "http://[v1.x]/",
		"http://127.1/", "http://www.example.org./", "http://1.2.3.a/", "http://a-.b/", "http://-a/",
		"http://a..b/", "http://%41.b/", "http://xn--rsum-bpad.example/", "http://r\u00e9sum\u00e9.example/",
		"//a.b\u3002c/", "http://" + strings.Repeat("a", 64) + ".b/", "file:///x", "http://a.1b/",
		"xn--bcher--kva", "xn--xn--bcher-kva.xn--bcher-kva", "xn---bcbcher-kva", "XN--BCHER-KVA",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		// RFC 3986 §4.1 and §4.3.
		_, frag := u.Fragment()
		if u.IsAbsolute() != (u.Scheme() != "") || u.IsAbsoluteURI() != (u.Scheme() != "" && !frag) {
			t.Fatalf("Parse(%q): IsAbsolute %v, IsAbsoluteURI %v", s, u.IsAbsolute(), u.IsAbsoluteURI())
		}
		h, k := u.Host(), u.HostKind()
		addr, ok := u.Addr()
		switch k {
		case uri.HostIPv4, uri.HostIPv6:
			want, err := netip.ParseAddr(strings.Trim(h, "[]"))
			if !ok || err != nil || addr != want {
				t.Fatalf("Parse(%q).Addr() = %v, %v; netip gives %v, %v", s, addr, ok, want, err)
			}
			if addr.Is4() != (k == uri.HostIPv4) {
				t.Fatalf("Parse(%q).Addr() = %v for a %v host", s, addr, k)
			}
		default:
			if ok || addr.IsValid() {
				t.Fatalf("Parse(%q).Addr() = %v, %v for a %v host", s, addr, ok, k)
			}
		}
		if got, want := u.IsDNSHost(), k == uri.HostRegName && isHostname(h); got != want {
			t.Fatalf("Parse(%q).IsDNSHost() = %v, want %v", s, got, want)
		}
	})
}

// isHostname matches the hostname rule of the draft §3.2.2, with the
// rightmost label starting with a letter, and at most 253 octets without
// one trailing ".".
func isHostname(h string) bool {
	h = strings.TrimSuffix(h, ".")
	if h == "" || len(h) > 253 {
		return false
	}
	labels := strings.Split(h, ".")
	for i, l := range labels {
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for j := range len(l) {
			c := l[j]
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-') {
				return false
			}
		}
		if i == len(labels)-1 && '0' <= l[0] && l[0] <= '9' {
			return false
		}
	}
	return true
}
