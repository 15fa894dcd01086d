package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// WAIS is what a wais URI holds (RFC 1738 §3.9, uri(7)): a database on a
// server, and either a search in it or one document, decoded.
type WAIS struct {
	Host, Port string // the server as written; Host is never empty
	Database   string // never empty
	Search     string // the search after "?"; "" for none
	Type, Path string // the document's wtype and wpath; "" for none
}

// HostPort returns the server's host and port joined by ":", with port 210
// when the URI gives none.
func (w WAIS) HostPort() string { return hostPort("wais", w.Host, w.Port) }

// ParseWAIS reads the wais URI u (RFC 1738 §3.9):
//
//	waisdatabase = "wais://" hostport "/" database
//	waisindex    = "wais://" hostport "/" database "?" search
//	waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme, no authority, a userinfo, a path of two segments or more than
// three, or a query after a document's path (Rule "waisurl"); an empty host
// (Rule "hostport"); and an empty database (Rule "database").
func ParseWAIS(u uri.URI) (WAIS, error) {
	var w WAIS
	if err := checkScheme(u, "wais", "waisurl"); err != nil {
		return w, err
	}
	var err error
	if w.Host, w.Port, err = server(u, "waisurl"); err != nil {
		return WAIS{}, err
	}
	if w.Host == "" {
		return WAIS{}, errAt(u, hostStart(u), "hostport")
	}
	p, at := u.Path(), pathStart(u)
	if len(p) <= 1 {
		return WAIS{}, errAt(u, at+len(p), "database")
	}
	segs := strings.Split(p[1:], "/")
	switch {
	case segs[0] == "":
		return WAIS{}, errAt(u, at+1, "database")
	case len(segs) == 2:
		return WAIS{}, errAt(u, at+len(p), "waisurl")
	case len(segs) > 3:
		return WAIS{}, errAt(u, at+len(segs[0])+len(segs[1])+len(segs[2])+3, "waisurl")
	}
	w.Database = decode(segs[0])
	if len(segs) == 3 {
		if err := noQuery(u, "waisurl"); err != nil {
			return WAIS{}, err
		}
		w.Type, w.Path = decode(segs[1]), decode(segs[2])
	}
	if q, ok := u.Query(); ok {
		w.Search = decode(q)
	}
	return w, nil
}

// URI returns the wais URI of w. An error is an [*uri.Error] whose Input is
// the field at fault: Rule "database" for an empty database, "waisurl" for
// a search with a document, or a wpath without a wtype.
func (w WAIS) URI() (uri.URI, error) {
	switch {
	case w.Host == "":
		return uri.URI{}, errIn(w.Host, 0, "hostport")
	case w.Database == "":
		return uri.URI{}, errIn(w.Database, 0, "database")
	case w.Search != "" && (w.Type != "" || w.Path != ""):
		return uri.URI{}, errIn(w.Search, 0, "waisurl")
	}
	path := "/" + uri.Escape(w.Database, uri.ComponentPathSegment)
	if w.Type != "" || w.Path != "" {
		path += "/" + uri.Escape(w.Type, uri.ComponentPathSegment) + "/" + uri.Escape(w.Path, uri.ComponentPathSegment)
	}
	parts := append([]uri.Part{uri.Set(uri.ComponentScheme, "wais")}, serverParts(w.Host, w.Port)...)
	parts = append(parts, uri.Set(uri.ComponentPath, path))
	if w.Search != "" {
		parts = append(parts, uri.Set(uri.ComponentQuery, uri.Escape(w.Search, uri.ComponentQuery)))
	}
	return uri.Build(parts...)
}
