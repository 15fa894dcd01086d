package scheme_test

import (
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/scheme"
)

func TestParseURN(t *testing.T) {
	type N = scheme.URN
	testParse(t, scheme.ParseURN, []parseCase[N]{
		// RFC 3986 §1.1.2 and §3.
		{in: "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", want: N{NID: "oasis", NSS: "names:specification:docbook:dtd:xml:4.1.2"}},
		{in: "urn:example:animal:ferret:nose", want: N{NID: "example", NSS: "animal:ferret:nose"}},
		// RFC 8141 §3.2.
		{in: "URN:example:a123,z456", want: N{NID: "example", NSS: "a123,z456"}, out: "urn:example:a123,z456"},
		{in: "urn:EXAMPLE:a123,z456", want: N{NID: "EXAMPLE", NSS: "a123,z456"}},
		{in: "urn:example:a123,z456?+abc", want: N{NID: "example", NSS: "a123,z456", RComponent: "abc"}},
		{in: "urn:example:a123,z456?=xyz", want: N{NID: "example", NSS: "a123,z456", QComponent: "xyz"}},
		{in: "urn:example:a?+r?x", want: N{NID: "example", NSS: "a", RComponent: "r?x"}},
		{in: "urn:example:a123,z456?+abc?=xyz", want: N{NID: "example", NSS: "a123,z456", RComponent: "abc", QComponent: "xyz"}},
		{in: "urn:example:a123,z456#789", want: N{NID: "example", NSS: "a123,z456"}, out: "urn:example:a123,z456"},
		{in: "urn:example:a123,z456/foo", want: N{NID: "example", NSS: "a123,z456/foo"}},
		{in: "urn:example:a123%2Cz456", want: N{NID: "example", NSS: "a123%2Cz456"}},
		{in: "urn:example:%D0%B0123,z456", want: N{NID: "example", NSS: "%D0%B0123,z456"}},
	})
	testRefusals(t, scheme.ParseURN, []refusal{
		{"urx:a:b", 0, "assigned-name"},
		{"urn://a/b", 4, "assigned-name"},
		{"urn:a:b", 5, "NID"},
		{"urn:-ab:c", 4, "NID"},
		{"urn:ab-:c", 6, "NID"},
		{"urn:a_b:c", 5, "NID"},
		{"urn:abcdefghijklmnopqrstuvwxyz0123456789:c", 36, "NID"},
		{"urn:example", 11, "NID"},
		{"urn:example:", 12, "NSS"},
		{"urn:example:/a", 12, "NSS"},
		{"urn:example:a?x", 14, "rq-components"},
		{"urn:example:a?+", 15, "rq-components"},
		{"urn:example:a?=", 15, "rq-components"},
		{"urn:example:a?+r?=", 18, "rq-components"},
	})
}

// RFC 8141 §3.2: which of its examples name the same resource.
func TestURNEqual(t *testing.T) {
	groups := [][]string{
		{"URN:example:a123,z456", "urn:example:a123,z456", "urn:EXAMPLE:a123,z456",
			"urn:example:a123,z456?+abc", "urn:example:a123,z456?=xyz", "urn:example:a123,z456#789"},
		{"urn:example:a123,z456/foo"},
		{"urn:example:a123,z456/bar"},
		{"urn:example:a123,z456/baz"},
		{"urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456"},
		{"urn:example:A123,z456"},
		{"urn:example:a123,Z456"},
		{"urn:example:%D0%B0123,z456"},
	}
	for i, g := range groups {
		for _, a := range g {
			na, err := scheme.ParseURN(uri.MustParse(a))
			if err != nil {
				t.Fatalf("%q: %v", a, err)
			}
			for j, h := range groups {
				for _, b := range h {
					nb, _ := scheme.ParseURN(uri.MustParse(b))
					if got := na.Equal(nb); got != (i == j) {
						t.Errorf("%q Equal %q = %v, want %v", a, b, got, i == j)
					}
				}
			}
		}
	}
}
