// Package version names the versions of the command uri: the module's it
// was built from, and that of the trurl whose interface its trurl mode
// follows. "uri version" and the trurl mode's --version print them alike.
package version

import "runtime/debug"

// Trurl is the version of curl's trurl whose interface the trurl mode
// follows.
const Trurl = "0.16.1"

// Line is what "uri version", "uri --version" and "uri -v" print.
func Line() string {
	return "uri " + Module() + " (trurl " + Trurl + " interface, RFC 3986 parser)\n"
}

// Module returns the version of the module uri was built from, as the
// build recorded it (a tag, or a pseudo-version that go build takes from
// version control), or "(devel)" when it recorded none.
func Module() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}
