package main

import (
	"github.com/uriref/uri"
)

var normalizeCommand = &command{
	name: "normalize",
	args: "[--json] [URI...]",
	summary: "Print the normal form of each reference (RFC 3986 §6.2.2 and §6.2.3): lowercase\n" +
		"scheme and host, uppercase and minimal percent-encoding, no dot segments, no default port.",
	examples: []string{
		"uri normalize 'HTTP://www.Example.COM:80/a/./b/../%7euser'",
		"uri normalize --json 'http://a/%7e'",
	},
	new: func() runner { return new(normalizeCmd) },
}

// normalizeCmd is a run of "uri normalize", which has no flags but --json.
type normalizeCmd struct{ noFlags }

func (*normalizeCmd) run(args []string, e *env) error {
	return e.each(args, func(in string) error {
		u, err := uri.Parse(in)
		if err != nil {
			return err
		}
		n := u.Normalize()
		return e.printResult(n.String(),
			field{key: "input", val: in, ok: true},
			field{key: "uri", val: n.String(), ok: true})
	})
}
