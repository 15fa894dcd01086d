package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// News is what a news URI holds (RFC 5538 §2.1, uri(7)): a newsgroup, all
// of them, or one article, maybe on a given server. "news:comp.lang.ada"
// names a group, "news:*" all groups, and
// "news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D" an article: a message-id
// holds an "@" and a newsgroup name does not.
type News struct {
	Host, Port string // the server as written, or "" for the one configured locally
	Group      string // a newsgroup name, "*", or a wildmat ("example.group.*"); "" with MessageID
	MessageID  string // decoded, without "<" and ">"; "" with Group
}

// HostPort returns the server's host and port joined by ":", with port 119
// when the URI gives none, or "" when it names no server.
func (n News) HostPort() string {
	if n.Host == "" {
		return ""
	}
	return hostPort("news", n.Host, n.Port)
}

// ParseNews reads the news URI u (RFC 5538 §2.1):
//
//	newsURI      = "news:" [ server "/" ] [ article / newsgroups ]
//	server       = "//" authority
//	article      = message-id, without "<" and ">"
//	newsgroups   = "*" / group / wildmat
//
// The article or newsgroups is one path segment, decoded; a "/" within
// must be written "%2F". An empty host ("news:///x") is no server.
//
// It refuses, with an [*uri.Error] whose Input is u.String(), another
// scheme (Rule "newsURI"), a userinfo (Rule "server"), a query (Rule
// "newsURI"), a path after the server that does not start with "/" or has
// a second "/" (Rule "newsURI"), and a message-id or newsgroup name with an
// octet that Netnews does not allow: a control octet, a space, "<" or ">",
// or a second "@" (Rule "article" or "newsgroups").
func ParseNews(u uri.URI) (News, error) {
	var n News
	if err := checkScheme(u, "news", "newsURI"); err != nil {
		return n, err
	}
	if err := noQuery(u, "newsURI"); err != nil {
		return n, err
	}
	p, at := u.Path(), pathStart(u)
	if _, ok := u.Authority(); ok {
		var err error
		if n.Host, n.Port, err = server(u, "server"); err != nil {
			return News{}, err
		}
		if n.Host == "" {
			n.Port = ""
		}
		if p != "" {
			p, at = p[1:], at+1
		}
	}
	if i := strings.IndexByte(p, '/'); i >= 0 {
		return News{}, errAt(u, at+i, "newsURI")
	}
	d := decode(p)
	if d == "" && n.Host != "" {
		return n, nil // the server alone: "news://news.server.example/"
	}
	if i := strings.IndexByte(p, '@'); i >= 0 {
		if j := badMessageID(d); j >= 0 {
			return News{}, errAt(u, at+rawIndex(p, j), "article")
		}
		n.MessageID = d
		return n, nil
	}
	if j := badGroup(d); j >= 0 {
		return News{}, errAt(u, at+rawIndex(p, j), "newsgroups")
	}
	n.Group = d
	return n, nil
}

// URI returns the news URI of n: "news:" and the group or message-id,
// after "//" Host ":" Port "/" when there is a host. Exactly one of Group
// and MessageID may be set, or neither for a server alone. An error is an
// [*uri.Error] with the Rule [ParseNews] gives, or "newsURI" for both
// Group and MessageID, or for a port without a host.
func (n News) URI() (uri.URI, error) {
	var seg string
	switch {
	case n.Group != "" && n.MessageID != "":
		return uri.URI{}, errIn(n.MessageID, 0, "newsURI")
	case n.MessageID != "":
		if j := badMessageID(n.MessageID); j >= 0 {
			return uri.URI{}, errIn(n.MessageID, j, "article")
		}
		seg = uri.Escape(n.MessageID, uri.ComponentPathSegment)
	default:
		if j := badGroup(n.Group); j >= 0 && (n.Group != "" || n.Host == "") {
			return uri.URI{}, errIn(n.Group, j, "newsgroups")
		}
		seg = uri.Escape(n.Group, uri.ComponentPathSegment)
	}
	parts := []uri.Part{uri.Set(uri.ComponentScheme, "news"), uri.Set(uri.ComponentPath, seg)}
	if n.Host != "" {
		parts = append(parts, serverParts(n.Host, n.Port)...)
		parts = append(parts, uri.Set(uri.ComponentPath, "/"+seg))
	} else if n.Port != "" {
		return uri.URI{}, errIn(n.Port, 0, "newsURI")
	}
	return uri.Build(parts...)
}

// badMessageID returns the index of the first octet of the decoded
// message-id d that RFC 5536 §3.1.3 does not allow, or -1: it must be
// printable US-ASCII without "<" or ">", with one "@" that is neither first
// nor last.
//
//	msg-id-core     =  id-left "@" id-right
func badMessageID(d string) int {
	at := strings.IndexByte(d, '@')
	if at <= 0 {
		return max(at, 0)
	}
	for i := 0; i < len(d); i++ {
		if o := d[i]; o <= ' ' || o >= 0x7F || o == '<' || o == '>' || o == '@' && i != at {
			return i
		}
	}
	if at == len(d)-1 {
		return len(d)
	}
	return -1
}

// badGroup returns the index of the first octet of the decoded newsgroups
// d that cannot stand in a newsgroup name or wildmat, or -1: it must not be
// empty, and holds printable US-ASCII or UTF-8 without "@" (RFC 5536
// §3.1.4, RFC 3977 §4).
func badGroup(d string) int {
	if d == "" {
		return 0
	}
	for i := 0; i < len(d); i++ {
		if o := d[i]; o <= ' ' || o == 0x7F || o == '@' {
			return i
		}
	}
	return -1
}

// NNTP is what an nntp URI holds (RFC 5538 §2.2): a server, a newsgroup on
// it, and maybe an article number in that group, as in
// "nntp://news.gmane.org/gmane.ietf.tools/742". uri(7) notes that news
// URIs are preferred.
type NNTP struct {
	Host, Port string // the server, as written; Host is never empty
	Group      string // the newsgroup name, decoded
	Article    string // the article number, 1*16DIGIT, or "" for the group
}

// HostPort returns the server's host and port joined by ":", with port 119
// when the URI gives none.
func (n NNTP) HostPort() string { return hostPort("nntp", n.Host, n.Port) }

// ParseNNTP reads the nntp URI u (RFC 5538 §2.2):
//
//	nntpURI        = "nntp:" server "/" group [ "/" article-number ]
//	server         = "//" authority
//	article-number = 1*16DIGIT
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme or a query (Rule "nntpURI"), no authority, an empty host or a
// userinfo (Rule "server"), a missing or empty group or one holding an "@"
// or a control octet (Rule "group"), and an article number that is not
// 1 to 16 digits or has more after it (Rule "article-number").
func ParseNNTP(u uri.URI) (NNTP, error) {
	var n NNTP
	if err := checkScheme(u, "nntp", "nntpURI"); err != nil {
		return n, err
	}
	if err := noQuery(u, "nntpURI"); err != nil {
		return n, err
	}
	var err error
	if n.Host, n.Port, err = server(u, "server"); err != nil {
		return n, err
	}
	if n.Host == "" {
		return NNTP{}, errAt(u, hostStart(u), "server")
	}
	p, at := u.Path(), pathStart(u)+1
	if p == "" {
		return NNTP{}, errAt(u, at-1, "group")
	}
	group, article, _ := strings.Cut(p[1:], "/")
	d := decode(group)
	if j := badGroup(d); j >= 0 {
		return NNTP{}, errAt(u, at+rawIndex(group, j), "group")
	}
	n.Group = d
	if len(group) < len(p)-1 {
		if j := badArticle(article); j >= 0 {
			return NNTP{}, errAt(u, at+len(group)+1+j, "article-number")
		}
		n.Article = article
	}
	return n, nil
}

// badArticle returns the index of the first octet of s that breaks
// article-number (1*16DIGIT), or -1.
func badArticle(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || i == 16 {
			return i
		}
	}
	if s == "" {
		return 0
	}
	return -1
}

// URI returns the nntp URI of n. An error is an [*uri.Error] with the Rule
// [ParseNNTP] gives.
func (n NNTP) URI() (uri.URI, error) {
	if n.Host == "" {
		return uri.URI{}, errIn(n.Host, 0, "server")
	}
	if j := badGroup(n.Group); j >= 0 {
		return uri.URI{}, errIn(n.Group, j, "group")
	}
	path := "/" + uri.Escape(n.Group, uri.ComponentPathSegment)
	if n.Article != "" {
		if j := badArticle(n.Article); j >= 0 {
			return uri.URI{}, errIn(n.Article, j, "article-number")
		}
		path += "/" + n.Article
	}
	parts := append([]uri.Part{uri.Set(uri.ComponentScheme, "nntp")}, serverParts(n.Host, n.Port)...)
	return uri.Build(append(parts, uri.Set(uri.ComponentPath, path))...)
}
