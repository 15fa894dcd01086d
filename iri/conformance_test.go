package iri_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/idna"
	"github.com/uriref/uri/iri"
)

// idnaCase is one case of web-platform-tests' toascii.json or
// IdnaTestV2.json: the host input, and the ASCII host the URL Standard's
// domain to ASCII gives, or null when the host fails.
type idnaCase struct {
	Comment string  `json:"comment"`
	Input   string  `json:"input"`
	Output  *string `json:"output"`
}

// loadIDNACases reads a file of cases, skipping its comment strings.
func loadIDNACases(t *testing.T, name string) []idnaCase {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatalf("testdata/%s: %v", name, err)
	}
	var cases []idnaCase
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue // a comment
		}
		var c idnaCase
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatalf("testdata/%s: %v", name, err)
		}
		cases = append(cases, c)
	}
	return cases
}

// TestHostToASCIIConformance runs every case of web-platform-tests' IDNA
// vectors through HostToASCII, and the URL Standard's function it wraps,
// idna.DomainToASCII. The vectors test the Standard's domain to ASCII:
// UTS #46 ToASCII (CheckBidi, CheckJoiners, nontransitional), then the
// host parser's refusal of forbidden domain code points, with an ASCII
// host lowercased whatever ToASCII says of it.
func TestHostToASCIIConformance(t *testing.T) {
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		pass, skip := 0, 0
		for _, c := range loadIDNACases(t, file) {
			if why := idnaSkip(c); why != "" {
				t.Logf("testdata/%s: skip %q: %s", file, c.Input, why)
				skip++
				continue
			}
			want := "failure"
			if c.Output != nil {
				want = fmt.Sprintf("%q", *c.Output)
			}
			got, err := iri.HostToASCII(c.Input)
			gotS := fmt.Sprintf("%q", got)
			if err != nil {
				gotS = "failure"
				var e *uri.Error
				if !errors.As(err, &e) || e.Input != c.Input || e.Offset < 0 || e.Offset > len(c.Input) {
					t.Errorf("testdata/%s: HostToASCII(%q): error %#v, want an *uri.Error in the input", file, c.Input, err)
				}
			}
			if gotS != want {
				t.Errorf("testdata/%s: HostToASCII(%q) = %s (%v), want %s (%s)", file, c.Input, gotS, err, want, c.Comment)
				continue
			}
			pass++
			if c.Input == "" {
				continue // the host parser never gives the domain parser an empty host
			}
			d, err := idna.DomainToASCII(c.Input, false)
			if (err == nil) != (c.Output != nil) || err == nil && d != *c.Output {
				t.Errorf("testdata/%s: idna.DomainToASCII(%q) = %q, %v; want %s", file, c.Input, d, err, want)
			}
		}
		t.Logf("testdata/%s: %d cases pass, %d skipped", file, pass, skip)
	}
}

// idnaSkip returns why the case c is skipped, or "": a case that expects
// a host and holds a code point whose status or mapping in UTS #46 came
// after Unicode 16.0.0, the version of the tables (idna.UnicodeVersion).
// With the 16.0.0 table such a case fails, the code point being
// unassigned there and so disallowed; a case that expects failure still
// runs.
func idnaSkip(c idnaCase) string {
	if c.Output == nil {
		return ""
	}
	for _, r := range c.Input {
		for _, n := range newerUnicode {
			if n.lo <= r && r <= n.hi {
				return fmt.Sprintf("U+%04X: %s", r, n.why)
			}
		}
	}
	return ""
}

// newerUnicode lists the code points of the vectors' inputs whose
// treatment by UTS #46 changed after Unicode 16.0.0, with the version of
// the IDNA Mapping Table that changed it.
var newerUnicode = []struct {
	lo, hi rune
	why    string
}{
	{0x323B0, 0x33479, "CJK Unified Ideographs Extension J, added in Unicode 17.0.0"},
}

// TestNewerUnicode checks that the code points newerUnicode lists are
// ones the tables do not have yet: disallowed, as unassigned code points
// are, so that an entry the tables have caught up with fails here rather
// than skipping cases that would pass.
func TestNewerUnicode(t *testing.T) {
	for _, n := range newerUnicode {
		for r := n.lo; r <= n.hi; r++ {
			if idna.InDomain(r) {
				t.Errorf("U+%04X (%s): the Unicode %s tables have it; remove it from newerUnicode", r, n.why, idna.UnicodeVersion)
				break
			}
		}
	}
}
