package main

import (
	"flag"

	"github.com/uriref/uri"
	"github.com/uriref/uri/iri"
)

var iriCommand = &command{
	name:    "iri",
	args:    "[--json] [--idna] [URI...]",
	summary: "Show each URI as an IRI (RFC 3987 §3.2): decode the %HH of non-ASCII\ncharacters that may be shown. --idna also shows xn-- host labels as Unicode\nwhere UTS #46 allows (not look-alikes, fillers or other invalid labels).",
	examples: []string{
		"uri iri 'http://www.example.org/D%C3%BCrst'",
		"uri iri --idna --json http://xn--rsum-bpad.example.org/",
	},
	new: func() runner { return new(iriCmd) },
}

// iriCmd is a run of "uri iri": its flag is --idna.
type iriCmd struct {
	idna bool
}

func (c *iriCmd) flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.idna, "idna", false, "show A-labels (xn--) of the host as Unicode")
}

func (c *iriCmd) run(args []string, e *env) error {
	o := iri.Options{IDNA: c.idna}
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
