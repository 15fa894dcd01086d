package uri_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri"
)

// FuzzRelativize checks Relativize on any two references, not only on the
// results of Resolve that FuzzResolve gives it: it is the inverse of strict
// Resolve, its result is never longer than the target, has a scheme only
// when it is the target itself, and is at most as long as the forms its
// doc comment lists whenever they apply. It fails only for the documented
// reasons.
func FuzzRelativize(f *testing.F) {
	for _, s := range [][2]string{
		{"http://a/b/c/d;p?q", "http://a/b/c/g"},
		{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f"},
		{"http://a/b/c/d;p?q", "http://a/b/c/d;p?y"},
		{"http://a/b/c/d;p?q", "http://a/g"},
		{"http://a/b/c/d;p?q", "http://b/g"},
		{"http://a/b/c/d;p?q", "https://a/b"},
		{"http://a/b/c/d;p?q", "HTTP://a/b"},
		{"http://a/b/c/d;p?q", "http://a/b/c/g:h"},
		{"http://a/b/c/d;p?q", "http://a/b//c"},
		{"http://a/b/c/d;p?q", "http://a"},
		{"http://a/b/c/d;p?q", "http://a/b/./c"},
		{"x:/a/b", "x:/.//y"},
		{"x:0/", "x:/.//"},
		{"http://example.com/a/b/c", "http://example.com//x"},
		{"http://a/b/c/d/e", "http://a//x?q#f"},
		{"x:a/b", "x:a/c"},
		{"x:", "x:#"},
		{"x:/a", "x:"},
		{"mailto:a@b", "mailto:c@d?subject=x"},
		{"//a/b", "http://a/b"},
		{"http://a/b", "/b"},
		{"http://a/%2e%2E/b", "http://a/%2e/c"},
		{"file:///a/b", "file:///c"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, baseText, targetText string) {
		base, err := uri.Parse(baseText)
		if err != nil {
			return
		}
		target, err := uri.Parse(targetText)
		if err != nil {
			return
		}
		targetAuth, targetHasAuth := target.Authority()
		rel, err := base.Relativize(target)
		what := "Parse(" + strconv.Quote(baseText) + ").Relativize(" + strconv.Quote(targetText) + ")"
		noScheme := base.Scheme() == "" || target.Scheme() == ""
		dots := literalDotSegment(target.Path(), targetHasAuth)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) {
				t.Fatalf("%s: error %T, want *uri.Error", what, err)
			}
			switch e.Rule {
			case "absolute-URI":
				if !(e.Input == baseText && base.Scheme() == "" || e.Input == targetText && target.Scheme() == "") {
					t.Fatalf("%s: %#v, but both have a scheme", what, e)
				}
			case "dot-segment":
				if noScheme || !dots || e.Input != targetText || e.Offset < len(targetText)-len(target.Path())-len(afterPath(target)) {
					t.Fatalf("%s: %#v, but the target's path has no dot segment there", what, e)
				}
				// A reference with an empty path gives the base's path back
				// (RFC 3986 §5.2.2), with the reference's query if it has
				// one and the base's otherwise: it cannot take a query away.
				baseAuth, baseHasAuth := base.Authority()
				_, baseHasQuery := base.Query()
				_, targetHasQuery := target.Query()
				if base.Scheme() == target.Scheme() && baseHasAuth == targetHasAuth && baseAuth == targetAuth &&
					base.Path() == target.Path() && (targetHasQuery || !baseHasQuery) {
					t.Fatalf("%s: %#v, but a reference with an empty path gives the base's path back (RFC 3986 §5.2.2)", what, e)
				}
			default:
				t.Fatalf("%s: undocumented error %#v", what, e)
			}
			return
		}
		if noScheme {
			t.Fatalf("%s = %q, want an error: a base or target without a scheme", what, rel)
		}
		if _, relHasAuth := rel.Authority(); dots && (rel.Scheme() != "" || relHasAuth || rel.Path() != "") {
			// Only a reference with an empty path keeps dot segments: the
			// base's own (RFC 3986 §5.2.2).
			t.Fatalf("%s = %q, want an error or a reference with an empty path: the target has a dot segment", what, rel)
		}
		relText := rel.String()
		if p, err := uri.Parse(relText); err != nil || p != rel {
			t.Fatalf("%s = %q, which does not parse to itself: %v", what, rel, err)
		}
		if back, err := base.Resolve(rel); err != nil || back != target {
			t.Fatalf("%s = %q, which resolves to %q, %v", what, rel, back, err)
		}
		if len(relText) > len(targetText) {
			t.Fatalf("%s = %q, longer than the target", what, rel)
		}
		if rel.Scheme() != "" && rel != target {
			t.Fatalf("%s = %q: a scheme, but not the target itself", what, rel)
		}
		if target.Scheme() != base.Scheme() {
			if rel != target {
				t.Fatalf("%s = %q, want the target: the schemes differ", what, rel)
			}
			return
		}
		// The same scheme, as written: bounds from the forms listed.
		bound := len(targetText)
		if targetHasAuth {
			bound = len(targetText) - len(target.Scheme()) - 1 // "//host/g"
		}
		baseAuth, baseHasAuth := base.Authority()
		if baseHasAuth == targetHasAuth && baseAuth == targetAuth {
			// An absolute-path reference: "/g?q#f", or "/.//g?q#f" for
			// a path "//g", which is how Resolve writes it without an
			// authority (RFC 3986 §4.2, §5.2.4).
			p := target.Path()
			if !targetHasAuth && strings.HasPrefix(p, "/.//") {
				p = p[2:]
			}
			switch {
			case strings.HasPrefix(p, "//"):
				bound = min(bound, len("/.")+len(p)+len(afterPath(target)))
			case strings.HasPrefix(p, "/"):
				bound = min(bound, len(p)+len(afterPath(target)))
			}
			if base.Path() == target.Path() {
				bq, bHasQ := base.Query()
				tq, tHasQ := target.Query()
				switch {
				case bHasQ == tHasQ && bq == tq:
					want := afterQuery(target) // "" or "#f"
					if relText != want {
						t.Fatalf("%s = %q, want %q: only the fragment differs", what, rel, want)
					}
				case tHasQ:
					bound = min(bound, len(afterPath(target))) // "?q#f"
				}
			}
		}
		if len(relText) > bound {
			t.Fatalf("%s = %q, longer than a form Relativize lists, of %d octets", what, rel, bound)
		}
	})
}

// afterPath returns the query and fragment of u with their delimiters.
func afterPath(u uri.URI) string {
	s := afterQuery(u)
	if q, ok := u.Query(); ok {
		s = "?" + q + s
	}
	return s
}

// afterQuery returns the fragment of u with its "#", or "".
func afterQuery(u uri.URI) string {
	if f, ok := u.Fragment(); ok {
		return "#" + f
	}
	return ""
}
