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
	var from uint32 // where the part of the reference that T takes starts
	if ref.r().SchemeEnd() != 0 {
		if !sameScheme(*u, *ref, o) {
			if o.RFC2396 || !hasDotSegment(ref.Path()) {
				return *ref, nil // T is R itself, with no dot segment to remove
			}
		} else {
			from = ref.r().AfterScheme() // R without its scheme (§5.2.2, non-strict)
		}
	}
	if int(from) == len(ref.String()) {
		return URI(u.r().WithoutFragment()), nil // the current document (§5.2.2)
	}
	var t core.Offsets
	text, err := splice(u, ref, from, o, &t)
	if err != nil {
		return URI{}, err
	}
	return URI(t.Ref(text)), nil
}

// splice is RFC 3986 §5.2.2 to §5.3 in one pass over the texts: the one
// route of resolution. T is a prefix of the base's text, up to where the
// reference's first component takes over, then a "/" when the merge of
// §5.2.3 adds one, then the reference's text from from on, which starts
// with that component: all of it, or all but a scheme that NonStrict reads
// as the base's. When the reference keeps its scheme, T is the reference,
// after an empty prefix. T's path is the reference's, the base's (for an
// empty path), or the merged one.
//
// T's dot segments, if any, go one of two ways: "./" and "../" in front
// of a merged path climb the base's directory (climbDots), and T takes the
// reference's text from after them; any others are removed by clean, in
// place, in T's own text, and the reference's query and fragment move up
// after the cleaned path. Either way T is written in the one allocation,
// which has room for the "/." that clean may put in front.
//
// splice writes T's offsets in *t and returns its text, unless there is
// an error. The base is u.
func splice(u, ref *URI, from uint32, o ResolveOptions, t *core.Offsets) (string, error) {
	var k uint32                  // T is u.String()[:k], "/" when slash is set, ref.String()[from:]
	var dir string                // the part of a merged path that comes from the base
	slash, fromRef := false, true // fromRef: whether T's path and query are ref's
	r := ref.r()
	dotted := !o.RFC2396 && hasDotSegment(ref.String()[r.PathStart():r.PathEnd()])
	switch {
	case from == 0 && r.SchemeEnd() != 0: // "scheme:": T is R
	case r.Kind() != core.KindNone: // "//" authority
		k = u.r().SchemeEnd() + 1
	case r.PathStart() == r.PathEnd(): // no path: "?" query, or "#" fragment
		k, fromRef = u.r().PathEnd(), r.QueryEnd() != 0
		if !fromRef {
			k = u.r().FragmentStart() // the base's path and query, ref's fragment
		}
	case ref.String()[r.PathStart()] == '/':
		k = u.r().PathStart()
	default: // a relative path, merged (§5.2.3, or the draft §5.2)
		dir, slash = merge(u, o.RFC2396)
		k = u.r().PathStart() + uint32(len(dir))
		if hasDotSegment(dir) || o.RFC2396 && hasDotSegment(ref.String()[r.PathStart():r.PathEnd()]) {
			dotted = true
		} else if dotted && o.AboveRoot == AboveRootRemove {
			dotted, k, from = climbMerged(u, ref, dir, slash, k, from)
		}
	}
	n := int(k) + len(ref.String()) - int(from)
	if slash {
		n++
	}
	if n > maxLen {
		return "", &Error{Input: ref.String(), Offset: len(ref.String()), Rule: "URI-reference"}
	}
	if dotted && r.Kind() == core.KindNone && (k == 0 || u.kind() == HostNone) {
		n += len("/.") // room for the "/." that clean may put in front of a path without authority
	}
	w := core.NewWriter(n)
	w.B = append(w.B, u.String()[:k]...)
	if slash {
		w.B = append(w.B, '/')
	}
	shift := w.At() - from // where ref.String() would start in T, modulo 2³²
	w.B = append(w.B, ref.String()[from:]...)
	spliced(t, u, ref, k, shift, fromRef)
	if !dotted {
		return w.String(), nil
	}
	return clean(t, w.B, u, ref, o)
}

// spliced writes in t the offsets of T as splice wrote it: the base u's
// below k, where T's text is the base's, then the reference's, moved by
// shift; the reference's path end and query when fromRef is set.
func spliced(t *core.Offsets, u, ref *URI, k, shift uint32, fromRef bool) {
	r := ref.r()
	if k == 0 { // T is the reference
		*t = r.Offsets()
		return
	}
	base := u.r()
	t.SchemeEnd, t.PathEnd, t.QueryEnd = base.SchemeEnd(), base.PathEnd(), base.QueryEnd()
	if r.Kind() != core.KindNone {
		t.HostStart, t.HostEnd, t.Kind = r.HostStart()+shift, r.HostEnd()+shift, r.Kind()
		t.PathStart = r.PathStart() + shift
	} else {
		t.HostStart, t.HostEnd, t.Kind = base.HostStart(), base.HostEnd(), base.Kind()
		t.PathStart = base.PathStart()
	}
	if fromRef {
		t.PathEnd, t.QueryEnd = r.PathEnd()+shift, moved(r.QueryEnd(), shift)
	}
}

// climbMerged takes the usual dots of a merged path, "./" and "../" in front of
// the reference's path, out of T (see climbDots): they climb dir, the
// part of the path from the base, or the "/" that merge adds, which stays.
// It returns whether T's path still has a dot segment to remove, and k and
// from moved past what the dots took away.
func climbMerged(u, ref *URI, dir string, slash bool, k, from uint32) (bool, uint32, uint32) {
	root := dir
	if slash {
		root = "/"
	} else if !strings.HasPrefix(dir, "/") {
		return true, k, from
	}
	rest := ref.String()[from:] // the reference without the scheme NonStrict drops
	d, skip, ok := climbDots(root, rest[:ref.r().PathEnd()-from])
	if !ok || u.kind() == HostNone && joinsToSlashes(d, rest[skip:]) {
		return true, k, from
	}
	if !slash {
		k -= uint32(len(dir) - len(d))
	}
	return false, k, from + uint32(skip)
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
// t's text, as remove_dot_segments (RFC 3986 §5.2.4) does, or, with
// RFC2396, as the draft §5.2 does a rootless merged path (see
// mergeRootlessDraft), and moves the query and fragment after it up to the
// cleaned path's end. The part of the path before the reference's comes
// from the base's path: an error for a ".." above the root is at its
// offset in the text it comes from. b has room for two more octets, for
// the "/." that goes in front of a path that starts with "//" where there
// is no authority (see ResolveWith).
func clean(t *core.Offsets, b []byte, base, ref *URI, o ResolveOptions) (string, error) {
	path := b[t.PathStart:t.PathEnd]
	var n, at int
	if o.RFC2396 && len(path) > 0 && path[0] != '/' {
		n, at = mergeRootlessDraft(path, o.AboveRoot)
	} else {
		n, at = removeDotSegmentsInPlace(path, o.AboveRoot)
	}
	if at >= 0 {
		return "", aboveRootError(at, len(path)-int(ref.r().PathEnd()-ref.r().PathStart()), base, ref)
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
		b = b[:len(b)+2]
		copy(b[t.PathStart+2:], b[t.PathStart:])
		copy(b[t.PathStart:], "/.")
		t.PathEnd += 2
		if t.QueryEnd != 0 {
			t.QueryEnd += 2
		}
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), nil
}

// sameScheme reports whether ref is to be read as a relative reference
// though it has a scheme: with NonStrict, when its scheme is the base's,
// compared without regard to case (RFC 3986 §3.1, §5.2.2).
func sameScheme(base, ref URI, o ResolveOptions) bool {
	return o.NonStrict && syntax.EqualFold(ref.Scheme(), base.Scheme())
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
