package canon_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/canon"
	"github.com/uriref/uri/internal/oracle"
)

// TestSafeBrowsing holds SafeBrowsing to testdata/safebrowsing.txt: the
// examples of Safe Browsing's "URLs and Hashing", the test vectors of
// google/safebrowsing, Chromium and surt, and this package's reading where
// the documentation is silent.
func TestSafeBrowsing(t *testing.T) {
	for _, v := range oracle.Vectors(t, "testdata/safebrowsing.txt") {
		in := v.Fields[1]
		got, err := canon.SafeBrowsing(in)
		switch v.Fields[0] {
		case "canon":
			want := v.Fields[2]
			if err != nil || got != want {
				t.Errorf("%s: SafeBrowsing(%q) = %q, %v; want %q", v.Pos, in, got, err, want)
				continue
			}
			if again, err := canon.SafeBrowsing(got); err != nil || again != got {
				t.Errorf("%s: SafeBrowsing(%q) = %q, %v; want it unchanged", v.Pos, got, again, err)
			}
		case "nohost":
			want, _ := strconv.Atoi(v.Fields[2])
			var e *uri.Error
			if !errors.As(err, &e) || e.Rule != "host" || e.Offset != want || e.Input != in {
				t.Errorf("%s: SafeBrowsing(%q) = %q, %v; want a *uri.Error with Rule \"host\" at offset %d", v.Pos, in, got, err, want)
			}
		default:
			t.Fatalf("%s: unknown case %q", v.Pos, v.Fields[0])
		}
	}
}
