package canon_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/canon"
	"github.com/uriref/uri/internal/oracle"
)

// crawlerOptions reads the option words of a line of testdata/crawler.txt.
func crawlerOptions(t *testing.T, v oracle.Vector, words string) canon.CrawlerOptions {
	var o canon.CrawlerOptions
	for _, w := range strings.Split(words, " ") {
		switch {
		case w == "none":
		case w == "default":
			o = canon.DefaultCrawlerOptions()
		case w == "sort":
			o.SortQuery = true
		case w == "fragment":
			o.DropFragment = true
		case strings.HasPrefix(w, "drop="):
			o.Drop = strings.Split(w[len("drop="):], ",")
		default:
			t.Fatalf("%s: unknown option %q", v.Pos, w)
		}
	}
	return o
}

// TestCrawler holds Crawler to testdata/crawler.txt.
func TestCrawler(t *testing.T) {
	for _, v := range oracle.Vectors(t, "testdata/crawler.txt") {
		o := crawlerOptions(t, v, v.Fields[1])
		in := v.Fields[2]
		got, err := canon.Crawler(in, o)
		switch v.Fields[0] {
		case "crawler":
			want := v.Fields[3]
			if err != nil || got != want {
				t.Errorf("%s: Crawler(%q, %+v) = %q, %v; want %q", v.Pos, in, o, got, err, want)
				continue
			}
			if again, err := canon.Crawler(got, o); err != nil || again != got {
				t.Errorf("%s: Crawler(%q, %+v) = %q, %v; want it unchanged", v.Pos, got, o, again, err)
			}
		case "error":
			want, _ := strconv.Atoi(v.Fields[4])
			var e *uri.Error
			if !errors.As(err, &e) || e.Rule != v.Fields[3] || e.Offset != want {
				t.Errorf("%s: Crawler(%q) = %q, %v; want a *uri.Error with Rule %q at offset %d", v.Pos, in, got, err, v.Fields[3], want)
			}
		default:
			t.Fatalf("%s: unknown case %q", v.Pos, v.Fields[0])
		}
	}
}

// TestTrackingParams checks that the default list is a new slice each
// time, so that a caller's append or change does not reach another's.
func TestTrackingParams(t *testing.T) {
	a := canon.TrackingParams()
	a[0] = "changed"
	if b := canon.TrackingParams(); b[0] != "utm_*" {
		t.Errorf("TrackingParams()[0] = %q after a caller changed its copy; want \"utm_*\"", b[0])
	}
}
