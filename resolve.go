package uri

import (
	"math/bits"
	"strings"
	"unsafe"

	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
)

// ResolveOptions chooses among the resolution algorithms of RFC 3986 §5.2 and
// its predecessors. The zero value is strict RFC 3986.
type ResolveOptions struct {
	// NonStrict takes a reference whose scheme equals the base's as relative:
	// "http:g" against "http://a/b/c/d;p?q" gives "http://a/b/c/g"
	// (RFC 3986 §5.2.2; the draft's non-validating parser).
	NonStrict bool
	// RFC2396 resolves as RFC 2396 and draft-fielding-uri-rfc2396bis-00 §5.2 do:
	// dot segments are removed only from a merged relative path, so "/./g" gives
	// "http://a/./g". With AboveRootKeep it gives every result of the draft's Appendix C.
	RFC2396 bool
	// AboveRoot says what becomes of ".." segments that would climb above the root.
	AboveRoot AboveRoot
}

// AboveRoot says what resolution does with a ".." segment that would climb
// above the root of the path, as "../../../g" does against
// "http://a/b/c/d;p?q".
type AboveRoot uint8

const (
	AboveRootRemove AboveRoot = iota // RFC 3986: "../../../g" gives "http://a/g"
	AboveRootKeep                    // draft Appendix C: "../../../g" gives "http://a/../g"
	AboveRootRefuse                  // the reference is refused with an error
)

// Resolve resolves ref against u, the base URI, as RFC 3986 §5.2 does in
// strict mode, and returns the target URI. It is [URI.ResolveWith] with the
// zero [ResolveOptions]; see there for the choices it makes where the RFC
// leaves room.
//
// u must have a scheme; otherwise Resolve returns an [*Error] with the rule
// "absolute-URI". Resolve never panics, and it allocates at most once, for
// the text of the result, unless the path to clean of dot segments is long.
func (u URI) Resolve(ref URI) (URI, error) { return resolve(&u, &ref, ResolveOptions{}) }

// ResolveWith resolves ref against u, the base URI, by RFC 3986 §5.2: the
// transform of §5.2.2, the merge of §5.2.3, remove_dot_segments of §5.2.4
// (done in one pass, in time linear in the length of the path) and the
// recomposition of §5.3. o chooses the variant; see [ResolveOptions].
//
// u must have a scheme (RFC 3986 §5.2.1); a base without one gives an
// [*Error] with the rule "absolute-URI" and the base as Input, never a guess.
// The base's fragment is ignored and the reference's is kept, so that ""
// gives u without its fragment and "#s" gives u with the fragment s.
// With [AboveRootRefuse], a ".." segment that would climb above the root
// gives an [*Error] with the rule "remove_dot_segments" whose Offset is that
// of the "..", in the reference or, when the base's own path climbs, in the
// base.
//
// Where the RFC leaves room, ResolveWith decides:
//
//   - A result with no authority whose path would start with "//" gets "/."
//     in front of its path: "/..//y" against "x:/a" gives "x:/.//y", not
//     "x://y", which would parse with the authority "y". The meaning is kept,
//     since remove_dot_segments turns "/.//y" back into "//y", and so
//     Parse(r.String()) == r holds for every result r.
//   - Percent-encoded dots ("%2E", "%2e") are not dot segments: they are
//     only equivalent to "." after normalization (RFC 3986 §2.3 and
//     §6.2.2.3), which resolution does not do. "%2E%2E/g" stays as written.
//   - The base is not normalized first (§5.2.1 makes that optional): its
//     path is used as §5.2.2 and §5.2.3 say, as written. A reference with an
//     empty path takes the base's path unchanged, dot segments and all: ""
//     against "http://a/b/../c" gives "http://a/b/../c" and "?y" gives
//     "http://a/b/../c?y". Otherwise the base's dot segments go with
//     remove_dot_segments of the merged path: "g" against "http://a/b/.."
//     gives "http://a/b/g", since merge keeps "/b/" and drops "..".
//     A caller who wants "http://a/c" for "" resolves against u.Normalize().
//   - Erratum 4789 to RFC 3986 (held for a document update, not verified)
//     would have §5.2.3 keep a base path that ends in "/.." whole and add
//     "/": "g" against "http://a/b/.." would give "http://a/g". ResolveWith
//     follows the published text, which gives "http://a/b/g". Resolving
//     against u.Normalize() gives the erratum's answer, as §5.2.1 allows.
//   - A base path that is rootless ("x:a/b") is merged and cleaned as §5.2.4
//     says, literally, even where that makes it absolute: "../g" against
//     "x:a/b" gives "x:/g".
//   - NonStrict compares the schemes without regard to case, as schemes are
//     case-insensitive (RFC 3986 §3.1); the result keeps the base's scheme.
//   - With RFC2396, the base's path is used as written and merged as the
//     draft §5.2 says, which differs from RFC 3986 §5.2.3 on an empty base
//     path without authority: "g" against "x:" gives "x:/g" there, "x:g" in
//     RFC 3986 mode. A merged path that does not start with "/" is cleaned
//     by the draft's steps 3-7, which see only segments joined by "/", not
//     by §5.2.4, which reads a "/" left at the front as a root: "../g"
//     against "x:a/b" gives "x:g" there, "x:/g" in RFC 3986 mode.
//
// A result longer than [Parse] accepts gives an [*Error] with the rule
// "URI-reference". ResolveWith never panics. It allocates once, for the text
// of the result (twice when the reference has a scheme, or with RFC2396,
// and a path with dot segments is longer than 256 octets), and not at all
// when the result is ref itself (an absolute reference without dot
// segments) or u without its fragment.
func (u URI) ResolveWith(ref URI, o ResolveOptions) (URI, error) { return resolve(&u, &ref, o) }

// resolve is ResolveWith, with the URIs where the caller holds them.
func resolve(u, ref *URI, o ResolveOptions) (URI, error) {
	if u.r().SchemeEnd() == 0 {
		return URI{}, &Error{Input: u.String(), Offset: syntax.SchemeStop(u.String()), Rule: "absolute-URI"}
	}
	dotted := false // whether T.path is known to have a dot segment to remove
	if ref.r().SchemeEnd() != 0 && !sameScheme(*u, *ref, o) {
		if o.RFC2396 || !hasDotSegment(ref.Path()) {
			return *ref, nil // T is R itself, with no dot segment to remove
		}
		dotted = true
	}
	if ref.String() == "" {
		return URI(u.r().WithoutFragment()), nil // the current document (§5.2.2)
	}
	if ref.r().SchemeEnd() == 0 && !o.RFC2396 {
		var to core.Offsets
		text, ok, err := u.splice(ref, o.AboveRoot, &to)
		switch {
		case err != nil:
			return URI{}, err
		case ok:
			return URI(to.Ref(text)), nil
		}
		dotted = true // splice gives way to transform for nothing else
	}
	var tgt target
	tgt.transform(u, ref, o)
	if !dotted && !tgt.dotted() {
		return tgt.recompose(nil, false, ref.String())
	}
	var scratch [256]byte // zeroed only here, where it is used
	path, err := tgt.removeDotSegments(scratch[:0], u, o)
	if err != nil {
		return URI{}, err
	}
	return tgt.recompose(path, true, ref.String())
}

// splice is the route through RFC 3986 §5.2.2 to §5.3 for a reference
// without a scheme, in strict mode. T is a prefix of the base's text, up
// to where the reference's first component takes over, then a "/" when
// the merge of §5.2.3 adds one, then the reference's text, which starts
// with that component. T's path is the reference's, or the merged one.
// Its dot segments, if any, go one of two ways: "./" and "../" in front
// of a merged path climb the base's directory (climbDots), and T takes
// the reference's text from after them; any others are removed by
// remove_dot_segments (§5.2.4) in place, in T's own text, and the
// reference's query and fragment move up after the cleaned path (clean).
// Either way T is written in the one allocation.
//
// splice writes T's offsets in *t and returns its text, unless there is
// an error; the caller makes the URI of them. It reports false, and
// leaves the work to transform, only where a cleaned path without an
// authority would start with "//" and there were no room left for the
// "/." that ResolveWith then puts in front of it. There always is: such a
// path does not start with "//" before it is cleaned (§3.3), and
// remove_dot_segments takes at least two octets away to make it do so.
//
// The URIs are pointers, as base is in merge, so that their fields are
// read where they are rather than copied to splice's arguments.
func (u *URI) splice(ref *URI, above AboveRoot, t *core.Offsets) (text string, ok bool, err error) {
	var k, from uint32 // T is u.String()[:k], "/" when slash is set, ref.String()[from:]
	slash := false
	fromRef := true // whether T's path ends in ref.String(), and so its query
	// Whether T's path has a dot segment: the reference's own dots ("../",
	// the usual ones) first, and then the merged directory's. They are
	// looked for in the texts they come from, which have just been read,
	// not in T's, which a copy has just written.
	dotted := hasDotSegment(ref.String()[ref.r().PathStart():ref.r().PathEnd()])
	switch {
	case ref.kind() != HostNone: // "//" authority
		k = u.r().SchemeEnd() + 1
	case ref.r().PathStart() == ref.r().PathEnd(): // no path: "?" query, or "#" fragment
		k, fromRef = u.r().PathEnd(), ref.r().QueryEnd() != 0
		if !fromRef {
			k = u.r().FragmentStart() // the base's path and query, ref's fragment
		}
	case ref.String()[0] == '/':
		k = u.r().PathStart()
	default: // a relative path, merged
		var dir string
		dir, slash = merge(u, false)
		switch {
		case hasDotSegment(dir):
			dotted = true
		case dotted && above == AboveRootRemove && (slash || strings.HasPrefix(dir, "/")):
			// The usual dots, "./" and "../" in front, climb dir, or the
			// "/" that merge adds, which stays.
			root := dir
			if slash {
				root = "/"
			}
			if d, skip, ok := climbDots(root, ref.String()[:ref.r().PathEnd()]); ok && (u.kind() != HostNone || !joinsToSlashes(d, ref.String()[skip:])) {
				from, dotted = uint32(skip), false
				if !slash {
					dir = d
				}
			}
		}
		k = u.r().PathStart() + uint32(len(dir))
	}
	n := int(k) + len(ref.String()) - int(from)
	if slash {
		n++
	}
	if n > maxLen {
		return "", true, &Error{Input: ref.String(), Offset: len(ref.String()), Rule: "URI-reference"}
	}
	w := core.NewWriter(n)
	w.B = append(w.B, u.String()[:k]...)
	if slash {
		w.B = append(w.B, '/')
	}
	shift := w.At() - from // where ref.String() would start in T, modulo 2³²
	w.B = append(w.B, ref.String()[from:]...)
	// T's offsets: the base's below k, then the reference's, moved by
	// shift.
	t.SchemeEnd, t.HostStart, t.HostEnd, t.Kind = u.r().SchemeEnd(), u.r().HostStart(), u.r().HostEnd(), u.r().Kind()
	t.PathStart, t.PathEnd, t.QueryEnd = u.r().PathStart(), u.r().PathEnd(), u.r().QueryEnd()
	if ref.kind() != HostNone {
		t.HostStart, t.HostEnd, t.Kind = ref.r().HostStart()+shift, ref.r().HostEnd()+shift, ref.r().Kind()
		t.PathStart = ref.r().PathStart() + shift
	}
	if fromRef {
		t.PathEnd = ref.r().PathEnd() + shift
		t.QueryEnd = 0
		if ref.r().QueryEnd() != 0 {
			t.QueryEnd = ref.r().QueryEnd() + shift
		}
	}
	if !dotted {
		return w.String(), true, nil
	}
	return clean(t, w.B, u, ref, above)
}

// climbDots is remove_dot_segments (RFC 3986 §5.2.4) for the merged path
// dir + path, where dir starts and ends with "/" and has no dot segment,
// when path's dot segments are all in front: each "./" goes, and each
// "../" takes dir's last segment with it, if any is left (steps 2B, 2C).
// It returns what is left of dir and the offset in path of what follows
// the dot segments, and false when a dot segment follows, for §5.2.4 in
// full.
func climbDots(dir, path string) (string, int, bool) {
	i := 0
	for {
		switch rest := path[i:]; {
		case strings.HasPrefix(rest, "./"):
			i += len("./")
		case strings.HasPrefix(rest, "../"):
			i += len("../")
			if len(dir) > 1 {
				dir = dir[:strings.LastIndexByte(dir[:len(dir)-1], '/')+1]
			}
		default:
			return dir, i, !hasDotSegment(rest)
		}
	}
}

// joinsToSlashes reports whether dir, what climbDots leaves, and the path
// that follows it start with "//", which without an authority would read
// as one (RFC 3986 §3.3): clean then puts "/." in front.
func joinsToSlashes(dir, path string) bool {
	return dir == "/" && strings.HasPrefix(path, "/")
}

// clean removes the dot segments of t's path, written in b, which holds
// t's text, as remove_dot_segments (RFC 3986 §5.2.4) does, and moves the
// query and fragment after it up to the cleaned path's end. The part of
// the path before the reference's comes from the base's path: an error
// for a ".." above the root is at its offset in the text it comes from.
// See splice for text and ok.
func clean(t *core.Offsets, b []byte, base, ref *URI, above AboveRoot) (text string, ok bool, err error) {
	path := b[t.PathStart:t.PathEnd]
	n, at := removeDotSegmentsInPlace(path, above)
	if at >= 0 {
		return "", true, aboveRootError(at, len(path)-int(ref.r().PathEnd()-ref.r().PathStart()), base, ref)
	}
	// The query and fragment move up by d, the octets taken away.
	d := uint32(len(path) - n)
	end := t.PathStart + uint32(n)
	copy(b[end:], b[t.PathEnd:])
	b = b[:len(b)-int(d)]
	t.PathEnd = end
	if t.QueryEnd != 0 {
		t.QueryEnd -= d
	}
	if t.Kind == core.KindNone && startsWith(b[t.PathStart:t.PathEnd], "//") {
		// "/." goes in front, as ResolveWith says, in two of the octets
		// taken away (see splice).
		if d < 2 {
			return "", false, nil
		}
		b = b[:len(b)+2]
		copy(b[t.PathStart+2:], b[t.PathStart:])
		copy(b[t.PathStart:], "/.")
		t.PathEnd += 2
		if t.QueryEnd != 0 {
			t.QueryEnd += 2
		}
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), true, nil
}

// sameScheme reports whether ref is to be read as a relative reference
// though it has a scheme: with NonStrict, when its scheme is the base's,
// compared without regard to case (RFC 3986 §3.1, §5.2.2).
func sameScheme(base, ref URI, o ResolveOptions) bool {
	return o.NonStrict && syntax.EqualFold(ref.Scheme(), base.Scheme())
}

// target is T of RFC 3986 §5.2.2, with T.path in up to three parts: dir,
// the prefix of the base's path that merge keeps (§5.2.3), then a "/" if
// slash is set, then path. pathIn is the reference whose text holds path,
// for the offsets of errors; dir is always in the base's.
type target struct {
	scheme      string
	auth        URI // the reference whose authority T has; HostNone: none
	dir         string
	slash       bool
	path        string
	pathIn      URI
	removeDots  bool // whether T.path goes through remove_dot_segments
	query       string
	hasQuery    bool
	fragment    string
	hasFragment bool
}

// transform is the algorithm of RFC 3986 §5.2.2: it makes t the target T
// of the reference r against the base, its path not yet cleaned. With
// RFC2396 a path is cleaned only when it was merged, as the draft §5.2
// says.
func (t *target) transform(base, r *URI, o ResolveOptions) {
	clean := !o.RFC2396
	switch {
	case r.r().SchemeEnd() != 0 && !sameScheme(*base, *r, o):
		t.scheme, t.auth = r.Scheme(), *r
		t.path, t.pathIn, t.removeDots = r.Path(), *r, clean
		t.query, t.hasQuery = r.Query()
	case r.kind() != HostNone:
		t.scheme, t.auth = base.Scheme(), *r
		t.path, t.pathIn, t.removeDots = r.Path(), *r, clean
		t.query, t.hasQuery = r.Query()
	case r.r().PathStart() == r.r().PathEnd(): // R.path == ""
		t.scheme, t.auth = base.Scheme(), *base
		t.path, t.pathIn = base.Path(), *base // as written: §5.2.2 does not clean it
		t.query, t.hasQuery = r.Query()
		if !t.hasQuery {
			t.query, t.hasQuery = base.Query()
		}
	case r.String()[r.r().PathStart()] == '/':
		t.scheme, t.auth = base.Scheme(), *base
		t.path, t.pathIn, t.removeDots = r.Path(), *r, clean
		t.query, t.hasQuery = r.Query()
	default:
		t.scheme, t.auth = base.Scheme(), *base
		t.dir, t.slash = merge(base, o.RFC2396)
		t.path, t.pathIn, t.removeDots = r.Path(), *r, true
		t.query, t.hasQuery = r.Query()
	}
	t.fragment, t.hasFragment = r.Fragment()
}

// dirLen is the length of the part of T.path taken from the base: dir and
// the "/" after it.
func (t *target) dirLen() int {
	if t.slash {
		return len(t.dir) + 1
	}
	return len(t.dir)
}

// dotted reports whether T.path goes through remove_dot_segments and has
// a dot segment for it to remove.
func (t *target) dotted() bool {
	return t.removeDots && (hasDotSegment(t.dir) || hasDotSegment(t.path))
}

// removeDotSegments is remove_dot_segments (RFC 3986 §5.2.4, or the draft's
// steps for a rootless merged path in RFC2396 mode) on T.path: it returns
// the cleaned path, written over buf's storage where it fits. The error is
// for a ".." above the root under AboveRootRefuse, at its offset in the
// base's or the reference's text.
func (t *target) removeDotSegments(buf []byte, base *URI, o ResolveOptions) ([]byte, error) {
	buf = append(buf, t.dir...)
	if t.slash {
		buf = append(buf, '/')
	}
	buf = append(buf, t.path...)
	var n, at int
	if o.RFC2396 && len(buf) > 0 && buf[0] != '/' {
		n, at = mergeRootlessDraft(buf, o.AboveRoot)
	} else {
		n, at = removeDotSegmentsInPlace(buf, o.AboveRoot)
	}
	if at >= 0 {
		return nil, aboveRootError(at, t.dirLen(), base, &t.pathIn)
	}
	return buf[:n], nil
}

// aboveRootError is the error for a ".." that would climb above the root, at
// the offset at of a merged path whose first dirLen octets come from the
// base's path and the rest from pathIn's: the offset is the "..", in the
// text it comes from.
func aboveRootError(at, dirLen int, base, pathIn *URI) *Error {
	if at < dirLen {
		return &Error{Input: base.String(), Offset: int(base.r().PathStart()) + at, Rule: "remove_dot_segments"}
	}
	return &Error{Input: pathIn.String(), Offset: int(pathIn.r().PathStart()) + at - dirLen, Rule: "remove_dot_segments"}
}

// startsWithSlashes reports whether T.path, cleaned when dotted, starts
// with "//".
func (t *target) startsWithSlashes(cleaned []byte, dotted bool) bool {
	if dotted {
		return len(cleaned) >= 2 && cleaned[0] == '/' && cleaned[1] == '/'
	}
	var first [2]byte
	k := copy(first[:], t.dir)
	if t.slash && k < 2 {
		first[k] = '/'
		k++
	}
	copy(first[k:], t.path)
	return first == [2]byte{'/', '/'}
}

// recompose is RFC 3986 §5.3 on T, with the offsets Parse would find. The
// path is cleaned when dotted, T's dir, slash and path otherwise. A path
// that starts with "//" without an authority gets "/." in front (see
// ResolveWith). A result longer than Parse accepts is an error at the end
// of ref, the reference's text.
func (t *target) recompose(cleaned []byte, dotted bool, ref string) (URI, error) {
	hasAuth := t.auth.kind() != HostNone
	pathLen := t.dirLen() + len(t.path)
	if dotted {
		pathLen = len(cleaned)
	}
	prefix := ""
	if !hasAuth && t.startsWithSlashes(cleaned, dotted) {
		prefix = "/."
	}
	n := len(t.scheme) + 1 + len(prefix) + pathLen
	if hasAuth {
		n += 2 + int(t.auth.r().PathStart()-t.auth.r().AuthorityStart())
	}
	if t.hasQuery {
		n += 1 + len(t.query)
	}
	if t.hasFragment {
		n += 1 + len(t.fragment)
	}
	if n > maxLen {
		return URI{}, &Error{Input: ref, Offset: len(ref), Rule: "URI-reference"}
	}
	w := core.NewWriter(n)
	w.Scheme(t.scheme)
	if hasAuth {
		w.AuthorityOf(t.auth.r())
	}
	w.StartPath()
	w.B = append(w.B, prefix...)
	if dotted {
		w.B = append(w.B, cleaned...)
	} else {
		w.B = append(w.B, t.dir...)
		if t.slash {
			w.B = append(w.B, '/')
		}
		w.B = append(w.B, t.path...)
	}
	w.EndPath()
	if t.hasQuery {
		w.Query(t.query)
	}
	if t.hasFragment {
		w.Fragment(t.fragment)
	}
	return URI(w.Done()), nil
}

// merge returns the part of the base's path that a relative-path reference
// is appended to, by RFC 3986 §5.2.3, or by the draft §5.2 when rfc2396 is
// set: dir, then a "/" when slash is set.
//
//   - RFC 3986: "/" when the base has an authority and an empty path;
//     otherwise all of the path up to and including its last "/", which is
//     "" when there is none.
//   - The draft: "/" when the base's path is empty, with or without an
//     authority; otherwise all of it up to and including its last "/".
func merge(base *URI, rfc2396 bool) (dir string, slash bool) {
	path := base.String()[base.r().PathStart():base.r().PathEnd()]
	switch {
	case path == "":
		return "", rfc2396 || base.kind() != HostNone
	}
	return path[:lastSlash(path)+1], false
}

// lastSlash returns the offset of the last "/" in s, or -1 when there is
// none. It is strings.LastIndexByte, which tests one octet at a time, made
// to test eight: a base's path is often long, and merge looks at all of
// its last segment. The octets left over in front are read in the first
// word, when s has one.
func lastSlash(s string) int {
	i := len(s)
	for ; i >= 8; i -= 8 {
		if slashes := syntax.Equal8(syntax.Load8(s[i-8:i]), '/'); slashes != 0 {
			return i - 8 + (63-bits.LeadingZeros64(slashes))/8
		}
	}
	if len(s) >= 8 {
		// The first i octets, read with the next 8-i, which hold no "/".
		return bits.Len64(syntax.Equal8(syntax.Load8(s[:8]), '/'))/8 - 1
	}
	return strings.LastIndexByte(s, '/') // s is shorter than a word
}

// hasDotSegment reports whether path has a "." or ".." segment, and so
// whether remove_dot_segments could change it. Percent-encoded dots ("%2E")
// do not count (RFC 3986 §2.3, §6.2.2.3).
func hasDotSegment(path string) bool {
	return dotSegmentAt(path) >= 0
}

// dotSegmentAt returns the offset in path of its first "." or ".." segment,
// or -1 when it has none. Such a segment starts with a "." that starts the
// path or follows a "/". The pairs "/." are looked for eight octets at a
// time, in words that overlap by one octet, so that each word holds seven
// whole pairs, the last word overlapping the one before further; only the
// pairs found are looked at further.
func dotSegmentAt(path string) int {
	n := len(path)
	if n > 0 && path[0] == '.' && isDotSegmentAt(path, 0) {
		return 0
	}
	i := 0 // the pairs that start before i are looked at
	for ; i+8 <= n; i += 7 {
		if m := syntax.Pairs8(syntax.Load8(path[i:i+8]), '/', '.'); m != 0 {
			if k := dotAfterSlash(path, i, m); k >= 0 {
				return k
			}
		}
	}
	switch {
	case i+1 >= n: // no pair left
	case n >= 8:
		if m := syntax.Pairs8(syntax.Load8(path[n-8:]), '/', '.'); m != 0 {
			return dotAfterSlash(path, n-8, m)
		}
	default:
		for ; i+1 < n; i++ {
			if path[i] == '/' && path[i+1] == '.' && isDotSegmentAt(path, i+1) {
				return i + 1
			}
		}
	}
	return -1
}

// dotAfterSlash returns the offset of the first dot segment after a "/"
// that m, the marks Pairs8 gives for "/." in the word of path at i, lead
// to, or -1 when none does.
func dotAfterSlash(path string, i int, m uint64) int {
	for ; m != 0; m &= m - 1 {
		k := i + bits.TrailingZeros64(m)/8 // a "/", unless a false mark
		if path[k] == '/' && path[k+1] == '.' && isDotSegmentAt(path, k+1) {
			return k + 1
		}
	}
	return -1
}

// isDotSegmentAt reports whether the segment of path that starts at i
// with a "." is "." or "..".
func isDotSegmentAt(path string, i int) bool {
	end := i + 1
	if end < len(path) && path[end] == '.' {
		end++
	}
	return end == len(path) || path[end] == '/'
}

// removeDotSegments appends path to dst with its "." and ".." segments
// removed, as remove_dot_segments of RFC 3986 §5.2.4 does; see
// removeDotSegmentsInPlace for above and at, which is an offset in path.
func removeDotSegments(dst []byte, path string, above AboveRoot) ([]byte, int) {
	start := len(dst)
	dst = append(dst, path...)
	n, at := removeDotSegmentsInPlace(dst[start:], above)
	return dst[:start+n], at
}

// removeDotSegmentsInPlace removes the "." and ".." segments from the path in p, as
// remove_dot_segments of RFC 3986 §5.2.4 does, and returns the length of the
// result, which it leaves in p[:n]. It works in place and in one pass: the
// output buffer of §5.2.4 is p[:w] and the input buffer p[i:], with w <= i
// throughout, and removing the last output segment moves w back over that
// segment alone, so each octet is read and written at most twice.
//
// above says what a ".." with no segment left to remove does: it is dropped
// (AboveRootRemove, as §5.2.4 says), kept in the output (AboveRootKeep, as
// the draft's Appendix C shows; later ".." segments do not remove it), or
// refused (AboveRootRefuse): then at is the offset in p of that "..".
// Otherwise at is -1.
func removeDotSegmentsInPlace(p []byte, above AboveRoot) (n, at int) {
	b := dotBuffers{p: p, above: above}
	for at = -1; at < 0 && b.i < len(p); {
		switch in := p[b.i:]; {
		// Most segments do not start with ".", and only 2E applies to
		// them: a shortcut past the tests below, for them and the
		// segments after them up to the next dot segment.
		case in[0] != '.' && (in[0] != '/' || len(in) == 1 || in[1] != '.'):
			b.moveUpToDotSegment()
		// 2A: a prefix of "../" or "./" is removed. This happens only at
		// the start of a path that does not start with "/", while the
		// output holds nothing but kept ".." segments.
		case startsWith(in, "../"):
			at = b.removeDotDot("../")
		case startsWith(in, "./"):
			b.i += len("./")
		// 2B: a prefix of "/./", or "/." as the whole input, becomes "/".
		case startsWith(in, "/./"):
			b.replaceWithSlash("/./")
		case is(in, "/."):
			b.replaceWithSlash("/.")
		// 2C: a prefix of "/../", or "/.." as the whole input, becomes
		// "/", and the last segment of the output is removed with the "/"
		// before it, if any.
		case startsWith(in, "/../"):
			at = b.removeLastSegment("/../")
		case is(in, "/.."):
			at = b.removeLastSegment("/..")
		// 2D: "." or ".." as the whole input is removed. It is the whole
		// path, so there is no segment for a ".." to remove.
		case is(in, "."):
			b.i += len(".")
		case is(in, ".."):
			at = b.removeDotDot("..")
		// 2E: the first segment moves to the output, with its leading "/"
		// if any, up to the next "/".
		default:
			b.moveFirstSegment()
		}
	}
	return b.w, at
}

// dotBuffers are the two buffers of remove_dot_segments (RFC 3986 §5.2.4)
// over one path p, as removeDotSegmentsInPlace uses them.
type dotBuffers struct {
	p     []byte
	w     int // p[:w] is the output buffer
	i     int // p[i:] is the input buffer
	floor int // p[:floor] holds the ".." segments kept above the root
	above AboveRoot
}

// replaceWithSlash replaces prefix, at the start of the input, with "/"
// (step 2B, and 2C after the output's last segment is removed).
func (b *dotBuffers) replaceWithSlash(prefix string) {
	b.i += len(prefix) - 1
	b.p[b.i] = '/'
}

// removeLastSegment is step 2C for prefix, "/../" or "/.." as the whole
// input: it removes the output's last segment and the "/" before it, if
// any, and replaces prefix with "/". With no segment left to remove, the
// ".." climbs above the root: see aboveRoot. It returns at as
// removeDotSegmentsInPlace does.
func (b *dotBuffers) removeLastSegment(prefix string) (at int) {
	if b.w == b.floor && b.above != AboveRootRemove {
		return b.aboveRoot(b.i + len("/"))
	}
	b.w = popSegment(b.p[:b.w], b.floor)
	b.replaceWithSlash(prefix)
	return -1
}

// removeDotDot removes prefix, "../" (step 2A) or ".." as the whole input
// (step 2D), from the input. The output then holds nothing but kept ".."
// segments, so the ".." climbs above the root: see aboveRoot.
func (b *dotBuffers) removeDotDot(prefix string) (at int) {
	if b.above != AboveRootRemove {
		return b.aboveRoot(b.i)
	}
	b.i += len(prefix)
	return -1
}

// aboveRoot is the ".." segment at p[dots:], the next in the input, with no
// segment left in the output for it to remove, under the modes that do not
// drop it as §5.2.4 does. AboveRootRefuse refuses it: at is dots.
// AboveRootKeep moves it to the output, with the "/" before it if any, as
// step 2E would, and later ".." segments do not remove it; the "/" after
// it, if any, stays in the input. Then at is -1.
func (b *dotBuffers) aboveRoot(dots int) (at int) {
	if b.above == AboveRootRefuse {
		return dots
	}
	end := dots + len("..")
	b.w += copy(b.p[b.w:], b.p[b.i:end])
	b.floor = b.w
	b.i = end
	return -1
}

// moveUpToDotSegment moves the input's segments to the output, as step 2E
// does one at a time, up to the "/" before the next "." or ".." segment,
// or to the end of the input. The input must not start with one: its
// first octet is not ".", and not "/" before ".". The input is read as a
// string only while nothing in it changes.
func (b *dotBuffers) moveUpToDotSegment() {
	in := b.p[b.i:]
	n := len(in)
	if k := dotSegmentAt(unsafe.String(unsafe.SliceData(in), len(in))); k > 0 {
		n = k - 1 // k >= 2, since the input does not start with a dot segment
	}
	b.w += copy(b.p[b.w:], in[:n])
	b.i += n
}

// moveFirstSegment moves the input's first segment to the output, with its
// leading "/" if any, up to the next "/" or the end (step 2E).
func (b *dotBuffers) moveFirstSegment() {
	p, j := b.p, b.i+1
	for j < len(p) && p[j] != '/' {
		j++
	}
	b.w += copy(p[b.w:], p[b.i:j])
	b.i = j
}

// mergeRootlessDraft cleans a merged path that does not start with "/" as
// the draft §5.2's steps 3 to 7 do, in place, and returns what
// removeDotSegmentsInPlace does. The draft treats the buffer as segments
// joined by "/" and nothing more, where RFC 3986 §5.2.4 reads a "/" left
// at the front as a root: "a/../g" gives "g" here and "/g" there, and in
// ".//.." the ".." removes the empty segment before it.
//
// The steps' repeated string replacements come to one pass with a stack:
// "." is dropped (step 3), a ".." pops the segment before it unless that is
// a ".." kept above the root (steps 5 and 6), and a final "." or ".." leaves
// an empty last segment, as their "/" stays (steps 4 and 6). A ".." with
// nothing to pop is step 7's error, handled as above says.
func mergeRootlessDraft(p []byte, above AboveRoot) (n, at int) {
	w, segs := 0, 0 // the output is p[:w], segs segments joined by "/"
	lastIsDotDot := func() bool {
		return w >= 2 && p[w-1] == '.' && p[w-2] == '.' && (w == 2 || p[w-3] == '/')
	}
	push := func(seg []byte) {
		if segs > 0 {
			p[w] = '/'
			w++
		}
		w += copy(p[w:], seg)
		segs++
	}
	for i := 0; i <= len(p); {
		j := i
		for j < len(p) && p[j] != '/' {
			j++
		}
		seg, last := p[i:j], j == len(p)
		switch string(seg) {
		case ".":
			if last {
				push(nil)
			}
		case "..":
			switch {
			case segs > 0 && !lastIsDotDot():
				w = popSegment(p[:w], 0)
				segs--
				if last {
					push(nil)
				}
			case above == AboveRootRefuse:
				return w, i
			case above == AboveRootKeep:
				push(seg)
			case last:
				push(nil)
			}
		default:
			push(seg)
		}
		i = j + 1
	}
	return w, -1
}

// popSegment returns the length of out without its last segment and the "/"
// before it, if any, but never less than floor.
func popSegment(out []byte, floor int) int {
	j := len(out) - 1
	for j > floor && out[j] != '/' {
		j--
	}
	return max(j, floor)
}

// startsWith reports whether b begins with prefix.
func startsWith(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && string(b[:len(prefix)]) == prefix
}

// is reports whether b is s. It reads no more of b than s's length: a
// conversion of all of b, as string(b) == s is under the race detector,
// would make remove_dot_segments take quadratic time there.
func is(b []byte, s string) bool { return len(b) == len(s) && startsWith(b, s) }

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
