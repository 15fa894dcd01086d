package uri

import (
	"errors"
	"iter"
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/testenv"
)

type pair struct{ K, V string }

func collect(seq iter.Seq2[string, string]) []pair {
	ps := []pair{}
	for k, v := range seq {
		ps = append(ps, pair{k, v})
	}
	return ps
}

func seqOf(ps ...pair) iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for _, p := range ps {
			if !yield(p.K, p.V) {
				return
			}
		}
	}
}

// The expected pairs follow the WHATWG URL Standard §5.1
// (application/x-www-form-urlencoded parsing): split on "&", skip empty
// sequences, cut at the first "=", then "+" to space (form mode only) and
// percent-decoding (RFC 3986 §2.1).
func TestSplitQuery(t *testing.T) {
	tests := []struct {
		query  string
		form   []pair // with QueryForm
		strict []pair // with QueryStrict; nil: as form
		err    *Error
	}{
		{"a=1&b=2&a=3", []pair{{"a", "1"}, {"b", "2"}, {"a", "3"}}, nil, nil},
		{"a+b=c%20d", []pair{{"a b", "c d"}}, []pair{{"a+b", "c d"}}, nil},
		{"=x", []pair{{"", "x"}}, nil, nil},
		{"x=", []pair{{"x", ""}}, nil, nil},
		{"x", []pair{{"x", ""}}, nil, nil},
		{"&&", []pair{}, nil, nil},
		{"", []pair{}, nil, nil},
		{"=", []pair{{"", ""}}, nil, nil},
		{"&a=1&&b&", []pair{{"a", "1"}, {"b", ""}}, nil, nil},
		{"a=b=c", []pair{{"a", "b=c"}}, nil, nil},
		{"a=1;b=2", []pair{{"a", "1;b=2"}}, nil, nil}, // ";" is no separator
		{"%2B=%2b+1", []pair{{"+", "+ 1"}}, []pair{{"+", "++1"}}, nil},
		{"%26=%3D", []pair{{"&", "="}}, nil, nil},
		{"%E2%82%AC=%e2%82%ac", []pair{{"\u20ac", "\u20ac"}}, nil, nil},
		{"k=%FF", []pair{{"k", "\xff"}}, nil, nil}, // octets, not necessarily UTF-8
		{"a=%zz", nil, nil, &Error{Input: "a=%zz", Offset: 3, Rule: "pct-encoded"}},
		{"a=%2", nil, nil, &Error{Input: "a=%2", Offset: 4, Rule: "pct-encoded"}},
		{"a=%41&b=%4g", nil, nil, &Error{Input: "a=%41&b=%4g", Offset: 10, Rule: "pct-encoded"}},
		{"%", nil, nil, &Error{Input: "%", Offset: 1, Rule: "pct-encoded"}},
		{"a b=|", []pair{{"a b", "|"}}, nil, nil}, // other octets pass through
	}
	for _, tt := range tests {
		for _, m := range []QueryMode{QueryForm, QueryStrict} {
			seq, err := SplitQuery(tt.query, m)
			if diff := cmp.Diff(tt.err, errOf(t, err)); diff != "" {
				t.Errorf("SplitQuery(%q, %d) error (-want +got):\n%s", tt.query, m, diff)
				continue
			}
			if err != nil {
				if seq != nil {
					t.Errorf("SplitQuery(%q, %d) returned an iterator with its error", tt.query, m)
				}
				continue
			}
			want := tt.form
			if m == QueryStrict && tt.strict != nil {
				want = tt.strict
			}
			if diff := cmp.Diff(want, collect(seq)); diff != "" {
				t.Errorf("SplitQuery(%q, %d) (-want +got):\n%s", tt.query, m, diff)
			}
		}
	}
}

func TestSplitQueryStops(t *testing.T) {
	seq, _ := SplitQuery("a=1&b=2&c=3", QueryForm)
	var keys []string
	for k := range seq {
		keys = append(keys, k)
		if k == "b" {
			break
		}
	}
	if diff := cmp.Diff([]string{"a", "b"}, keys); diff != "" {
		t.Errorf("break after b (-want +got):\n%s", diff)
	}
}

func TestQueryParams(t *testing.T) {
	u := MustParse("http://h/p?a=1&b=x+y&a=3&c&=e&%61=5#a=4")
	want := []pair{{"a", "1"}, {"b", "x y"}, {"a", "3"}, {"c", ""}, {"", "e"}, {"a", "5"}}
	if diff := cmp.Diff(want, collect(u.QueryParams())); diff != "" {
		t.Errorf("QueryParams (-want +got):\n%s", diff)
	}
	if got := collect(MustParse("http://h/p#a=1").QueryParams()); len(got) != 0 {
		t.Errorf("no query: got %v", got)
	}

	lookups := []struct {
		key  string
		want string
		ok   bool
	}{
		{"a", "1", true}, // the first of three
		{"b", "x y", true},
		{"c", "", true},
		{"", "e", true},
		{"d", "", false},
		{"A", "", false}, // keys are case-sensitive
	}
	for _, tt := range lookups {
		if got, ok := u.QueryParam(tt.key); got != tt.want || ok != tt.ok {
			t.Errorf("QueryParam(%q) = %q, %v; want %q, %v", tt.key, got, ok, tt.want, tt.ok)
		}
	}
	if got, ok := MustParse("?a+b=1&a%20b=2").QueryParam("a b"); got != "1" || !ok {
		t.Errorf(`QueryParam("a b") = %q, %v; want "1", true`, got, ok)
	}
}

func TestEncodeQuery(t *testing.T) {
	ps := []pair{
		{"q", "go lang"},
		{"a&b", "c=d"},
		{"plus", "1+1"},
		{"semi", ";"},
		{"hash", "#"},
		{"pct", "100%"},
		{"\u00e9", "\u20ac"},
		{"path", "a/b?c:d@e"}, // query octets (RFC 3986 §3.4) stay
		{"", ""},
		{"k", ""},
		{"k", "2"},
		// A "?" stays (RFC 3986 §3.4), and the "&" after it is written.
		{"a", "x?"},
		{"b", "y"},
		{"c?", "?"},
		{"d", "e"},
	}
	const want = "q=go%20lang&a%26b=c%3Dd&plus=1%2B1&semi=%3B&hash=%23&pct=100%25" +
		"&%C3%A9=%E2%82%AC&path=a/b?c:d@e&=&k=&k=2&a=x?&b=y&c?=?&d=e"
	got := EncodeQuery(seqOf(ps...))
	if got != want {
		t.Errorf("EncodeQuery:\n got %s\nwant %s", got, want)
	}
	// Both modes read the pairs back, in order.
	for _, m := range []QueryMode{QueryForm, QueryStrict} {
		seq, err := SplitQuery(got, m)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(ps, collect(seq)); diff != "" {
			t.Errorf("SplitQuery(EncodeQuery(ps), %d) (-want +got):\n%s", m, diff)
		}
	}
	// The result is a query: With accepts it as it is.
	if _, err := MustParse("http://a/").With(Set(ComponentQuery, got)); err != nil {
		t.Errorf("WithQuery(EncodeQuery(ps)): %v", err)
	}
	// net/url reads the same pairs from it.
	v, err := url.ParseQuery(got)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"", "2"}, v["k"]); diff != "" {
		t.Errorf("net/url reads k as (-want +got):\n%s", diff)
	}
	if v.Get("a&b") != "c=d" || v.Get("q") != "go lang" || v.Get("plus") != "1+1" {
		t.Errorf("net/url reads %v", v)
	}
	if got := EncodeQuery(seqOf()); got != "" {
		t.Errorf("EncodeQuery(nothing) = %q", got)
	}
}

func TestAppendQueryParam(t *testing.T) {
	tests := []struct{ dst, want string }{
		{"", "k=v%20w"},
		{"http://a/?", "http://a/?k=v%20w"},
		{"a=1", "a=1&k=v%20w"},
		{"a=1&", "a=1&k=v%20w"},
	}
	for _, tt := range tests {
		if got := string(appendQueryParam([]byte(tt.dst), "k", "v w")); got != tt.want {
			t.Errorf("appendQueryParam(%q) = %q, want %q", tt.dst, got, tt.want)
		}
	}
}

// TestQueryAllocs checks the promise of QueryParams: walking a query allocates
// nothing when no pair needs decoding.
func TestQueryAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	u := MustParse("http://a/?x=1&y=2&z=3&x=4")
	n := testing.AllocsPerRun(100, func() {
		for k, v := range u.QueryParams() {
			_, _ = k, v
		}
	})
	if n != 0 {
		t.Errorf("QueryParams: %v allocations, want 0", n)
	}
	n = testing.AllocsPerRun(100, func() { _, _ = u.QueryParam("z") })
	if n != 0 {
		t.Errorf("QueryParam: %v allocations, want 0", n)
	}
	// SplitQuery's iterator is not inlined into the loop, which costs a few
	// allocations once; none per pair.
	walk := func(q string) float64 {
		return testing.AllocsPerRun(100, func() {
			seq, _ := SplitQuery(q, QueryStrict)
			for k, v := range seq {
				_, _ = k, v
			}
		})
	}
	if n1, n20 := walk("x=1&y=2"), walk(strings.Repeat("x=1&y=2&", 10)); n1 != n20 || n1 > 3 {
		t.Errorf("SplitQuery: %v allocations for 2 pairs, %v for 20; want at most 3, the same", n1, n20)
	}
}

const benchQuery = "https://example.com/search?q=golang&page=2&sort=desc&lang=en&filter=new"

// BenchmarkQueryParams walks every parameter of a query. net/url has no
// walk in order: url.ParseQuery builds a map.
func BenchmarkQueryParams(b *testing.B) {
	b.Run("lib=uri", func(b *testing.B) {
		u := MustParse(benchQuery)
		b.ReportAllocs()
		for b.Loop() {
			for k, v := range u.QueryParams() {
				sinkString = k
				sinkString = v
			}
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		u, _ := url.Parse(benchQuery)
		b.ReportAllocs()
		for b.Loop() {
			for k, vs := range u.Query() {
				sinkString = k
				sinkString = vs[0]
			}
		}
	})
}

// BenchmarkQueryParam looks up one parameter: u.Query().Get in net/url.
func BenchmarkQueryParam(b *testing.B) {
	b.Run("lib=uri", func(b *testing.B) {
		u := MustParse(benchQuery)
		b.ReportAllocs()
		for b.Loop() {
			sinkString, _ = u.QueryParam("lang")
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		u, _ := url.Parse(benchQuery)
		b.ReportAllocs()
		for b.Loop() {
			sinkString = u.Query().Get("lang")
		}
	})
}

// BenchmarkEncodeQuery encodes four parameters, two needing escapes. Note
// that url.Values.Encode sorts by key; EncodeQuery keeps the order given.
func BenchmarkEncodeQuery(b *testing.B) {
	ps := []pair{{"q", "go lang"}, {"page", "2"}, {"a&b", "c=d"}, {"lang", "en"}}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkString = EncodeQuery(seqOf(ps...))
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			v := url.Values{}
			for _, p := range ps {
				v.Add(p.K, p.V)
			}
			sinkString = v.Encode()
		}
	})
}

// splitQuerySlow splits a query as the doc comment of SplitQuery says, in
// the plainest way: "&" between parameters, empty ones skipped, the first
// "=" between key and value, "+" a space in QueryForm, then the triplets.
func splitQuerySlow(t *testing.T, q string, m QueryMode) []pair {
	ps := []pair{}
	for _, param := range strings.Split(q, "&") {
		if param == "" {
			continue
		}
		k, v, _ := strings.Cut(param, "=")
		dec := func(s string) string {
			if m == QueryForm {
				s = strings.ReplaceAll(s, "+", " ")
			}
			d, err := Unescape(s)
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
		_, uerr := Unescape(q)
		for _, m := range []QueryMode{QueryForm, QueryStrict} {
			seq, err := SplitQuery(q, m)
			if (err == nil) != (uerr == nil) {
				t.Fatalf("SplitQuery(%q, %d): %v; Unescape: %v", q, m, err, uerr)
			}
			if err != nil {
				e := fuzzError(t, "SplitQuery", err, q)
				var ue *Error
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
			formSeq, _ := SplitQuery(q, QueryForm)
			strictSeq, _ := SplitQuery(strings.ReplaceAll(q, "+", "%20"), QueryStrict)
			form, strict := collect(formSeq), collect(strictSeq)
			if diff := cmp.Diff(form, strict); diff != "" {
				t.Fatalf("SplitQuery(%q, QueryForm) differs from QueryStrict with \"%%20\" for \"+\" (-form +strict):\n%s", q, diff)
			}
			if u, err := Parse("http://a/?" + q); err == nil && !strings.Contains(q, "#") {
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
		enc := EncodeQuery(seqOf(params...))
		one := string(appendQueryParam(nil, k1, v1))
		if want := one + "&" + string(appendQueryParam(nil, k2, v2)); enc != want {
			t.Fatalf("EncodeQuery(%q) = %q, want %q", params, enc, want)
		}
		for _, m := range []QueryMode{QueryForm, QueryStrict} {
			seq, err := SplitQuery(enc, m)
			if err != nil {
				t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d): %v", params, enc, m, err)
			}
			if diff := cmp.Diff(params, collect(seq)); diff != "" {
				t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d) (-want +got):\n%s", params, enc, m, diff)
			}
		}
		u, err := Parse("http://a/?" + enc + "#f")
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
			if got := string(appendQueryParam([]byte(prefix), k1, v1)); got != prefix+one {
				t.Fatalf("appendQueryParam(%q, %q, %q) = %q, want %q", prefix, k1, v1, got, prefix+one)
			}
		}
		if q != "" && !strings.HasSuffix(q, "?") && !strings.HasSuffix(q, "&") {
			if got := string(appendQueryParam([]byte(q), k1, v1)); got != q+"&"+one {
				t.Fatalf("appendQueryParam(%q, %q, %q) = %q, want %q", q, k1, v1, got, q+"&"+one)
			}
		}
		// Appending to a query adds exactly one parameter at its end.
		if uerr == nil && !strings.HasSuffix(q, "?") {
			before, _ := SplitQuery(q, QueryStrict)
			after, err := SplitQuery(string(appendQueryParam([]byte(q), k2, v2)), QueryStrict)
			if err != nil {
				t.Fatalf("appendQueryParam(%q, %q, %q): %v", q, k2, v2, err)
			}
			want := append(collect(before), pair{k2, v2})
			if diff := cmp.Diff(want, collect(after)); diff != "" {
				t.Fatalf("appendQueryParam(%q, %q, %q) (-want +got):\n%s", q, k2, v2, diff)
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
			enc := EncodeQuery(seqOf(params[:n]...))
			for _, m := range []QueryMode{QueryForm, QueryStrict} {
				seq, err := SplitQuery(enc, m)
				if err != nil {
					t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d): %v", params[:n], enc, m, err)
				}
				if diff := cmp.Diff(params[:n], collect(seq)); diff != "" {
					t.Fatalf("SplitQuery(EncodeQuery(%q) = %q, %d) (-want +got):\n%s", params[:n], enc, m, diff)
				}
			}
			if u, err := Parse("http://a/?" + enc); err != nil {
				t.Fatalf("EncodeQuery(%q) = %q, not a query: %v", params[:n], enc, err)
			} else if q, _ := u.Query(); q != enc {
				t.Fatalf("EncodeQuery(%q) = %q, but the query parses as %q", params[:n], enc, q)
			}
		}
	})
}
