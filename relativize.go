package uri

import (
	"strings"

	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
)

// Relativize returns the shortest reference that [URI.Resolve] resolves
// against u, the base, to exactly target: Relativize is the inverse of
// Resolve, with u.Resolve(ref) == target for the ref it returns. It tries
// these forms and keeps the shortest that gives target back, the first one
// listed on a tie:
//
//   - "" or "#f", when target is u (without u's fragment), and "?q" or
//     "?q#f" when only the query differs;
//   - a relative-path reference, "../" as many times as needed and the rest
//     of target's path: "g", "../g", "." for the base's directory, ".."
//     for the one above. A first segment that holds a ":" gets "./" in
//     front, lest it be taken for a scheme (RFC 3986 §4.2), as does a rest
//     that starts with "/": "./g:h", ".//x";
//   - an absolute-path reference, "/g", when target's path starts with "/",
//     written "/.//g" when it starts with "//", since "//g" would be a
//     network-path reference (RFC 3986 §4.2): against "http://a/b/c/d",
//     the target "http://a//x" gives "/.//x";
//   - a network-path reference, "//host/g", when target has an authority;
//   - target itself.
//
// The first three need target to have the same scheme as u (compared as
// written: "HTTP:" is not "http:") and the same authority, or none when u
// has none. Otherwise Relativize cannot shorten beyond a network-path
// reference, for a target with an authority and u's scheme, or target
// itself.
//
// Relativize inverts Resolve with its default, strict RFC 3986 options.
// Resolve removes every dot segment but those of a base's path that a
// reference with an empty path keeps. So a target whose path has a "." or
// ".." segment gets "", "#f", "?q" or "?q#f" when its path is u's, and
// otherwise, since no resolution gives it, Relativize returns an [*Error]
// with the rule "dot-segment" and the offset of that segment in target
// ("/.//y" with no authority is the one exception: it is how Resolve writes
// "//y"; see [URI.ResolveWith]). So does a u or a target without a scheme,
// with the rule "absolute-URI". Percent-encoded dots are not dot segments.
// Relativize never panics.
func (u URI) Relativize(target URI) (URI, error) {
	t := target
	for _, v := range [2]URI{u, t} {
		if v.r().SchemeEnd() == 0 {
			return URI{}, &Error{Input: v.String(), Offset: syntax.SchemeStop(v.String()), Rule: "absolute-URI"}
		}
	}
	path := t.Path() // without the "/." Resolve puts in front of "//"
	skip := 0
	if t.kind() == HostNone && strings.HasPrefix(path, "/.//") {
		skip = len("/.")
	}
	path = path[skip:]
	// A target with dot segments does not resolve to itself, as every
	// other does: only a reference with an empty path, against a base with
	// the same path, may give it back.
	dotAt := dotSegmentAt(path)
	if dotAt >= 0 {
		dotAt += int(t.r().PathStart()) + skip // its offset in t
	}
	if t.Scheme() != u.Scheme() {
		if dotAt >= 0 {
			return URI{}, &Error{Input: t.String(), Offset: dotAt, Rule: "dot-segment"}
		}
		return t, nil
	}

	r := relativizer{base: u, target: t, best: t, found: dotAt < 0}
	uAuth, uHas := u.Authority()
	tAuth, tHas := t.Authority()
	sameAuth := uHas == tHas && uAuth == tAuth
	if sameAuth {
		r.try(t.suffix(t.r().FragmentStart())) // "" or "#f"
		if t.r().QueryEnd() != 0 {
			r.try(t.suffix(t.r().PathEnd())) // "?q" or "?q#f"
		}
	}
	if dotAt >= 0 {
		if r.found {
			return r.best, nil
		}
		return URI{}, &Error{Input: t.String(), Offset: dotAt, Rule: "dot-segment"}
	}
	if sameAuth {
		r.relativePath(path)
		r.absolutePath(path)
	}
	if tHas {
		r.try(t.suffix(t.r().AfterScheme())) // "//host/g"
	}
	return r.best, nil
}

// relativizer holds what Relativize has found: best, the shortest
// reference so far that resolves against base to target, of the forms
// tried. Until one does, best is target and found is false.
//
// Each form is built as a URI with its offsets, never parsed from text: a
// suffix of the target's text, or a path written before the target's
// query and fragment.
type relativizer struct {
	base, target URI
	best         URI
	found        bool
}

// shorter reports whether a reference of n octets would be better than
// best.
func (r *relativizer) shorter(n int) bool { return !r.found || n < len(r.best.String()) }

// try makes ref best when it is shorter and resolves against the base to
// the target: the check that Relativize is the inverse of Resolve.
func (r *relativizer) try(ref URI) {
	if !r.shorter(len(ref.String())) {
		return
	}
	if v, err := r.base.Resolve(ref); err == nil && v == r.target {
		r.best, r.found = ref, true
	}
}

// relativePath tries the relative-path reference to path (RFC 3986 §4.2):
// "../" for each segment of the base's directory that path does not
// share, then the rest of path. "." is the base's directory itself, and
// ".." the one above. A rest whose first segment holds a ":", or is
// empty, gets "./" in front, lest it read as a scheme or as an
// absolute path: "./g:h", ".//x".
func (r *relativizer) relativePath(path string) {
	ups, rest := climb(baseDirectory(r.base), path)
	lead := "" // what comes after the "../" segments, before rest
	switch {
	case rest == "" && ups == 0:
		lead = "."
	case rest == "":
		ups, lead = ups-1, ".." // "../.." rather than "../../"
	case ups == 0 && (rest[0] == '/' || pathPrefix(rest, false) != ""):
		lead = "./"
	}
	w, ok := r.writer(len("../")*ups + len(lead) + len(rest))
	if !ok {
		return
	}
	w.StartPath()
	for range ups {
		w.B = append(w.B, "../"...)
	}
	w.B = append(w.B, lead...)
	w.B = append(w.B, rest...)
	w.EndPath()
	r.tryWritten(&w)
}

// absolutePath tries the absolute-path reference to path, when path
// starts with "/": "/g", or "/.//g" for a path "//g", which would read as
// a network-path reference (RFC 3986 §4.2); Resolve cleans it back to
// "//g" (§5.2.4).
func (r *relativizer) absolutePath(path string) {
	if !strings.HasPrefix(path, "/") {
		return
	}
	prefix := pathPrefix(path, false)
	w, ok := r.writer(len(prefix) + len(path))
	if !ok {
		return
	}
	w.Path(prefix, path)
	r.tryWritten(&w)
}

// writer returns a writer for a reference with a path of pathLen octets
// and the target's query and fragment, and whether that reference would
// be shorter than best: if not, it is not worth writing.
func (r *relativizer) writer(pathLen int) (core.Writer, bool) {
	n := pathLen + len(r.target.String()) - int(r.target.r().PathEnd())
	if !r.shorter(n) {
		return core.Writer{}, false
	}
	return core.NewWriter(n), true
}

// tryWritten writes the target's query and fragment after the path that w
// holds, and tries the reference.
func (r *relativizer) tryWritten(w *core.Writer) {
	if q, ok := r.target.Query(); ok {
		w.Query(q)
	}
	if f, ok := r.target.Fragment(); ok {
		w.Fragment(f)
	}
	r.try(URI(w.Done()))
}

// suffix returns the reference whose text is t's from the offset from on,
// where the "//" of t's authority, the "?" of its query or the "#" of its
// fragment starts (or len(t.String())), with the offsets Parse would find in it:
// a component before from is absent there, and its offsets zero.
func (t URI) suffix(from uint32) URI {
	rel := func(off uint32) uint32 {
		if off < from {
			return 0
		}
		return off - from
	}
	o := core.Offsets{
		HostStart: rel(t.r().HostStart()),
		HostEnd:   rel(t.r().HostEnd()),
		PathStart: rel(t.r().PathStart()),
		PathEnd:   rel(t.r().PathEnd()),
		QueryEnd:  rel(t.r().QueryEnd()),
	}
	if from <= t.r().AfterScheme() {
		o.Kind = t.r().Kind()
	}
	return URI(o.Ref(t.String()[from:]))
}

// baseDirectory returns the path that a relative-path reference starts
// from when resolved against u: the merged prefix of RFC 3986 §5.2.3 without
// its dot segments (those above the root removed, as Resolve does).
func baseDirectory(u URI) string {
	dir, slash := merge(&u, false)
	if !slash && !hasDotSegment(dir) {
		return dir
	}
	b := []byte(dir)
	if slash {
		b = append(b, '/')
	}
	n, _ := removeDotSegmentsInPlace(b, AboveRootRemove)
	return string(b[:n])
}

// climb returns how many segments of dir, a directory path that is empty
// or ends in "/", a relative-path reference goes up to reach the longest
// directory that dir and path share, and the rest of path after that
// directory.
func climb(dir, path string) (ups int, rest string) {
	k := 0
	for k < len(dir) && k < len(path) && dir[k] == path[k] {
		k++
	}
	k = strings.LastIndexByte(dir[:k], '/') + 1
	return strings.Count(dir[k:], "/"), path[k:]
}
