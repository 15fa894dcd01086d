package trurl

import (
	"errors"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/cmd/uri/internal/format"
)

// jsonShow returns a value decoded for JSON output, with a note when it
// holds an octet that is not UTF-8, left as its triplet.
func (r *runner) jsonShow(v, what string) string {
	d, problem := display.JSONDecoded(v)
	if problem {
		r.note("%s decodes to an octet that is not UTF-8, shown percent-encoded", what)
	}
	return d
}

// printGet writes the --get format for the URL u that t gives.
func (r *runner) printGet(t turl, u uri.URI) error {
	g := format.URL{URI: u, Flags: r.flags(), Sep: r.sep, Encoded: r.urlencode, Note: r.note,
		Rewrite: func(f format.Flags) (uri.URI, error) { return finish(t, f) }}
	var b strings.Builder
	if err := format.Expand(r.get, &g, &b, nil); err != nil {
		var fe *format.Error
		if errors.As(err, &fe) {
			return errorf(exitGet, "%s", fe)
		}
		return err
	}
	b.WriteByte('\n')
	r.out.WriteString(b.String())
	return nil
}

// printJSON writes the URL u that t gives as one object of trurl's JSON
// array: "url", "parts" with every component present, "params" with the
// query's pairs.
func (r *runner) printJSON(t turl, u uri.URI) error {
	f := r.flags()
	if !f.KeepPort { // as trurl, parts.port is the port written
		f.KeepPort = true
		pu, err := finish(t, f)
		if err != nil {
			return errorf(exitOutput, "could not output a valid URL: %s", strings.TrimPrefix(err.Error(), "uri: "))
		}
		t = fromURI(pu)
	} else {
		t = fromURI(u)
	}
	var b []byte
	if r.nJSON > 0 {
		b = append(b, ',')
	}
	b = append(b, '\n')
	r.nJSON++
	b = append(b, "  {\n    \"url\": "...)
	b = display.AppendJSONString(b, u.String())
	b = r.appendJSONParts(b, t)
	if t.HasQuery && t.Query != "" {
		b = r.appendJSONParams(b, t)
	}
	b = append(b, "\n  }"...)
	r.out.Write(b)
	return nil
}

// appendJSONParts appends the "parts" member of printJSON's object: every
// component t has, decoded unless --urlencode; JSON escapes the controls.
func (r *runner) appendJSONParts(b []byte, t turl) []byte {
	b = append(b, ",\n    \"parts\": {"...)
	n := 0
	for _, name := range format.Components[1:] {
		v, ok := t.Component(name)
		if !ok {
			continue
		}
		if name != "scheme" && name != "port" && !r.urlencode {
			v = r.jsonShow(v, name)
		}
		if n > 0 {
			b = append(b, ',')
		}
		n++
		b = append(b, "\n      "...)
		b = display.AppendJSONString(b, name)
		b = append(b, ": "...)
		b = display.AppendJSONString(b, v)
	}
	return append(b, "\n    }"...)
}

// appendJSONParams appends the "params" member of printJSON's object: the
// key and the value of each pair of t's query (but the empty ones),
// decoded, with --urlencode too, as in trurl.
func (r *runner) appendJSONParams(b []byte, t turl) []byte {
	b = append(b, ",\n    \"params\": ["...)
	for i, pair := range r.pairs(&t) {
		k, v, _ := strings.Cut(pair, "=")
		k = r.jsonShow(k, "query")
		v = r.jsonShow(v, "query")
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n      {\n        \"key\": "...)
		b = display.AppendJSONString(b, k)
		b = append(b, ",\n        \"value\": "...)
		b = display.AppendJSONString(b, v)
		b = append(b, "\n      }"...)
	}
	return append(b, "\n    ]"...)
}
