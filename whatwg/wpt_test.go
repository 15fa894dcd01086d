package whatwg

import (
	"encoding/json"
	"os"
	"testing"
)

// urlTest is one case of urltestdata.json (the web-platform-tests'
// url/resources): an input, a base, and the getters' values or failure.
type urlTest struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Origin   *string `json:"origin"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`
}

func loadURLTests(t *testing.T) []urlTest {
	data, err := os.ReadFile("testdata/urltestdata.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var tests []urlTest
	for _, r := range raw {
		if r[0] != '{' {
			continue // a comment
		}
		var tc urlTest
		if err := json.Unmarshal(r, &tc); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, tc)
	}
	return tests
}

// parseWith parses input against base, "" meaning none.
func parseWith(input string, base *string) (*URL, error) {
	if base == nil {
		return Parse(input)
	}
	b, err := Parse(*base)
	if err != nil {
		return nil, err
	}
	return b.Parse(input)
}

// TestURLTestData runs every case of urltestdata.json.
func TestURLTestData(t *testing.T) {
	tests := loadURLTests(t)
	pass := 0
	for i, tc := range tests {
		if checkURLTest(t, i, tc) {
			pass++
		}
	}
	t.Logf("urltestdata.json: %d of %d cases pass", pass, len(tests))
	if len(tests) != 891 {
		t.Errorf("urltestdata.json has %d cases, want 891", len(tests))
	}
}

// checkURLTest checks one case and reports whether it passes.
func checkURLTest(t *testing.T, i int, tc urlTest) bool {
	t.Helper()
	u, err := parseWith(tc.Input, tc.Base)
	if tc.Failure {
		if err == nil {
			t.Errorf("#%d Parse(%q, base %v) = %q, want failure", i, tc.Input, deref(tc.Base), u.Href())
			return false
		}
		return true
	}
	if err != nil {
		t.Errorf("#%d Parse(%q, base %v): %v", i, tc.Input, deref(tc.Base), err)
		return false
	}
	got := getters(u)
	want := [...]string{tc.Href, tc.Protocol, tc.Username, tc.Password, tc.Host, tc.Hostname, tc.Port, tc.Pathname, tc.Search, tc.Hash, ""}
	if tc.Origin != nil {
		want[10] = *tc.Origin
	} else {
		got[10] = ""
	}
	if got != want {
		t.Errorf("#%d Parse(%q, base %v):\n got %q\nwant %q", i, tc.Input, deref(tc.Base), got, want)
		return false
	}
	return true
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// getters returns what u's getters return: href, protocol, username,
// password, host, hostname, port, pathname, search, hash and origin.
func getters(u *URL) [11]string {
	return [...]string{u.Href(), u.Protocol(), u.Username(), u.Password(), u.Host(), u.Hostname(),
		u.Port(), u.Pathname(), u.Search(), u.Hash(), u.Origin()}
}
