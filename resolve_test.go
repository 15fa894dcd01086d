package uri

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/testenv"
)

// A resolveVector is one row of testdata/resolve.txt or testdata/relativize.txt:
// a reference (or target) resolved against base with opts, and either the
// expected result or the expected error.
type resolveVector struct {
	pos  string // "testdata/resolve.txt:12"
	base string
	opts ResolveOptions
	in   string // the reference to resolve, or the target to relativize
	want string // the expected result, when rule == ""

	rule      string // the expected error's Rule
	offset    int    // and its Offset
	inputBase bool   // whether the error's Input is the base rather than in
}

// readVectors reads a file in the format that testdata/resolve.txt
// describes in its header: "base" and "with" lines, then rows.
func readVectors(t testing.TB, name string) []resolveVector {
	t.Helper()
	var (
		vs   []resolveVector
		base string
		opts ResolveOptions
	)
	for _, l := range oracle.Vectors(t, name) {
		f := l.Fields
		fail := func(format string, args ...any) {
			t.Fatalf("%s: %s", l.Pos, fmt.Sprintf(format, args...))
		}
		switch f[0] {
		case "base":
			if len(f) != 2 {
				fail("bad base line %q", f)
			}
			base, opts = f[1], ResolveOptions{}
			continue
		case "with":
			opts = readOptions(f[1:], fail)
			continue
		}
		v := resolveVector{pos: l.Pos, base: base, opts: opts, in: f[0]}
		switch {
		case len(f) == 2:
			v.want = f[1]
		case len(f) > 2 && f[1] == "error":
			v.readError(f[2:], fail)
		default:
			fail("bad row %q", f)
		}
		vs = append(vs, v)
	}
	return vs
}

// readOptions reads the words of a "with" line.
func readOptions(words []string, fail func(string, ...any)) ResolveOptions {
	var opts ResolveOptions
	for _, w := range words {
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
	return opts
}

// readError reads the key=value fields after "error".
func (v *resolveVector) readError(fields []string, fail func(string, ...any)) {
	for _, f := range fields {
		key, val, _ := strings.Cut(f, "=")
		switch key {
		case "rule":
			v.rule = val
		case "offset":
			var err error
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
			t.Fatalf("%s: Parse(%q): %v", v.pos, v.base, err)
		}
		ref, err := Parse(v.in)
		if err != nil {
			t.Fatalf("%s: Parse(%q): %v", v.pos, v.in, err)
		}
		got, err := base.ResolveWith(ref, v.opts)
		where := fmt.Sprintf("%s: Parse(%q).ResolveWith(%q, %+v)", v.pos, v.base, v.in, v.opts)
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

// TestResolveNoAllocs checks that resolution allocates only the result's
// text, and nothing when the result is the reference or the base.
func TestResolveNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	const http = "http://a/b/c/d;p?q#f"
	tests := []struct {
		base, ref string
		want      float64
	}{
		{http, "g", 1},
		{http, "../../g?y#s", 1},
		{http, "./g/./h/../i" + strings.Repeat("/x/..", 40), 1},
		{http, "./g" + strings.Repeat("/x/..", 60) + "?y#s", 1}, // longer than 256 octets
		{http, "/x/../g", 1},
		{http, "//g/x/../y", 1},
		{http, "#s", 1},
		{"x:/a?q#f", "..//y?z#w", 1}, // "/." goes in front: "x:/.//y?z#w"
		{http, "", 0},
		{http, "g:h", 0},
		{http, "http://x/y?z#w", 0},
	}
	for _, tt := range tests {
		base, ref := MustParse(tt.base), MustParse(tt.ref)
		got := testing.AllocsPerRun(100, func() { sinkURI, sinkErr = base.Resolve(ref) })
		if got != tt.want {
			t.Errorf("Parse(%q).Resolve(%q): %v allocations, want %v", tt.base, tt.ref, got, tt.want)
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
			if r.kind() == HostNone && strings.HasPrefix(path, "/.//") {
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

// resolve52 is RFC 3986 §5.2.2 (strict), §5.2.3 and §5.3 as printed, over
// the components of the Appendix B regex. It takes valid references.
func resolve52(base, ref string) string { return transform52(base, ref, true).Recompose() }

// transform52 is §5.2.2 with §5.2.3 and §5.2.4 below it. Not strict, a
// reference's scheme equal to the base's is dropped; schemes are compared
// without regard to case (§3.1).
func transform52(base, ref string, strict bool) parts {
	b, r := appendixB(base), appendixB(ref)
	if !strict && r.Scheme != nil && strings.EqualFold(*r.Scheme, *b.Scheme) {
		r.Scheme = nil
	}
	var t parts
	switch {
	case r.Scheme != nil:
		t.Scheme, t.Authority, t.Path, t.Query = r.Scheme, r.Authority, removeDotSegmentsSlow(r.Path), r.Query
	case r.Authority != nil:
		t.Authority, t.Path, t.Query = r.Authority, removeDotSegmentsSlow(r.Path), r.Query
		t.Scheme = b.Scheme
	default:
		switch {
		case r.Path == "":
			t.Path = b.Path
			t.Query = b.Query
			if r.Query != nil {
				t.Query = r.Query
			}
		case strings.HasPrefix(r.Path, "/"):
			t.Path, t.Query = removeDotSegmentsSlow(r.Path), r.Query
		default:
			t.Path, t.Query = removeDotSegmentsSlow(merge52(b, r.Path)), r.Query
		}
		t.Authority, t.Scheme = b.Authority, b.Scheme
	}
	t.Fragment = r.Fragment
	return t
}

// merge52 is §5.2.3.
func merge52(b parts, path string) string {
	if b.Authority != nil && b.Path == "" {
		return "/" + path
	}
	return b.Path[:strings.LastIndex(b.Path, "/")+1] + path
}

// resolveOracle returns "" when base.Resolve(ref), and ResolveWith with
// NonStrict, are what §5.2 gives, and a description otherwise. The one
// documented difference: a result with no authority whose path starts with
// "//" gets "/." in front of its path, so that it does not re-parse with an
// authority.
func resolveOracle(base, ref URI) string {
	if msg := resolveOracleWith(base, ref, true); msg != "" {
		return msg
	}
	return resolveOracleWith(base, ref, false)
}

func resolveOracleWith(base, ref URI, strict bool) string {
	got, err := base.ResolveWith(ref, ResolveOptions{NonStrict: !strict})
	if base.Scheme() == "" {
		if err == nil {
			return "a base without a scheme resolved to " + got.String()
		}
		return ""
	}
	if err != nil {
		return "Resolve: " + err.Error()
	}
	t := transform52(base.String(), ref.String(), strict)
	if t.Authority == nil && strings.HasPrefix(t.Path, "//") {
		t.Path = "/." + t.Path
	}
	want := t.Recompose()
	if got.String() != want {
		return "Resolve (strict: " + boolText(strict) + ") gives " + got.String() + ", RFC 3986 §5.2 gives " + want
	}
	return ""
}

// exampleBase is the base of the examples of RFC 3986 §5.4 and the draft's
// Appendix C.
const exampleBase = "http://a/b/c/d;p?q"

// section54 is every example of RFC 3986 §5.4.1 and §5.4.2, strict.
var section54 = []struct{ ref, want string }{
	{"g:h", "g:h"}, {"g", "http://a/b/c/g"}, {"./g", "http://a/b/c/g"}, {"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"}, {"//g", "http://g"}, {"?y", "http://a/b/c/d;p?y"}, {"g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s"}, {"g#s", "http://a/b/c/g#s"}, {"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x"}, {"g;x", "http://a/b/c/g;x"}, {"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{"", "http://a/b/c/d;p?q"}, {".", "http://a/b/c/"}, {"./", "http://a/b/c/"}, {"..", "http://a/b/"},
	{"../", "http://a/b/"}, {"../g", "http://a/b/g"}, {"../..", "http://a/"}, {"../../", "http://a/"},
	{"../../g", "http://a/g"},
	{"../../../g", "http://a/g"}, {"../../../../g", "http://a/g"}, {"/./g", "http://a/g"},
	{"/../g", "http://a/g"}, {"g.", "http://a/b/c/g."}, {".g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g.."}, {"..g", "http://a/b/c/..g"}, {"./../g", "http://a/b/g"},
	{"./g/.", "http://a/b/c/g/"}, {"g/./h", "http://a/b/c/g/h"}, {"g/../h", "http://a/b/c/h"},
	{"g;x=1/./y", "http://a/b/c/g;x=1/y"}, {"g;x=1/../y", "http://a/b/c/y"},
	{"g?y/./x", "http://a/b/c/g?y/./x"}, {"g?y/../x", "http://a/b/c/g?y/../x"},
	{"g#s/./x", "http://a/b/c/g#s/./x"}, {"g#s/../x", "http://a/b/c/g#s/../x"}, {"http:g", "http:g"},
}

// TestOracleExamples checks the oracles on the examples RFC 3986 prints:
// §5.4.1 and §5.4.2 for resolve52, §5.2.4's two walk-throughs for
// removeDotSegmentsSlow (resolve_test.go), and a handful of rules for the
// expressions.
func TestOracleExamples(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/a/b/c/./../../g", "/a/g"},
		{"mid/content=5/../6", "mid/6"},
	} {
		if got := removeDotSegmentsSlow(c.in); got != c.want {
			t.Errorf("removeDotSegmentsSlow(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	const base = exampleBase
	for _, c := range section54 {
		if got := resolve52(base, c.ref); got != c.want {
			t.Errorf("resolve52(%q) = %q, want %q (RFC 3986 §5.4)", c.ref, got, c.want)
		}
	}
	// §5.4.2: "for backward compatibility" a non-strict parser gives this.
	if got := transform52(base, "http:g", false).Recompose(); got != "http://a/b/c/g" {
		t.Errorf("transform52(%q), not strict = %q, want %q", "http:g", got, "http://a/b/c/g")
	}
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"http://[::1]/", true}, {"http://[::1.2.3.4]/", true}, {"http://[1:2:3:4:5:6:7:8:9]/", false},
		{"http://[1::2::3]/", false}, {"http://[v7.x:y]/", true}, {"http://[v7.]/", false}, {"http://[V7.x]/", true},
		{"//a:b:c", false}, {"a:b:c", true}, {"a:b/c", true}, {"1a:b", false}, {":b", false},
		{"./a:b", true}, {"%zz", false}, {"%2F", true}, {"a b", false}, {"a?b?#/?", true}, {"a#b#", false},
	} {
		if got := abnfURIReference.MatchString(c.s); got != c.ok {
			t.Errorf("the Appendix A expression on %q: %v, want %v", c.s, got, c.ok)
		}
	}
}

// TestResolveOracle holds Resolve against resolve52 on the vectors of
// resolve.txt and on random bases and references.
func TestResolveOracle(t *testing.T) {
	type pair struct{ base, ref string }
	var pairs []pair
	for _, v := range readVectors(t, "testdata/resolve.txt") {
		pairs = append(pairs, pair{v.base, v.in})
	}
	r := rand.New(rand.NewPCG(5, 2))
	bases := []string{"http://a/b/c/d;p?q", "HTTP://a/b/c/d;p?q", "http://a", "http://a/b/..", "urn:x:y", "mailto:a@b", "x:", "x:/.//y", "file:///"}
	for range oracle.Runs(testing.Short()) {
		b := "http:" + oracle.Reference(r)
		if r.IntN(3) == 0 {
			b = bases[r.IntN(len(bases))]
		}
		pairs = append(pairs, pair{b, oracle.Reference(r)})
	}
	failed, checked := 0, 0
	for _, p := range pairs {
		base, err1 := Parse(p.base)
		ref, err2 := Parse(p.ref)
		if err1 != nil || err2 != nil {
			continue
		}
		checked++
		if msg := resolveOracle(base, ref); msg != "" {
			t.Errorf("base %q, reference %q: %s", p.base, p.ref, msg)
			if failed++; failed == 20 {
				t.Fatal("too many differences")
			}
		}
	}
	if checked < oracle.Runs(testing.Short())/10 {
		t.Errorf("only %d of %d pairs parsed; the generator needs work", checked, len(pairs))
	}
}

// resolveDraft is the draft's §5.2 as printed (rfc2396bis-00, RFC 2396's
// algorithm): dot segments are handled only in a merged path, by the
// buffer steps 1-8, and a ".." left at the front by step 7 is kept. It
// returns whether such a ".." was left, for AboveRootRefuse.
func resolveDraft(base, ref string, validating bool) (parts, bool) {
	b, r := appendixB(base), appendixB(ref)
	if !validating && r.Scheme != nil && strings.EqualFold(*r.Scheme, *b.Scheme) {
		r.Scheme = nil
	}
	var t parts
	above := false
	switch {
	case r.Scheme != nil:
		t = r
	case r.Authority != nil:
		t = r
		t.Scheme = b.Scheme
	default:
		t.Scheme, t.Authority, t.Fragment = b.Scheme, b.Authority, r.Fragment
		switch {
		case r.Path == "" && r.Query == nil: // the current document
			t.Path, t.Query = b.Path, b.Query
		case r.Path == "":
			t.Path, t.Query = b.Path, r.Query
		case strings.HasPrefix(r.Path, "/"):
			t.Path, t.Query = r.Path, r.Query
		default:
			t.Path, above = mergeDraft(b.Path, r.Path)
			t.Query = r.Query
		}
	}
	return t, above
}

// mergeDraft is the draft §5.2's steps 1 to 8, on the buffer as a list of
// segments after an optional root "/", which is no segment of its own.
func mergeDraft(basePath, refPath string) (string, bool) {
	buf := "/" // step 1
	if basePath != "" {
		buf = basePath[:strings.LastIndex(basePath, "/")+1]
	}
	buf += refPath // step 2
	root := strings.HasPrefix(buf, "/")
	segs := strings.Split(strings.TrimPrefix(buf, "/"), "/")
	// Step 3: every "./" where "." is a complete segment.
	for i := 0; i < len(segs)-1; {
		if segs[i] == "." {
			segs = append(segs[:i], segs[i+1:]...)
			continue
		}
		i++
	}
	// Step 4: a final ".", leaving the "/" before it.
	if segs[len(segs)-1] == "." {
		segs[len(segs)-1] = ""
	}
	// Step 5: the leftmost "<segment>/../" again and again; the ".." must
	// be followed by a "/", so it is not the last segment.
	for i := 0; i+1 < len(segs)-1; {
		if segs[i] != ".." && segs[i+1] == ".." {
			segs = append(segs[:i], segs[i+2:]...)
			i = 0
			continue
		}
		i++
	}
	// Step 6: a final "<segment>/..", leaving the "/" before it.
	if n := len(segs); n >= 2 && segs[n-2] != ".." && segs[n-1] == ".." {
		segs = append(segs[:n-2], "")
	}
	// Step 7: whether ".." segments remain at the front; they are kept.
	above := len(segs) > 1 && segs[0] == ".." || len(segs) == 1 && segs[0] == ".."
	path := strings.Join(segs, "/")
	if root {
		path = "/" + path
	}
	return path, above
}

// TestDraftOracle holds ResolveWith, with RFC2396 and AboveRootKeep, against
// resolveDraft: the draft's Appendix C, every line, then random pairs; and
// AboveRootRefuse fails exactly where step 7 finds a ".." left.
func TestDraftOracle(t *testing.T) {
	const base = exampleBase
	// The draft's Appendix C.1 and C.2 print what §5.4 does, but for the
	// ".." above the root, kept, and an absolute path, left as it is.
	draft := map[string]string{
		"../../../g": "http://a/../g", "../../../../g": "http://a/../../g",
		"/./g": "http://a/./g", "/../g": "http://a/../g",
	}
	for _, c := range section54 {
		if w, ok := draft[c.ref]; ok {
			c.want = w
		}
		if p, _ := resolveDraft(base, c.ref, true); p.Recompose() != c.want {
			got := p.Recompose()
			t.Errorf("resolveDraft(%q) = %q, want %q (the draft's Appendix C)", c.ref, got, c.want)
		}
	}
	if p, _ := resolveDraft(base, "http:g", false); p.Recompose() != "http://a/b/c/g" {
		got := p.Recompose()
		t.Errorf("resolveDraft(%q), not validating = %q, want %q", "http:g", got, "http://a/b/c/g")
	}

	r := rand.New(rand.NewPCG(2396, 0))
	bases := []string{base, "http://a", "http://a/b/..", "urn:x:y", "x:", "file:///", "x:a/b"}
	failed, checked := 0, 0
	for range oracle.Runs(testing.Short()) {
		b := "http:" + oracle.Reference(r)
		if r.IntN(3) == 0 {
			b = bases[r.IntN(len(bases))]
		}
		bu, err1 := Parse(b)
		ru, err2 := Parse(oracle.Reference(r))
		if err1 != nil || err2 != nil {
			continue
		}
		checked++
		for _, nonStrict := range []bool{false, true} {
			w, above := resolveDraft(bu.String(), ru.String(), !nonStrict)
			if w.Authority == nil && strings.HasPrefix(w.Path, "//") {
				w.Path = "/." + w.Path // the one documented difference
			}
			want := w.Recompose()
			o := ResolveOptions{RFC2396: true, NonStrict: nonStrict, AboveRoot: AboveRootKeep}
			got, err := bu.ResolveWith(ru, o)
			if err != nil || got.String() != want {
				t.Errorf("base %q, reference %q, %+v: %q, %v; the draft's §5.2 gives %q", bu, ru, o, got, err, want)
				failed++
			}
			o.AboveRoot = AboveRootRefuse
			if _, err := bu.ResolveWith(ru, o); (err != nil) != above {
				t.Errorf("base %q, reference %q, %+v: error %v; the draft's step 7 finds a \"..\" left: %v", bu, ru, o, err, above)
				failed++
			}
		}
		if failed >= 20 {
			t.Fatal("too many differences")
		}
	}
	if checked < oracle.Runs(testing.Short())/10 {
		t.Errorf("only %d pairs parsed", checked)
	}
}

// TestLastSlash holds lastSlash to strings.LastIndexByte on every placing
// of up to two "/" in strings of up to 20 octets, around octets that differ
// from "/" by one bit (".", "o", "\xaf") and so would fool a test that let
// a borrow or carry cross into the next byte.
func TestLastSlash(t *testing.T) {
	for n := range 21 {
		for _, fill := range []byte{'.', 'o', 0xAF, 0} {
			for i := -1; i < n; i++ {
				for j := i; j < n; j++ {
					b := bytes.Repeat([]byte{fill}, n)
					if i >= 0 {
						b[i] = '/'
					}
					if j >= 0 {
						b[j] = '/'
					}
					if got, want := lastSlash(string(b)), strings.LastIndexByte(string(b), '/'); got != want {
						t.Errorf("lastSlash(%q) = %d, want %d", b, got, want)
					}
				}
			}
		}
	}
}
