package uri

import (
	"strings"
	"testing"
)

// removeDotSegmentsSlow is RFC 3986 §5.2.4 transcribed literally, with two
// string buffers, for AboveRootRemove. It is quadratic and slow, and is
// the oracle for removeDotSegments.
func removeDotSegmentsSlow(path string) string {
	// 1. The input buffer is initialized with the now-appended path
	// components and the output buffer is initialized to the empty string.
	in, out := path, ""
	// 2. While the input buffer is not empty, loop as follows:
	for in != "" {
		switch {
		// A. If the input buffer begins with a prefix of "../" or "./",
		// then remove that prefix from the input buffer; otherwise,
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		// B. if the input buffer begins with a prefix of "/./" or "/.",
		// where "." is a complete path segment, then replace that prefix
		// with "/" in the input buffer; otherwise,
		case strings.HasPrefix(in, "/./"):
			in = "/" + in[3:]
		case in == "/.":
			in = "/"
		// C. if the input buffer begins with a prefix of "/../" or "/..",
		// where ".." is a complete path segment, then replace that prefix
		// with "/" in the input buffer and remove the last segment and its
		// preceding "/" (if any) from the output buffer; otherwise,
		case strings.HasPrefix(in, "/../"), in == "/..":
			in = "/" + in[min(4, len(in)):]
			if i := strings.LastIndexByte(out, '/'); i >= 0 {
				out = out[:i]
			} else {
				out = ""
			}
		// D. if the input buffer consists only of "." or "..", then remove
		// that from the input buffer; otherwise,
		case in == "." || in == "..":
			in = ""
		// E. move the first path segment in the input buffer to the end of
		// the output buffer, including the initial "/" character (if any)
		// and any subsequent characters up to, but not including, the next
		// "/" character or the end of the input buffer.
		default:
			j := strings.IndexByte(in[1:], '/') + 1
			if j == 0 {
				j = len(in)
			}
			out += in[:j]
			in = in[j:]
		}
	}
	// 3. Finally, the output buffer is returned as the result of
	// remove_dot_segments.
	return out
}

// TestRemoveDotSegments compares removeDotSegments with the literal
// transcription of RFC 3986 §5.2.4 on every path of up to five segments
// drawn from "", ".", "..", "a", "b." and "%2E", rootless and absolute.
func TestRemoveDotSegments(t *testing.T) {
	segs := []string{"", ".", "..", "a", "b.", "%2E"}
	var paths []string
	var gen func(prefix string, depth int)
	gen = func(prefix string, depth int) {
		paths = append(paths, prefix)
		if depth == 5 {
			return
		}
		for _, s := range segs {
			if prefix == "" {
				gen(s, depth+1)
				gen("/"+s, depth+1)
			} else {
				gen(prefix+"/"+s, depth+1)
			}
		}
	}
	gen("", 0)
	for _, p := range paths {
		want := removeDotSegmentsSlow(p)
		got, at := removeDotSegments([]byte("prefix"), p, AboveRootRemove)
		if string(got) != "prefix"+want || at != -1 {
			t.Errorf("removeDotSegments(%q) = %q, %d; §5.2.4 gives %q", p, got[6:], at, want)
		}
		if !hasDotSegment(p) && want != p {
			t.Errorf("hasDotSegment(%q) = false, but §5.2.4 changes it to %q", p, want)
		}
		// AboveRootKeep and AboveRootRefuse agree with AboveRootRemove
		// unless a ".." climbs above the root, which Refuse reports.
		keep, _ := removeDotSegments(nil, p, AboveRootKeep)
		refused, at := removeDotSegments(nil, p, AboveRootRefuse)
		if at < 0 && (string(refused) != want || string(keep) != want) {
			t.Errorf("removeDotSegments(%q): Refuse gives %q, Keep %q, Remove %q", p, refused, keep, want)
		}
		if at >= 0 && (!strings.HasPrefix(p[at:], "..") || at > 0 && p[at-1] != '/') {
			t.Errorf("removeDotSegments(%q, AboveRootRefuse): offset %d is not at a \"..\" segment", p, at)
		}
	}
}

// TestDotSegmentAt holds dotSegmentAt to its definition, the offset of the
// first segment that is "." or ".." when the path is split at every "/",
// on every path of up to 11 octets over "/", "." and "a", and on the same
// paths shifted across the eight-octet words that dotSegmentAt reads.
func TestDotSegmentAt(t *testing.T) {
	want := func(path string) int {
		at := 0
		for _, seg := range strings.Split(path, "/") {
			if seg == "." || seg == ".." {
				return at
			}
			at += len(seg) + 1
		}
		return -1
	}
	alphabet := "/.a"
	for n := range 12 {
		b := make([]byte, n)
		for code := 0; code < pow(len(alphabet), n); code++ {
			c := code
			for i := range b {
				b[i] = alphabet[c%len(alphabet)]
				c /= len(alphabet)
			}
			for _, pad := range []string{"", "aaaaaaa", "/b/ccc/"} {
				path := pad + string(b)
				if got, want := dotSegmentAt(path), want(path); got != want {
					t.Fatalf("dotSegmentAt(%q) = %d, want %d", path, got, want)
				}
			}
		}
	}
}

func pow(b, n int) int {
	p := 1
	for range n {
		p *= b
	}
	return p
}
