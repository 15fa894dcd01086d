package uri_test

import (
	"errors"
	"net/netip"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri"
)

// This file holds the fuzz targets of the entry points that the targets
// next to their tests leave out: Relativize on any pair, query
// walking, Lint and Guess. Each checks properties taken from RFC 3986 and
// the doc comments, not only that nothing panics.

// literalDotSegment reports whether path has a segment that is exactly "."
// or "..", as RFC 3986 §5.2.4 reads them. Triplets are not decoded: §5.2.4
// removes only literal dots. A path with no authority that starts with
// "/.//" is how Resolve writes "//" there (§5.2.4 would otherwise leave a
// path that reads as an authority), so that prefix does not count.
func literalDotSegment(path string, authority bool) bool {
	if !authority && strings.HasPrefix(path, "/.//") {
		path = path[2:]
	}
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// fuzzError checks that err is an *uri.Error for input with an offset
// inside it, and returns it.
func fuzzError(t *testing.T, what string, err error, input string) *uri.Error {
	t.Helper()
	var e *uri.Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: error %T %v, want *uri.Error", what, err, err)
	}
	if e.Input != input || e.Offset < 0 || e.Offset > len(e.Input) {
		t.Fatalf("%s: error %#v, want Input %q and an Offset inside it", what, e, input)
	}
	return e
}

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
		base, err := uri.Parse(baseText)
		if err != nil {
			return
		}
		target, err := uri.Parse(targetText)
		if err != nil {
			return
		}
		targetAuth, targetHasAuth := target.Authority()
		rel, err := base.Relativize(target)
		what := "Parse(" + strconv.Quote(baseText) + ").Relativize(" + strconv.Quote(targetText) + ")"
		noScheme := base.Scheme() == "" || target.Scheme() == ""
		dots := literalDotSegment(target.Path(), targetHasAuth)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) {
				t.Fatalf("%s: error %T, want *uri.Error", what, err)
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
				baseAuth, baseHasAuth := base.Authority()
				if base.Scheme() == target.Scheme() && baseHasAuth == targetHasAuth && baseAuth == targetAuth && base.Path() == target.Path() {
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
		if p, err := uri.Parse(relText); err != nil || p != rel {
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
func afterPath(u uri.URI) string {
	s := afterQuery(u)
	if q, ok := u.Query(); ok {
		s = "?" + q + s
	}
	return s
}

// afterQuery returns the fragment of u with its "#", or "".
func afterQuery(u uri.URI) string {
	if f, ok := u.Fragment(); ok {
		return "#" + f
	}
	return ""
}

// splitQuerySlow splits a query as the doc comment of SplitQuery says, in
// the plainest way: "&" between parameters, empty ones skipped, the first
// "=" between key and value, "+" a space in QueryForm, then the triplets.
func splitQuerySlow(t *testing.T, q string, m uri.QueryMode) []pair {
	ps := []pair{}
	for _, param := range strings.Split(q, "&") {
		if param == "" {
			continue
		}
		k, v, _ := strings.Cut(param, "=")
		dec := func(s string) string {
			if m == uri.QueryForm {
				s = strings.ReplaceAll(s, "+", " ")
			}
			d, err := uri.Unescape(s)
			if err != nil {
				t.Fatalf("Unescape(%q) of a checked query: %v", s, err)
			}
			return d
		}
		ps = append(ps, pair{dec(k), dec(v)})
	}
	return ps
}

// FuzzQuery checks query walking: SplitQuery against a plain reading of its
// doc comment, its errors against Unescape's, the two modes against each
// other, QueryParams and QueryParam against SplitQuery, and EncodeQuery and
// AppendQueryParam as inverses of SplitQuery in both modes.
func FuzzQuery(f *testing.F) {
	for _, s := range [][5]string{
		{"a=1&b=2", "a", "1", "b", "2"},
		{"a+b=c+d&&=x&y&y=&%2B=%2b%20", "a b", "c d", "", ""},
		{"q=%zz", "&=+;#", "?/ %", "=", "&"},
		{"x=1%", "é", "\x00\xff", "a=b", "c&d"},
		{"a=b?", "k", "v", "k", "w"},
		{"", "", "", "", ""},
		{"%", "+", "+", "%", "%25"},
	} {
		f.Add(s[0], s[1], s[2], s[3], s[4])
	}
	f.Fuzz(func(t *testing.T, q, k1, v1, k2, v2 string) {
		_, uerr := uri.Unescape(q)
		for _, m := range []uri.QueryMode{uri.QueryForm, uri.QueryStrict} {
			seq, err := uri.SplitQuery(q, m)
			if (err == nil) != (uerr == nil) {
				t.Fatalf("SplitQuery(%q, %d): %v; Unescape: %v", q, m, err, uerr)
			}
			if err != nil {
				e := fuzzError(t, "SplitQuery", err, q)
				var ue *uri.Error
				errors.As(uerr, &ue)
				if *e != *ue {
					t.Fatalf("SplitQuery(%q, %d): %#v; Unescape: %#v", q, m, e, ue)
				}
				continue
			}
			got := collect(seq)
			if diff := cmp.Diff(splitQuerySlow(t, q, m), got); diff != "" {
				t.Fatalf("SplitQuery(%q, %d) (-want +got):\n%s", q, m, diff)
			}
			// Stopping early yields a prefix.
			var first []pair
			for k, v := range seq {
				first = append(first, pair{k, v})
				break
			}
			if len(got) > 0 && (len(first) != 1 || first[0] != got[0]) {
				t.Fatalf("SplitQuery(%q, %d): first of %v is %v", q, m, got, first)
			}
		}
		if uerr == nil {
			// "+" is a space in QueryForm, so "%20" reads the same there,
			// and a plus sign in QueryStrict.
			formSeq, _ := uri.SplitQuery(q, uri.QueryForm)
			strictSeq, _ := uri.SplitQuery(strings.ReplaceAll(q, "+", "%20"), uri.QueryStrict)
			form, strict := collect(formSeq), collect(strictSeq)
			if diff := cmp.Diff(form, strict); diff != "" {
				t.Fatalf("SplitQuery(%q, QueryForm) differs from QueryStrict with \"%%20\" for \"+\" (-form +strict):\n%s", q, diff)
			}
			if u, err := uri.Parse("http://a/?" + q); err == nil && !strings.Contains(q, "#") {
				if diff := cmp.Diff(form, collect(u.QueryParams())); diff != "" {
					t.Fatalf("Parse(%q).QueryParams() (-SplitQuery +QueryParams):\n%s", "http://a/?"+q, diff)
				}
				for _, k := range []string{k1, k2} {
					want, wantOK := "", false
					for _, p := range form {
						if p.K == k {
							want, wantOK = p.V, true
							break
						}
					}
					if got, ok := u.QueryParam(k); got != want || ok != wantOK {
						t.Fatalf("Parse(%q).QueryParam(%q) = %q, %v; want %q, %v", "http://a/?"+q, k, got, ok, want, wantOK)
					}
				}
			}
		}

		params := []pair{{k1, v1}, {k2, v2}}
		enc := uri.EncodeQuery(pairs(params...))
		one := string(uri.AppendQueryParam(nil, k1, v1))
		if want := one + "&" + string(uri.AppendQueryParam(nil, k2, v2)); enc != want {
			t.Fatalf("EncodeQuery(%q) = %q, want %q", params, enc, want)
		}
		for _, m := range []uri.QueryMode{uri.QueryForm, uri.QueryStrict} {
			seq, err := uri.SplitQuery(enc, m)
			if err != nil {
				t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d): %v", params, enc, m, err)
			}
			if diff := cmp.Diff(params, collect(seq)); diff != "" {
				t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d) (-want +got):\n%s", params, enc, m, diff)
			}
		}
		u, err := uri.Parse("http://a/?" + enc + "#f")
		if err != nil {
			t.Fatalf("EncodeQuery(%q) = %q, which is not a query: %v", params, enc, err)
		}
		if got, _ := u.Query(); got != enc {
			t.Fatalf("EncodeQuery(%q) = %q, but the query parses as %q", params, enc, got)
		}
		if got, ok := u.QueryParam(k1); !ok || got != v1 {
			t.Fatalf("QueryParam(%q) of %q = %q, %v; want %q", k1, u, got, ok, v1)
		}
		for _, prefix := range []string{"", "x?", "x&", "a=b?"} {
			if got := string(uri.AppendQueryParam([]byte(prefix), k1, v1)); got != prefix+one {
				t.Fatalf("AppendQueryParam(%q, %q, %q) = %q, want %q", prefix, k1, v1, got, prefix+one)
			}
		}
		if q != "" && !strings.HasSuffix(q, "?") && !strings.HasSuffix(q, "&") {
			if got := string(uri.AppendQueryParam([]byte(q), k1, v1)); got != q+"&"+one {
				t.Fatalf("AppendQueryParam(%q, %q, %q) = %q, want %q", q, k1, v1, got, q+"&"+one)
			}
		}
		// Appending to a query adds exactly one parameter at its end.
		if uerr == nil && !strings.HasSuffix(q, "?") {
			before, _ := uri.SplitQuery(q, uri.QueryStrict)
			after, err := uri.SplitQuery(string(uri.AppendQueryParam([]byte(q), k2, v2)), uri.QueryStrict)
			if err != nil {
				t.Fatalf("AppendQueryParam(%q, %q, %q): %v", q, k2, v2, err)
			}
			want := append(collect(before), pair{k2, v2})
			if diff := cmp.Diff(want, collect(after)); diff != "" {
				t.Fatalf("AppendQueryParam(%q, %q, %q) (-want +got):\n%s", q, k2, v2, diff)
			}
		}
	})
}

// FuzzEncodeQuery checks that SplitQuery reads back exactly the pairs that
// EncodeQuery wrote, in both modes, whatever octets the keys and values
// hold, and that the result is a query (RFC 3986 §3.4).
func FuzzEncodeQuery(f *testing.F) {
	f.Add("a", "x?", "b", "y", "", "")
	f.Add("?", "?", "&", "=", "+", "%")
	f.Add("", "", "", "", "#", "\x00\xff ")
	f.Fuzz(func(t *testing.T, k1, v1, k2, v2, k3, v3 string) {
		params := []pair{{k1, v1}, {k2, v2}, {k3, v3}}
		for n := range len(params) + 1 {
			enc := uri.EncodeQuery(pairs(params[:n]...))
			for _, m := range []uri.QueryMode{uri.QueryForm, uri.QueryStrict} {
				seq, err := uri.SplitQuery(enc, m)
				if err != nil {
					t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d): %v", params[:n], enc, m, err)
				}
				if diff := cmp.Diff(params[:n], collect(seq)); diff != "" {
					t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d) (-want +got):\n%s", params[:n], enc, m, diff)
				}
			}
			if u, err := uri.Parse("http://a/?" + enc); err != nil {
				t.Fatalf("EncodeQuery(%q) = %q, not a query: %v", params[:n], enc, err)
			} else if q, _ := u.Query(); q != enc {
				t.Fatalf("EncodeQuery(%q) = %q, but the query parses as %q", params[:n], enc, q)
			}
		}
	})
}

// lintCodes are the codes that the doc comment of Lint lists.
var lintCodes = map[string]bool{
	"password": true, "port": true, "port-reserved": true, "port-range": true,
	"encoded-control": true, "not-dns-host": true, "scheme-case": true, "host-case": true,
	"hex-case": true, "encoded-unreserved": true, "dot-segment": true,
	"empty-port": true, "default-port": true, "empty-path": true, "ipv6-form": true,
}

// normalCodes are the codes of Lint about a form that Normalize changes.
var normalCodes = []string{
	"scheme-case", "host-case", "hex-case", "encoded-unreserved", "dot-segment", "empty-port", "default-port",
	"empty-path", "ipv6-form",
}

// slashSchemes are the schemes whose empty path after an authority
// Normalize writes as "/", as its doc comment lists them.
var slashSchemes = []string{"http", "https", "ws", "wss", "ftp", "gopher", "telnet"}

// isUnreserved reports whether c is unreserved (RFC 3986 §2.3).
func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0
}

// FuzzLint checks Lint against its doc comment: offsets inside the text,
// in order, codes from the documented list at the octet they are about,
// each code present exactly when its condition holds, and no code about the
// normal form in the result of Normalize, and Normalize changing the text
// exactly when Lint names a departure from the normal form.
func FuzzLint(f *testing.F) {
	for _, s := range []string{
		"HTTP://u:p@WWW.Example.com:80/a/./b/../%7e%2f%0A?%41#%0d",
		"http://a:/", "http://a:8080/", "http://a:22/", "http://a:99999/", "http://a:080/",
		"http://a_b/", "http://[2001:DB8::1]/", "ftp://%41/", "x:/a/..//b", "/./a", "./a", "x:/.//y", "/.//./y", "http://[v1.X]/",
		"foo://[v7.ABC]:1/", "mailto:a@b", "http://1.2.3.4/", "http:", "http://", "s://a:%41@b/",
		"http://a/%2E%2e/b", "a/b/../c", "http://[::0:1]/", "http://[0:0::1]:80", "HTTPS://a", "ws://a?q", "x://a",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		ws := u.Lint()
		if ws != nil && len(ws) == 0 {
			t.Fatalf("Lint(%q) = %#v, want nil when there is nothing to say", s, ws)
		}
		count := make(map[string]int)
		for i, w := range ws {
			if !lintCodes[w.Code] {
				t.Fatalf("Lint(%q): undocumented code %q", s, w.Code)
			}
			if w.Offset < 0 || w.Offset > len(s) {
				t.Fatalf("Lint(%q): %v, outside the text", s, w)
			}
			if i > 0 && ws[i-1].Offset > w.Offset {
				t.Fatalf("Lint(%q) = %v, not in the order of offsets", s, ws)
			}
			if w.Message() == "" || w.String() != "offset "+strconv.Itoa(w.Offset)+": "+w.Code+": "+w.Message() {
				t.Fatalf("Lint(%q): %#v has String %q", s, w, w.String())
			}
			count[w.Code]++
			checkLintAt(t, u, w)
		}

		// Each code exactly when its condition holds.
		has := func(code string, want bool) {
			t.Helper()
			if (count[code] > 0) != want {
				t.Fatalf("Lint(%q) = %v: %q is %v, want %v", s, ws, code, count[code] > 0, want)
			}
		}
		sch := u.Scheme()
		has("scheme-case", strings.ToLower(sch) != sch)
		ui, hasUI := u.Userinfo()
		has("password", hasUI && strings.Contains(ui, ":"))
		port, hasPort := u.Port()
		def, hasDef := uri.DefaultPort(sch)
		has("empty-port", hasPort && port == "")
		has("default-port", hasPort && port != "" && hasDef && port == def)
		big := len(strings.TrimLeft(port, "0")) > 5
		if n, err := strconv.Atoi(port); err == nil && n > 65535 {
			big = true
		}
		has("port-range", hasPort && big)
		if n, err := strconv.Atoi(port); hasPort && !big && err == nil && !(hasDef && strings.TrimLeft(port, "0") == def) {
			has("port-reserved", n < 1024)
			has("port", n >= 1024)
		} else {
			has("port-reserved", false)
			has("port", false)
		}
		if k := u.HostKind(); k == uri.HostRegName || k == uri.HostIPv6 || k == uri.HostIPvFuture {
			h := u.Host()
			upper := false
			for i := 0; i < len(h); i++ {
				switch {
				case h[i] == '%':
					i += 2
				case 'A' <= h[i] && h[i] <= 'Z':
					upper = true
				}
			}
			has("host-case", upper)
		} else {
			has("host-case", false)
		}
		if count["not-dns-host"] > 0 && (u.HostKind() != uri.HostRegName || u.IsDNSHost()) {
			t.Fatalf("Lint(%q) = %v: not-dns-host for a %v host, IsDNSHost %v", s, ws, u.HostKind(), u.IsDNSHost())
		}
		_, hasAuth := u.Authority()
		p := u.Path()
		has("dot-segment", (sch != "" || strings.HasPrefix(p, "/")) && literalDotSegment(p, hasAuth))
		has("empty-path", hasAuth && p == "" && slices.Contains(slashSchemes, strings.ToLower(sch)))
		ipv6Form := false
		if h := u.Host(); u.HostKind() == uri.HostIPv6 {
			a, err := netip.ParseAddr(h[1 : len(h)-1])
			ipv6Form = err == nil && a.String() != strings.ToLower(h[1:len(h)-1])
		}
		has("ipv6-form", ipv6Form)
		var lowerHex, control, unres int
		for i := 0; i < len(s); i++ {
			if s[i] != '%' {
				continue
			}
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if strings.ToUpper(s[i+1:i+3]) != s[i+1:i+3] {
				lowerHex++
			}
			switch c := byte(v); {
			case c < 0x20 || c == 0x7f:
				control++
			case isUnreserved(c):
				unres++
			}
			i += 2
		}
		if count["hex-case"] != lowerHex || count["encoded-control"] != control || count["encoded-unreserved"] != unres {
			t.Fatalf("Lint(%q) = %v: want %d hex-case, %d encoded-control, %d encoded-unreserved", s, ws, lowerHex, control, unres)
		}

		// The normal form has nothing to say about its form.
		n := u.Normalize()
		nws := n.Lint()
		for _, w := range nws {
			if slices.Contains(normalCodes, w.Code) {
				t.Fatalf("Lint(%q) has %v, which its normal form %q should not have: %v", s, w, n, nws)
			}
		}
		// Normalize changes u exactly when Lint names a departure from
		// the normal form.
		normal := true
		for _, c := range normalCodes {
			if count[c] > 0 {
				normal = false
			}
		}
		if normal != (n == u) {
			t.Fatalf("Lint(%q) = %v, but Normalize gives %q", s, ws, n)
		}
	})
}

// checkLintAt checks that the octet at w.Offset in u's text is what w is
// about.
func checkLintAt(t *testing.T, u uri.URI, w uri.Warning) {
	t.Helper()
	s := u.String()
	var at byte
	if w.Offset < len(s) {
		at = s[w.Offset]
	}
	ok := true
	switch w.Code {
	case "password":
		ui, _ := u.Userinfo()
		start := strings.Index(s, "//") + 2
		ok = at == ':' && w.Offset >= start && w.Offset < start+len(ui)
	case "encoded-control", "hex-case", "encoded-unreserved":
		ok = at == '%'
	case "scheme-case":
		ok = w.Offset < len(u.Scheme()) && 'A' <= at && at <= 'Z'
	case "host-case":
		ok = 'A' <= at && at <= 'Z' && strings.Contains(u.Host(), string(at))
	case "dot-segment":
		ok = at == '.' && (w.Offset == 0 || s[w.Offset-1] == '/' || s[w.Offset-1] == ':')
	case "empty-port":
		ok = at == ':'
	case "empty-path":
		ok = w.Offset == len(s) || at == '?' || at == '#'
	case "ipv6-form":
		ok = at == '['
	case "port", "port-reserved", "port-range", "default-port":
		port, _ := u.Port()
		ok = w.Offset > 0 && s[w.Offset-1] == ':' && strings.HasPrefix(s[w.Offset:], port)
	case "not-dns-host":
		ok = strings.HasPrefix(s[w.Offset:], u.Host())
	}
	if !ok {
		t.Fatalf("Lint(%q): %v is not about the octet at its offset", s, w)
	}
}

// FuzzHost checks what the package says about a host, and whether a
// reference is absolute: Addr agrees with net/netip and with HostKind, and
// IsDNSHost with the hostname rule its doc comment quotes (the draft
// §3.2.2).
func FuzzHost(f *testing.F) {
	for _, s := range []string{
		"http://127.0.0.1/", "http://[::ffff:1.2.3.4]/", "http://[2001:DB8::1]:80/", "http://[v1.x]/",
		"http://127.1/", "http://www.example.org./", "http://1.2.3.a/", "http://a-.b/", "http://-a/",
		"http://a..b/", "http://%41.b/", "http://xn--rsum-bpad.example/", "http://r\u00e9sum\u00e9.example/",
		"//a.b\u3002c/", "http://" + strings.Repeat("a", 64) + ".b/", "file:///x", "http://a.1b/",
		"xn--bcher--kva", "xn--xn--bcher-kva.xn--bcher-kva", "xn---bcbcher-kva", "XN--BCHER-KVA",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		// RFC 3986 §4.1 and §4.3.
		_, frag := u.Fragment()
		if u.IsAbsolute() != (u.Scheme() != "") || u.IsAbsoluteURI() != (u.Scheme() != "" && !frag) {
			t.Fatalf("Parse(%q): IsAbsolute %v, IsAbsoluteURI %v", s, u.IsAbsolute(), u.IsAbsoluteURI())
		}
		h, k := u.Host(), u.HostKind()
		addr, ok := u.Addr()
		switch k {
		case uri.HostIPv4, uri.HostIPv6:
			want, err := netip.ParseAddr(strings.Trim(h, "[]"))
			if !ok || err != nil || addr != want {
				t.Fatalf("Parse(%q).Addr() = %v, %v; netip gives %v, %v", s, addr, ok, want, err)
			}
			if addr.Is4() != (k == uri.HostIPv4) {
				t.Fatalf("Parse(%q).Addr() = %v for a %v host", s, addr, k)
			}
		default:
			if ok || addr.IsValid() {
				t.Fatalf("Parse(%q).Addr() = %v, %v for a %v host", s, addr, ok, k)
			}
		}
		if got, want := u.IsDNSHost(), k == uri.HostRegName && isHostname(h); got != want {
			t.Fatalf("Parse(%q).IsDNSHost() = %v, want %v", s, got, want)
		}
	})
}

// isHostname matches the hostname rule of the draft §3.2.2, with the
// rightmost label starting with a letter, and at most 253 octets without
// one trailing ".".
func isHostname(h string) bool {
	h = strings.TrimSuffix(h, ".")
	if h == "" || len(h) > 253 {
		return false
	}
	labels := strings.Split(h, ".")
	for i, l := range labels {
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for j := range len(l) {
			c := l[j]
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-') {
				return false
			}
		}
		if i == len(labels)-1 && '0' <= l[0] && l[0] <= '9' {
			return false
		}
	}
	return true
}

// FuzzNetURL checks the bridge to net/url and Redacted: URL gives a
// *url.URL that writes u's text back (its scheme lowercased), FromURL of
// that gives u again, an empty fragment is refused with the rule
// "net/url", and Redacted replaces exactly the password.
func FuzzNetURL(f *testing.F) {
	for _, s := range []string{
		"http://u:p@a/b?q#f", "HTTP://a/", "a?", "a#", "//a/%2Fb", "mailto:a@b", "http://[::1]:80/",
		"http://u:@a/", "http://:p@a/", "http://u@a/", "s://a:b:c@d/", "/a b", "http://a/%zz", "?a|b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		red := u.Redacted()
		if ui, ok := u.Userinfo(); ok && strings.Contains(ui, ":") {
			user, _, _ := strings.Cut(ui, ":")
			i := strings.Index(s, "//") + 2
			if want := s[:i] + user + ":xxxxx@" + s[i+len(ui)+1:]; red != want {
				t.Fatalf("Parse(%q).Redacted() = %q, want %q", s, red, want)
			}
			if r, err := uri.Parse(red); err != nil || r.Host() != u.Host() || r.Path() != u.Path() {
				t.Fatalf("Parse(%q).Redacted() = %q, which parses to %q, %v", s, red, r, err)
			}
		} else if red != s {
			t.Fatalf("Parse(%q).Redacted() = %q, want it unchanged: no password", s, red)
		}

		v, err := u.URL()
		if err != nil {
			if e := fuzzError(t, "URL", err, s); e.Rule != "net/url" {
				t.Fatalf("Parse(%q).URL(): rule %q, want net/url", s, e.Rule)
			}
			return
		}
		if f, ok := u.Fragment(); ok && f == "" {
			t.Fatalf("Parse(%q).URL() = %q, want an error: net/url drops an empty fragment", s, v)
		}
		want := strings.ToLower(u.Scheme()) + s[len(u.Scheme()):]
		if v.String() != want {
			t.Fatalf("Parse(%q).URL().String() = %q, want %q", s, v, want)
		}
		back, err := uri.FromURL(v)
		if err != nil || back.String() != want || !back.Equal(u) {
			t.Fatalf("FromURL(Parse(%q).URL()) = %q, %v; want %q", s, back, err, want)
		}
	})
}

// appendixARules are the rules of RFC 3986 Appendix A, longest first, so
// that a file name is matched with the longest rule it starts with.
var appendixARules = []string{
	"URI-reference", "segment-nz-nc", "absolute-URI", "path-abempty", "path-absolute",
	"path-noscheme", "path-rootless", "relative-part", "IPv4address", "IPv6address",
	"pct-encoded", "relative-ref", "gen-delims", "path-empty", "segment-nz", "sub-delims",
	"IP-literal", "IPvFuture", "authority", "hier-part", "dec-octet", "unreserved",
	"fragment", "reg-name", "reserved", "userinfo", "segment", "scheme", "pchar",
	"query", "host", "path", "port", "ls32", "URI", "h16",
}

// TestFuzzParseCorpus holds the seed corpus of FuzzParse to the grammar:
// a file named after a rule of Appendix A ("IPv6address-form3") parses, one
// named "bad-" and a rule fails with an *uri.Error of that rule, and every
// rule has a file that parses.
func TestFuzzParseCorpus(t *testing.T) {
	const dir = "testdata/fuzz/FuzzParse"
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	valid := make(map[string]bool)
	for _, e := range entries {
		data, err := os.ReadFile(dir + "/" + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		if len(lines) != 2 || lines[0] != "go test fuzz v1" ||
			!strings.HasPrefix(lines[1], "string(") || !strings.HasSuffix(lines[1], ")") {
			t.Errorf("%s: not a go test fuzz v1 file of one string", e.Name())
			continue
		}
		s, err := strconv.Unquote(lines[1][len("string(") : len(lines[1])-1])
		if err != nil {
			t.Errorf("%s: %v", e.Name(), err)
			continue
		}
		name, bad := strings.CutPrefix(e.Name(), "bad-")
		rule := ""
		for _, r := range appendixARules {
			if strings.HasPrefix(name, r+"-") {
				rule = r
				break
			}
		}
		if rule == "" {
			continue // a regression seed, named otherwise
		}
		u, err := uri.Parse(s)
		switch {
		case bad && err == nil:
			t.Errorf("%s: Parse(%q) = %q, want an error in %s", e.Name(), s, u, rule)
		case bad:
			if e := fuzzError(t, "Parse", err, s); e.Rule != rule {
				t.Errorf("%s: Parse(%q): error in %s at %d, want %s", name, s, e.Rule, e.Offset, rule)
			}
		case err != nil:
			t.Errorf("%s: Parse(%q): %v", e.Name(), s, err)
		default:
			valid[rule] = true
		}
	}
	for _, r := range appendixARules {
		if !valid[r] {
			t.Errorf("no seed of FuzzParse exercises %s", r)
		}
	}
}

// comps are the components of a reference; a nil pointer is undefined.
type comps struct {
	Scheme, Host, Path string
	HasHost            bool
	Userinfo, Port     *string
	Query, Fragment    *string
}

func compsOf(u uri.URI) comps {
	c := comps{Scheme: u.Scheme(), Host: u.Host(), Path: u.Path()}
	_, c.HasHost = u.Authority()
	opt := func(s string, ok bool) *string {
		if ok {
			return &s
		}
		return nil
	}
	c.Userinfo = opt(u.Userinfo())
	c.Port = opt(u.Port())
	c.Query = opt(u.Query())
	c.Fragment = opt(u.Fragment())
	return c
}

// recompose writes c as RFC 3986 §5.3 does.
func (c comps) recompose() string {
	var b strings.Builder
	if c.Scheme != "" {
		b.WriteString(c.Scheme + ":")
	}
	if c.HasHost {
		b.WriteString("//")
		if c.Userinfo != nil {
			b.WriteString(*c.Userinfo + "@")
		}
		b.WriteString(c.Host)
		if c.Port != nil {
			b.WriteString(":" + *c.Port)
		}
	}
	b.WriteString(c.Path)
	if c.Query != nil {
		b.WriteString("?" + *c.Query)
	}
	if c.Fragment != nil {
		b.WriteString("#" + *c.Fragment)
	}
	return b.String()
}

// FuzzWith checks URI.With and Build, which FuzzBuild's one change at a
// time does not reach: several parts at once succeed exactly when the
// recomposition of RFC 3986 §5.3 of the changed components parses back to
// those components, the result is that parse, and Build is With on the zero
// URI. An error names the text of a component, with an offset inside it.
func FuzzWith(f *testing.F) {
	f.Add("http://u@a:1/b?q#f", "https", "v", "[::1]", "8080", "/x", "y", "z", uint8(0xff))
	f.Add("mailto:a@b", "", "", "h", "", "", "", "", uint8(0x04))
	f.Add("mailto:a@b", "", "", "h", "", "/a@b", "", "", uint8(0x14))
	f.Add("", "", "u", "", "1", "a:b", "", "", uint8(0x1a))
	f.Add("x:/a", "", "", "", "", "//b", "", "", uint8(0x10))
	f.Add("//a", "1x", "u@", "a b", "p", "c", "#", "%", uint8(0x7f))
	f.Fuzz(func(t *testing.T, base, scheme, userinfo, host, port, path, query, fragment string, mask uint8) {
		u, err := uri.Parse(base)
		if err != nil {
			u = uri.URI{}
		}
		want := compsOf(u)
		var parts []uri.Part
		texts := map[string]bool{}
		for _, s := range []string{want.Scheme, want.Host, want.Path} {
			texts[s] = true
		}
		for _, p := range []*string{want.Userinfo, want.Port, want.Query, want.Fragment} {
			if p != nil {
				texts[*p] = true
			}
		}
		set := func(bit uint8, part func(string) uri.Part, s string, apply func()) {
			if mask&bit != 0 {
				parts = append(parts, part(s))
				texts[s] = true
				apply()
			}
		}
		set(0x01, uri.Scheme, scheme, func() { want.Scheme = scheme })
		set(0x02, uri.Userinfo, userinfo, func() { want.Userinfo = &userinfo })
		set(0x04, uri.Host, host, func() { want.Host, want.HasHost = host, true })
		set(0x08, uri.Port, port, func() { want.Port = &port })
		set(0x10, uri.Path, path, func() { want.Path = path })
		set(0x20, uri.Query, query, func() { want.Query = &query })
		set(0x40, uri.Fragment, fragment, func() { want.Fragment = &fragment })

		r, err := u.With(parts...)
		text := want.recompose()
		p, perr := uri.Parse(text)
		// A scheme part cannot be empty: Scheme's doc comment sends to
		// WithoutScheme for that (RFC 3986 §3.1 wants an ALPHA).
		fits := (want.HasHost || want.Userinfo == nil && want.Port == nil) && !(mask&0x01 != 0 && scheme == "")
		fits = fits && perr == nil && cmp.Equal(compsOf(p), want)
		what := "Parse(" + strconv.Quote(base) + ").With(" + strconv.Quote(text) + " parts)"
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || !texts[e.Input] || e.Offset < 0 || e.Offset > len(e.Input) {
				t.Fatalf("%s: error %#v, want an *uri.Error in the text of a component", what, err)
			}
			if fits {
				t.Fatalf("%s: %v, but %q parses back to the components", what, err, text)
			}
		} else {
			if !fits {
				t.Fatalf("%s = %q, but %q does not parse back to the components: %v", what, r, text, perr)
			}
			if r != p {
				t.Fatalf("%s = %#v, want %#v", what, r, p)
			}
		}
		if mask&0x80 != 0 {
			return
		}
		// Build is With on the zero URI.
		b, berr := uri.Build(parts...)
		z, zerr := uri.URI{}.With(parts...)
		if b != z || (berr == nil) != (zerr == nil) || berr != nil && berr.Error() != zerr.Error() {
			t.Fatalf("Build = %q, %v; URI{}.With = %q, %v", b, berr, z, zerr)
		}
	})
}
