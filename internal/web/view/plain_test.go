package view

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPlain holds Plain to what encoding/json writes for the same View.
func TestPlain(t *testing.T) {
	for _, in := range [][2]string{
		{"http://u@[::1]:8/p?q#f", ""},
		{"http://a@b@c/", ""},
		{"../g", "http://a/b/c/d;p?q"},
		{"g", "a b"},
		{"HTTP://A/%7e/./x", ""},
	} {
		v := Analyze(in[0], in[1])
		var want, got any
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatal(err)
		}
		if b, err = json.Marshal(Plain(v)); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Plain(Analyze(%q, %q)) (-json +Plain):\n%s", in[0], in[1], diff)
		}
	}
}
