package main

import (
	"flag"
	"runtime/debug"
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
			field{key: "version", val: moduleVersion(), ok: true},
			field{key: "trurl", val: trurlVersion, ok: true})
	}
	e.out.WriteString(versionLine())
	return nil
}

// versionLine is what "uri version", "uri --version" and "uri -v" print.
func versionLine() string {
	return "uri " + moduleVersion() + " (trurl " + trurlVersion + " interface, RFC 3986 parser)\n"
}

// moduleVersion returns the version of the module uri was built from, as
// the build recorded it (a tag, or a pseudo-version that go build takes
// from version control), or "(devel)" when it recorded none.
func moduleVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}
