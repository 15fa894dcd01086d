package main

import (
	"github.com/uriref/uri"
)

var relativeCommand = &command{
	name: "relative",
	args: "[--json] BASE [TARGET...]",
	summary: "Print for each TARGET the shortest reference that resolves against BASE to it:\n" +
		"a relative path where the scheme and authority allow, else the target itself.",
	examples: []string{
		"uri relative 'http://a/b/c/d' http://a/b/e http://a/x?y http://b/",
		"uri relative --json http://a/b/c http://a/b/d",
	},
	new: func() runner { return new(relativeCmd) },
}

// relativeCmd is a run of "uri relative", which has no flags but --json.
type relativeCmd struct{ noFlags }

func (*relativeCmd) run(args []string, e *env) error {
	base, targets, err := baseArg(args) // as "uri resolve" reads it
	if err != nil {
		return err
	}
	return e.each(targets, func(in string) error {
		target, err := uri.Parse(in)
		if err != nil {
			return err
		}
		ref, err := base.Relativize(target)
		if err != nil {
			return err
		}
		return e.printResult(ref.String(),
			field{key: "base", val: base.String(), ok: true},
			field{key: "target", val: in, ok: true},
			field{key: "ref", val: ref.String(), ok: true})
	})
}
