package scheme_test

import (
	"testing"

	"github.com/uriref/uri/scheme"
)

func TestParseNews(t *testing.T) {
	type N = scheme.News
	testParse(t, scheme.ParseNews, []parseCase[N]{
		// uri(7) and RFC 3986 §1.1.2.
		{in: "news:comp.lang.ada", want: N{Group: "comp.lang.ada"}},
		{in: "news:comp.infosystems.www.misc", want: N{Group: "comp.infosystems.www.misc"}},
		{in: "news:*", want: N{Group: "*"}},
		{in: "news:comp.infosystems.www.servers.unix", want: N{Group: "comp.infosystems.www.servers.unix"}},
		// RFC 5538 §2.1 and §7.
		{in: "news://news.server.example/example.group.this", want: N{Host: "news.server.example", Group: "example.group.this"}},
		{in: "news://news.server.example/*", want: N{Host: "news.server.example", Group: "*"}},
		{in: "news://news.server.example/", want: N{Host: "news.server.example"}},
		{in: "news://wild.server.example/example.group.th%3Fse", want: N{Host: "wild.server.example", Group: "example.group.th?se"}},
		{in: "news:example.group.*", want: N{Group: "example.group.*"}},
		{in: "news:example.group.this", want: N{Group: "example.group.this"}},
		{in: "news://news.gmane.org/gmane.ietf.tools", want: N{Host: "news.gmane.org", Group: "gmane.ietf.tools"}},
		{in: "news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D", want: N{Host: "news.gmane.org", MessageID: "p0624081dc30b8699bf9b@[10.20.30.108]"}},
		{in: "news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D", want: N{MessageID: "p0624081dc30b8699bf9b@[10.20.30.108]"}},
		{in: "news://news.example:1119/a.b", want: N{Host: "news.example", Port: "1119", Group: "a.b"}},
		{in: "news:a%2Fb@example.com", want: N{MessageID: "a/b@example.com"}},
	})
	testRefusals(t, scheme.ParseNews, []refusal{
		{"nntp:a.b", 0, "newsURI"},
		{"news:", 5, "newsgroups"},
		{"news:a.b?x", 8, "newsURI"},
		{"news:a/b", 6, "newsURI"},
		{"news://s/a/b", 10, "newsURI"},
		{"news://u@s/a", 7, "server"},
		{"news:@example.com", 5, "article"},
		{"news:a@", 7, "article"},
		{"news:a@b@c", 8, "article"},
		{"news:a%20b@c", 6, "article"},
		{"news:%3Ca@b%3E", 5, "article"},
		{"news:a%20b", 6, "newsgroups"},
		{"news:a%40b", 6, "newsgroups"},
	})
	if got := (scheme.News{Host: "news.example"}).HostPort(); got != "news.example:119" {
		t.Errorf("HostPort() = %q, want news.example:119", got)
	}
	_, err := scheme.News{Group: "a", MessageID: "b@c"}.URI()
	wantError(t, "both", err, "b@c", 0, "newsURI")
	_, err = scheme.News{}.URI()
	wantError(t, "neither", err, "", 0, "newsgroups")
}

func TestParseNNTP(t *testing.T) {
	type N = scheme.NNTP
	testParse(t, scheme.ParseNNTP, []parseCase[N]{
		// RFC 5538 §2.2 and §7.
		{in: "nntp://wild.server.example/example.group.n%2Fa/12345", want: N{Host: "wild.server.example", Group: "example.group.n/a", Article: "12345"}},
		{in: "nntp://news.server.example/example.group.this", want: N{Host: "news.server.example", Group: "example.group.this"}},
		{in: "nntp://news.gmane.org/gmane.ietf.tools/742", want: N{Host: "news.gmane.org", Group: "gmane.ietf.tools", Article: "742"}},
		{in: "nntp://news.server.example/example.group.this/12345", want: N{Host: "news.server.example", Group: "example.group.this", Article: "12345"}},
		{in: "nntp://news.server.example:1119/a/1", want: N{Host: "news.server.example", Port: "1119", Group: "a", Article: "1"}},
	})
	testRefusals(t, scheme.ParseNNTP, []refusal{
		{"news://s/a", 0, "nntpURI"},
		{"nntp:a.b", 5, "server"},
		{"nntp:///a.b", 7, "server"},
		{"nntp://u@s/a", 7, "server"},
		{"nntp://s", 8, "group"},
		{"nntp://s/", 9, "group"},
		{"nntp://s/a@b", 10, "group"},
		{"nntp://s/a/", 11, "article-number"},
		{"nntp://s/a/12x", 13, "article-number"},
		{"nntp://s/a/12345678901234567", 27, "article-number"},
		{"nntp://s/a/1/2", 12, "article-number"},
		{"nntp://s/a?x", 10, "nntpURI"},
	})
	if got := (scheme.NNTP{Host: "s"}).HostPort(); got != "s:119" {
		t.Errorf("HostPort() = %q, want s:119", got)
	}
}
