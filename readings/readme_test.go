package readings_test

import (
	"errors"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/whatwg"
)

// securityRow is one row of the first table of README.md's "## Security"
// section: the URLs of its first column and its browser column.
type securityRow struct {
	inputs  []string
	browser string
}

// securityTable reads that table. A code span of the first column that
// holds "(" is a call, no URL; a Go-quoted one is unquoted.
func securityTable(t *testing.T) []securityRow {
	t.Helper()
	src, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(src), "\n## Security\n")
	if !ok {
		t.Fatal("README.md has no section ## Security")
	}
	var rows []securityRow
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "|") {
			if len(rows) > 0 {
				break
			}
			continue
		}
		cells := strings.Split(line, "|")
		if len(cells) != 6 {
			t.Fatalf("README.md: %d columns, want input, result, why, browser: %s", len(cells)-2, line)
		}
		var row securityRow
		row.browser = strings.TrimSpace(cells[4])
		for _, m := range codeSpan.FindAllStringSubmatch(cells[1], -1) {
			if in := m[1]; !strings.Contains(in, "(") {
				if q, err := strconv.Unquote(in); err == nil {
					in = q
				}
				row.inputs = append(row.inputs, in)
			}
		}
		rows = append(rows, row)
	}
	return rows[2:] // the header and the line under it
}

var (
	codeSpan = regexp.MustCompile("`([^`]*)`")
	// getterValue is "GETTER `VALUE`", one of the URL API's getters.
	getterValue = regexp.MustCompile("(hostname|host|pathname|username|password|port|search|hash|href) `([^`]*)`")
	// failure is "failure `VALIDATION-ERROR` at OFFSET".
	failure = regexp.MustCompile("^failure `([^`]*)` at ([0-9]+)")
)

// TestREADMEBrowser checks the browser column of README.md's security
// table against package whatwg: each GETTER `VALUE` it names is what that
// getter returns for every input of the row, and failure `NAME` at N is
// the validation error and offset with which the parser fails; a row
// with no URL has "—".
func TestREADMEBrowser(t *testing.T) {
	rows := securityTable(t)
	if len(rows) < 8 {
		t.Fatalf("README.md's security table has %d rows", len(rows))
	}
	for _, row := range rows {
		if len(row.inputs) == 0 {
			if row.browser != "—" {
				t.Errorf("README.md: a row with no URL has the browser cell %q, want —", row.browser)
			}
			continue
		}
		for _, in := range row.inputs {
			checkBrowser(t, in, row.browser)
		}
	}
}

// checkBrowser checks one input against its browser cell.
func checkBrowser(t *testing.T, in, cell string) {
	t.Helper()
	u, err := whatwg.Parse(in)
	if m := failure.FindStringSubmatch(cell); m != nil {
		var e *uri.Error
		if !errors.As(err, &e) || e.Rule != m[1] || strconv.Itoa(e.Offset) != m[2] {
			t.Errorf("README.md: %q: whatwg.Parse: %v; the browser column says %s", in, err, m[0])
		}
		return
	}
	if err != nil {
		t.Errorf("README.md: %q: whatwg.Parse: %v; the browser column says %q", in, err, cell)
		return
	}
	pairs := getterValue.FindAllStringSubmatch(cell, -1)
	if len(pairs) == 0 {
		t.Errorf("README.md: %q: the browser cell %q names no getter", in, cell)
	}
	getters := map[string]func() string{
		"hostname": u.Hostname, "host": u.Host, "pathname": u.Pathname, "username": u.Username,
		"password": u.Password, "port": u.Port, "search": u.Search, "hash": u.Hash, "href": u.Href,
	}
	for _, p := range pairs {
		if got := getters[p[1]](); got != p[2] {
			t.Errorf("README.md: %q: %s is %q; the browser column says %q", in, p[1], got, p[2])
		}
	}
}
