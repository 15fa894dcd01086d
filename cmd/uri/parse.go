package main

import (
	"github.com/uriref/uri"
)

var parseCommand = &command{
	name:    "parse",
	args:    "[--json] [URI...]",
	summary: "Parse each URI reference and print its components.\nAn undefined component is left out, or null under --json.",
	examples: []string{
		"uri parse 'foo://example.com:8042/over/there?name=ferret#nose'",
		"uri parse --json 'http://[::1]:8080/a?b'",
		"printf 'http://a/\\n//b\\n' | uri parse",
	},
	new: func() runner { return new(parseCmd) },
}

// parseCmd is a run of "uri parse", which has no flags but --json.
type parseCmd struct{ noFlags }

func (*parseCmd) run(args []string, e *env) error {
	return e.each(args, func(in string) error {
		u, err := uri.Parse(in)
		if err != nil {
			return err
		}
		f := components(u)
		return e.printFields(f[:]...)
	})
}

// components lists the fields that "uri parse" prints for u.
func components(u uri.URI) [10]field {
	auth, authOK := u.Authority()
	userinfo, userOK := u.Userinfo()
	port, portOK := u.Port()
	query, queryOK := u.Query()
	frag, fragOK := u.Fragment()
	return [10]field{
		{key: "uri", val: u.String(), ok: true},
		{key: "scheme", val: u.Scheme(), ok: u.HasScheme()},
		{key: "authority", val: auth, ok: authOK},
		{key: "userinfo", val: userinfo, ok: userOK},
		{key: "host", val: u.Host(), ok: authOK},
		{key: "hostkind", val: u.HostKind().String(), ok: true, word: true},
		{key: "port", val: port, ok: portOK},
		{key: "path", val: u.Path(), ok: true},
		{key: "query", val: query, ok: queryOK},
		{key: "fragment", val: frag, ok: fragOK},
	}
}
