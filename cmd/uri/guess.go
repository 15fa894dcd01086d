package main

import (
	"flag"
	"strconv"

	"github.com/uriref/uri"
	"github.com/uriref/uri/text"
)

var guessCommand = &command{
	name: "guess",
	args: "[--json] [--scheme=SCHEME] [TEXT...]",
	summary: "Complete each abbreviated URI (the draft's Appendix F, uri(7)) and print it.\n" +
		"Never use the result where a relative reference is allowed.",
	examples: []string{
		"uri guess www.w3.org/Addressing/ ftp.example.org/pub localhost:8080",
		"uri guess --scheme=https --json www.example.org",
	},
	new: func() runner { return new(guessCmd) },
}

// guessCmd is a run of "uri guess": its flag is the --scheme.
type guessCmd struct {
	scheme string
}

func (c *guessCmd) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.scheme, "scheme", "", "the `SCHEME` to supply when no heuristic names one (default http)")
}

func (c *guessCmd) run(args []string, e *env) error {
	if err := checkScheme(c.scheme); err != nil {
		return err
	}
	return e.each(args, func(in string) error {
		u, err := text.Guess(in, c.scheme)
		if err != nil {
			return err
		}
		return e.printResult(u.String(),
			field{key: "input", val: in, ok: true},
			field{key: "uri", val: u.String(), ok: true})
	})
}

// checkScheme returns a usage error unless s is "" or a scheme.
func checkScheme(s string) error {
	if s == "" {
		return nil
	}
	if u, err := uri.Parse(s + ":"); err != nil || u.Scheme() != s {
		return usageError{"--scheme " + strconv.Quote(s) + " is not a scheme"}
	}
	return nil
}
