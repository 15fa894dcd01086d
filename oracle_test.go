package uri

import (
	"math/rand/v2"
	"net/netip"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/syntax"
)

// This file holds two oracles written straight from the text of RFC 3986,
// independent of the parser and of resolve.go: the Appendix A grammar as
// one regular expression, and the §5.2 algorithm transcribed line by line
// over the components the Appendix B regex gives. The tests hold random
// references against both; FuzzParse and FuzzResolve call them too.

// abnf is RFC 3986 Appendix A, rule by rule, as RE2 syntax. Every rule is
// a non-capturing group, so the expression only answers "does it match".
var abnf = oracle.ABNF(false)

var (
	abnfURIReference = regexp.MustCompile(`^` + abnf["URI-reference"] + `$`)
	abnfIPv4         = regexp.MustCompile(`^` + abnf["IPv4address"] + `$`)
	abnfIPv6         = regexp.MustCompile(`^\[` + abnf["IPv6address"] + `\]$`)
	abnfIPvFuture    = regexp.MustCompile(`^\[` + abnf["IPvFuture"] + `\]$`)
)

// grammarOracle returns "" when Parse and the Appendix A expression agree
// on s, and on the kind of its host, and a description otherwise.
func grammarOracle(s string) string {
	u, err := Parse(s)
	if ok := abnfURIReference.MatchString(s); ok != (err == nil) {
		return "Appendix A matches: " + boolText(ok) + "; Parse: " + errText(err)
	}
	if err != nil {
		return ""
	}
	h := u.Host()
	want := HostRegName
	switch _, auth := u.Authority(); {
	case !auth:
		want = HostNone
	case abnfIPv6.MatchString(h):
		want = HostIPv6
	case abnfIPvFuture.MatchString(h):
		want = HostIPvFuture
	case abnfIPv4.MatchString(h):
		want = HostIPv4
	}
	if u.HostKind() != want {
		return "host " + h + " is " + u.HostKind().String() + ", Appendix A says " + want.String()
	}
	return ""
}

func boolText(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func errText(err error) string {
	if err == nil {
		return "valid"
	}
	return err.Error()
}

// resolve52 is RFC 3986 §5.2.2 (strict), §5.2.3 and §5.3 as printed, over
// the components of the Appendix B regex. It takes valid references.
func resolve52(base, ref string) string { return recompose53(transform52(base, ref, true)) }

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

// recompose53 is §5.3, component recomposition.
func recompose53(t parts) string {
	var s strings.Builder
	if t.Scheme != nil {
		s.WriteString(*t.Scheme + ":")
	}
	if t.Authority != nil {
		s.WriteString("//" + *t.Authority)
	}
	s.WriteString(t.Path)
	if t.Query != nil {
		s.WriteString("?" + *t.Query)
	}
	if t.Fragment != nil {
		s.WriteString("#" + *t.Fragment)
	}
	return s.String()
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
	want := recompose53(t)
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
	if got := recompose53(transform52(base, "http:g", false)); got != "http://a/b/c/g" {
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

// TestGrammarOracle holds Parse against the Appendix A expression on every
// vector of grammar.txt and on random references.
func TestGrammarOracle(t *testing.T) {
	var inputs []string
	for _, v := range loadVectors(t, "testdata/grammar.txt") {
		inputs = append(inputs, v.in)
	}
	r := rand.New(rand.NewPCG(3986, 2396))
	for range oracle.Runs(testing.Short()) {
		inputs = append(inputs, oracle.Reference(r))
	}
	failed := 0
	for _, s := range inputs {
		if msg := grammarOracle(s); msg != "" {
			t.Errorf("%q: %s", s, msg)
			if failed++; failed == 20 {
				t.Fatal("too many differences")
			}
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
		if p, _ := resolveDraft(base, c.ref, true); recompose53(p) != c.want {
			got := recompose53(p)
			t.Errorf("resolveDraft(%q) = %q, want %q (the draft's Appendix C)", c.ref, got, c.want)
		}
	}
	if p, _ := resolveDraft(base, "http:g", false); recompose53(p) != "http://a/b/c/g" {
		got := recompose53(p)
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
			want := recompose53(w)
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

// normalize62 is RFC 3986 §6.2.2 and §6.2.3 as [URI.Normalize] documents
// them, written plainly over the Appendix B components of a valid
// reference: decode and uppercase triplets in every component, lowercase
// the scheme and host, RFC 5952 for IPv6, drop an empty or default port,
// remove dot segments from every path but a relative-path reference's,
// "/" for an empty path of the schemes that say so, and "/." before a path
// that would read as an authority.
func normalize62(s string) string {
	p := appendixB(s)
	var t parts
	scheme := ""
	if p.Scheme != nil {
		scheme = strings.ToLower(*p.Scheme)
		t.Scheme = &scheme
	}
	if p.Authority != nil {
		a := *p.Authority
		var b strings.Builder
		if i := strings.LastIndexByte(a, '@'); i >= 0 {
			b.WriteString(triplets62(a[:i+1]))
			a = a[i+1:]
		}
		host, port := a, ""
		if i := strings.LastIndexByte(a, ':'); i >= 0 && !strings.Contains(a[i:], "]") {
			host, port = a[:i], a[i+1:]
		}
		if ip, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil && strings.HasPrefix(host, "[") {
			host = "[" + ip.String() + "]"
		} else {
			host = triplets62(host)
			var h []byte
			for i := 0; i < len(host); i++ {
				if host[i] == '%' {
					h = append(h, host[i:i+3]...)
					i += 2
					continue
				}
				h = append(h, syntax.Lower(host[i]))
			}
			host = string(h)
		}
		b.WriteString(host)
		if def, ok := DefaultPort(scheme); port != "" && !(ok && port == def) {
			b.WriteString(":" + port)
		}
		auth := b.String()
		t.Authority = &auth
	}
	t.Path = triplets62(p.Path)
	if p.Scheme != nil || p.Authority != nil || strings.HasPrefix(t.Path, "/") {
		t.Path = removeDotSegmentsSlow(t.Path)
	}
	switch scheme {
	case "http", "https", "ws", "wss", "ftp", "gopher", "telnet":
		if p.Authority != nil && t.Path == "" {
			t.Path = "/"
		}
	}
	if p.Authority == nil && strings.HasPrefix(t.Path, "//") {
		t.Path = "/." + t.Path
	}
	for _, c := range []struct{ from, to **string }{{&p.Query, &t.Query}, {&p.Fragment, &t.Fragment}} {
		if *c.from != nil {
			v := triplets62(**c.from)
			*c.to = &v
		}
	}
	return recompose53(t)
}

// triplets62 decodes the triplets of unreserved octets in s (§6.2.2.2) and
// uppercases the hex digits of the others (§6.2.2.1).
func triplets62(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if c := byte(v); 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteString(strings.ToUpper(s[i : i+3]))
		}
		i += 2
	}
	return b.String()
}

// TestNormalizeOracle holds Normalize against normalize62 on the corpus,
// the normalize.txt vectors and random references.
func TestNormalizeOracle(t *testing.T) {
	var inputs []string
	vectors, err := os.ReadFile("testdata/normalize.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(vectors), "\n") {
		if _, rest, ok := strings.Cut(line, " "); ok && !strings.HasPrefix(line, "#") {
			for rest = strings.TrimSpace(rest); rest != ""; rest = strings.TrimSpace(rest) {
				var v string
				if v, rest, err = cutValue(rest); err != nil {
					t.Fatalf("normalize.txt: %q: %v", line, err)
				}
				inputs = append(inputs, v)
			}
		}
	}
	if len(inputs) < 100 {
		t.Fatalf("read only %d inputs from normalize.txt", len(inputs))
	}
	urls, err := os.ReadFile("testdata/urls.txt")
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, strings.Fields(string(urls))...)
	r := rand.New(rand.NewPCG(6, 2))
	for range oracle.Runs(testing.Short()) {
		s := oracle.Reference(r)
		if r.IntN(2) == 0 {
			s = []string{"http:", "HTTPS://", "x:", "//", "/", "ftp://u@"}[r.IntN(6)] + s
		}
		inputs = append(inputs, s)
	}
	failed, checked := 0, 0
	for _, s := range inputs {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		checked++
		if got, want := u.Normalize().String(), normalize62(s); got != want {
			t.Errorf("Normalize(%q) = %q, RFC 3986 §6.2 gives %q", s, got, want)
			if failed++; failed == 20 {
				t.Fatal("too many differences")
			}
		}
	}
	if checked < oracle.Runs(testing.Short())/10 {
		t.Errorf("only %d of %d inputs parsed", checked, len(inputs))
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
