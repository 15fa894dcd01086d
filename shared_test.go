package uri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/uriref/uri"
)

// Helpers that the external tests of several capabilities share.

// literalDotSegment reports whether path has a segment that is exactly "."
// or "..", as RFC 3986 §5.2.4 reads them. Triplets are not decoded: §5.2.4
// removes only literal dots. A path with no authority that starts with
// "/.//" is how Resolve writes "//" there (§5.2.4 would otherwise leave a
// path that reads as an authority), so that prefix does not count.
func literalDotSegment(path string, authority bool) bool {
	if !authority && strings.HasPrefix(path, "/.//") {
		path = path[2:]
	}
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// fuzzError checks that err is an *uri.Error for input with an offset
// inside it, and returns it.
func fuzzError(t *testing.T, what string, err error, input string) *uri.Error {
	t.Helper()
	var e *uri.Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: error %T %v, want *uri.Error", what, err, err)
	}
	if e.Input != input || e.Offset < 0 || e.Offset > len(e.Input) {
		t.Fatalf("%s: error %#v, want Input %q and an Offset inside it", what, e, input)
	}
	return e
}
