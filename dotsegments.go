package uri

import (
	"math/bits"
	"unsafe"

	"github.com/uriref/uri/internal/syntax"
)

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
