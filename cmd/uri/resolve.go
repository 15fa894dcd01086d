package main

import (
	"flag"
	"fmt"

	"github.com/uriref/uri"
)

func init() {
	commands = append(commands, &command{
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
		flags: func(fs *flag.FlagSet, e *env) {
			fs.BoolVar(&e.resolve.NonStrict, "nonstrict", false, "take a reference with the base's scheme as relative (\"http:g\")")
			fs.BoolVar(&e.resolve.RFC2396, "rfc2396", false, "remove dot segments only from merged relative paths, as RFC 2396 did")
			fs.Func("above-root", "what \"..\" above the root does, the `MODE`: remove (RFC 3986, the default), keep or refuse", func(s string) error {
				switch s {
				case "remove":
					e.resolve.AboveRoot = uri.AboveRootRemove
				case "keep":
					e.resolve.AboveRoot = uri.AboveRootKeep
				case "refuse":
					e.resolve.AboveRoot = uri.AboveRootRefuse
				default:
					return fmt.Errorf("want remove, keep or refuse")
				}
				return nil
			})
		},
		run: runResolve,
	})
	commands = append(commands, &command{
		name: "relative",
		args: "[--json] BASE [TARGET...]",
		summary: "Print for each TARGET the shortest reference that resolves against BASE to it:\n" +
			"a relative path where the scheme and authority allow, else the target itself.",
		examples: []string{
			"uri relative 'http://a/b/c/d' http://a/b/e http://a/x?y http://b/",
			"uri relative --json http://a/b/c http://a/b/d",
		},
		run: runRelative,
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

func runResolve(_ *flag.FlagSet, args []string, e *env) error {
	base, refs, err := baseArg(args)
	if err != nil {
		return err
	}
	return e.each(refs, func(in string) error {
		ref, err := uri.Parse(in)
		if err != nil {
			return err
		}
		t, err := base.ResolveWith(ref, e.resolve)
		if err != nil {
			return err
		}
		return e.printResult(t.String(),
			field{key: "base", val: base.String(), ok: true},
			field{key: "ref", val: in, ok: true},
			field{key: "uri", val: t.String(), ok: true})
	})
}

func runRelative(_ *flag.FlagSet, args []string, e *env) error {
	base, targets, err := baseArg(args)
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
