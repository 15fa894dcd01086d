package text_test

import (
	"encoding/json"
	"fmt"
	"html"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/testenv"
	"github.com/uriref/uri/text"
)

// treeTags are the tags of the documents of TestTreeChromium: elements
// that the stack of open elements treats each its own way (special,
// formatting, scope boundaries, the parts of a table, text elements,
// integration points), and tags that the in body insertion mode ignores.
// A foreignObject tag is written only just after an svg tag: Chromium
// matches the end tag "</foreignObject>" with the case of the SVG name, so
// that it does not close an HTML element named foreignobject, which the
// HTML Standard's "any other end tag" does. Neither noscript nor select
// is among them: DOMParser reads noscript with scripting off, and select
// has its own insertion mode.
var treeTags = []string{
	"span", "div", "p", "li", "ul", "ol", "dd", "dt", "address", "center", "pre", "form", "h1", "h2",
	"h3", "hr", "br", "img", "image", "b", "i", "em", "strong", "s", "u", "code", "font", "nobr",
	"label", "button", "option", "object", "applet", "marquee", "table", "tbody", "thead", "tr",
	"td", "th", "caption", "template", "style", "xmp", "textarea", "svg", "math", "mi", "mtext",
	"annotation-xml", "mglyph", "malignmark", "g", "title", "desc", "body", "html", "head",
}

// treeDoc returns a random document of n tokens: <a> tags, each with an
// href of its own number from *next on, other start and end tags, and
// text.
func treeDoc(r *rand.Rand, n int, next *int) string {
	var b strings.Builder
	if r.IntN(2) == 0 {
		b.WriteString("<!DOCTYPE html>")
	}
	for range n {
		switch x := r.IntN(20); {
		case x < 7:
			*next++
			fmt.Fprintf(&b, "<a href=%d>", *next)
		case x < 13:
			switch t := treeTags[r.IntN(len(treeTags))]; {
			case t == "svg" && r.IntN(3) == 0:
				b.WriteString("<svg><foreignObject>")
			case t == "font" && r.IntN(2) == 0:
				b.WriteString("<font color=red>")
			case t == "annotation-xml" && r.IntN(2) == 0:
				b.WriteString("<annotation-xml encoding=text/html>")
			case (t == "b" || t == "i") && r.IntN(3) == 0:
				fmt.Fprintf(&b, "<%s class=c%d>", t, r.IntN(2)) // for the Noah's Ark clause
			default:
				b.WriteString("<" + t + ">")
			}
		case x < 17:
			t := treeTags[r.IntN(len(treeTags))]
			if r.IntN(5) == 0 {
				t = "a"
			} else if r.IntN(8) == 0 {
				t = "foreignObject"
			}
			b.WriteString("</" + t + ">")
		case x < 18:
			b.WriteString(" ")
		default:
			b.WriteString("x")
		}
	}
	return b.String()
}

// treePage is a page that parses each document of docs with DOMParser,
// as text/html, and writes into its body, as JSON, the "href:namespace"
// of every <a> element of each, its templates' content among them, once
// each and sorted: the adoption agency algorithm clones an <a>.
const treePage = `<!DOCTYPE html><body><script>
const docs = %s;
const ns = {"http://www.w3.org/1999/xhtml": "", "http://www.w3.org/2000/svg": "svg", "http://www.w3.org/1998/Math/MathML": "math"};
function collect(root, acc) {
	for (const e of root.querySelectorAll("*")) {
		if (e.localName == "a" && e.hasAttribute("href")) acc.push(e.getAttribute("href") + ":" + ns[e.namespaceURI]);
		if (e.localName == "template" && e.namespaceURI == "http://www.w3.org/1999/xhtml") collect(e.content, acc);
	}
	return acc;
}
const out = docs.map(d => [...new Set(collect(new DOMParser().parseFromString(d, "text/html"), []))].sort());
document.body.textContent = "<<" + JSON.stringify(out) + ">>";
</script>`

// TestTreeChromium holds what HTMLLinks makes of misnested markup to what
// Chromium's HTML parser makes of it: for random documents of the tags of
// treeTags, the <a> elements of each, by their href, with the namespace
// that each is in. That is what the stack of open elements decides: where
// foreign content ends, which tag makes no element, which text is markup.
func TestTreeChromium(t *testing.T) {
	bin := testenv.Chromium(t)
	r := rand.New(rand.NewPCG(1, 2))
	var docs []string
	next := 0
	for range 1500 {
		docs = append(docs, treeDoc(r, 3+r.IntN(40), &next))
	}
	theirs := chromiumLinks(t, bin, docs)
	base := text.DocumentBase{Retrieval: uri.MustParse("http://h/")}
	bad := 0
	for i, doc := range docs {
		ours := []string{}
		for l := range text.HTMLLinks(doc, base) {
			if l.Element == "a" && l.Attr == "href" {
				ours = append(ours, doc[l.Start:l.End]+":"+l.Namespace)
			}
		}
		slices.Sort(ours)
		ours = slices.Compact(ours)
		if !slices.Equal(ours, theirs[i]) {
			if bad++; bad <= 10 {
				t.Errorf("%q:\nHTMLLinks: %q\nChromium:  %q", doc, ours, theirs[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d documents differ", bad, len(docs))
	}
}

// chromiumLinks loads treePage with docs in chromium, headless, and
// returns what it writes.
func chromiumLinks(t *testing.T, bin string, docs []string) [][]string {
	t.Helper()
	js, err := json.Marshal(docs)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "page.html")
	if err := os.WriteFile(page, fmt.Appendf(nil, treePage, js), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--dump-dom", "file://"+page).Output()
	if err != nil {
		t.Fatalf("chromium: %v", err)
	}
	dom := html.UnescapeString(string(out))
	i, j := strings.Index(dom, "<<["), strings.LastIndex(dom, "]>>")
	if i < 0 || j < i {
		t.Fatalf("chromium printed no result: %.300s", dom)
	}
	var links [][]string
	if err := json.Unmarshal([]byte(dom[i+2:j+1]), &links); err != nil {
		t.Fatal(err)
	}
	if len(links) != len(docs) {
		t.Fatalf("chromium read %d documents of %d", len(links), len(docs))
	}
	return links
}
