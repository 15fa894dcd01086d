package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/uriref/uri"
)

var setCommand = &command{
	name: "set",
	args: "[--json] [--scheme=SCHEME] [--userinfo=USERINFO] [--host=HOST] [--port=PORT] [--path=PATH]\n" +
		"       [--query=QUERY] [--fragment=FRAGMENT] [--remove=COMPONENT]... [--append-query=KEY=VALUE]...\n" +
		"       [--escape] [URI...]",
	summary: "Change components of each reference and print the result. Values are taken as\n" +
		"already percent-encoded and checked against their ABNF rule; with --escape they are\n" +
		"encoded for their component first (and --append-query's KEY and VALUE as one query\n" +
		"parameter). --remove makes a component undefined: scheme, authority, userinfo, port,\n" +
		"query or fragment. Removals come first, then the values, then --append-query.",
	examples: []string{
		"uri set --escape --path='/a b' --append-query='q=x&y' --remove=fragment 'http://example.com/?k=v#top'",
		"uri set --scheme=https --userinfo=me --host=example.org --port=8443 --query=a=1 --fragment=top http://a/b",
		"uri set --json --remove=query 'http://a/?q'",
	},
	new: func() runner { return new(setCmd) },
}

// setCmd is a run of "uri set": its fields are its flags.
type setCmd struct {
	values  []setValue // --scheme ... --fragment, in command-line order
	remove  []string   // --remove
	escape  bool       // --escape
	appends []string   // --append-query, KEY=VALUE
}

func (f *setCmd) flags(fs *flag.FlagSet) {
	for _, comp := range setComponents {
		fs.Func(comp.name, "set the "+comp.name+" to `"+strings.ToUpper(comp.name)+"`", func(s string) error {
			f.values = append(f.values, setValue{comp.name, s})
			return nil
		})
	}
	fs.Func("remove", "make `COMPONENT` undefined: scheme, authority, userinfo, port, query or fragment (repeatable)", func(s string) error {
		switch s {
		case "scheme", "authority", "userinfo", "port", "query", "fragment":
			f.remove = append(f.remove, s)
			return nil
		}
		return fmt.Errorf("want scheme, authority, userinfo, port, query or fragment")
	})
	fs.Func("append-query", "append the parameter `KEY=VALUE` (or KEY) to the query (repeatable)", func(s string) error {
		f.appends = append(f.appends, s)
		return nil
	})
	fs.BoolVar(&f.escape, "escape", false, "percent-encode the given values for their component first")
}

func (f *setCmd) run(args []string, e *env) error {
	if len(f.values) == 0 && len(f.remove) == 0 && len(f.appends) == 0 {
		return usageError{"nothing to change: give --scheme, --host, ... --remove or --append-query"}
	}
	return e.each(args, func(in string) error {
		u, err := uri.Parse(in)
		if err != nil {
			return err
		}
		if u, err = f.apply(u); err != nil {
			return err
		}
		return e.printResult(u.String(),
			field{key: "input", val: in, ok: true},
			field{key: "uri", val: u.String(), ok: true})
	})
}

// A setValue is one --COMPONENT=VALUE of "uri set".
type setValue struct {
	name, val string
}

// setComponents are the components "uri set" can set, with the escaping
// that --escape applies to each (none for the scheme and the port).
var setComponents = []struct {
	name   string
	escape func(string) string
	c      uri.Component
}{
	{"scheme", nil, uri.ComponentScheme},
	{"userinfo", escaper(uri.ComponentUserinfo), uri.ComponentUserinfo},
	{"host", escaper(uri.ComponentHost), uri.ComponentHost},
	{"port", nil, uri.ComponentPort},
	{"path", escaper(uri.ComponentPath), uri.ComponentPath},
	{"query", escaper(uri.ComponentQuery), uri.ComponentQuery},
	{"fragment", escaper(uri.ComponentFragment), uri.ComponentFragment},
}

func escaper(c uri.Component) func(string) string {
	return func(s string) string { return uri.Escape(s, c) }
}

// apply makes the changes of f to u: the removals first, then the values,
// then --append-query.
func (f *setCmd) apply(u uri.URI) (uri.URI, error) {
	u = f.removeComponents(u)
	parts := f.valueParts()
	if len(f.appends) > 0 {
		parts = append(parts, uri.Set(uri.ComponentQuery, f.appendedQuery(u)))
	}
	return u.With(parts...)
}

// removeComponents makes the components of --remove undefined in u.
func (f *setCmd) removeComponents(u uri.URI) uri.URI {
	for _, r := range f.remove {
		switch r {
		case "scheme":
			u = u.Without(uri.ComponentScheme)
		case "authority":
			u = u.Without(uri.ComponentHost)
		case "userinfo":
			u = u.Without(uri.ComponentUserinfo)
		case "port":
			u = u.Without(uri.ComponentPort)
		case "query":
			u = u.Without(uri.ComponentQuery)
		case "fragment":
			u = u.Without(uri.ComponentFragment)
		}
	}
	return u
}

// valueParts returns the --COMPONENT=VALUE changes as parts for With, in
// command-line order, encoded first with --escape. It leaves room for the
// query of --append-query.
func (f *setCmd) valueParts() []uri.Part {
	parts := make([]uri.Part, 0, len(f.values)+1)
	for _, v := range f.values {
		for _, c := range setComponents {
			if c.name != v.name {
				continue
			}
			val := v.val
			if f.escape && c.escape != nil {
				val = c.escape(val)
			}
			parts = append(parts, uri.Set(c.c, val))
		}
	}
	return parts
}

// appendedQuery returns the query that --append-query makes: the last
// --query if any, else u's, with each KEY=VALUE (or KEY) appended after a
// "&", encoded as a query parameter with --escape.
func (f *setCmd) appendedQuery(u uri.URI) string {
	q, _ := u.Query()
	for _, v := range f.values {
		if v.name == "query" { // the last --query wins, as With does
			q = v.val
			if f.escape {
				q = uri.Escape(q, uri.ComponentQuery)
			}
		}
	}
	b := []byte(q)
	for _, kv := range f.appends {
		key, val, hasVal := strings.Cut(kv, "=")
		if f.escape {
			key, val = uri.Escape(key, uri.ComponentQueryParam), uri.Escape(val, uri.ComponentQueryParam)
		}
		if len(b) > 0 && b[len(b)-1] != '&' {
			b = append(b, '&')
		}
		b = append(b, key...)
		if hasVal {
			b = append(b, '=')
			b = append(b, val...)
		}
	}
	return string(b)
}
