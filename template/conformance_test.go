package template_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/template"
)

// suiteGroup is one group of a file of the uritemplate-test suite.
type suiteGroup struct {
	Variables map[string]any    `json:"variables"`
	Testcases []json.RawMessage `json:"testcases"`
}

// conformanceDir is where the suite's files are; TestConformance reads
// every *.json file there. CONFORMANCE_DIR names another folder, to run
// files of the suite that are not committed.
func conformanceDir() string {
	if d := os.Getenv("CONFORMANCE_DIR"); d != "" {
		return d
	}
	return "testdata"
}

// TestConformance runs the files of uritemplate-test (testdata/README.md):
// every case whose result is a string or a list must expand to it (or to
// one of the list), and every case whose result is false must fail, at
// Parse or at Expand. Each group's variables are given as encoding/json
// decodes them, and again with every object as a [][2]string in the
// order it is written, which must also give one of the results.
func TestConformance(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(conformanceDir(), "*.json"))
	if err != nil || len(files) < 2 {
		t.Fatalf("want the suite's files in %s, found %q (%v)", conformanceDir(), files, err)
	}
	total := 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var groups map[string]suiteGroup
		if err := json.Unmarshal(data, &groups); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var raw map[string]struct {
			Variables json.RawMessage `json:"variables"`
		}
		json.Unmarshal(data, &raw)
		for name, g := range groups {
			ordered := orderedVariables(t, raw[name].Variables)
			for _, tc := range g.Testcases {
				var c [2]any
				if err := json.Unmarshal(tc, &c); err != nil {
					t.Fatalf("%s: %s: %s: %v", file, name, tc, err)
				}
				total++
				tmpl := c[0].(string)
				var want []string
				switch r := c[1].(type) {
				case string:
					want = []string{r}
				case []any:
					for _, x := range r {
						want = append(want, x.(string))
					}
				case bool: // false: must fail
				}
				for k, vars := range []map[string]any{g.Variables, ordered} {
					got, err := expand(tmpl, vars)
					switch {
					case want == nil && err == nil:
						t.Errorf("%s: %s: %q expands to %q, want an error", filepath.Base(file), name, tmpl, got)
					case want == nil:
						var e *uri.Error
						if !errors.As(err, &e) {
							t.Errorf("%s: %s: %q: error %v is no *uri.Error", filepath.Base(file), name, tmpl, err)
						}
					case err != nil:
						t.Errorf("%s: %s: %q: %v", filepath.Base(file), name, tmpl, err)
					case !slices.Contains(want, got):
						t.Errorf("%s: %s: %q (variables %d) = %q, want one of %q", filepath.Base(file), name, tmpl, k, got, want)
					}
				}
			}
		}
	}
	t.Logf("%d cases in %d files", total, len(files))
}

func expand(s string, vars map[string]any) (string, error) {
	tmpl, err := template.Parse(s)
	if err != nil {
		return "", err
	}
	return tmpl.Expand(vars)
}

// orderedVariables decodes a group's variables with each JSON object as a
// [][2]string in the order written, each array as a []string, and each
// number as its JSON text (a json.Number, a fmt.Stringer).
func orderedVariables(t *testing.T, raw json.RawMessage) map[string]any {
	t.Helper()
	vars := map[string]any{}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil {
		t.Fatal(err)
	}
	for k, v := range top {
		vars[k] = orderedValue(t, v)
	}
	return vars
}

func orderedValue(t *testing.T, raw json.RawMessage) any {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		t.Fatal(err)
	}
	switch tok := tok.(type) {
	case json.Delim:
		if tok == '[' {
			list := []string{}
			for dec.More() {
				var s string
				tk, _ := dec.Token()
				switch x := tk.(type) {
				case string:
					s = x
				case json.Number:
					s = x.String()
				}
				list = append(list, s)
			}
			return list
		}
		pairs := [][2]string{}
		for dec.More() {
			k, _ := dec.Token()
			v, _ := dec.Token()
			var s string
			switch x := v.(type) {
			case string:
				s = x
			case json.Number:
				s = x.String()
			}
			pairs = append(pairs, [2]string{k.(string), s})
		}
		return pairs
	case nil:
		return nil
	}
	return tok
}
