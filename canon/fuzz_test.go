package canon_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/canon"
	"github.com/uriref/uri/internal/oracle"
)

// seeds adds the inputs of a file of vectors to f's corpus.
func seeds(f *testing.F, file string) {
	for _, v := range oracle.Vectors(f, file) {
		for _, s := range v.Fields[1:] {
			if strings.ContainsAny(s, ":/") {
				f.Add(s)
				break
			}
		}
	}
}

// checkChanges checks the changes of a report: offsets within the input,
// in order, and none exactly when the result is the input.
func checkChanges(t *testing.T, name, s, r string, changes []canon.Change) {
	for i, c := range changes {
		if c.Offset < 0 || c.Offset > len(s) {
			t.Errorf("%s(%q): %v outside the input", name, s, c)
		}
		if i > 0 && changes[i-1].Offset > c.Offset {
			t.Errorf("%s(%q): %v after %v", name, s, c, changes[i-1])
		}
		if c.Message() == "" {
			t.Errorf("%s(%q): %v has no message", name, s, c)
		}
	}
	if (r == s) != (len(changes) == 0) {
		t.Errorf("%s(%q) = %q with changes %v: want changes exactly when the result is not the input", name, s, r, changes)
	}
}

// FuzzSafeBrowsing checks that SafeBrowsing never panics, fails only for a
// missing host, is idempotent, writes only octets Safe Browsing allows
// unescaped, and that its report agrees with it.
func FuzzSafeBrowsing(f *testing.F) {
	seeds(f, "testdata/safebrowsing.txt")
	f.Add("%2525252525252525")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := canon.SafeBrowsing(s)
		rr, changes, rerr := canon.SafeBrowsingReport(s)
		if rr != r || (rerr == nil) != (err == nil) || rerr != nil && rerr.Error() != err.Error() {
			t.Fatalf("SafeBrowsingReport(%q) = %q, %v; SafeBrowsing gives %q, %v", s, rr, rerr, r, err)
		}
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Rule != "host" || e.Input != s || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("SafeBrowsing(%q): %#v", s, err)
			}
			return
		}
		if again, err := canon.SafeBrowsing(r); err != nil || again != r {
			t.Fatalf("SafeBrowsing(%q) = %q; SafeBrowsing of that = %q, %v", s, r, again, err)
		}
		for i := 0; i < len(r); i++ {
			switch o := r[i]; {
			case o <= ' ' || o >= 0x7F || o == '#':
				t.Fatalf("SafeBrowsing(%q) = %q: octet %#x at %d", s, r, o, i)
			case o == '%':
				if i+2 >= len(r) || !strings.Contains("0123456789ABCDEF", r[i+1:i+2]) || !strings.Contains("0123456789ABCDEF", r[i+2:i+3]) {
					t.Fatalf("SafeBrowsing(%q) = %q: a %% at %d starts no uppercase triplet", s, r, i)
				}
			}
		}
		if path, _, _ := strings.Cut(r, "?"); !strings.Contains(path, "://") || strings.Contains(path[strings.Index(path, "://")+3:], "//") {
			t.Fatalf("SafeBrowsing(%q) = %q: no \"://\", or a run of \"/\" after it", s, r)
		}
		checkChanges(t, "SafeBrowsingReport", s, r, changes)
	})
}

// FuzzCrawler checks that Crawler's result parses, is a fixed point, is
// RFC 3986's normal form without optional steps and is Equal to it with
// DropFragment alone, and that its report agrees with it.
func FuzzCrawler(f *testing.F) {
	for _, v := range oracle.Vectors(f, "testdata/crawler.txt") {
		f.Add(v.Fields[2], uint8(7))
	}
	f.Fuzz(func(t *testing.T, s string, steps uint8) {
		var o canon.CrawlerOptions
		o.SortQuery = steps&1 != 0
		if steps&2 != 0 {
			o.Drop = append(canon.TrackingParams(), "a", "x*")
		}
		o.DropFragment = steps&4 != 0
		u, err := uri.Parse(s)
		r, cerr := canon.Crawler(s, o)
		rr, changes, rerr := canon.CrawlerReport(s, o)
		if rr != r || (rerr == nil) != (cerr == nil) {
			t.Fatalf("CrawlerReport(%q) = %q, %v; Crawler gives %q, %v", s, rr, rerr, r, cerr)
		}
		if err != nil {
			if cerr == nil || cerr.Error() != err.Error() {
				t.Fatalf("Crawler(%q) = %q, %v; uri.Parse fails with %v", s, r, cerr, err)
			}
			return
		}
		v, err := uri.Parse(r)
		if err != nil {
			t.Fatalf("Crawler(%q, %+v) = %q, which does not parse: %v", s, o, r, err)
		}
		if v.Normalize() != v {
			t.Fatalf("Crawler(%q, %+v) = %q, not in normal form", s, o, r)
		}
		if again, err := canon.Crawler(r, o); err != nil || again != r {
			t.Fatalf("Crawler(%q, %+v) = %q; Crawler of that = %q, %v", s, o, r, again, err)
		}
		if !o.SortQuery && o.Drop == nil && !o.DropFragment && (r != u.Normalize().String() || !v.Equal(u)) {
			t.Fatalf("Crawler(%q) = %q; want the normal form %q", s, r, u.Normalize().String())
		}
		checkChanges(t, "CrawlerReport", s, r, changes)
	})
}
