package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/uriref/uri/internal/oracle"
)

func TestLinks(t *testing.T) {
	file := filepath.Join(t.TempDir(), "d.html")
	if err := os.WriteFile(file, []byte(oracle.AppendixD), 0o644); err != nil {
		t.Fatal(err)
	}
	page := "<a href=x>\n<img\nsrc='/i.png'>\n<a href='a b'>\n<a href=\"r\u00e9sum\u00e9\">\n<a href=\"http://h/?a=1&amp;b=2\">\n<a href=\"//exa mple/\">\n"
	runCmdTests(t, []cmdTest{{
		name:   "the draft's Appendix D, from a file",
		args:   []string{"links", file},
		stdout: "http://www.ics.uci.edu/Test/a/x\n",
	}, {
		name:   "Appendix D: the embedded base wins over --base (§5.1.1)",
		args:   []string{"links", "--base", "http://elsewhere.example/", file},
		stdout: "http://www.ics.uci.edu/Test/a/x\n",
	}, {
		name:    "Appendix D as JSON, from standard input",
		args:    []string{"links", "--json"},
		stdin:   oracle.AppendixD,
		stdout:  `{"uri":"http://www.ics.uci.edu/Test/a/x","ref":"../x","element":"a","namespace":"html","attr":"href","candidate":false,"descriptors":null,"line":6,"start":175,"end":179,"base":"http://www.ics.uci.edu/Test/a/b/c"}` + "\n",
		outJSON: true,
	}, {
		name:  "against --base; a space is encoded as a browser does; a bad reference is reported with its line",
		args:  []string{"links", "--base", "http://host/dir/page.html"},
		stdin: page,
		stdout: "http://host/dir/x\nhttp://host/i.png\nhttp://host/dir/a%20b\n" +
			"http://host/dir/r%C3%A9sum%C3%A9\nhttp://h/?a=1&b=2\n",
		stderr: `uri: 7: invalid space in host at offset 5 in "//exa mple/"` + "\n",
		status: 1,
	}, {
		name:   "no base: relative references fail, absolute ones print",
		args:   []string{"links"},
		stdin:  page,
		stdout: "http://h/?a=1&b=2\n",
		stderr: `uri: 1: relative reference "x" with no base URI to resolve it against (RFC 3986 §5.1)` + "\n" +
			`uri: 3: relative reference "/i.png" with no base URI to resolve it against (RFC 3986 §5.1)` + "\n" +
			`uri: 4: relative reference "a b" with no base URI to resolve it against (RFC 3986 §5.1)` + "\n" +
			`uri: 5: relative reference "résumé" with no base URI to resolve it against (RFC 3986 §5.1)` + "\n" +
			`uri: 7: invalid space in host at offset 5 in "//exa mple/"` + "\n",
		status: 1,
	}, {
		name:    "JSON with no base: null",
		args:    []string{"links", "--json"},
		stdin:   `<a href="mailto:a@b">`,
		stdout:  `{"uri":"mailto:a@b","ref":"mailto:a@b","element":"a","namespace":"html","attr":"href","candidate":false,"descriptors":null,"line":1,"start":9,"end":19,"base":null}` + "\n",
		outJSON: true,
	}, {
		// The HTML Standard: each image candidate of srcset, each URL of
		// ping, SVG's href after its title and style, none in noscript
		// (scripting on), a base in a template not the document's.
		name: "srcset, ping, SVG; noscript and template",
		args: []string{"links", "--base", "http://h/d/p"},
		stdin: "<template><base href=\"http://t/\"></template>\n<img srcset=\"a.png 1x, b.png 2x\" src=c.png>\n" +
			"<a href=x ping=\"/p1 /p2\">\n<noscript><a href=n></noscript>\n<svg><title>t</title><style></style><a href=s /></svg>\n",
		stdout: "http://h/d/a.png\nhttp://h/d/b.png\nhttp://h/d/c.png\nhttp://h/d/x\nhttp://h/p1\nhttp://h/p2\nhttp://h/d/s\n",
	}, {
		name:  "srcset candidates as JSON",
		args:  []string{"links", "--json", "--base", "http://h/"},
		stdin: "<p>\n<img srcset=\"a.png 1x,\n b&amp;c.png 100w 50h\">",
		stdout: `{"uri":"http://h/a.png","ref":"a.png","element":"img","namespace":"html","attr":"srcset","candidate":true,"descriptors":"1x","line":2,"start":17,"end":22,"base":"http://h/"}` + "\n" +
			`{"uri":"http://h/b&c.png","ref":"b&c.png","element":"img","namespace":"html","attr":"srcset","candidate":true,"descriptors":"100w 50h","line":3,"start":28,"end":39,"base":"http://h/"}` + "\n",
		outJSON: true,
	}, {
		name:    "SVG's xlink:href as JSON",
		args:    []string{"links", "--json"},
		stdin:   `<svg><use xlink:href="http://h/s.svg#i"/></svg>`,
		stdout:  `{"uri":"http://h/s.svg#i","ref":"http://h/s.svg#i","element":"use","namespace":"svg","attr":"xlink:href","candidate":false,"descriptors":null,"line":1,"start":22,"end":38,"base":null}` + "\n",
		outJSON: true,
	}, {
		// The URL Standard: "\\" is "/" in an http URL, the host goes to
		// ASCII, and the base href is parsed against the document's URL.
		name:  "hrefs resolved as a browser resolves them",
		args:  []string{"links", "--json", "--base", "http://h/d/p"},
		stdin: `<base href="\x\"><a href="\img\a.png"><a href="https://München.DE/a\..\b">`,
		stdout: `{"uri":"http://h/img/a.png","ref":"\\img\\a.png","element":"a","namespace":"html","attr":"href","candidate":false,"descriptors":null,"line":1,"start":26,"end":36,"base":"http://h/x/"}` + "\n" +
			`{"uri":"https://xn--mnchen-3ya.de/b","ref":"https://München.DE/a\\..\\b","element":"a","namespace":"html","attr":"href","candidate":false,"descriptors":null,"line":1,"start":47,"end":73,"base":"http://h/x/"}` + "\n",
		outJSON: true,
	}, {
		name:  "a document with no links",
		args:  []string{"links", "--base", "http://a/"},
		stdin: "<p>no links here</p>",
	}, {
		name:   "--base is not absolute",
		args:   []string{"links", "--base", "../x"},
		stderr: "uri links: --base \"../x\": not an absolute URI\n",
		status: 2,
	}, {
		name:   "--base does not parse",
		args:   []string{"links", "--base", "http://a b/"},
		stderr: "uri links: --base: invalid space in host at offset 8 in \"http://a b/\"\n",
		status: 2,
	}, {
		name:   "two files",
		args:   []string{"links", file, file},
		stderr: "uri links: at most one FILE\n",
		status: 2,
	}, {
		name:   "missing file",
		args:   []string{"links", filepath.Join(t.TempDir(), "none.html")},
		errHas: "no such file",
		status: 1,
	}})
}

func TestIRICommands(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "RFC 3987 §3.2",
		args:   []string{"iri", "http://www.example.org/D%C3%BCrst", "http://www.example.org/D%FCrst", "http://xn--99zt52a.example.org/%e2%80%ae"},
		stdout: "http://www.example.org/D\u00fcrst\nhttp://www.example.org/D%FCrst\nhttp://xn--99zt52a.example.org/%e2%80%ae\n",
	}, {
		name:    "RFC 3987 §3.2 with --idna",
		args:    []string{"iri", "--idna", "--json", "http://xn--99zt52a.example.org/%e2%80%ae"},
		stdout:  `{"iri":"http://` + "\u7d0d\u8c46" + `.example.org/%e2%80%ae","uri":"http://xn--99zt52a.example.org/%e2%80%ae"}` + "\n",
		outJSON: true,
	}, {
		name:   "RFC 3987 §3.1, both ways for the host",
		args:   []string{"touri", "http://r\u00e9sum\u00e9.example.org"},
		stdout: "http://r%C3%A9sum%C3%A9.example.org\n",
	}, {
		name:   "RFC 3987 §3.1 with --idna",
		args:   []string{"touri", "--idna", "http://r\u00e9sum\u00e9.example.org"},
		stdout: "http://xn--rsum-bpad.example.org\n",
	}, {
		name:   "bad IRIs",
		args:   []string{"touri", "--idna", "http://a/\u200e", "http://x.a\u200cb/"},
		stderr: `uri: 1: invalid non-ASCII character "\u200e" (UTF-8 0xE2 0x80 0x8E) in path at offset 9 in "http://a/\u200e"` + "\n" + `uri: 2: host label with a joiner out of context (RFC 5892 ContextJ) at offset 9 in "http://x.a\u200cb/"` + "\n",
		status: 1,
	}})
}

// TestTextBinary runs links and extract through the built command, as a
// shell does: srcset candidates and SVG links from an HTML document, and
// URIs out of Markdown, one a line.
func TestTextBinary(t *testing.T) {
	runBinTests(t, []cmdTest{{
		name:   "links: srcset, SVG after its style, not in noscript",
		args:   []string{"links", "--base", "http://h/"},
		stdin:  `<noscript><base href="http://n/"></noscript><img srcset="a.png 1x, b.png 2x"><svg><style></style><a href="s"/></svg>`,
		stdout: "http://h/a.png\nhttp://h/b.png\nhttp://h/s\n",
	}, {
		name:   "extract: Markdown",
		args:   []string{"extract"},
		stdin:  "`https://x.com/code` _https://x.com/em_ [https://x.com/a](https://x.com/b)\n",
		stdout: "https://x.com/code\nhttps://x.com/em\nhttps://x.com/a\nhttps://x.com/b\n",
	}})
}
