package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/template"
)

var templateCommand = &command{
	name: "template",
	args: "[--json] [--match] TEMPLATE [KEY=VALUE...|OBJECT...|URI...]",
	summary: "Expand a URI Template (RFC 6570), or read one back with --match.\n" +
		"The values are KEY=VALUE (a VALUE with \",\" is a list: tags=a,b), or, under --json,\n" +
		"each JSON OBJECT (or each line of standard input), whose arrays are lists and\n" +
		"objects associative arrays, in their order.\n" +
		"--match does the reverse: for each URI (or line), the values that expand TEMPLATE to it,\n" +
		"or a failure where none do or several do (\"{a}{b}\": which split was meant?).",
	examples: []string{
		"uri template '/repos{/owner,repo}/issues{?state,labels*}' owner=uriref repo=uri labels=bug,ui",
		`uri template --json 'http://example.com/search{?q,lang}' '{"q":"caf\u00e9","lang":"fr"}'`,
		"uri template --match '/repos{/owner,repo}/issues{?state,labels*}' '/repos/uriref/uri/issues?labels=bug'",
	},
	new: func() runner { return new(templateCmd) },
}

// templateCmd is a run of "uri template": its flag is --match.
type templateCmd struct {
	match bool
}

func (c *templateCmd) flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.match, "match", false, "match each URI against TEMPLATE and print the values of its variables")
}

func (c *templateCmd) run(args []string, e *env) error {
	if len(args) == 0 {
		return usageError{"missing TEMPLATE"}
	}
	t, err := template.Parse(args[0])
	if err != nil {
		return templateError(err)
	}
	args = args[1:]
	switch {
	case c.match:
		return e.each(args, func(in string) error { return e.printMatch(t, in) })
	case e.json:
		return e.each(args, func(in string) error {
			vars, err := jsonValues(in)
			if err != nil {
				return err
			}
			s, err := t.Expand(vars)
			if err != nil {
				return expandError(t, err)
			}
			return e.printFields(field{key: "template", val: t.String(), ok: true}, field{key: "uri", val: s, ok: true})
		})
	}
	vars := map[string]any{}
	for _, a := range args {
		k, v, ok := strings.Cut(a, "=")
		if !ok {
			return usageError{fmt.Sprintf("want KEY=VALUE, not %q", a)}
		}
		if strings.Contains(v, ",") {
			vars[k] = strings.Split(v, ",")
		} else {
			vars[k] = v
		}
	}
	s, err := t.Expand(vars)
	if err != nil {
		return expandError(t, err)
	}
	e.out.WriteString(s)
	e.out.WriteByte('\n')
	return nil
}

// templateError describes an error of template.Parse: in the *uri.Error's
// own words, which know RFC 6570's rules, or, for a rule of RFC 3986, as
// literals that form no URI reference.
func templateError(err error) error {
	var e *uri.Error
	if !errors.As(err, &e) {
		return err
	}
	if e.Component() != uri.ComponentNone && e.Rule != "pct-encoded" {
		// The literals, taken together, form no URI reference.
		return fmt.Errorf("TEMPLATE: its literals form no URI reference: %s", strings.TrimPrefix(e.Error(), "uri: "))
	}
	return fmt.Errorf("TEMPLATE: %s", strings.TrimPrefix(e.Error(), "uri: "))
}

// expandError describes an error of t.Expand: a prefix on a composite
// value, in words, or the *uri.Error of an expansion that is no URI
// reference, as it is.
func expandError(t *template.Template, err error) error {
	var e *uri.Error
	if errors.As(err, &e) && e.Input == t.String() && e.Rule == "prefix" {
		return fmt.Errorf("a prefix on a list or an associative array (RFC 6570 §2.4.1) at offset %d in %s", e.Offset, strconv.Quote(e.Input))
	}
	return err
}

// jsonValues reads the values of a template from a JSON object: a string
// or a number (its text) is a string, an array of them a list, an object
// of them an associative array in the order it is written, null
// undefined.
func jsonValues(in string) (map[string]any, error) {
	dec := json.NewDecoder(strings.NewReader(in))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errors.New("want a JSON object of values")
	}
	vars := map[string]any{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("JSON: %v", err)
		}
		name := tok.(string)
		v, err := jsonValue(dec, name)
		if err != nil {
			return nil, err
		}
		if v != nil {
			vars[name] = v
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("JSON: more than one value")
	}
	return vars, nil
}

// jsonValue reads the value of the variable name.
func jsonValue(dec *json.Decoder, name string) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("JSON: %v", err)
	}
	switch tok {
	case json.Delim('['):
		list := []string{}
		for dec.More() {
			s, ok, err := jsonScalar(dec, name)
			if err != nil {
				return nil, err
			}
			if ok {
				list = append(list, s)
			}
		}
		_, err := dec.Token()
		return list, err
	case json.Delim('{'):
		pairs := [][2]string{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, fmt.Errorf("JSON: %v", err)
			}
			s, ok, err := jsonScalar(dec, name)
			if err != nil {
				return nil, err
			}
			if ok {
				pairs = append(pairs, [2]string{k.(string), s})
			}
		}
		_, err := dec.Token()
		return pairs, err
	}
	return scalarText(tok, name)
}

// jsonScalar reads a member of an array or an object: a string, a number
// or a boolean as its text; ok is false for null.
func jsonScalar(dec *json.Decoder, name string) (s string, ok bool, err error) {
	tok, err := dec.Token()
	if err != nil {
		return "", false, fmt.Errorf("JSON: %v", err)
	}
	v, err := scalarText(tok, name)
	if err != nil || v == nil {
		return "", false, err
	}
	return v.(string), true, nil
}

// scalarText returns the text of a JSON scalar token, nil for null.
func scalarText(tok json.Token, name string) (any, error) {
	switch x := tok.(type) {
	case nil:
		return nil, nil
	case string:
		return x, nil
	case json.Number:
		return x.String(), nil
	case bool:
		return strconv.FormatBool(x), nil
	}
	return nil, fmt.Errorf("the value of %q nests arrays or objects, which RFC 6570 has not", name)
}

// printMatch prints the values that expand t to in: under --json as
// {"uri":...,"vars":{...}}, a list as an array and an associative array
// as an array of [name, value] pairs; otherwise the URI quoted, then
// name=value for each variable, each value quoted as Go quotes it, with
// control characters as their triplets.
func (e *env) printMatch(t *template.Template, in string) error {
	vals, err := t.Match(in)
	switch {
	case errors.Is(err, template.ErrNoMatch):
		return errors.New("no match: no values expand the template to this URI")
	case errors.Is(err, template.ErrAmbiguous):
		return errors.New("ambiguous match: several sets of values expand the template to this URI")
	case err != nil:
		return err
	}
	var names []string
	for _, v := range t.Vars() {
		if _, ok := vals[v.Name]; ok && !contains(names, v.Name) {
			names = append(names, v.Name)
		}
	}
	if e.json {
		return e.printMatchJSON(in, names, vals)
	}
	var b bytes.Buffer
	b.WriteString(strconv.Quote(in))
	for _, name := range names {
		b.WriteByte(' ')
		b.WriteString(name)
		b.WriteByte('=')
		switch v := vals[name].(type) {
		case string:
			b.WriteString(quoteShown(v))
		case []string:
			b.WriteByte('[')
			for i, m := range v {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(quoteShown(m))
			}
			b.WriteByte(']')
		case [][2]string:
			b.WriteByte('[')
			for i, kv := range v {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString("[" + quoteShown(kv[0]) + "," + quoteShown(kv[1]) + "]")
			}
			b.WriteByte(']')
		}
	}
	b.WriteByte('\n')
	e.out.Write(b.Bytes())
	return nil
}

// printMatchJSON prints the values of a match as one JSON object. An
// octet that is not UTF-8, which JSON cannot hold, is written as its
// triplet.
func (e *env) printMatchJSON(in string, names []string, vals map[string]any) error {
	str := func(b []byte, s string) []byte {
		t, _ := display.JSONText(s)
		return display.AppendJSONString(b, t)
	}
	b := append(e.buf[:0], `{"uri":`...)
	b = str(b, in)
	b = append(b, `,"vars":{`...)
	for i, name := range names {
		if i > 0 {
			b = append(b, ',')
		}
		b = str(b, name)
		b = append(b, ':')
		switch v := vals[name].(type) {
		case string:
			b = str(b, v)
		case []string:
			b = append(b, '[')
			for i, m := range v {
				if i > 0 {
					b = append(b, ',')
				}
				b = str(b, m)
			}
			b = append(b, ']')
		case [][2]string:
			b = append(b, '[')
			for i, kv := range v {
				if i > 0 {
					b = append(b, ',')
				}
				b = append(b, '[')
				b = str(b, kv[0])
				b = append(b, ',')
				b = str(b, kv[1])
				b = append(b, ']')
			}
			b = append(b, ']')
		}
	}
	b = append(b, "}}\n"...)
	e.out.Write(b)
	e.buf = b
	return nil
}

// quoteShown quotes a decoded value with its control characters as their
// triplets (display.ShowControls), so that none reaches the terminal.
func quoteShown(s string) string {
	t, _ := display.ShowControls(s)
	return strconv.Quote(t)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
