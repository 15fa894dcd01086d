package main

import (
	"flag"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/text"
)

var linksCommand = &command{
	name: "links",
	args: "[--json] [--base=URI] [FILE]",
	summary: "List every URL of an HTML document, resolved against its base: the attributes\n" +
		"that hold URLs by the HTML Standard (href, src, action, cite, data, poster...),\n" +
		"each URL of ping, each image candidate of srcset and imagesrcset, and href and\n" +
		"xlink:href in SVG and MathML. The document is read as a browser reads it, and\n" +
		"each href parsed as a browser parses it (the URL Standard: \"\\\\\" is \"/\" in http).\n" +
		"The base is the document's first <base href>, else --base, the URI the\n" +
		"document was retrieved with (the draft §5.1 and Appendix D). One URI a line;\n" +
		"under --json also the reference, element, namespace, attribute, whether it is\n" +
		"an image candidate and its descriptors, line and byte span.\n" +
		"Reads FILE, or standard input.",
	examples: []string{
		"uri links --base http://example.org/dir/page.html page.html",
		"uri links --json page.html",
	},
	new: func() runner { return new(linksCmd) },
}

// linksCmd is a run of "uri links": its flag is the --base.
type linksCmd struct {
	base string
}

func (c *linksCmd) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.base, "base", "", "the retrieval `URI` of the document, an absolute URI")
}

func (c *linksCmd) run(args []string, e *env) error {
	var d text.DocumentBase
	if c.base != "" {
		u, err := uri.Parse(c.base)
		if err != nil {
			return usageError{"--base: " + strings.TrimPrefix(err.Error(), "uri: ")}
		}
		if !u.HasScheme() {
			return usageError{"--base " + strconv.Quote(c.base) + ": not an absolute URI"}
		}
		d.Retrieval = u
	}
	if len(args) > 1 {
		return usageError{"at most one FILE"}
	}
	var doc []byte
	var err error
	if len(args) == 1 {
		doc, err = os.ReadFile(args[0])
	} else {
		doc, err = io.ReadAll(e.stdin)
	}
	if err != nil {
		return err
	}
	page := string(doc)
	base, hasBase := text.HTMLDocumentBase(page, d)
	line, counted := 1, 0 // line is the number of the line holding page[counted]
	for l := range text.HTMLLinks(page, d) {
		line += strings.Count(page[counted:l.Start], "\n")
		counted = l.Start
		e.line = line
		e.input, e.inputOK = l.Ref, true
		if l.Err != nil {
			e.report(l.Err)
			continue
		}
		e.report(e.printResult(l.URI.String(),
			field{key: "uri", val: l.URI.String(), ok: true},
			field{key: "ref", val: l.Ref, ok: true},
			field{key: "element", val: l.Element, ok: true},
			field{key: "namespace", val: namespaceOf(l), ok: true},
			field{key: "attr", val: l.Attr, ok: true},
			field{key: "candidate", val: strconv.FormatBool(l.Candidate), ok: true, num: true},
			field{key: "descriptors", val: l.Descriptors, ok: l.Candidate},
			field{key: "line", val: strconv.Itoa(line), ok: true, num: true},
			field{key: "start", val: strconv.Itoa(l.Start), ok: true, num: true},
			field{key: "end", val: strconv.Itoa(l.End), ok: true, num: true},
			field{key: "base", val: base.String(), ok: hasBase},
		))
	}
	return nil
}

// namespaceOf returns the namespace of the element of l: "html", "svg" or
// "math".
func namespaceOf(l text.HTMLLink) string {
	if l.Namespace == "" {
		return "html"
	}
	return l.Namespace
}
