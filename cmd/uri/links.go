package main

import (
	"flag"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/iri"
	"github.com/uriref/uri/text"
)

func init() {
	commands = append(commands, &command{
		name: "links",
		args: "[--json] [--base=URI] [FILE]",
		summary: "List every href and src of an HTML document, resolved against its base.\n" +
			"The base is the document's first <base href>, else --base, the URI the\n" +
			"document was retrieved with (the draft §5.1 and Appendix D). One URI a line;\n" +
			"under --json also the reference, element, attribute, line and byte span.\n" +
			"Reads FILE, or standard input.",
		examples: []string{
			"uri links --base http://example.org/dir/page.html page.html",
			"uri links --json page.html",
		},
		flags: func(fs *flag.FlagSet, e *env) {
			fs.String("base", "", "the retrieval `URI` of the document, an absolute URI")
		},
		run: runLinks,
	}, &command{
		name:    "iri",
		args:    "[--json] [--idna] [URI...]",
		summary: "Show each URI as an IRI (RFC 3987 §3.2): decode the %HH of non-ASCII\ncharacters that may be shown. --idna also shows xn-- host labels as Unicode\nwhere UTS #46 allows (not look-alikes, fillers or other invalid labels).",
		examples: []string{
			"uri iri 'http://www.example.org/D%C3%BCrst'",
			"uri iri --idna --json http://xn--rsum-bpad.example.org/",
		},
		flags: func(fs *flag.FlagSet, e *env) {
			fs.Bool("idna", false, "show A-labels (xn--) of the host as Unicode")
		},
		run: runIRI,
	}, &command{
		name:    "touri",
		args:    "[--json] [--idna] [IRI...]",
		summary: "Map each IRI to a URI (RFC 3987 §3.1): non-ASCII characters as the %HH of\ntheir UTF-8. --idna writes the host in ASCII as browsers do instead (UTS #46:\nmapped, case folded, non-ASCII labels as A-labels, xn--).",
		examples: []string{
			"uri touri --idna 'http://résumé.example.org/Dürst'",
			"uri touri --json 'http://example.org/Dürst'",
		},
		flags: func(fs *flag.FlagSet, e *env) {
			fs.Bool("idna", false, "write the host by UTS #46, non-ASCII labels as A-labels (Punycode)")
		},
		run: runToURI,
	})
}

func runLinks(fs *flag.FlagSet, args []string, e *env) error {
	var d text.DocumentBase
	if b := fs.Lookup("base").Value.String(); b != "" {
		u, err := uri.Parse(b)
		if err != nil {
			return usageError{"--base: " + strings.TrimPrefix(err.Error(), "uri: ")}
		}
		if !u.HasScheme() {
			return usageError{"--base " + strconv.Quote(b) + ": not an absolute URI"}
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
	base, hasBase := baseOf(page, d)
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
			field{key: "attr", val: l.Attr, ok: true},
			field{key: "line", val: strconv.Itoa(line), ok: true, num: true},
			field{key: "start", val: strconv.Itoa(l.Start), ok: true, num: true},
			field{key: "end", val: strconv.Itoa(l.End), ok: true, num: true},
			field{key: "base", val: base.String(), ok: hasBase},
		))
	}
	return nil
}

// baseOf returns the base that text.HTMLLinks resolves the links of doc
// against, for the "base" field.
func baseOf(doc string, d text.DocumentBase) (uri.URI, bool) {
	if href, ok := text.HTMLBase(doc); ok {
		if u, err := text.ParseHref(href); err == nil {
			d.Embedded = u
		}
	}
	return d.Base()
}

func runIRI(fs *flag.FlagSet, args []string, e *env) error {
	o := iri.Options{IDNA: fs.Lookup("idna").Value.String() == "true"}
	return e.each(args, func(in string) error {
		u, err := uri.Parse(in)
		if err != nil {
			return err
		}
		r := iri.FromURIWith(u, o)
		return e.printResult(r.String(),
			field{key: "iri", val: r.String(), ok: true},
			field{key: "uri", val: u.String(), ok: true})
	})
}

func runToURI(fs *flag.FlagSet, args []string, e *env) error {
	o := iri.Options{IDNA: fs.Lookup("idna").Value.String() == "true"}
	return e.each(args, func(in string) error {
		r, err := iri.Parse(in)
		if err != nil {
			return err
		}
		u, err := r.URIWith(o)
		if err != nil {
			return err
		}
		return e.printResult(u.String(),
			field{key: "uri", val: u.String(), ok: true},
			field{key: "iri", val: r.String(), ok: true})
	})
}
