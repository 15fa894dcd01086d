package uri

import (
	"errors"
	"net/url"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/testenv"
)

func TestRequestTarget(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://a", "/"},
		{"http://a?", "/?"},
		{"http://a?q=1#f", "/?q=1"},
		{"http://a/b/c?x#y", "/b/c?x"},
		{"http://a/b#", "/b"},
		{"http://[::1]:80/%7C", "/%7C"},
		{"http://[v1.x]/p?", "/p?"},
		// RFC 9112 §3.2.1 allows "//a": the "/." that keeps it from
		// reading as an authority without one (RFC 3986 §3.3) is not sent.
		{"/.//double/slash", "//double/slash"},
		{"/.//double/slash?q#f", "//double/slash?q"},
		{"x:/.//a", "//a"},
		{"http://h/.//a", "/.//a"}, // as written after an authority
		{"/./a", "/./a"},
	} {
		if got := MustParse(tt.in).RequestTarget(); got != tt.want {
			t.Errorf("MustParse(%q).RequestTarget() = %q, want %q", tt.in, got, tt.want)
		}
	}
	// The request-target net/http hands a server, through FromURL.
	for _, target := range []string{"//double/slash", "//a/b?c=d", "/a//b", "/"} {
		v, err := url.ParseRequestURI(target)
		if err != nil {
			t.Fatal(err)
		}
		u, err := FromURL(v)
		if err != nil {
			t.Errorf("FromURL(%q): %v", target, err)
			continue
		}
		if got := u.RequestTarget(); got != target {
			t.Errorf("FromURL(ParseRequestURI(%q)).RequestTarget() = %q, want it back", target, got)
		}
	}
}

func TestURIParse(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q")
	for _, tt := range []struct{ ref, want, rule string }{
		{"g", "http://a/b/c/g", ""}, // RFC 3986 §5.4.1
		{"../g", "http://a/b/g", ""},
		{"?y", "http://a/b/c/d;p?y", ""},
		{"#s", "http://a/b/c/d;p?q#s", ""},
		{"", "http://a/b/c/d;p?q", ""},
		{"//[v1.x]/g", "http://[v1.x]/g", ""},
		{"a b", "", "segment-nz-nc"},
		{"g|h", "", "segment-nz-nc"},
	} {
		got, err := base.Parse(tt.ref)
		var rule string
		var e *Error
		if errors.As(err, &e) {
			rule = e.Rule
		}
		if got.String() != tt.want || rule != tt.rule {
			t.Errorf("Parse(%q) = %q, %v; want %q, rule %q", tt.ref, got, err, tt.want, tt.rule)
		}
	}
	if _, err := MustParse("b/c").Parse("g"); !errors.Is(err, ErrNotAbsolute) {
		t.Errorf(`MustParse("b/c").Parse("g") error %v, want ErrNotAbsolute`, err)
	}
}

func TestJoinPath(t *testing.T) {
	for _, tt := range []struct {
		base string
		elem []string
		want string
		rule string
	}{
		{"http://h", []string{"a", "b"}, "http://h/a/b", ""},
		{"http://h/", []string{"a"}, "http://h/a", ""},
		{"http://h/d", []string{"a"}, "http://h/d/a", ""},
		{"http://h/d/", []string{"a"}, "http://h/d/a", ""},
		{"http://h/d?q#f", []string{"a"}, "http://h/d/a?q#f", ""},
		{"http://h/d?#", []string{"a"}, "http://h/d/a?#", ""},
		{"http://[::1]:8080", []string{"v1"}, "http://[::1]:8080/v1", ""},
		{"http://[v1.x]/", []string{"a"}, "http://[v1.x]/a", ""},
		{"http://h/d", []string{"a/b"}, "http://h/d/a%2Fb", ""},
		{"http://h/d", []string{"/"}, "http://h/d/%2F", ""},
		{"http://h/d", []string{"100%"}, "http://h/d/100%25", ""},
		{"http://h/d", []string{"%41"}, "http://h/d/%2541", ""},
		{"http://h/d", []string{"über"}, "http://h/d/%C3%BCber", ""},
		{"http://h/d", []string{"a b?#"}, "http://h/d/a%20b%3F%23", ""},
		{"http://h/d", []string{"a:b@c"}, "http://h/d/a:b@c", ""},
		{"http://h/d", []string{"", "a", ""}, "http://h/d/a/", ""}, // an empty last element: a trailing "/"
		{"http://h/d", []string{"bar", ""}, "http://h/d/bar/", ""},
		{"http://h/d/", []string{""}, "http://h/d/", ""},
		{"http://h", []string{""}, "http://h/", ""},
		{"", []string{""}, "", ""},
		{"a", []string{""}, "a/", ""},
		{"http://h/d", []string{"bar/"}, "http://h/d/bar%2F", ""}, // "/" is data in an element
		{"http://h/d", nil, "http://h/d", ""},
		{"http://h/d/../e", []string{"f"}, "http://h/d/../e/f", ""}, // no dot removal
		{"http://h/d", []string{".."}, "", "dot-segment"},
		{"http://h/d", []string{"a", "."}, "", "dot-segment"},
		{"http://h/d", []string{"..."}, "http://h/d/...", ""},
		{"mailto:", []string{"a@b"}, "mailto:a@b", ""},
		{"", []string{"a", "b"}, "a/b", ""},
		{"", []string{"a:b"}, "", "segment-nz-nc"}, // would read as a scheme
		{"x:", []string{"a:b"}, "x:a:b", ""},
	} {
		got, err := MustParse(tt.base).JoinPath(tt.elem...)
		var rule string
		var e *Error
		if errors.As(err, &e) {
			rule = e.Rule
		}
		if got.String() != tt.want || rule != tt.rule {
			t.Errorf("MustParse(%q).JoinPath(%q) = %q, %v; want %q, rule %q", tt.base, tt.elem, got, err, tt.want, tt.rule)
		}
		if err == nil && got != MustParse(got.String()) {
			t.Errorf("MustParse(%q).JoinPath(%q): offsets differ from Parse's", tt.base, tt.elem)
		}
	}
}

func TestQueryEditing(t *testing.T) {
	type edit func(URI) (URI, error)
	add := func(k, v string) edit { return func(u URI) (URI, error) { return u.AddQueryParam(k, v) } }
	set := func(k, v string) edit { return func(u URI) (URI, error) { return u.SetQueryParam(k, v) } }
	del := func(k string) edit { return func(u URI) (URI, error) { return u.DeleteQueryParam(k), nil } }
	for _, tt := range []struct {
		name, in string
		do       edit
		want     string
	}{
		{"add to no query", "http://a/", add("q", "a b"), "http://a/?q=a%20b"},
		{"add to an empty query", "http://a/?", add("q", "1"), "http://a/?q=1"},
		{"add after a pair", "http://a/?x=1#f", add("x", "2"), "http://a/?x=1&x=2#f"},
		{"add after a trailing &", "http://a/?x=1&", add("y", "&="), "http://a/?x=1&y=%26%3D"},
		{"add keeps what is escaped", "http://a/?a=%7C+b", add("c", "|"), "http://a/?a=%7C+b&c=%7C"},
		{"add after a ?", "http://a/?x?", add("y", ""), "http://a/?x?&y="},
		{"add to IPvFuture", "http://[v1.x]", add("k", "v"), "http://[v1.x]?k=v"},
		{"set replaces all, at the first", "http://a/?k=1&x=2&k=3", set("k", "9"), "http://a/?k=9&x=2"},
		{"set the last", "http://a/?x=1&k=2", set("k", "9"), "http://a/?x=1&k=9"},
		{"set matches decoded keys", "http://a/?a+b=1&a%20b=2", set("a b", "3"), "http://a/?a%20b=3"},
		{"set appends a new key", "http://a/?x=1", set("k", "ü"), "http://a/?x=1&k=%C3%BC"},
		{"set keeps the trailing &", "http://a/?k=1&x&", set("k", ""), "http://a/?k=&x&"},
		{"delete all", "http://a/?k=1&x=2&k=3#f", del("k"), "http://a/?x=2#f"},
		{"delete the only one", "http://a/?k=1", del("k"), "http://a/"}, // the "?" goes too
		{"delete the last of several", "https://x.example/p?k=1&k=2#f", del("k"), "https://x.example/p#f"},
		{"delete none", "http://a/?x", del("k"), "http://a/?x"},
		{"delete from no query", "http://a/", del("k"), "http://a/"},
		{"delete a key without =", "http://a/?k&x=%41", del("k"), "http://a/?x=%41"},
		{"delete keeps empty params", "http://a/?x&&k=1", del("k"), "http://a/?x&"},
	} {
		got, err := tt.do(MustParse(tt.in))
		if err != nil || got.String() != tt.want {
			t.Errorf("%s: %q gives %q, %v; want %q", tt.name, tt.in, got, err, tt.want)
		}
		if got != MustParse(got.String()) {
			t.Errorf("%s: offsets differ from Parse's", tt.name)
		}
	}
}

func TestQueryParamValues(t *testing.T) {
	u := MustParse("http://a/?k=1&x=2&k=&k&a+b=%7C&k=3")
	if diff := cmp.Diff([]string{"1", "", "", "3"}, u.QueryParamValues("k")); diff != "" {
		t.Errorf(`QueryParamValues("k") (-want +got):\n%s`, diff)
	}
	if diff := cmp.Diff([]string{"|"}, u.QueryParamValues("a b")); diff != "" {
		t.Errorf(`QueryParamValues("a b") (-want +got):\n%s`, diff)
	}
	if got := u.QueryParamValues("none"); got != nil {
		t.Errorf(`QueryParamValues("none") = %q, want nil`, got)
	}
	if got := MustParse("http://a/").QueryParamValues(""); got != nil {
		t.Errorf(`no query: QueryParamValues("") = %q, want nil`, got)
	}
}

func TestEncodeQueryValues(t *testing.T) {
	v := url.Values{"z": {"1"}, "a": {"x y", "+"}, "m": {}}
	if got, want := EncodeQueryValues(v), "a=x%20y&a=%2B&z=1"; got != want {
		t.Errorf("EncodeQueryValues = %q, want %q", got, want)
	}
}

// TestConveniencesNoAllocs checks the promises of the docs: Hostname
// allocates only to decode, RequestTarget only for an empty path with a
// query, PortNumber and QueryParamValues for a key that is absent never.
func TestConveniencesNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	u := MustParse("https://[::1]:8443/a/b?q=1#f")
	r := MustParse("http://example.com/x?k=v")
	for _, tt := range []struct {
		name string
		f    func()
	}{
		{"Hostname IPv6", func() { sinkString = u.Hostname() }},
		{"Hostname reg-name", func() { sinkString = r.Hostname() }},
		{"RequestTarget", func() { sinkString = u.RequestTarget() }},
		{"PortNumber", func() { _, _ = u.PortNumber() }},
		{"QueryParamValues absent", func() { _ = r.QueryParamValues("none") }},
		{"DeleteQueryParam absent", func() { _ = r.DeleteQueryParam("none") }},
	} {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tt.name, n)
		}
	}
}

var (
	benchString string
	benchURI    URI
	benchURL    *url.URL
)

func BenchmarkJoinPath(b *testing.B) {
	const s = "https://api.example.com/v1/?key=k"
	b.Run("lib=uri", func(b *testing.B) {
		u := MustParse(s)
		b.ReportAllocs()
		for b.Loop() {
			benchURI, _ = u.JoinPath("users", "Zoë Smith", "repos")
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		v, _ := url.Parse(s)
		b.ReportAllocs()
		for b.Loop() {
			benchURL = v.JoinPath("users", "Zoë Smith", "repos")
		}
	})
}

// BenchmarkQueryEdit sets one parameter, replacing its two values, and
// adds another: with net/url, decode the query, edit, encode it again.
func BenchmarkQueryEdit(b *testing.B) {
	const s = "https://example.com/search?q=go+lang&page=1&tag=a&page=3"
	b.Run("lib=uri", func(b *testing.B) {
		u := MustParse(s)
		b.ReportAllocs()
		for b.Loop() {
			v, _ := u.SetQueryParam("page", "2")
			benchURI, _ = v.AddQueryParam("sort", "new")
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		v, _ := url.Parse(s)
		b.ReportAllocs()
		for b.Loop() {
			w := *v
			q := w.Query()
			q.Set("page", "2")
			q.Add("sort", "new")
			w.RawQuery = q.Encode()
			benchString = w.String()
		}
	})
}

// BenchmarkParseReference resolves an href against a page in one call:
// URI.Parse beside url.URL.Parse.
func BenchmarkParseReference(b *testing.B) {
	const base, href = "https://example.com/docs/guide/index.html", "../api/v2/list.html?x=1#top"
	b.Run("lib=uri", func(b *testing.B) {
		u := MustParse(base)
		b.ReportAllocs()
		for b.Loop() {
			benchURI, _ = u.Parse(href)
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		v, _ := url.Parse(base)
		b.ReportAllocs()
		for b.Loop() {
			benchURL, _ = v.Parse(href)
		}
	})
}

// TestUserinfoParts holds Username and Password to the "user:password"
// convention of RFC 1738 §3.1: split at the first ":", as written.
func TestUserinfoParts(t *testing.T) {
	for _, tt := range []struct {
		in             string
		user, password string
		hasUser, hasPw bool
	}{
		{"http://a/", "", "", false, false},
		{"http://@a/", "", "", true, false},
		{"http://u@a/", "u", "", true, false},
		{"http://u:@a/", "u", "", true, true},
		{"http://u:p@a/", "u", "p", true, true},
		{"http://u:pa:ss@a/", "u", "pa:ss", true, true},
		{"http://:p@a/", "", "p", true, true},
		{"http://a%40b:p%3Aq@a/", "a%40b", "p%3Aq", true, true}, // as written
		{"mailto:u:p@a", "", "", false, false},                  // no authority
	} {
		u := MustParse(tt.in)
		user, ok := u.Username()
		pw, pok := u.Password()
		if user != tt.user || ok != tt.hasUser || pw != tt.password || pok != tt.hasPw {
			t.Errorf("%q: Username %q %v, Password %q %v; want %q %v, %q %v", tt.in, user, ok, pw, pok, tt.user, tt.hasUser, tt.password, tt.hasPw)
		}
	}
}

// TestPathSegments holds PathSegments to the segments of RFC 3986 §3.3,
// each as written and decoded.
func TestPathSegments(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string // as written, then decoded, for each segment
	}{
		{"http://a", nil},
		{"http://a/", []string{"", ""}},
		{"http://a/b/c", []string{"b", "b", "c", "c"}},
		{"http://a/b/", []string{"b", "b", "", ""}},
		{"http://a/x%2Fy/%7E", []string{"x%2Fy", "x/y", "%7E", "~"}},
		{"http://a//b", []string{"", "", "b", "b"}},
		{"a/./../b", []string{"a", "a", ".", ".", "..", "..", "b", "b"}},
		{"mailto:joe@x", []string{"joe@x", "joe@x"}},
		{"", nil},
	} {
		var got []string
		for seg, dec := range MustParse(tt.in).PathSegments() {
			got = append(got, seg, dec)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("PathSegments of %q (-want +got):\n%s", tt.in, diff)
		}
	}
	n := 0
	for range MustParse("/a/b/c").PathSegments() {
		if n++; n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("the loop ran %d times, want 2", n)
	}
}
