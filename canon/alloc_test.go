package canon_test

import (
	"strings"
	"testing"

	"github.com/uriref/uri/canon"
	"github.com/uriref/uri/internal/testenv"
)

// TestAllocs holds SafeBrowsing and SURT to one allocation, for the
// result, on URLs that need no decoding, short or long. A URL that needs
// decoding, or a query of more than 32 parameters for SURT, may take more.
func TestAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	long := "http://www.example.com/" + strings.Repeat("segment/", 100) + "?" + strings.Repeat("k=v&", 30)
	for _, s := range []string{
		"http://www.google.com/",
		"https://www.example.com/a/b/c.html?q=go&page=2",
		"HTTP://WWW.Example.COM:8080/a/./b/../c//d?b=2&a=1#frag",
		"www.example.com/path with spaces",
		"http://3279880203/blah",
		"http://archive.org/goo/?a=2&b&a=1",
		"http://archive.org/index.php?PHPSESSID=0123456789abcdefghijklemopqrstuv&action=profile;u=4221",
		long,
	} {
		if n := testing.AllocsPerRun(100, func() { benchString, _ = canon.SafeBrowsing(s) }); n != 1 {
			t.Errorf("SafeBrowsing(%.40q...) allocates %v times, want 1", s, n)
		}
		if n := testing.AllocsPerRun(100, func() { benchString, _ = canon.SURT(s) }); n != 1 {
			t.Errorf("SURT(%.40q...) allocates %v times, want 1", s, n)
		}
	}
}
