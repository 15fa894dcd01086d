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
