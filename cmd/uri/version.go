package main

import (
	"github.com/uriref/uri/cmd/uri/internal/version"
)

var versionCommand = &command{
	name:    "version",
	args:    "[--json]",
	summary: "Print the version of uri: the module version it was built from, or \"(devel)\"\nwhen the build does not know it. \"uri --version\" and \"uri -v\" print the same.",
	examples: []string{
		"uri version --json",
	},
	new: func() runner { return new(versionCmd) },
}

// versionCmd is a run of "uri version", which has no flags but --json.
type versionCmd struct{ noFlags }

func (*versionCmd) run(args []string, e *env) error {
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
