package canon_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/canon"
	"github.com/uriref/uri/internal/oracle"
)

// surtOptions reads the option words of a line of testdata/surt.txt, and
// returns the fields that follow them.
func surtOptions(t *testing.T, v oracle.Vector) (canon.SURTOptions, []string) {
	var o canon.SURTOptions
	f := v.Fields[1:]
	for ; len(f) > 0; f = f[1:] {
		switch f[0] {
		case "scheme":
			o.Scheme = true
		case "trailing-comma":
			o.TrailingComma = true
		case "keep-www":
			o.KeepWWW = true
		case "keep-ipv4":
			o.KeepIPv4 = true
		default:
			return o, f
		}
	}
	t.Fatalf("%s: no input", v.Pos)
	return o, nil
}

// TestSURT holds SURTWith to testdata/surt.txt: the examples of the
// Internet Archive's surt and the cases of its tests, and this package's
// reading where surt's code is silent.
func TestSURT(t *testing.T) {
	for _, v := range oracle.Vectors(t, "testdata/surt.txt") {
		o, f := surtOptions(t, v)
		in := f[0]
		got, err := canon.SURTWith(in, o)
		switch v.Fields[0] {
		case "surt":
			if want := f[1]; err != nil || got != want {
				t.Errorf("%s: SURTWith(%q, %+v) = %q, %v; want %q", v.Pos, in, o, got, err, want)
			}
			if o == (canon.SURTOptions{}) {
				if s, err2 := canon.SURT(in); s != got || (err2 == nil) != (err == nil) {
					t.Errorf("%s: SURT(%q) = %q, %v; SURTWith gives %q, %v", v.Pos, in, s, err2, got, err)
				}
			}
		case "error":
			want, _ := strconv.Atoi(f[2])
			var e *uri.Error
			if !errors.As(err, &e) || e.Rule != f[1] || e.Offset != want || e.Input != in {
				t.Errorf("%s: SURTWith(%q, %+v) = %q, %v; want a *uri.Error with Rule %q at offset %d", v.Pos, in, o, got, err, f[1], want)
			}
		default:
			t.Fatalf("%s: unknown case %q", v.Pos, v.Fields[0])
		}
	}
}
