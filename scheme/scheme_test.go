package scheme_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/uriref/uri"
)

// wantError checks that err is an *uri.Error with the given Input, Offset
// and Rule.
func wantError(t *testing.T, what string, err error, input string, offset int, rule string) {
	t.Helper()
	var e *uri.Error
	if !errors.As(err, &e) {
		t.Errorf("%s: error %v, want *uri.Error{%q, %d, %q}", what, err, input, offset, rule)
		return
	}
	if e.Input != input || e.Offset != offset || e.Rule != rule {
		t.Errorf("%s: error {%q, %d, %q}, want {%q, %d, %q}", what, e.Input, e.Offset, e.Rule, input, offset, rule)
	}
}

// refusal is a URI that a ParseX function refuses, at Offset with Rule.
type refusal struct {
	in     string
	offset int
	rule   string
}

// testRefusals parses each input and checks that parse refuses it as given.
func testRefusals[T any](t *testing.T, parse func(uri.URI) (T, error), tests []refusal) {
	t.Helper()
	for _, tt := range tests {
		u, err := uri.Parse(tt.in)
		if err != nil {
			t.Errorf("uri.Parse(%q): %v", tt.in, err)
			continue
		}
		_, err = parse(u)
		wantError(t, tt.in, err, tt.in, tt.offset, tt.rule)
	}
}

// parseCase is a URI that a ParseX function reads as want, and whose want
// writes back as out ("" when out is in).
type parseCase[T any] struct {
	in   string
	want T
	out  string
}

// testParse checks each case: ParseX(in) gives want, want.URI() gives out,
// and reading that back gives want again.
func testParse[T interface{ URI() (uri.URI, error) }](t *testing.T, parse func(uri.URI) (T, error), tests []parseCase[T]) {
	t.Helper()
	for _, tt := range tests {
		u, err := uri.Parse(tt.in)
		if err != nil {
			t.Errorf("uri.Parse(%q): %v", tt.in, err)
			continue
		}
		got, err := parse(u)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
		v, err := tt.want.URI()
		out := tt.out
		if out == "" {
			out = tt.in
		}
		if err != nil || v.String() != out {
			t.Errorf("%q: URI() = %q, %v; want %q", tt.in, v, err, out)
			continue
		}
		back, err := parse(v)
		if diff := cmp.Diff(tt.want, back, cmpopts.EquateEmpty()); err != nil || diff != "" {
			t.Errorf("%q: read back from %q: %v (-want +got):\n%s", tt.in, v, err, diff)
		}
	}
}
