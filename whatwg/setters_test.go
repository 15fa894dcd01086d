package whatwg

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/uriref/uri"
)

// setterTest is one case of setters_tests.json: a URL, a setter and its
// value, and what the getters return after.
type setterTest struct {
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`
}

// TestSetters runs every case of setters_tests.json.
func TestSetters(t *testing.T) {
	data, err := os.ReadFile("testdata/setters_tests.json")
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	pass, total := 0, 0
	for attr, raw := range all {
		if attr == "comment" {
			continue
		}
		var tests []setterTest
		if err := json.Unmarshal(raw, &tests); err != nil {
			t.Fatal(err)
		}
		for i, tc := range tests {
			total++
			if checkSetter(t, attr, i, tc) {
				pass++
			}
		}
	}
	t.Logf("setters_tests.json: %d of %d cases pass", pass, total)
	if total != 278 {
		t.Errorf("setters_tests.json has %d cases, want 278", total)
	}
}

// setters are the setters of the URL API by attribute name.
var setters = map[string]func(*URL, string){
	"protocol": (*URL).SetProtocol,
	"username": (*URL).SetUsername,
	"password": (*URL).SetPassword,
	"host":     (*URL).SetHost,
	"hostname": (*URL).SetHostname,
	"port":     (*URL).SetPort,
	"pathname": (*URL).SetPathname,
	"search":   (*URL).SetSearch,
	"hash":     (*URL).SetHash,
	"href":     func(u *URL, s string) { _ = u.SetHref(s) },
}

// getterNames are the getters in the order getters returns them.
var getterNames = [...]string{"href", "protocol", "username", "password", "host", "hostname",
	"port", "pathname", "search", "hash", "origin"}

// checkSetter checks one case and reports whether it passes.
func checkSetter(t *testing.T, attr string, i int, tc setterTest) bool {
	t.Helper()
	u, err := Parse(tc.Href)
	if err != nil {
		t.Errorf("%s #%d: Parse(%q): %v", attr, i, tc.Href, err)
		return false
	}
	setters[attr](u, tc.NewValue)
	got, ok := getters(u), true
	for k, name := range getterNames {
		if want, there := tc.Expected[name]; there && got[k] != want {
			t.Errorf("%s #%d: %q with %s set to %q: %s = %q, want %q", attr, i, tc.Href, attr, tc.NewValue, name, got[k], want)
			ok = false
		}
	}
	if v, err := Parse(u.Href()); ok && (err != nil || getters(v) != got) {
		t.Errorf("%s #%d: %q with %s set to %q: the href %q does not parse back to the same URL", attr, i, tc.Href, attr, tc.NewValue, u.Href())
		ok = false
	}
	return ok
}

// TestSetHrefFails checks that SetHref returns the parser's failure and
// leaves the URL as it was, where the Standard's href setter throws.
func TestSetHrefFails(t *testing.T) {
	u := mustParse(t, "https://example.com/a")
	err := u.SetHref("http://a b/")
	var e *Error
	if !errors.As(err, &e) || e.Err.Rule != "domain-invalid-code-point" || e.Err.Offset != 8 {
		t.Errorf("SetHref(%q) = %v, want the host parser's domain-invalid-code-point at 8", "http://a b/", err)
	}
	if u.Href() != "https://example.com/a" {
		t.Errorf("after a failed SetHref, href = %q, want it unchanged", u.Href())
	}
	// A setter writes the href anew: no input span, no validation error.
	u.SetPathname("/b c")
	if _, _, ok := u.InputSpan(uri.ComponentPath); ok || u.ValidationErrors() != nil || u.Href() != "https://example.com/b%20c" {
		t.Errorf("after SetPathname: href %q, spans or validation errors left", u.Href())
	}
}
