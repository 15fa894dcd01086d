package uri

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

// hasDotSegment reports whether path has a "." or ".." segment, and so
// whether removeDotSegments could change it. Percent-encoded dots ("%2E")
// do not count (RFC 3986 §2.3, §6.2.2.3).
func hasDotSegment(path string) bool {
	for i := 0; i < len(path); {
		// path[i:] starts a segment.
		j := i
		for j < len(path) && path[j] != '/' {
			j++
		}
		if seg := path[i:j]; seg == "." || seg == ".." {
			return true
		}
		i = j + 1
	}
	return false
}

// removeDotSegments appends path to dst with its "." and ".." segments
// removed, as remove_dot_segments of RFC 3986 §5.2.4 does, in one pass:
// output segments are popped off dst instead of being searched for again.
//
// above says what a ".." with no segment left to remove does: it is dropped
// (AboveRootRemove), kept in the output (AboveRootKeep, as the draft's
// Appendix C shows), or refused (AboveRootRefuse): then removeDotSegments
// returns the offset in path of that "..". Otherwise the offset is -1.
func removeDotSegments(dst []byte, path string, above AboveRoot) ([]byte, int) {
	base := len(dst)  // dst[:base] is not ours to pop
	floor := len(dst) // dst[base:floor] holds kept "/.." segments
	for i := 0; i < len(path); {
		rest := path[i:]
		switch {
		// 2A: a prefix of "../" or "./" is removed.
		case hasPrefix(rest, "../"):
			if above == AboveRootRefuse {
				return dst, i
			}
			if above == AboveRootKeep && len(dst) == floor {
				dst = append(dst, "../"...)
				floor = len(dst)
			}
			i += 3
		case hasPrefix(rest, "./"):
			i += 2
		// 2B: a prefix of "/./" or "/." as the whole rest becomes "/".
		case hasPrefix(rest, "/./"):
			i += 2
		case rest == "/.":
			dst = append(dst, '/')
			i += 2
		// 2C: a prefix of "/../" or "/.." as the whole rest becomes "/",
		// and the last output segment is removed with its "/".
		case hasPrefix(rest, "/../") || rest == "/..":
			if len(dst) == floor {
				switch above {
				case AboveRootRefuse:
					return dst, i + 1
				case AboveRootKeep:
					dst = append(dst, "/.."...)
					floor = len(dst)
				}
			} else {
				dst = popSegment(dst, floor)
			}
			if rest == "/.." {
				dst = append(dst, '/')
			}
			i += 3
		// 2D: "." or ".." as the whole rest is removed.
		case rest == ".", rest == "..":
			if rest == ".." && above == AboveRootRefuse {
				return dst, i
			}
			i = len(path)
		// 2E: the first segment, with its leading "/" if any, moves to the
		// output.
		default:
			j := i + 1
			for j < len(path) && path[j] != '/' {
				j++
			}
			dst = append(dst, path[i:j]...)
			i = j
		}
	}
	_ = base
	return dst, -1
}

// popSegment removes the last segment of dst, and the "/" before it, but
// nothing below floor.
func popSegment(dst []byte, floor int) []byte {
	j := len(dst) - 1
	for j > floor && dst[j] != '/' {
		j--
	}
	if j < floor {
		j = floor
	}
	return dst[:j]
}

func hasPrefix(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }
