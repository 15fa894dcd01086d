package main

import (
	"flag"
	"fmt"

	"github.com/uriref/uri"
)

var resolveCommand = &command{
	name: "resolve",
	args: "[--json] [--nonstrict] [--rfc2396] [--above-root=MODE] BASE [REF...]",
	summary: "Resolve each reference against BASE (RFC 3986 §5.2) and print the target URI.\n" +
		"BASE must have a scheme. --rfc2396 --above-root=keep resolves as the draft's Appendix C.",
	examples: []string{
		"uri resolve 'http://a/b/c/d;p?q' ../g '?y' '#s'",
		"uri resolve --nonstrict 'http://a/b/c/d;p?q' http:g",
		"uri resolve --rfc2396 --above-root=keep 'http://a/b/c/d;p?q' ../../../g",
		"uri resolve --above-root=refuse http://a/b ../../g",
		"uri resolve --json http://a/b/c d",
	},
	new: func() runner { return new(resolveCmd) },
}

// resolveCmd is a run of "uri resolve": its flags are the options of the
// resolution.
type resolveCmd struct {
	opts uri.ResolveOptions
}

func (c *resolveCmd) flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.opts.NonStrict, "nonstrict", false, "take a reference with the base's scheme as relative (\"http:g\")")
	fs.BoolVar(&c.opts.RFC2396, "rfc2396", false, "remove dot segments only from merged relative paths, as RFC 2396 did")
	fs.Func("above-root", "what \"..\" above the root does, the `MODE`: remove (RFC 3986, the default), keep or refuse", func(s string) error {
		switch s {
		case "remove":
			c.opts.AboveRoot = uri.AboveRootRemove
		case "keep":
			c.opts.AboveRoot = uri.AboveRootKeep
		case "refuse":
			c.opts.AboveRoot = uri.AboveRootRefuse
		default:
			return fmt.Errorf("want remove, keep or refuse")
		}
		return nil
	})
}

func (c *resolveCmd) run(args []string, e *env) error {
	base, refs, err := baseArg(args)
	if err != nil {
		return err
	}
	return e.each(refs, func(in string) error {
		ref, err := uri.Parse(in)
		if err != nil {
			return err
		}
		t, err := base.ResolveWith(ref, c.opts)
		if err != nil {
			return err
		}
		return e.printResult(t.String(),
			field{key: "base", val: base.String(), ok: true},
			field{key: "ref", val: in, ok: true},
			field{key: "uri", val: t.String(), ok: true})
	})
}

// baseArg parses the first argument of resolve and relative.
func baseArg(args []string) (uri.URI, []string, error) {
	if len(args) == 0 {
		return uri.URI{}, nil, usageError{"missing BASE"}
	}
	base, err := uri.Parse(args[0])
	if err != nil {
		return uri.URI{}, nil, fmt.Errorf("BASE: %w", err)
	}
	if !base.HasScheme() {
		return uri.URI{}, nil, fmt.Errorf("BASE %q has no scheme (RFC 3986 §5.1)", args[0])
	}
	return base, args[1:], nil
}
