package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// Man is what a man URI holds (uri(7)): a manual page's name and maybe its
// section. "man:ls(1)" has Name "ls" and Section "1". The scheme is not
// registered with the IETF; uri(7) is its only description.
type Man struct {
	Name    string // the command or page name, decoded; never empty
	Section string // "1", "3p", "n", ...; "" for any section
}

// ParseMan reads the man URI u (uri(7)):
//
//	man:command-name
//	man:command-name(section)
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme, an authority or a query (Rule "man"); an empty name, or one
// holding "/" (Rule "command-name"); and a section that is empty or not
// letters and digits, or text after its ")" (Rule "section"). KDE's
// "man:(index)", which lists pages rather than naming one, has no name and
// is refused.
func ParseMan(u uri.URI) (Man, error) {
	var m Man
	if err := checkScheme(u, "man", "man"); err != nil {
		return m, err
	}
	if _, ok := u.Authority(); ok {
		return m, errAt(u, authorityStart(u)-2, "man")
	}
	if err := noQuery(u, "man"); err != nil {
		return m, err
	}
	p, at := u.Path(), pathStart(u)
	name := p
	if i := strings.IndexByte(p, '('); i >= 0 {
		name = p[:i]
		sec, ok := strings.CutSuffix(p[i+1:], ")")
		if j := badSection(sec); !ok || j >= 0 {
			if !ok {
				j = strings.IndexByte(p[i+1:], ')')
				if j < 0 {
					j = len(p) - i - 1
				} else {
					j++
				}
			}
			return Man{}, errAt(u, at+i+1+j, "section")
		}
		m.Section = sec
	}
	if name == "" {
		return Man{}, errAt(u, at, "command-name")
	}
	if i := strings.IndexByte(name, '/'); i >= 0 {
		return Man{}, errAt(u, at+i, "command-name")
	}
	m.Name = decode(name)
	return m, nil
}

// badSection returns the index of the first octet of s that is not a
// letter or digit, or -1; an empty s gives 0.
func badSection(s string) int {
	if s == "" {
		return 0
	}
	for i := 0; i < len(s); i++ {
		if !isAlpha(s[i]) && (s[i] < '0' || s[i] > '9') {
			return i
		}
	}
	return -1
}

// URI returns the man URI of m. "(" and ")" in the name are
// percent-encoded, so that they cannot be read as a section's. An error is
// an [*uri.Error] whose Input is the field at fault, with the Rule
// [ParseMan] gives.
func (m Man) URI() (uri.URI, error) {
	if m.Name == "" {
		return uri.URI{}, errIn(m.Name, 0, "command-name")
	}
	path := escape(m.Name, uri.ComponentPathSegment, "()")
	if m.Section != "" {
		if j := badSection(m.Section); j >= 0 {
			return uri.URI{}, errIn(m.Section, j, "section")
		}
		path += "(" + m.Section + ")"
	}
	return uri.Build(uri.Set(uri.ComponentScheme, "man"), uri.Set(uri.ComponentPath, path))
}
