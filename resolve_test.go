package uri

import (
	"bufio"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
)

// A resolveVector is one row of testdata/resolve.txt or testdata/relativize.txt:
// a reference (or target) resolved against base with opts, and either the
// expected result or the expected error.
type resolveVector struct {
	line int
	base string
	opts ResolveOptions
	in   string // the reference to resolve, or the target to relativize
	want string // the expected result, when rule == ""

	rule      string // the expected error's Rule
	offset    int    // and its Offset
	inputBase bool   // whether the error's Input is the base rather than in
}

// readVectors reads a file in the format that testdata/resolve.txt
// describes in its header.
func readVectors(t testing.TB, name string) []resolveVector {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		vs   []resolveVector
		base string
		opts ResolveOptions
	)
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		fail := func(format string, args ...any) {
			t.Fatalf("%s:%d: %s", name, n, fmt.Sprintf(format, args...))
		}
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "base "):
			b, rest, err := cutVectorValue(strings.TrimPrefix(line, "base "))
			if err != nil || strings.TrimSpace(rest) != "" {
				fail("bad base line %q", line)
			}
			base, opts = b, ResolveOptions{}
			continue
		case line == "with" || strings.HasPrefix(line, "with "):
			opts = ResolveOptions{}
			for _, w := range strings.Fields(line)[1:] {
				switch w {
				case "rfc2396":
					opts.RFC2396 = true
				case "nonstrict":
					opts.NonStrict = true
				case "aboveroot=remove":
					opts.AboveRoot = AboveRootRemove
				case "aboveroot=keep":
					opts.AboveRoot = AboveRootKeep
				case "aboveroot=refuse":
					opts.AboveRoot = AboveRootRefuse
				default:
					fail("unknown option %q", w)
				}
			}
			continue
		}
		v := resolveVector{line: n, base: base, opts: opts}
		in, rest, err := cutVectorValue(line)
		if err != nil {
			fail("%v", err)
		}
		v.in = in
		rest = strings.TrimSpace(rest)
		if strings.HasPrefix(rest, "error") {
			for _, f := range strings.Fields(rest)[1:] {
				key, val, _ := strings.Cut(f, "=")
				switch key {
				case "rule":
					v.rule = val
				case "offset":
					if v.offset, err = strconv.Atoi(val); err != nil {
						fail("bad offset %q", val)
					}
				case "input":
					if val != "base" {
						fail("bad input %q", val)
					}
					v.inputBase = true
				default:
					fail("unknown field %q", f)
				}
			}
			if v.rule == "" {
				fail("error without rule")
			}
		} else {
			want, rest, err := cutVectorValue(rest)
			if err != nil || strings.TrimSpace(rest) != "" {
				fail("bad expected value in %q", line)
			}
			v.want = want
		}
		vs = append(vs, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return vs
}

// cutVectorValue cuts a Go string literal off the front of s.
func cutVectorValue(s string) (val, rest string, err error) {
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return "", s, fmt.Errorf("no quoted string at the start of %q", s)
	}
	val, err = strconv.Unquote(q)
	return val, s[len(q):], err
}

// checkError reports what is wrong with err, which should be an *Error
// with the fields v expects, input being the text of v's reference or target.
func (v resolveVector) checkError(err error, input string) string {
	var e *Error
	if !errors.As(err, &e) {
		return fmt.Sprintf("error %v (%T), want *Error rule=%s offset=%d", err, err, v.rule, v.offset)
	}
	wantInput := input
	if v.inputBase {
		wantInput = v.base
	}
	if e.Rule != v.rule || e.Offset != v.offset || e.Input != wantInput {
		return fmt.Sprintf("error {Input:%q Offset:%d Rule:%q}, want {Input:%q Offset:%d Rule:%q}",
			e.Input, e.Offset, e.Rule, wantInput, v.offset, v.rule)
	}
	if e.Error() == "" {
		return "empty error message"
	}
	return ""
}

// TestResolve checks ResolveWith against testdata/resolve.txt, and that
// every result has exactly the offsets Parse finds in its text.
func TestResolve(t *testing.T) {
	const name = "testdata/resolve.txt"
	for _, v := range readVectors(t, name) {
		base, err := Parse(v.base)
		if err != nil {
			t.Fatalf("%s:%d: Parse(%q): %v", name, v.line, v.base, err)
		}
		ref, err := Parse(v.in)
		if err != nil {
			t.Fatalf("%s:%d: Parse(%q): %v", name, v.line, v.in, err)
		}
		got, err := base.ResolveWith(ref, v.opts)
		where := fmt.Sprintf("%s:%d: Parse(%q).ResolveWith(%q, %+v)", name, v.line, v.base, v.in, v.opts)
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
		if p, err := Parse(got.String()); err != nil || p != got {
			t.Errorf("%s: result %#v, Parse of its text %#v (%v)", where, got, p, err)
		}
		if v.opts == (ResolveOptions{}) {
			if got2, err := base.Resolve(ref); got2 != got || err != nil {
				t.Errorf("%s: Resolve gives %q, %v, ResolveWith %q", where, got2, err, got)
			}
		}
	}
}

// TestRelativize checks Relativize against testdata/relativize.txt, and
// that what it returns resolves back to the target.
func TestRelativize(t *testing.T) {
	const name = "testdata/relativize.txt"
	for _, v := range readVectors(t, name) {
		base, err := Parse(v.base)
		if err != nil {
			t.Fatalf("%s:%d: Parse(%q): %v", name, v.line, v.base, err)
		}
		target, err := Parse(v.in)
		if err != nil {
			t.Fatalf("%s:%d: Parse(%q): %v", name, v.line, v.in, err)
		}
		got, err := base.Relativize(target)
		where := fmt.Sprintf("%s:%d: Parse(%q).Relativize(%q)", name, v.line, v.base, v.in)
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

// TestResolveNoAllocs checks that resolution allocates only the result's
// text, and nothing when the result is the reference or the base.
func TestResolveNoAllocs(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q#f")
	tests := []struct {
		ref  string
		want float64
	}{
		{"g", 1},
		{"../../g?y#s", 1},
		{"./g/./h/../i" + strings.Repeat("/x/..", 40), 1},
		{"//g/x", 1},
		{"#s", 1},
		{"", 0},
		{"g:h", 0},
		{"http://x/y?z#w", 0},
	}
	for _, tt := range tests {
		ref := MustParse(tt.ref)
		got := testing.AllocsPerRun(100, func() { sinkURI, sinkErr = base.Resolve(ref) })
		if got != tt.want {
			t.Errorf("Resolve(%q): %v allocations, want %v", tt.ref, got, tt.want)
		}
	}
}

// FuzzResolve checks the invariants of RFC 3986 §5.2 resolution and of
// Relativize on any base, reference and options.
func FuzzResolve(f *testing.F) {
	for _, name := range []string{"testdata/resolve.txt", "testdata/relativize.txt"} {
		for _, v := range readVectors(f, name) {
			f.Add(v.base, v.in, optionBits(v.opts))
		}
	}
	f.Fuzz(func(t *testing.T, baseText, refText string, bits uint8) {
		base, err := Parse(baseText)
		if err != nil {
			return
		}
		ref, err := Parse(refText)
		if err != nil {
			return
		}
		if msg := resolveOracle(base, ref); msg != "" {
			t.Fatalf("base %q, reference %q: %s", baseText, refText, msg)
		}
		o := ResolveOptions{NonStrict: bits&1 != 0, RFC2396: bits&2 != 0, AboveRoot: AboveRoot(bits>>2) % 3}
		r, err := base.ResolveWith(ref, o)
		if err != nil {
			var e *Error
			switch {
			case !errors.As(err, &e):
				t.Fatalf("error %T, want *Error", err)
			case e.Rule == "absolute-URI" && base.Scheme() == "" && e.Input == baseText:
			case e.Rule == "remove_dot_segments" && o.AboveRoot == AboveRootRefuse &&
				(e.Input == baseText || e.Input == refText) &&
				strings.HasPrefix(e.Input[e.Offset:], ".."):
			default:
				t.Fatalf("undocumented error %#v", e)
			}
			return
		}
		if r.Scheme() == "" {
			t.Fatalf("result %q has no scheme", r)
		}
		if p, err := Parse(r.String()); err != nil || p != r {
			t.Fatalf("result %#v, Parse of its text %#v, %v", r, p, err)
		}
		// A reference with an empty path, and no scheme or authority,
		// takes the base's path as written (RFC 3986 §5.2.2), dot
		// segments and all; every other result is cleaned.
		_, refAuth := ref.Authority()
		// With NonStrict, a scheme equal to the base's counts as none.
		noScheme := ref.Scheme() == "" || o.NonStrict && strings.EqualFold(ref.Scheme(), base.Scheme())
		asWritten := noScheme && !refAuth && ref.Path() == ""
		if !o.RFC2396 && o.AboveRoot == AboveRootRemove && !(asWritten && hasDotSegment(base.Path())) {
			path := r.Path()
			if r.kind == HostNone && strings.HasPrefix(path, "/.//") {
				path = path[2:]
			}
			if at := dotSegmentAt(path); at >= 0 {
				t.Fatalf("result %q has a dot segment at %d of its path", r, at)
			}
			if again, err := base.Resolve(r); again != r || err != nil {
				t.Fatalf("result %q resolves again to %q, %v", r, again, err)
			}
			checkRelativize(t, base, r)
		}
		// Targets with the base's scheme, and often its authority.
		if ref.Scheme() != "" {
			checkRelativize(t, base, ref)
		} else if target, err := Parse(base.Scheme() + ":" + refText); err == nil {
			checkRelativize(t, base, target)
		}
	})
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
			(strings.HasPrefix(e.Input[e.Offset:], ".") && e.Input[e.Offset-1] == '/' || int(target.pathStart) == e.Offset):
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

// optionBits packs o as FuzzResolve unpacks it.
func optionBits(o ResolveOptions) uint8 {
	var b uint8
	if o.NonStrict {
		b |= 1
	}
	if o.RFC2396 {
		b |= 2
	}
	return b | uint8(o.AboveRoot)<<2
}

// pairs reads testdata/pairs.tsv: base and reference, one pair a line.
func pairs(tb testing.TB) [][2]string {
	tb.Helper()
	data, err := os.ReadFile("testdata/pairs.tsv")
	if err != nil {
		tb.Fatal(err)
	}
	var ps [][2]string
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		base, ref, ok := strings.Cut(line, "\t")
		if !ok {
			tb.Fatalf("testdata/pairs.tsv: no tab in %q", line)
		}
		ps = append(ps, [2]string{base, ref})
	}
	return ps
}

// TestResolvePairs resolves every pair of testdata/pairs.tsv, real bases
// and the references written on them, and checks that each result parses
// to itself and relativizes back to a reference that resolves to it.
func TestResolvePairs(t *testing.T) {
	n := 0
	for _, p := range pairs(t) {
		base, err1 := Parse(p[0])
		ref, err2 := Parse(p[1])
		if err1 != nil || err2 != nil {
			continue
		}
		r, err := base.Resolve(ref)
		if err != nil {
			t.Errorf("Parse(%q).Resolve(%q): %v", p[0], p[1], err)
			continue
		}
		if q, err := Parse(r.String()); err != nil || q != r {
			t.Errorf("Parse(%q).Resolve(%q) = %#v, Parse of its text %#v, %v", p[0], p[1], r, q, err)
		}
		checkRelativize(t, base, r)
		n++
	}
	if n < 3000 {
		t.Errorf("only %d of the pairs parse", n)
	}
}

// BenchmarkResolve resolves each pair of testdata/pairs.tsv that both
// packages parse, against net/url's ResolveReference and String.
func BenchmarkResolve(b *testing.B) {
	type pair struct {
		base, ref   URI
		ubase, uref *url.URL
	}
	var ps []pair
	for _, p := range pairs(b) {
		base, err1 := Parse(p[0])
		ref, err2 := Parse(p[1])
		ubase, err3 := url.Parse(p[0])
		uref, err4 := url.Parse(p[1])
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
			continue
		}
		ps = append(ps, pair{base: base, ref: ref, ubase: ubase, uref: uref})
	}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			p := &ps[i]
			r, _ := p.base.Resolve(p.ref)
			sinkString = r.String()
			if i++; i == len(ps) {
				i = 0
			}
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			p := &ps[i]
			sinkString = p.ubase.ResolveReference(p.uref).String()
			if i++; i == len(ps) {
				i = 0
			}
		}
	})
}

// TestErratum4789 checks the way to the answer of RFC 3986 erratum 4789,
// which ResolveWith does not apply (see its doc): resolving against the
// normalized base gives what merging the whole "/.."-ending path would.
func TestErratum4789(t *testing.T) {
	for _, c := range []struct{ base, ref, literal, erratum string }{
		{"http://a/b/..", "g", "http://a/b/g", "http://a/g"},
		{"http://a/b/c/..", "d", "http://a/b/c/d", "http://a/b/d"},
		{"http://a/b/c/..", "../d", "http://a/b/d", "http://a/d"},
		{"http://a/b/..?q", "g", "http://a/b/g", "http://a/g"},
	} {
		base, ref := MustParse(c.base), MustParse(c.ref)
		if got, err := base.Resolve(ref); err != nil || got.String() != c.literal {
			t.Errorf("%q against %q: %q, %v; RFC 3986 §5.2.3 as published gives %q", c.ref, c.base, got, err, c.literal)
		}
		if got, err := base.Normalize().Resolve(ref); err != nil || got.String() != c.erratum {
			t.Errorf("%q against Normalize(%q): %q, %v; erratum 4789 gives %q", c.ref, c.base, got, err, c.erratum)
		}
	}
}
