package uri

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/oracle"
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
		base, err := Parse(baseText)
		if err != nil {
			return
		}
		target, err := Parse(targetText)
		if err != nil {
			return
		}
		targetAuth, targetHasAuth := target.Authority()
		rel, err := base.Relativize(target)
		what := "Parse(" + strconv.Quote(baseText) + ").Relativize(" + strconv.Quote(targetText) + ")"
		noScheme := base.Scheme() == "" || target.Scheme() == ""
		dots := literalDotSegment(target.Path(), targetHasAuth)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%s: error %T, want *Error", what, err)
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
		if p, err := Parse(relText); err != nil || p != rel {
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
func afterPath(u URI) string {
	s := afterQuery(u)
	if q, ok := u.Query(); ok {
		s = "?" + q + s
	}
	return s
}

// afterQuery returns the fragment of u with its "#", or "".
func afterQuery(u URI) string {
	if f, ok := u.Fragment(); ok {
		return "#" + f
	}
	return ""
}

// TestRelativize checks Relativize against testdata/relativize.txt, and
// that what it returns resolves back to the target.
func TestRelativize(t *testing.T) {
	const name = "testdata/relativize.txt"
	for _, v := range readVectors(t, name) {
		base, err := Parse(v.base)
		if err != nil {
			t.Fatalf("%s: Parse(%q): %v", v.pos, v.base, err)
		}
		target, err := Parse(v.in)
		if err != nil {
			t.Fatalf("%s: Parse(%q): %v", v.pos, v.in, err)
		}
		got, err := base.Relativize(target)
		where := fmt.Sprintf("%s: Parse(%q).Relativize(%q)", v.pos, v.base, v.in)
		if v.rule != "" {
			if msg := v.checkError(err, v.in); msg != "" {
				t.Errorf("%s: %s", where, msg)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v, want %q", where, err, v.want)
			continue
		}
		if got.String() != v.want {
			t.Errorf("%s = %q, want %q", where, got.String(), v.want)
		}
		if p, err := Parse(got.String()); p != got || err != nil {
			t.Errorf("%s = %q, whose offsets are not those Parse finds: %#v, want %#v, %v", where, got, got, p, err)
		}
		if back, err := base.Resolve(got); back != target || err != nil {
			t.Errorf("%s = %q, which resolves to %q, %v", where, got, back, err)
		}
	}
}

// checkRelativize checks that base.Relativize(target) resolves back to
// target, or fails for a documented reason.
func checkRelativize(t *testing.T, base, target URI) {
	t.Helper()
	rel, err := base.Relativize(target)
	if err != nil {
		var e *Error
		switch {
		case !errors.As(err, &e):
			t.Fatalf("Relativize: error %T, want *Error", err)
		case e.Rule == "absolute-URI" && (e.Input == base.String() && base.Scheme() == "" ||
			e.Input == target.String() && target.Scheme() == ""):
		case e.Rule == "dot-segment" && e.Input == target.String() &&
			(strings.HasPrefix(e.Input[e.Offset:], ".") && e.Input[e.Offset-1] == '/' || int(target.r().PathStart()) == e.Offset):
		default:
			t.Fatalf("Parse(%q).Relativize(%q): undocumented error %#v", base, target, e)
		}
		return
	}
	if len(rel.String()) > len(target.String()) {
		t.Fatalf("Parse(%q).Relativize(%q) = %q, longer than the target", base, target, rel)
	}
	if p, err := Parse(rel.String()); p != rel || err != nil {
		t.Fatalf("Parse(%q).Relativize(%q) = %q, whose offsets are not those Parse finds: %#v, want %#v, %v", base, target, rel, rel, p, err)
	}
	if back, err := base.Resolve(rel); back != target || err != nil {
		t.Fatalf("Parse(%q).Relativize(%q) = %q, which resolves to %q, %v", base, target, rel, back, err)
	}
}

// shortestByTrial tries every reference of the forms a relative reference
// to target can take (RFC 3986 §4.2) and returns the shortest that resolves
// against base to exactly target: "../" k times, or "./", then any tail of
// target's path from a segment boundary, or "." or ".." alone; "/" or
// "/./" then any tail; "//" and the authority; the target; each followed by
// target's query and fragment, or the fragment alone, or nothing.
func shortestByTrial(base, target URI) string {
	path := target.Path()
	var tails []string
	for i := 0; i <= len(path); i++ {
		if i == 0 || path[i-1] == '/' {
			tails = append(tails, path[i:])
		}
	}
	var heads []string
	for k := 0; k <= strings.Count(base.Path(), "/")+1; k++ {
		up := strings.Repeat("../", k)
		for _, tail := range tails {
			heads = append(heads, up+tail, "./"+up+tail)
		}
		heads = append(heads, strings.TrimSuffix(up, "/"), up+".")
	}
	heads = append(heads, ".")
	// Absolute-path references: "/" and "/./" before each tail, which
	// gives "/.//g" for a path "//g" (RFC 3986 §4.2: path-absolute may not
	// start with "//").
	for _, tail := range tails {
		heads = append(heads, "/"+tail, "/./"+tail)
	}
	if a, ok := target.Authority(); ok {
		heads = append(heads, "//"+a+path)
	}
	var ends []string
	q, hasQ := target.Query()
	f, hasF := target.Fragment()
	end := ""
	if hasQ {
		end = "?" + q
	}
	if hasF {
		end += "#" + f
		ends = append(ends, "#"+f)
	}
	ends = append(ends, end, "")
	best := target.String()
	for _, h := range heads {
		for _, e := range ends {
			c := h + e
			if len(c) >= len(best) {
				continue
			}
			ref, err := Parse(c)
			if err != nil {
				continue
			}
			if got, err := base.Resolve(ref); err == nil && got == target {
				best = c
			}
		}
	}
	return best
}

// TestRelativizeShortest holds Relativize against shortestByTrial on random
// bases and targets, most with the same scheme and authority, a quarter of
// the targets with a path that starts with "//": what it returns resolves to
// the target and is never longer than the best trial.
func TestRelativizeShortest(t *testing.T) {
	segs := []string{"a", "b", "c", "", ".", "..", "g:h", "%2E", "x;p"}
	randomPath := func(r *rand.Rand) string {
		var b strings.Builder
		for range r.IntN(5) {
			b.WriteString("/" + segs[r.IntN(len(segs))])
		}
		return b.String()
	}
	r := rand.New(rand.NewPCG(4, 2))
	failed := 0
	for range oracle.Runs(testing.Short()) / 5 {
		heads := []string{"http://a", "http://b", "http:", "x:", "x://", "x://a", "file://"}
		head := heads[r.IntN(len(heads))]
		base, err1 := Parse(head + randomPath(r) + []string{"", "?q", "#f"}[r.IntN(3)])
		if r.IntN(4) == 0 {
			head = heads[r.IntN(len(heads))] // another authority, or none
		}
		path := randomPath(r)
		if r.IntN(4) == 0 {
			// A path "//g": after an authority, or with no authority
			// "/.//g", as Resolve writes it.
			if path = "/" + path; !strings.Contains(head, "//") {
				path = "/." + path
			}
		}
		target, err2 := Parse(head + path + []string{"", "?q", "?", "#f", "?y#", "?q#f"}[r.IntN(6)])
		if err1 != nil || err2 != nil {
			continue
		}
		// Resolve cleans dot segments; only a resolved target is reachable.
		if target, err2 = base.Resolve(target); err2 != nil {
			continue
		}
		rel, err := base.Relativize(target)
		if err != nil {
			t.Errorf("Relativize(%q, %q): %v", base, target, err)
		} else if p, err := Parse(rel.String()); p != rel || err != nil {
			t.Errorf("Relativize(%q, %q) = %q, whose offsets are not those Parse finds: %#v, want %#v, %v", base, target, rel, rel, p, err)
		} else if back, err := base.Resolve(rel); err != nil || back != target {
			t.Errorf("Relativize(%q, %q) = %q, which resolves to %q, %v", base, target, rel, back, err)
		} else if best := shortestByTrial(base, target); len(rel.String()) > len(best) {
			t.Errorf("Relativize(%q, %q) = %q, but %q is shorter and resolves to the target", base, target, rel, best)
		} else {
			continue
		}
		if failed++; failed == 20 {
			t.Fatal("too many differences")
		}
	}
}
