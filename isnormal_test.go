package uri

import (
	"strings"
	"testing"
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
	for _, s := range readLines(t, "testdata/urls.txt") {
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
	for _, s := range readLines(f, "testdata/urls.txt")[:200] {
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
