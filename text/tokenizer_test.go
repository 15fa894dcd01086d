package text_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/text"
)

// TestHTMLBaseTokenizer checks which <base href> sets the document's base
// URL, as the HTML Standard's tokenizer (§13.2.5) and tree construction
// (§13.2.6) read the document: the first base element with an href in
// tree order (the frozen base URL), not one in a template's content, in
// SVG or MathML, or in the text of an element that holds no markup.
func TestHTMLBaseTokenizer(t *testing.T) {
	for _, tt := range []struct {
		name, doc, want string
		ok              bool
	}{
		// The comment states.
		{"--!> ends a comment (comment end bang state)", `<!-- a --!><base href="http://after/">`, "http://after/", true},
		{"<!---> is an empty comment", `<!---><base href="http://a/">`, "http://a/", true},
		{"<!----> is an empty comment", `<!----><base href="http://a/">`, "http://a/", true},
		{"--!- goes on in the comment", `<!-- --!-><base href="http://in/"> --><base href="http://out/">`, "http://out/", true},
		{"--- then > ends a comment", `<!-- a ---><base href="http://a/">`, "http://a/", true},
		{"a comment without end", `<!-- <base href="http://in/">`, "", false},
		{"<!-- in a comment", `<!-- <!-- --><base href="http://a/">`, "http://a/", true},
		// Bogus comments and the DOCTYPE end at the first ">".
		{"<?...> is a bogus comment", `<?php x ?><base href="http://a/">`, "http://a/", true},
		{"a bogus comment ends at the first >", `<?x <base href=http://in/> ?>`, "", false},
		{"</ x> is a bogus comment", `</ x><base href="http://a/">`, "http://a/", true},
		{"</ is a bogus comment to the first >", `</ <base href=http://in/>>`, "", false},
		{"</> is nothing", `</><base href="http://a/">`, "http://a/", true},
		{"a DOCTYPE ends at the first >, even quoted", `<!DOCTYPE x "a><base href="http://a/">">`, "http://a/", true},
		{"CDATA in HTML is a bogus comment", `<![CDATA[<base href="http://in/">]]>`, "", false},
		{"< that opens no tag", `a <3 b < c <base href="http://a/">`, "http://a/", true},
		// Elements that hold no markup.
		{"noscript is raw text, scripting being on", `<noscript><base href="http://ns/"></noscript><base href="http://out/">`, "http://out/", true},
		{"xmp", `<xmp><base href="http://in/"></xmp><base href="http://out/">`, "http://out/", true},
		{"iframe", `<iframe><base href="http://in/"></iframe>`, "", false},
		{"noembed", `<noembed><base href="http://in/"></noembed>`, "", false},
		{"noframes", `<noframes><base href="http://in/"></noframes>`, "", false},
		{"style", `<style><base href="http://in/"></style>`, "", false},
		{"plaintext never ends", `<plaintext></plaintext><base href="http://in/">`, "", false},
		{"textarea ends at its end tag with white space", `<textarea></textarea ><base href="http://a/">`, "http://a/", true},
		{"an end tag of another name", `<title></titlex><base href="http://in/">`, "", false},
		{"an end tag of the name at the end", `<title><base href="http://in/"></title`, "", false},
		// Script data and its escaped states.
		{"script data escaped: </script> ends", `<script><!--</script><base href="http://a/">`, "http://a/", true},
		{"script data double escaped: </script> does not end", `<script><!--<script></script><base href="http://in/">--></script><base href="http://out/">`, "http://out/", true},
		{"double escaped, then --> and the end", `<script><!--<script>--></script><base href="http://a/">`, "http://a/", true},
		{"double escape end goes back to escaped", `<script><!--<script>x</script></script><base href="http://a/">`, "http://a/", true},
		{"<script without white space is no double escape", `<script><!--<scripts></script><base href="http://a/">`, "http://a/", true},
		{"<!--> goes back to script data", `<script><!--><script></script><base href="http://a/">`, "http://a/", true},
		// Template contents belong to another document.
		{"base in a template", `<template><base href="http://t/"></template><base href="http://real/">`, "http://real/", true},
		{"templates nested", `<template><template></template><base href="http://t/"></template><base href="http://real/">`, "http://real/", true},
		{"a stray </template>", `</template><base href="http://a/">`, "http://a/", true},
		// Foreign content.
		{"base in svg is an SVG element", `<svg><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"base in math", `<math><base href="http://m/"></math>`, "", false},
		{"svg self-closing holds nothing", `<svg/><base href="http://a/">`, "http://a/", true},
		{"svg style is no raw text", `<svg><style></style><base href="http://in/"></svg>`, "", false},
		{"CDATA in svg", `<svg><![CDATA[</svg><base href="http://in/">]]></svg><base href="http://out/">`, "http://out/", true},
		{"a breakout tag ends svg", `<svg><g><p><base href="http://p/">`, "http://p/", true},
		{"font with color ends svg", `<svg><font color=red><base href="http://f/">`, "http://f/", true},
		{"font without ends nothing", `<svg><font><base href="http://in/">`, "", false},
		{"</p> ends svg", `<svg><g></p><base href="http://p/">`, "http://p/", true},
		{"</svg> ends svg", `<svg><circle/></svg><base href="http://a/">`, "http://a/", true},
		{"</SVG> in capitals", `<SVG><circle></SVG><base href="http://a/">`, "http://a/", true},
		{"an end tag of an element around it", `<span><svg><g></span><base href="http://a/">`, "http://a/", true},
		// An end tag that foreign content does not close is read by the
		// rules of HTML, from the stack of open elements (§13.2.6.4.7):
		// "any other end tag" stops at a special element, the others look
		// in scope, a formatting element's goes by the adoption agency.
		{"a special element stops the end tag", `<span><div><svg></span><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"no element of the name: ignored", `<div><svg></span><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"<div> closed the p and its span", `<p><span><div></div><svg></span><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"</li> out of list item scope", `<li><ul><svg></li><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"</table> from a cell, in table scope", `<table><tr><td><svg></table><base href="http://t/">`, "http://t/", true},
		{"</td> in a cell", `<table><tr><td><svg></td><base href="http://t/">`, "http://t/", true},
		{"</div> in scope", `<div><b><svg><g></div><base href="http://d/">`, "http://d/", true},
		{"</div> out of scope", `<div><object><svg></div><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"a formatting element's end tag", `<b><svg></b><base href="http://b/">`, "http://b/", true},
		{"adoption agency: above the special element", `<b><h2><svg></b><base href="http://b/">`, "http://b/", true},
		{"adoption agency: out of scope", `<b><marquee><svg></b><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"<a> takes an open a out of the stack", `<a><h2><a></a><svg></a><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		{"</option> closes its option", `<option><option><svg></option><base href="http://o/">`, "http://o/", true},
		{"<td> outside a table makes no element", `<span><td><svg></span><base href="http://s/">`, "http://s/", true},
		{"</body> ends nothing", `<svg></body><base href="http://svg/"></svg><base href="http://real/">`, "http://real/", true},
		// HTML integration points: the base is an HTML element there.
		{"svg title is an HTML integration point", `<svg><title><base href="http://t/"></title></svg>`, "http://t/", true},
		{"svg foreignObject", `<svg><foreignObject><base href="http://f/">`, "http://f/", true},
		{"math mi is a text integration point", `<math><mi><base href="http://mi/">`, "http://mi/", true},
		{"annotation-xml with text/html", `<math><annotation-xml encoding="Text/HTML"><base href="http://x/">`, "http://x/", true},
		{"annotation-xml without", `<math><annotation-xml><base href="http://x/">`, "", false},
		// The frozen base URL: the first base with an href.
		{"a tag name in capitals", `<p><BaSe href="http://a/">`, "http://a/", true},
		{"<base at the end, cut off", `<p><base`, "", false},
		{"no <base anywhere", `<p><a href="http://a/">basement</a>`, "", false},
		{"the first with an href", `<base><base target=x><base href="http://first/"><base href="http://second/">`, "http://first/", true},
		// The states of a tag.
		{"a tag cut off at the end", `<base href="http://a/" `, "", false},
		{"a tag cut off after /", `<base href="http://a/"/`, "", false},
		{"a tag cut off in its name", `<base`, "", false},
		{"no white space between attributes", `<base target="x"href="http://a/">`, "http://a/", true},
		{"a solidus in the tag", `<base/href=http://a/>`, "http://a/", true},
		{"= starts a name", `<base =href=http://a/>`, "", false},
		{"the first of two", `<base HREF=http://a/ href=http://b/>`, "http://a/", true},
		{"an unquoted value holds quotes, < and =", "<base href=http://a/\"b'c<d=e`f>", "http://a/\"b'c<d=e`f", true},
		{"white space before the value", "<base href=\f\t'http://a/'>", "http://a/", true},
		{"no value before >", `<base href=>`, "", true},
		// The values.
		{"NUL is U+FFFD", "<base href=\"http://a/\x00b\">", "http://a/\ufffdb", true},
		{"NUL unquoted", "<base href=http://a/\x00>", "http://a/\ufffd", true},
		{"references", `<base href="&#x80;&copy;&AMP;&#X41">`, "\u20ac\u00a9&A", true},
	} {
		got, ok := text.HTMLBase(tt.doc)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: HTMLBase(%q) = %q, %v; want %q, %v", tt.name, tt.doc, got, ok, tt.want, tt.ok)
		}
	}
}

// link is what TestHTMLLinksStandard compares of an HTMLLink.
type link struct {
	Element, Namespace, Attr string
	Candidate                bool   `cmp:"omitempty"`
	Descriptors              string `cmp:"omitempty"`
	Ref, URI                 string
	Span                     string // doc[Start:End]
}

// TestHTMLLinksStandard checks the URLs HTMLLinks finds: the URL-valued
// attributes of the HTML Standard, srcset parsed as it says
// (§4.8.4.3.10), and the elements of SVG and MathML.
func TestHTMLLinksStandard(t *testing.T) {
	d := text.DocumentBase{Retrieval: uri.MustParse("http://h/d/p")}
	for _, tt := range []struct {
		name, doc string
		want      []link
	}{{
		name: "every URL attribute",
		doc: `<form action=f1><button formaction=f2></button><input formaction=f3 src=f4></form>` +
			`<blockquote cite=c1><q cite=c2><del cite=c3><ins cite=c4><object data=o1 usemap=#m>` +
			`<video poster=v1 src=v2><audio src=a1><source src=s1><track src=t1><embed src=e1>` +
			`<iframe src=i1 longdesc=i2></iframe><img src=g1 longdesc=g2 usemap=#n><image src=g3>` +
			`<body background=b1><table background=b2><td background=b3><html manifest=m1>` +
			`<menuitem icon=n1><div itemid=d1 itemtype="http://s/A http://s/B"><frame src=r1 longdesc=r2>`,
		want: []link{
			{"form", "", "action", false, "", "f1", "http://h/d/f1", "f1"},
			{"button", "", "formaction", false, "", "f2", "http://h/d/f2", "f2"},
			{"input", "", "formaction", false, "", "f3", "http://h/d/f3", "f3"},
			{"input", "", "src", false, "", "f4", "http://h/d/f4", "f4"},
			{"blockquote", "", "cite", false, "", "c1", "http://h/d/c1", "c1"},
			{"q", "", "cite", false, "", "c2", "http://h/d/c2", "c2"},
			{"del", "", "cite", false, "", "c3", "http://h/d/c3", "c3"},
			{"ins", "", "cite", false, "", "c4", "http://h/d/c4", "c4"},
			{"object", "", "data", false, "", "o1", "http://h/d/o1", "o1"},
			{"object", "", "usemap", false, "", "#m", "http://h/d/p#m", "#m"},
			{"video", "", "poster", false, "", "v1", "http://h/d/v1", "v1"},
			{"video", "", "src", false, "", "v2", "http://h/d/v2", "v2"},
			{"audio", "", "src", false, "", "a1", "http://h/d/a1", "a1"},
			{"source", "", "src", false, "", "s1", "http://h/d/s1", "s1"},
			{"track", "", "src", false, "", "t1", "http://h/d/t1", "t1"},
			{"embed", "", "src", false, "", "e1", "http://h/d/e1", "e1"},
			{"iframe", "", "src", false, "", "i1", "http://h/d/i1", "i1"},
			{"iframe", "", "longdesc", false, "", "i2", "http://h/d/i2", "i2"},
			{"img", "", "src", false, "", "g1", "http://h/d/g1", "g1"},
			{"img", "", "longdesc", false, "", "g2", "http://h/d/g2", "g2"},
			{"img", "", "usemap", false, "", "#n", "http://h/d/p#n", "#n"},
			{"img", "", "src", false, "", "g3", "http://h/d/g3", "g3"}, // "image" is img (§13.2.6.4.7)
			{"body", "", "background", false, "", "b1", "http://h/d/b1", "b1"},
			{"table", "", "background", false, "", "b2", "http://h/d/b2", "b2"},
			{"td", "", "background", false, "", "b3", "http://h/d/b3", "b3"},
			{"html", "", "manifest", false, "", "m1", "http://h/d/m1", "m1"},
			{"menuitem", "", "icon", false, "", "n1", "http://h/d/n1", "n1"},
			{"div", "", "itemid", false, "", "d1", "http://h/d/d1", "d1"},
			{"div", "", "itemtype", false, "", "http://s/A", "http://s/A", "http://s/A"},
			{"div", "", "itemtype", false, "", "http://s/B", "http://s/B", "http://s/B"},
			{"frame", "", "src", false, "", "r1", "http://h/d/r1", "r1"},
			{"frame", "", "longdesc", false, "", "r2", "http://h/d/r2", "r2"},
		},
	}, {
		name: "attributes that hold no URL where they stand",
		doc:  `<div href=a src=b action=c><a src=d cite=e><img href=f srcset=><p xlink:href=g><base href=h>`,
	}, {
		name: "ping: URLs separated by white space",
		doc:  "<a href=x ping=\" /p1\t/p2\n&#32;/p3 \">",
		want: []link{
			{"a", "", "href", false, "", "x", "http://h/d/x", "x"},
			{"a", "", "ping", false, "", "/p1", "http://h/p1", "/p1"},
			{"a", "", "ping", false, "", "/p2", "http://h/p2", "/p2"},
			{"a", "", "ping", false, "", "/p3", "http://h/p3", "/p3"},
		},
	}, {
		name: "srcset: URL and descriptors",
		// A URL runs to white space: "d.png,e.png" is one, with "1x".
		doc: `<img srcset="a.png 1x, b.png  2x,c.png 100w , d.png,e.png 1x,f.png">`,
		want: []link{
			{"img", "", "srcset", true, "1x", "a.png", "http://h/d/a.png", "a.png"},
			{"img", "", "srcset", true, "2x", "b.png", "http://h/d/b.png", "b.png"},
			{"img", "", "srcset", true, "100w", "c.png", "http://h/d/c.png", "c.png"},
			{"img", "", "srcset", true, "1x", "d.png,e.png", "http://h/d/d.png,e.png", "d.png,e.png"},
			{"img", "", "srcset", true, "", "f.png", "http://h/d/f.png", "f.png"},
		},
	}, {
		// The descriptor parser: two densities, a width and a density, a
		// zero width, a height without a width, a density below zero,
		// "1." (no valid floating-point number), an unknown descriptor,
		// and parentheses that hold a comma: all dropped.
		name: "srcset: candidates with bad descriptors are dropped",
		doc: `<source srcset="a 1x 2x, b 100w 2x, c 0w, d 10h, e 100w 50h, f -1x, g 1.x, h 1.5e1x, ` +
			`i 2q, j (x, y) 1x, k 100w 1x, l -0x, m .5x, n 1e+2x">`,
		want: []link{
			{"source", "", "srcset", true, "100w 50h", "e", "http://h/d/e", "e"},
			{"source", "", "srcset", true, "1.5e1x", "h", "http://h/d/h", "h"},
			{"source", "", "srcset", true, "-0x", "l", "http://h/d/l", "l"},
			{"source", "", "srcset", true, ".5x", "m", "http://h/d/m", "m"},
			{"source", "", "srcset", true, "1e+2x", "n", "http://h/d/n", "n"},
		},
	}, {
		name: "srcset: commas end a URL only at its end",
		doc:  `<img srcset="data:image/png;base64,AA== 1x,,, x.png,,, ,y.png">`,
		want: []link{
			{"img", "", "srcset", true, "1x", "data:image/png;base64,AA==", "data:image/png;base64,AA==", "data:image/png;base64,AA=="},
			{"img", "", "srcset", true, "", "x.png", "http://h/d/x.png", "x.png"},
			{"img", "", "srcset", true, "", "y.png", "http://h/d/y.png", "y.png"},
		},
	}, {
		name: "srcset: spans in the value as written",
		doc:  `<img srcset="a&amp;b.png 1x,&#32;c.png&#x20;2x">`,
		want: []link{
			{"img", "", "srcset", true, "1x", "a&b.png", "http://h/d/a&b.png", "a&amp;b.png"},
			{"img", "", "srcset", true, "2x", "c.png", "http://h/d/c.png", "c.png"},
		},
	}, {
		name: "imagesrcset of link, then its href",
		doc:  `<link rel=preload as=image imagesrcset="a.png 480w, b.png 800w" href=c.png>`,
		want: []link{
			{"link", "", "imagesrcset", true, "480w", "a.png", "http://h/d/a.png", "a.png"},
			{"link", "", "imagesrcset", true, "800w", "b.png", "http://h/d/b.png", "b.png"},
			{"link", "", "href", false, "", "c.png", "http://h/d/c.png", "c.png"},
		},
	}, {
		// In SVG, title, style and script are elements like any other: the
		// tags after them are read.
		name: "SVG: href and xlink:href, after title, style and script",
		doc: `<svg><title>T</title><style>a{}</style><a href="s1"><image xlink:href="s2"/></a>` +
			`<script>var s = '<use href="s3">';</script></svg><a href="h1">`,
		want: []link{
			{"a", "svg", "href", false, "", "s1", "http://h/d/s1", "s1"},
			{"image", "svg", "xlink:href", false, "", "s2", "http://h/d/s2", "s2"},
			{"use", "svg", "href", false, "", "s3", "http://h/d/s3", "s3"},
			{"a", "", "href", false, "", "h1", "http://h/d/h1", "h1"},
		},
	}, {
		name: "SVG: a breakout tag, an integration point, a CDATA section",
		doc: `<svg><![CDATA[<a href="no">]]><foreignObject><a href="h1"></a><svg><a href="s1"></svg></foreignObject>` +
			`<a href="s2"><div><a href="h2">`,
		want: []link{
			{"a", "", "href", false, "", "h1", "http://h/d/h1", "h1"},
			{"a", "svg", "href", false, "", "s1", "http://h/d/s1", "s1"},
			{"a", "svg", "href", false, "", "s2", "http://h/d/s2", "s2"},
			{"a", "", "href", false, "", "h2", "http://h/d/h2", "h2"},
		},
	}, {
		name: "MathML: href, and HTML in a text integration point",
		doc:  `<math href="m1"><mi><a href="h1"></a></mi><mo href="m2"/></math>`,
		want: []link{
			{"math", "math", "href", false, "", "m1", "http://h/d/m1", "m1"},
			{"a", "", "href", false, "", "h1", "http://h/d/h1", "h1"},
			{"mo", "math", "href", false, "", "m2", "http://h/d/m2", "m2"},
		},
	}, {
		name: "a template's links, against the document's base; its base is not the document's",
		doc:  `<template><base href="http://t/"><a href="x"></template>`,
		want: []link{{"a", "", "href", false, "", "x", "http://h/d/x", "x"}},
	}, {
		name: "a first base that fails to parse: the document's URL is the base",
		doc:  `<base href="http://a b/"><base href="http://c/"><a href="x">`,
		want: []link{{"a", "", "href", false, "", "x", "http://h/d/x", "x"}},
	}} {
		var got []link
		for l := range text.HTMLLinks(tt.doc, d) {
			if l.Err != nil {
				t.Errorf("%s: %q: %v", tt.name, l.Ref, l.Err)
			}
			got = append(got, link{l.Element, l.Namespace, l.Attr, l.Candidate, l.Descriptors, l.Ref, l.URI.String(), tt.doc[l.Start:l.End]})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: HTMLLinks(%q) (-want +got):\n%s", tt.name, tt.doc, diff)
		}
	}
}

// hostileHTML are worst cases for time for HTMLLinks: inputs that make a
// reader that rescans, or looks down a deep stack of open elements for
// each end tag, take quadratic time.
var hostileHTML = []oracle.Input{
	{Name: "tags-open", Make: func(n int) string { return oracle.Repeat("<a", n) }},
	{Name: "comments-open", Make: func(n int) string { return oracle.Repeat("<!--", n) }},
	{Name: "comment-dashes", Make: func(n int) string { return "<!--" + oracle.Repeat("-!", n) }},
	{Name: "attributes", Make: func(n int) string { return "<a " + oracle.Repeat("x=1 ", n) + "href=y>" }},
	{Name: "attributes-href", Make: func(n int) string { return "<a " + oracle.Repeat("href=1 ", n) + ">" }},
	{Name: "quote-open", Make: func(n int) string { return oracle.Repeat(`<a href="`, n) }},
	{Name: "script-escapes", Make: func(n int) string { return "<script>" + oracle.Repeat("<!--<script></script>--></scrip", n) }},
	{Name: "rawtext-end-tags", Make: func(n int) string { return "<title>" + oracle.Repeat("</titl", n) }},
	{Name: "svg-deep", Make: func(n int) string { return "<svg>" + oracle.Repeat("<g>", n/2) + oracle.Repeat("</x>", n/2) }},
	{Name: "svg-deep-html", Make: func(n int) string {
		return "<svg><foreignObject><div><svg>" + oracle.Repeat("<g>", n/2) + oracle.Repeat("</span>", n/2)
	}},
	{Name: "svg-breakout", Make: func(n int) string { return oracle.Repeat("<svg><g><g><p>", n) }},
	// The stack of open elements outside foreign content, and the list of
	// active formatting elements, which text reopens.
	{Name: "unclosed-p", Make: func(n int) string { return oracle.Repeat("<p>", n/2) + oracle.Repeat("</div>", n/2) }},
	{Name: "unclosed-span", Make: func(n int) string { return oracle.Repeat("<span>", n/2) + oracle.Repeat("</x>", n/2) }},
	{Name: "reopened", Make: func(n int) string {
		var b strings.Builder
		for i := range 100 {
			fmt.Fprintf(&b, "<b class=%d>", i)
		}
		return "<div>" + b.String() + "</div>" + oracle.Repeat("<div>x</div>", n)
	}},
	{Name: "adoption-deep", Make: func(n int) string {
		var b strings.Builder
		for i := range 100 {
			fmt.Fprintf(&b, "<b class=%d>", i)
		}
		return b.String() + oracle.Repeat("<div>", n/2) + oracle.Repeat("</b>", n/2)
	}},
	{Name: "adoption-out", Make: func(n int) string {
		return "<b>" + oracle.Repeat("<span>", n/2) + "<svg><title></b>" + oracle.Repeat("</x>", n/2)
	}},
	{Name: "a-in-a", Make: func(n int) string { return oracle.Repeat("<a><div>", n) }},
	{Name: "forms", Make: func(n int) string { return oracle.Repeat("<form><svg></form>", n) }},
	{Name: "table-cells", Make: func(n int) string { return "<table>" + oracle.Repeat("<td><b>", n) }},
	{Name: "srcset", Make: func(n int) string { return `<img srcset="` + oracle.Repeat("a (,", n) + `">` }},
	{Name: "srcset-commas", Make: func(n int) string { return `<img srcset="` + oracle.Repeat("a 1x,", n) + `">` }},
	{Name: "ping", Make: func(n int) string { return `<a ping="` + oracle.Repeat("&amp; ", n) + `">` }},
	{Name: "references", Make: func(n int) string { return `<a href="` + oracle.Repeat("&copy", n) + `">` }},
	{Name: "templates", Make: func(n int) string { return oracle.Repeat("<template>", n/2) + oracle.Repeat("<base href=x>", n/2) }},
}

// TestHostileHTML runs HTMLLinks over each worst case at 256 KiB, which a
// quadratic algorithm does not pass in the test's time.
func TestHostileHTML(t *testing.T) {
	d := text.DocumentBase{Retrieval: uri.MustParse("http://h/")}
	for _, h := range append(oracle.Hostile[:len(oracle.Hostile):len(oracle.Hostile)], hostileHTML...) {
		doc := h.Make(1 << 18)
		n := 0
		for l := range text.HTMLLinks(doc, d) {
			if l.Start < 0 || l.Start > l.End || l.End > len(doc) {
				t.Fatalf("%s: span %d-%d outside %d octets", h.Name, l.Start, l.End, len(doc))
			}
			n++
		}
		if n == 0 && strings.HasPrefix(h.Name, "srcset-") {
			t.Errorf("%s: no candidate", h.Name)
		}
	}
}

// BenchmarkHTMLLinks measures HTMLLinks over a page of the corpus URLs
// written in the attributes that hold them (href, src, srcset), between
// comments, a script and an SVG, resolved against the page's URL.
func BenchmarkHTMLLinks(b *testing.B) {
	data, err := os.ReadFile("../testdata/urls.txt")
	if err != nil {
		b.Fatal(err)
	}
	var page strings.Builder
	page.WriteString("<!doctype html><html><head><title>t</title><script>var a = '<a href=x>';</script></head><body>\n")
	for i, u := range strings.Fields(string(data))[:2000] {
		switch i % 4 {
		case 0:
			page.WriteString(`<p><a href="` + u + `" class="link">text &amp; more</a></p>` + "\n")
		case 1:
			page.WriteString(`<img src="/img/` + strconv.Itoa(i) + `.png" srcset="/img/a.png 1x, /img/b.png 2x" alt="">` + "\n")
		case 2:
			page.WriteString(`<!-- a comment --><link rel=stylesheet href=../s` + strconv.Itoa(i) + `.css>` + "\n")
		default:
			page.WriteString(`<svg><title>x</title><use href="#i` + strconv.Itoa(i) + `"/></svg>` + "\n")
		}
	}
	doc := page.String()
	d := text.DocumentBase{Retrieval: uri.MustParse("https://example.org/dir/page.html")}
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		for l := range text.HTMLLinks(doc, d) {
			sinkLink = l
		}
	}
}

var sinkLink text.HTMLLink
