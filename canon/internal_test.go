package canon

import (
	"errors"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// decodeOnce decodes every triplet of s once, from left to right, as one
// pass of Safe Browsing's "repeatedly percent-unescape" does.
func decodeOnce(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(syntax.Unhex(s[i+1])<<4 | syntax.Unhex(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// FuzzDecodeRepeatedly holds the one pass of decodeRepeatedly to the loop
// it stands for: decode, again and again, until nothing changes.
func FuzzDecodeRepeatedly(f *testing.F) {
	for _, s := range []string{"%252525", "%%%25%32%35asd%%", "%2%35", "%%34%31", "%!A%21%21%25", "%25%\t41"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, drop bool) {
		if len(s) > 1000 {
			return // the loop takes quadratic time
		}
		want := s
		if drop {
			want = withoutControls(s)
		}
		for d := decodeOnce(want); d != want; d = decodeOnce(want) {
			want = d
		}
		for _, rec := range []*recorder{nil, {}} {
			got, _ := decodeRepeatedly(nil, text{s: s, end: len(s)}, drop, rec)
			if got.s != want {
				t.Fatalf("decodeRepeatedly(%q, %v) = %q; decoding again and again gives %q", s, drop, got.s, want)
			}
			if rec != nil && len(got.org) != len(got.s) {
				t.Fatalf("decodeRepeatedly(%q): %d origins for %d octets", s, len(got.org), len(got.s))
			}
		}
	})
}

// surtOptions makes SURTOptions of the low bits of b.
func surtOptions(b uint8) SURTOptions {
	return SURTOptions{Scheme: b&1 != 0, TrailingComma: b&2 != 0, KeepWWW: b&4 != 0, KeepIPv4: b&8 != 0}
}

// FuzzSURT checks that SURTWith never panics, fails only as documented,
// agrees with its report, and is idempotent where a key can be: the URL
// that a key stands for (the canonical URL surt reorders) is its own
// canonical URL, and has that key.
func FuzzSURT(f *testing.F) {
	for _, s := range []string{
		"http://www.archive.org/goo/?b&a", "http://a.example/?one=two&jsessionid=0123456789abcdefghijklemopqrstuv",
		"http://a.example/(4hqa0555fwsecu455xqckv45)/mileg.aspx", "dns:archive.org", "http://a/?cfid=1&cftoken=2",
		"HTTP://Www.Example.COM:80/A/./B/../%7e?B=2&a=1#F", "http://[::1]:8080/", "http://%31%32%37.1/%3F?%26",
	} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, opts uint8) {
		o := surtOptions(opts)
		key, err := SURTWith(s, o)
		rk, changes, rerr := SURTReport(s, o)
		if rk != key || (rerr == nil) != (err == nil) || rerr != nil && rerr.Error() != err.Error() {
			t.Fatalf("SURTReport(%q) = %q, %v; SURTWith gives %q, %v", s, rk, rerr, key, err)
		}
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Input != s || e.Offset < 0 || e.Offset > len(s) ||
				e.Rule != "host" && e.Rule != "port" && e.Rule != "IP-literal" {
				t.Fatalf("SURTWith(%q): %#v", s, err)
			}
			return
		}
		for _, c := range changes {
			if c.Offset < 0 || c.Offset > len(s) {
				t.Fatalf("SURTReport(%q): %v outside the input", s, c)
			}
		}
		if s == "" || strings.HasPrefix(s, "filedesc") {
			return
		}
		u, err := surt(s, o, nil, true)
		if err != nil {
			t.Fatalf("the URL of SURTWith(%q): %v", s, err)
		}
		if again, err := surt(u, o, nil, true); err != nil || again != u {
			t.Fatalf("the URL of %q is %q, whose URL is %q, %v", s, u, again, err)
		}
		if k, err := SURTWith(u, o); err != nil || k != key {
			t.Fatalf("SURTWith(%q) = %q; its URL %q has the key %q, %v", s, key, u, k, err)
		}
	})
}
