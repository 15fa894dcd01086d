package whatwg

import (
	"strings"
	"testing"

	"github.com/uriref/uri"
)

// FuzzParse checks that Parse does not panic, that the href of what it
// returns parses again to the same href (the serializer's output is a
// fixed point of the parser), and that the getters agree with the href.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"https://example.com/a/b?c=d#e", "http://u:p@[::1]:8080/./a/../b?q#f", "file:///C|/x",
		"sc:/..//p", "http:\\\\a\\b", "blob:https://a.com/x", "HTTP://EX%41MPLE.com:80/%2e%2E/",
		"non-special:opaque  ?x", "  a\tb:c d ", "ws://\u00e9.com/\xff",
		"http://1.2.3.4", "http://1.2.3.04/", "file://host", "https://a.b:443", "http://xn--a.com/",
	} {
		f.Add(s, "")
		f.Add("../x?y", s)
	}
	f.Fuzz(func(t *testing.T, in, base string) {
		var u *URL
		var err error
		if base == "" {
			u, err = Parse(in)
		} else if b, berr := Parse(base); berr == nil {
			u, err = b.Parse(in)
		} else {
			return
		}
		if err != nil {
			if base == "" && parseSerialized(in) != nil {
				t.Fatalf("Parse(%q) fails, but the recogniser of serialized input accepts it", in)
			}
			return
		}
		checkConsistent(t, u)
		if base == "" {
			checkSerialized(t, in, u)
		}
		v, err := Parse(u.Href())
		if err != nil {
			t.Fatalf("Parse(%q) = %q, which does not parse: %v", in, u.Href(), err)
		}
		if getters(v) != getters(u) {
			t.Fatalf("Parse(%q) = %q, which parses to\n%q, not\n%q", in, u.Href(), getters(v), getters(u))
		}
	})
}

// checkConsistent checks that the getters of u put together give its
// href (§4.5 writes the components in this order).
func checkConsistent(t *testing.T, u *URL) {
	t.Helper()
	var b strings.Builder
	b.WriteString(u.Protocol())
	if u.flags&hasHost != 0 {
		b.WriteString("//")
		if u.Username() != "" || u.Password() != "" {
			b.WriteString(u.Username())
			if u.Password() != "" {
				b.WriteString(":" + u.Password())
			}
			b.WriteString("@")
		}
		b.WriteString(u.Host())
	} else if strings.HasPrefix(u.Pathname(), "//") {
		b.WriteString("/.")
	}
	b.WriteString(u.Pathname())
	if u.flags&hasSearch != 0 {
		b.WriteString("?" + strings.TrimPrefix(u.Search(), "?"))
	}
	if u.flags&hasHash != 0 {
		b.WriteString("#" + strings.TrimPrefix(u.Hash(), "#"))
	}
	if b.String() != u.Href() {
		t.Fatalf("the getters give %q, the href is %q", b.String(), u.Href())
	}
	if u.Host() != u.Hostname() && u.Host() != u.Hostname()+":"+u.Port() {
		t.Fatalf("host %q is not hostname %q and port %q", u.Host(), u.Hostname(), u.Port())
	}
}

// checkSerialized checks that when the recogniser of serialized input
// accepts in, the state machine reads it the same: same href, same input
// spans, no validation error.
func checkSerialized(t *testing.T, in string, u *URL) {
	t.Helper()
	fast := parseSerialized(in)
	if fast == nil {
		return
	}
	slow, err := parse(in, nil)
	if err != nil {
		t.Fatalf("parse(%q): %v, but the recogniser accepts it", in, err)
	}
	if fast.Href() != in && fast.Href() != in+"/" || getters(fast) != getters(slow) || slow.ValidationErrors() != nil ||
		fast.hostKind != slow.hostKind || fast.flags&^(hrefIsInput|addedSlash) != slow.flags {
		t.Fatalf("parse(%q) = %q %v, the recogniser gives %q", in, getters(slow), slow.ValidationErrors(), getters(fast))
	}
	for c := range uri.Component(componentCount) {
		s1, e1, ok1 := fast.InputSpan(c)
		s2, e2, ok2 := slow.InputSpan(c)
		if s1 != s2 || e1 != e2 || ok1 != ok2 {
			t.Fatalf("parse(%q).InputSpan(%d) = %d %d %v, the recogniser gives %d %d %v", in, c, s2, e2, ok2, s1, e1, ok1)
		}
	}
}

// FuzzSetters checks that no setter panics, and that the href a setter
// leaves parses again to the same URL.
func FuzzSetters(f *testing.F) {
	for _, s := range []string{"https://u:p@example.com:8080/a/b?c=d#e", "sc:opaque ?x#y", "file:///C:/x", "sc:/p", "sc://h"} {
		for k := range getterNames[:10] {
			f.Add(s, uint8(k), "x/../y?z#w")
			f.Add(s, uint8(k), "")
		}
	}
	f.Fuzz(func(t *testing.T, href string, attr uint8, value string) {
		u, err := Parse(href)
		if err != nil {
			return
		}
		name := getterNames[int(attr)%10]
		setters[name](u, value)
		checkConsistent(t, u)
		v, err := Parse(u.Href())
		if err != nil || getters(v) != getters(u) {
			t.Fatalf("Parse(%q), %s set to %q: href %q parses to %v, %v", href, name, value, u.Href(), v, err)
		}
	})
}
