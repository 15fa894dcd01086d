package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// Gopher is what a gopher URI holds (RFC 4266 §2, uri(7)): a server, the
// item type, the selector, and the search and Gopher+ strings that follow
// it after a tab ("%09"), decoded. "gopher://example.com/7search%09cats"
// has Type '7', Selector "search" and Search "cats".
type Gopher struct {
	Host, Port string // the server as written; Host is never empty
	Type       byte   // the gophertype; '1', a directory, when the path is empty
	Selector   string // sent to the server; never holds a tab, CR or LF
	Search     string // the search string after the first "%09"; "" for none
	GopherPlus string // the Gopher+ string after the second "%09"; "" for none
}

// HostPort returns the server's host and port joined by ":", with port 70
// when the URI gives none.
func (g Gopher) HostPort() string { return hostPort("gopher", g.Host, g.Port) }

// ParseGopher reads the gopher URI u (RFC 4266 §2, RFC 1738 §3.4):
//
//	gopherurl = "gopher://" hostport [ "/" [ gtype [ selector
//	            [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
//
// The type is the first octet after "/", decoded if it is encoded. An empty
// search before a Gopher+ string reads as no search.
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme, no authority, or a query, since "?" is data in a selector and is
// written "%3F" (Rule "gopherurl"); an empty host or a userinfo (Rule
// "hostport"); and a CR or LF, which would end the line sent to the server
// (uri(7), Security), in the selector, search or Gopher+ string (Rule
// "selector", "search" or "gopher+_string"), and a type that is not one
// printable US-ASCII character (Rule "gtype").
func ParseGopher(u uri.URI) (Gopher, error) {
	g := Gopher{Type: '1'}
	if err := checkScheme(u, "gopher", "gopherurl"); err != nil {
		return Gopher{}, err
	}
	if err := noQuery(u, "gopherurl"); err != nil {
		return Gopher{}, err
	}
	var err error
	if g.Host, g.Port, err = server(u, "gopherurl"); err != nil {
		if _, ok := u.Userinfo(); ok {
			err = errAt(u, authorityStart(u), "hostport")
		}
		return Gopher{}, err
	}
	if g.Host == "" {
		return Gopher{}, errAt(u, hostStart(u), "hostport")
	}
	p, at := u.Path(), pathStart(u)+1
	if len(p) <= 1 {
		return g, nil
	}
	rest := p[1:]
	n := 1
	if rest[0] == '%' {
		n = 3
	}
	g.Type = decode(rest[:n])[0]
	if !isGtype(g.Type) {
		return Gopher{}, errAt(u, at, "gtype")
	}
	at += n
	rules := [...]string{"selector", "search", "gopher+_string"}
	fields := [...]*string{&g.Selector, &g.Search, &g.GopherPlus}
	for i, raw := range strings.SplitN(rest[n:], "%09", 3) {
		if j := findEncoded(raw, "\r\n"); j >= 0 {
			return Gopher{}, errAt(u, at+j, rules[i])
		}
		*fields[i] = decode(raw)
		at += len(raw) + 3
	}
	return g, nil
}

// isGtype reports whether t can be a gophertype: one printable US-ASCII
// character (RFC 1436 §3.8 lists them).
func isGtype(t byte) bool { return '!' <= t && t <= '~' }

// URI returns the gopher URI of g. A Type of 0 is written as '1'. The
// selector keeps its "/" as they are; every octet that may not stand in a
// path is percent-encoded, "?" and the tab included. An error is an
// [*uri.Error] whose Input is the field at fault, with the Rule
// [ParseGopher] gives, or "selector" for a tab in the selector and "search"
// for one in the search.
func (g Gopher) URI() (uri.URI, error) {
	if g.Host == "" {
		return uri.URI{}, errIn(g.Host, 0, "hostport")
	}
	t := g.Type
	if t == 0 {
		t = '1'
	}
	if !isGtype(t) {
		return uri.URI{}, errIn(string(t), 0, "gtype")
	}
	path := "/" + escape(string(t), uri.ComponentPathSegment, "")
	for i, f := range [...]struct{ s, rule, bad string }{
		{g.Selector, "selector", "\t\r\n"},
		{g.Search, "search", "\t\r\n"},
		{g.GopherPlus, "gopher+_string", "\r\n"},
	} {
		if j := strings.IndexAny(f.s, f.bad); j >= 0 {
			return uri.URI{}, errIn(f.s, j, f.rule)
		}
		if i == 1 && g.Search == "" && g.GopherPlus == "" || i == 2 && g.GopherPlus == "" {
			break
		}
		if i > 0 {
			path += "%09"
		}
		path += escape(f.s, uri.ComponentPath, "")
	}
	if path == "/1" {
		path = "/"
	}
	parts := append([]uri.Part{uri.Set(uri.ComponentScheme, "gopher")}, serverParts(g.Host, g.Port)...)
	return uri.Build(append(parts, uri.Set(uri.ComponentPath, path))...)
}
