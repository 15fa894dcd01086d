package main

import (
	"flag"

	"github.com/uriref/uri/cmd/uri/internal/version"
)

func init() {
	commands = append(commands, &command{
		name:    "version",
		args:    "[--json]",
		summary: "Print the version of uri: the module version it was built from, or \"(devel)\"\nwhen the build does not know it. \"uri --version\" and \"uri -v\" print the same.",
		examples: []string{
			"uri version --json",
		},
		run: runVersion,
	})
}

func runVersion(_ *flag.FlagSet, args []string, e *env) error {
	if len(args) > 0 {
		return usageError{"version takes no arguments"}
	}
	if e.json {
		return e.printFields(
			field{key: "version", val: version.Module(), ok: true},
			field{key: "trurl", val: version.Trurl, ok: true})
	}
	e.out.WriteString(version.Line())
	return nil
}
