package main

import (
	"flag"

	"github.com/uriref/uri/iri"
)

var touriCommand = &command{
	name:    "touri",
	args:    "[--json] [--idna] [IRI...]",
	summary: "Map each IRI to a URI (RFC 3987 §3.1): non-ASCII characters as the %HH of\ntheir UTF-8. --idna writes the host in ASCII as browsers do instead (UTS #46:\nmapped, case folded, non-ASCII labels as A-labels, xn--).",
	examples: []string{
		"uri touri --idna 'http://résumé.example.org/Dürst'",
		"uri touri --json 'http://example.org/Dürst'",
	},
	new: func() runner { return new(touriCmd) },
}

// touriCmd is a run of "uri touri": its flag is --idna.
type touriCmd struct {
	idna bool
}

func (c *touriCmd) flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.idna, "idna", false, "write the host by UTS #46, non-ASCII labels as A-labels (Punycode)")
}

func (c *touriCmd) run(args []string, e *env) error {
	o := iri.Options{IDNA: c.idna}
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
