package whatwg

import (
	"slices"
	"testing"
)

// TestSearchParams checks the URLSearchParams methods (§6.2) and the
// query they write back (§5.2 serializing, §6.2 update steps).
func TestSearchParams(t *testing.T) {
	u := mustParse(t, "https://example.com/p?a=1&b=2&a=3&q=x+y%20z&&e#f")
	sp := u.SearchParams()
	if v, ok := sp.Get("a"); v != "1" || !ok {
		t.Errorf(`Get("a") = %q, %v, want "1", true`, v, ok)
	}
	if v, ok := sp.Get("q"); v != "x y z" || !ok {
		t.Errorf(`Get("q") = %q, %v, want "x y z", true`, v, ok)
	}
	if v, ok := sp.Get("e"); v != "" || !ok || sp.Has("zz") {
		t.Errorf(`Get("e") = %q, %v, want "", true; Has("zz") = true, want false`, v, ok)
	}
	if got := sp.GetAll("a"); !slices.Equal(got, []string{"1", "3"}) {
		t.Errorf(`GetAll("a") = %q, want ["1" "3"]`, got)
	}
	steps := []struct {
		do   func()
		href string
	}{
		{func() { sp.Append("c", "d e&f'") }, "https://example.com/p?a=1&b=2&a=3&q=x+y+z&e=&c=d+e%26f%27#f"},
		{func() { sp.Set("a", "~") }, "https://example.com/p?a=%7E&b=2&q=x+y+z&e=&c=d+e%26f%27#f"},
		{func() { sp.Delete("c") }, "https://example.com/p?a=%7E&b=2&q=x+y+z&e=#f"},
		{func() { u.SetSearch("z=b&a=b&z=a&a=a") }, "https://example.com/p?z=b&a=b&z=a&a=a#f"},
		{func() { sp.Sort() }, "https://example.com/p?a=b&a=a&z=b&z=a#f"},
		{func() { sp.Delete("a"); sp.Delete("z") }, "https://example.com/p#f"},
		// U+1F308 is the surrogates D83C DF08 in UTF-16: before U+FFFD.
		{func() { sp.Append("\uFFFD", "1"); sp.Append("\U0001F308", "2"); sp.Sort() }, "https://example.com/p?%F0%9F%8C%88=2&%EF%BF%BD=1#f"},
	}
	for k, st := range steps {
		st.do()
		if u.Href() != st.href {
			t.Errorf("step %d: href = %q, want %q", k, u.Href(), st.href)
		}
	}
	var names []string
	for n, v := range sp.All() {
		names = append(names, n+"="+v)
	}
	if want := []string{"\U0001F308=2", "\uFFFD=1"}; !slices.Equal(names, want) {
		t.Errorf("All() = %q, want %q", names, want)
	}
}

// pairs returns the pairs of p in order.
func pairs(p *SearchParams) [][2]string {
	var kvs [][2]string
	for k, v := range p.All() {
		kvs = append(kvs, [2]string{k, v})
	}
	return kvs
}

// The application/x-www-form-urlencoded parser (URL Standard §5.1); the
// cases are those of web-platform-tests' urlencoded-parser.any.js.
func TestParseForm(t *testing.T) {
	tests := []struct {
		in   string
		want [][2]string
	}{
		{"test", [][2]string{{"test", ""}}},
		{"\uFEFFtest=\uFEFF", [][2]string{{"\uFEFFtest", "\uFEFF"}}},
		{"%EF%BB%BFtest=%EF%BB%BF", [][2]string{{"\uFEFFtest", "\uFEFF"}}},
		{"%EF%BF%BF=%EF%BF%BF", [][2]string{{"\uFFFF", "\uFFFF"}}},
		{"%FE%FF", [][2]string{{"\uFFFD\uFFFD", ""}}},
		{"%FF%FE", [][2]string{{"\uFFFD\uFFFD", ""}}},
		{"†&†=x", [][2]string{{"†", ""}, {"†", "x"}}},
		{"%C2", [][2]string{{"\uFFFD", ""}}},
		{"%C2x", [][2]string{{"\uFFFDx", ""}}},
		{"_charset_=windows-1252&test=%C2x", [][2]string{{"_charset_", "windows-1252"}, {"test", "\uFFFDx"}}},
		{"", nil},
		{"a", [][2]string{{"a", ""}}},
		{"a=b", [][2]string{{"a", "b"}}},
		{"a=", [][2]string{{"a", ""}}},
		{"=b", [][2]string{{"", "b"}}},
		{"&", nil},
		{"&a", [][2]string{{"a", ""}}},
		{"a&", [][2]string{{"a", ""}}},
		{"a&a", [][2]string{{"a", ""}, {"a", ""}}},
		{"a&b&c", [][2]string{{"a", ""}, {"b", ""}, {"c", ""}}},
		{"a=b&c=d", [][2]string{{"a", "b"}, {"c", "d"}}},
		{"a=b&c=d&", [][2]string{{"a", "b"}, {"c", "d"}}},
		{"&&&a=b&&&&c=d&", [][2]string{{"a", "b"}, {"c", "d"}}},
		{"a=a&a=b&a=c", [][2]string{{"a", "a"}, {"a", "b"}, {"a", "c"}}},
		{"a==a", [][2]string{{"a", "=a"}}},
		{"a=a+b+c+d", [][2]string{{"a", "a b c d"}}},
		{"%=a", [][2]string{{"%", "a"}}},
		{"%a=a", [][2]string{{"%a", "a"}}},
		{"%a_=a", [][2]string{{"%a_", "a"}}},
		{"%61=a", [][2]string{{"a", "a"}}},
		{"%61+%4d%4D=", [][2]string{{"a MM", ""}}},
		{"id=0&value=%", [][2]string{{"id", "0"}, {"value", "%"}}},
		{"b=%2sf%2a", [][2]string{{"b", "%2sf*"}}},
		{"b=%2%2af%2a", [][2]string{{"b", "%2*f*"}}},
		{"b=%%2a", [][2]string{{"b", "%*"}}},
		{"?a=b", [][2]string{{"?a", "b"}}},
	}
	for _, tt := range tests {
		if got := parseForm(tt.in); !slices.Equal(got, tt.want) && len(got)+len(tt.want) > 0 {
			t.Errorf("parseForm(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Sort compares names by UTF-16 code units and is stable; the cases are
// those of web-platform-tests' urlsearchparams-sort.any.js.
func TestSearchParamsSort(t *testing.T) {
	tests := []struct {
		in   string
		want [][2]string
	}{
		{"z=b&a=b&z=a&a=a", [][2]string{{"a", "b"}, {"a", "a"}, {"z", "b"}, {"z", "a"}}},
		{"\uFFFD=x&\uFFFC&\uFFFD=a", [][2]string{{"\uFFFC", ""}, {"\uFFFD", "x"}, {"\uFFFD", "a"}}},
		{"ﬃ&🌈", [][2]string{{"🌈", ""}, {"ﬃ", ""}}},
		{"é&e\uFFFD&e\u0301", [][2]string{{"e\u0301", ""}, {"e\uFFFD", ""}, {"é", ""}}},
		{"z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g", [][2]string{
			{"a", "a"}, {"a", "b"}, {"a", "c"}, {"a", "d"}, {"a", "e"}, {"a", "f"}, {"a", "g"},
			{"z", "z"}, {"z", "y"}, {"z", "x"}, {"z", "w"}, {"z", "v"}, {"z", "u"}, {"z", "t"}}},
		{"bbb&bb&aaa&aa=x&aa=y", [][2]string{{"aa", "x"}, {"aa", "y"}, {"aaa", ""}, {"bb", ""}, {"bbb", ""}}},
		{"z=z&=f&=t&=x", [][2]string{{"", "f"}, {"", "t"}, {"", "x"}, {"z", "z"}}},
		{"a🌈&a💩", [][2]string{{"a🌈", ""}, {"a💩", ""}}},
	}
	for _, tt := range tests {
		u := mustParse(t, "https://example/")
		u.SetSearch(tt.in)
		u.SearchParams().Sort()
		if got := pairs(u.SearchParams()); !slices.Equal(got, tt.want) {
			t.Errorf("Sort of %q = %q, want %q", tt.in, got, tt.want)
		}
	}
}
